"""Refuses 'action: boom' with a well-formed 'error' reply (the process stays usable)."""
from _fixture import is_boom, serve


def misbehave(request, send):
    if not is_boom(request):
        return False
    send({"type": "error", "seq": request["seq"], "message": "the model cannot perform 'boom'"})
    return True


serve(misbehave)
