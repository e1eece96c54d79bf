"""Answers 'action: boom' with a message type the protocol does not have."""
from _fixture import is_boom, serve


def misbehave(request, send):
    if not is_boom(request):
        return False
    send({"type": "log", "seq": request["seq"], "message": "hello"})
    return True


serve(misbehave)
