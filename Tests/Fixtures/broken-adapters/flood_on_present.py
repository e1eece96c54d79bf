"""Answers 'present' with 20,001 events in one request: more than a run records for one spec."""
from _fixture import serve


def misbehave(request, send):
    if request["type"] != "step" or request["step"]["kind"] != "present":
        return False
    for _ in range(20001):
        send({"type": "event", "seq": request["seq"], "name": "paywall.shown", "native": "onShow()"})
    send({"type": "done", "seq": request["seq"]})
    return True


serve(misbehave)
