"""Answers 'action: boom' with the wrong sequence number."""
from _fixture import is_boom, serve


def misbehave(request, send):
    if not is_boom(request):
        return False
    send({"type": "done", "seq": request["seq"] + 1})
    return True


serve(misbehave)
