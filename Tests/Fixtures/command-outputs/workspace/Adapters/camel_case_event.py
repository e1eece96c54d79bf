"""A conform/2 adapter with one mistake, for the 'adapter-check' golden of a broken adapter.

It handles the handshake and every request correctly, but reports an analytics event in camel
case, 'recorded.paywallPresentationRequest', which no spec can write (event names are lowercase
words joined by '.' or '_'): `conform adapter-check` must name that mistake and the name to use.
It speaks conform/2, which makes the mistake a failure; under conform/1 it is a deprecation
(docs/adapter-protocol.md, "Versions").
Standard library only.
"""

import json
import sys

HANDSHAKE = {
    "protocol": "conform/2", "adapter": "undeclared", "sdk": "Fixture", "sdk_version": "1",
    "capabilities": [], "emits": ["paywall", "purchase", "recorded"],
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
                # The mistake: a name in camel case, as the SDK spells its analytics event.
                send({"type": "event", "seq": seq, "name": "recorded.paywallPresentationRequest",
                      "native": "track(paywallPresentationRequest)"})
                send({"type": "event", "seq": seq, "name": "paywall.shown", "native": "onShow()"})
            elif step["kind"] == "close":
                state, result = "closed", "closed"
                send({"type": "event", "seq": seq, "name": "paywall.closed", "subject": "closed", "native": "onClose()"})
            elif step["kind"] == "buy":
                send({"type": "event", "seq": seq, "name": "purchase.started", "subject": step["product"],
                      "native": "onPurchaseStart(product)"})
        elif kind == "end":
            reply["final"] = {"state": state, "result": result}
        send(reply)


main()
