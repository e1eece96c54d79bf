"""Writes 256 KB to stderr before every reply (more than a pipe holds, so it passes only if
stderr is drained while it runs), and on 'action: boom' floods stderr forever without answering."""
import sys
from _fixture import is_boom, serve

NOISE = ("fixture: noise " + "." * 49 + "\n") * 4096


def misbehave(request, send):
    sys.stderr.write(NOISE)
    sys.stderr.flush()
    if not is_boom(request):
        return False
    n = 0
    while True:
        n += 1
        sys.stderr.write("fixture: flood line %d\n" % n)


serve(misbehave)
