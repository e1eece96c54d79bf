"""Hangs forever on 'action: boom' (sleeps, reading nothing more)."""
import sys
import time
from _fixture import is_boom, note_hanging, serve


def misbehave(request, send):
    if not is_boom(request):
        return False
    sys.stderr.write("fixture: sleeping forever\n")
    sys.stderr.flush()
    note_hanging()
    while True:
        time.sleep(3600)


serve(misbehave)
