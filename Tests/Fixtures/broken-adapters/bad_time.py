"""Stamps the event of 'action: boom' 5 s in the future, outside the step's time window."""
from _fixture import is_boom, serve


def misbehave(request, send):
    if not is_boom(request):
        return False
    send({"type": "event", "seq": request["seq"], "name": "action", "subject": "boom", "native": "onAction(id)", "at": 5000})
    send({"type": "done", "seq": request["seq"]})
    return True


serve(misbehave)
