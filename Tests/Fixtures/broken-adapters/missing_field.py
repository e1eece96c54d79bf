"""Answers 'action: boom' with an event that has no 'native' field."""
from _fixture import is_boom, serve


def misbehave(request, send):
    if not is_boom(request):
        return False
    send({"type": "event", "seq": request["seq"], "name": "action", "subject": "boom"})
    return True


serve(misbehave)
