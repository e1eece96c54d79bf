"""Answers 'action: boom' with an endless stream of well-formed events."""
from _fixture import is_boom, serve


def misbehave(request, send):
    if not is_boom(request):
        return False
    while True:
        send({"type": "event", "seq": request["seq"], "name": "action", "subject": "boom", "native": "onAction(id)"})


serve(misbehave)
