"""A minimal well-behaved conform/1 adapter that the broken fixtures build on.

Each fixture passes a `misbehave(request, send)` hook to `serve`. The hook sees every request
first and returns True when it handled it (badly, on purpose); the trigger is the step
`action: boom`, so the other specs of a run stay intact.
"""

import json
import os
import sys

HANDSHAKE = {
    "protocol": "conform/1", "adapter": "fixture", "sdk": "Fixture", "sdk_version": "1",
    "capabilities": ["custom-action"], "emits": ["paywall", "action"],
}


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")


def is_boom(request):
    step = request.get("step") or {}
    return request["type"] == "step" and step.get("kind") == "action" and step.get("id") == "boom"


def note_pid():
    """Writes this process's id where the test asked (FIXTURE_PID_DIR), so it can check it is gone."""
    folder = os.environ.get("FIXTURE_PID_DIR")
    if folder:
        with open(os.path.join(folder, "%d.pid" % os.getpid()), "w") as f:
            f.write(str(os.getpid()))


def note_hanging():
    """Writes FIXTURE_PID_DIR/hanging.mark just before the fixture hangs: conform sent the step and
    waits for its answer, so a test can signal it now instead of sleeping first."""
    folder = os.environ.get("FIXTURE_PID_DIR")
    if folder:
        with open(os.path.join(folder, "hanging.mark"), "w") as f:
            f.write("hanging")


def serve(misbehave=None):
    note_pid()
    state = {"phase": "not_shown", "result": "none"}
    while True:
        line = sys.stdin.readline()
        if not line:
            return
        request = json.loads(line)
        seq = request["seq"]
        if misbehave is not None and misbehave(request, send):
            sys.stdout.flush()
            continue
        kind = request["type"]
        reply = {"type": "done", "seq": seq}
        if kind == "hello":
            reply = dict(HANDSHAKE, type="ready", seq=seq)
        elif kind == "begin":
            state = {"phase": "not_shown", "result": "none"}
        elif kind == "step":
            step = request["step"]
            if step["kind"] == "present":
                state["phase"] = "open"
                send({"type": "event", "seq": seq, "name": "paywall.shown", "native": "onShow()"})
            elif step["kind"] == "action":
                send({"type": "event", "seq": seq, "name": "action", "subject": step["id"],
                      "native": "onAction(id)", "args": {"id": step["id"]}})
            elif step["kind"] == "close":
                state = {"phase": "closed", "result": "closed"}
                send({"type": "event", "seq": seq, "name": "paywall.closed", "subject": "closed", "native": "onClose()"})
        elif kind == "end":
            reply["final"] = {"state": state["phase"], "result": state["result"]}
        send(reply)
        sys.stdout.flush()
