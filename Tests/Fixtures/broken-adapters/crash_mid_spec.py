"""Crashes in the middle of a spec: one event, then exit 3 without 'done'."""
import os
import sys
from _fixture import is_boom, send, serve


def misbehave(request, send):
    if not is_boom(request):
        return False
    send({"type": "event", "seq": request["seq"], "name": "action", "subject": "boom", "native": "onAction(id)"})
    sys.stdout.flush()
    sys.stderr.write("fixture: crashing on purpose in the middle of a spec\n")
    sys.stderr.flush()
    os._exit(3)


serve(misbehave)
