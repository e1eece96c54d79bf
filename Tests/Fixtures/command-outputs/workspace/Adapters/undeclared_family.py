"""A conform/1 adapter with one mistake, for the 'adapter-check' golden of a broken adapter.

It handles the handshake and every request correctly, but reports purchase events while its
handshake's 'observes' lists only 'paywall': `conform adapter-check` must name that mistake.
Standard library only.
"""

import json
import sys

HANDSHAKE = {
    "protocol": "conform/1", "adapter": "undeclared", "sdk": "Fixture", "sdk_version": "1",
    "capabilities": [], "emits": ["paywall"],
}


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def main():
    state, result = "not_shown", "none"
    for line in sys.stdin:
        request = json.loads(line)
        seq, kind = request["seq"], request["type"]
        reply = {"type": "done", "seq": seq}
        if kind == "hello":
            reply = dict(HANDSHAKE, type="ready", seq=seq)
        elif kind == "begin":
            state, result = "not_shown", "none"
        elif kind == "step":
            step = request["step"]
            if step["kind"] == "present":
                state = "open"
                send({"type": "event", "seq": seq, "name": "paywall.shown", "native": "onShow()"})
            elif step["kind"] == "close":
                state, result = "closed", "closed"
                send({"type": "event", "seq": seq, "name": "paywall.closed", "subject": "closed", "native": "onClose()"})
            elif step["kind"] == "buy":
                # The mistake: 'purchase' is not in the handshake's 'observes'.
                send({"type": "event", "seq": seq, "name": "purchase.started", "subject": step["product"],
                      "native": "onPurchaseStart(product)"})
        elif kind == "end":
            reply["final"] = {"state": state, "result": result}
        send(reply)


main()
