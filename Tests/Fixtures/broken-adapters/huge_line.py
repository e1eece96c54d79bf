"""Answers 'action: boom' with a 100 MB line (written in 1 MB pieces, without a newline until the end)."""
import sys
from _fixture import is_boom, serve


def misbehave(request, send):
    if not is_boom(request):
        return False
    sys.stderr.write("fixture: writing a 100 MB line\n")
    sys.stderr.flush()
    piece = "x" * (1 << 20)
    for _ in range(100):
        sys.stdout.write(piece)
    sys.stdout.write("\n")
    return True


serve(misbehave)
