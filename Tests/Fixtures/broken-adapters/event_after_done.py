"""After 'done' for 'action: boom', writes one more event for the same request."""
from _fixture import is_boom, serve


def misbehave(request, send):
    if not is_boom(request):
        return False
    send({"type": "done", "seq": request["seq"]})
    send({"type": "event", "seq": request["seq"], "name": "action", "subject": "late", "native": "onAction(id)"})
    return True


serve(misbehave)
