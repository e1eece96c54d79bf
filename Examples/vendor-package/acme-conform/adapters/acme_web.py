#!/usr/bin/env python3
"""ACME's conform/2 adapter for the ACME Paywall Web SDK, in Python's standard library only.

A small executable model of a fictional SDK, kept in ACME's own adapter package
(docs/packages.md): the paywall shows, a purchase starts and ends as the store answers, and after
a successful purchase the paywall closes itself; the close button closes it. Any other step is
answered with an 'error' reply: this model has no restore, links or custom actions.

Named in the package's conform.yaml, and run in the package's folder wherever it is included:

    adapters:
      - {name: web, command: [python3, adapters/acme_web.py]}
"""

import json
import sys

HANDSHAKE = {
    "protocol": "conform/2",
    "adapter": "acme.web",
    "sdk": "ACME Paywall Web",
    "sdk_version": "2.3.0",
    "summary": "a model of the ACME Paywall Web SDK (ACME's fixture adapter, docs/packages.md)",
    "capabilities": [],
    "emits": ["paywall", "purchase", "error"],
    "options": [],
    "volatile": [],
}


class Unsupported(Exception):
    """A step the model cannot perform: answered with an 'error' reply."""


class Paywall:
    """One spec's world: the store's answers, the virtual clock and the paywall's state."""

    def __init__(self, given):
        self.store = given.get("store") or {}
        self.products = given.get("products") or []
        self.now = 0
        self.jobs = []  # (due, order, product): purchases the store answers later
        self.state = "not_shown"
        self.result = "none"
        self.events = []

    def emit(self, name, subject, native, args=None, at=None):
        event = {"name": name, "native": native, "args": args or {}, "at": self.now if at is None else at}
        if subject is not None:
            event["subject"] = subject
        self.events.append(event)

    def step(self, step):
        kind = step.get("kind")
        if kind == "present":
            self.state, self.result = "open", "none"
            self.emit("paywall.shown", None, "onShow()")
        elif kind == "buy":
            # A buy without a product buys what the button buys: here the first product offered.
            product = step.get("product") or (self.products[0] if self.products else "unknown")
            self.emit("purchase.started", product, "onPurchaseStart(productId)", {"productId": product})
            delay = (self.store.get(product) or {}).get("delay_ms", 0)
            if delay == 0:
                self.answer(product)
            else:
                self.jobs.append((self.now + delay, len(self.jobs), product))
        elif kind == "close":
            self.state, self.result = "closed", "closed"
            self.emit("paywall.closed", "closed", "onClose(reason)", {"reason": "user"})
        else:
            raise Unsupported(f"acme.web cannot perform '{kind}': the ACME Paywall Web model has no such step")

    def answer(self, product):
        """The store answers a purchase: purchased (and the paywall closes itself), cancelled, pending or failed."""
        answer = self.store.get(product) or {"kind": "purchased"}
        kind = answer.get("kind")
        args = {"productId": product}
        if kind == "purchased":
            self.emit("purchase.completed", product, "onPurchaseSuccess(productId)", args)
            self.state, self.result = "closed", "purchased"
            self.emit("paywall.closed", "purchased", "onClose(reason)", {"reason": "purchased"})
        elif kind == "cancelled":
            self.emit("purchase.cancelled", product, "onPurchaseCancel(productId)", args)
        elif kind == "pending":
            self.emit("purchase.pending", product, "onPurchasePending(productId)", args)
        else:
            self.emit("purchase.failed", product, "onPurchaseError(productId, code)", dict(args, code=answer.get("code", "unknown")))

    def advance(self, to_ms):
        """Runs the store's answers due up to `to_ms`, each at its time."""
        while True:
            due = sorted(job for job in self.jobs if job[0] <= to_ms)
            if not due:
                break
            job = due[0]
            self.jobs.remove(job)
            self.now = job[0]
            self.answer(job[2])
        self.now = to_ms


def send(message):
    sys.stdout.write(json.dumps(message, separators=(",", ":")) + "\n")
    sys.stdout.flush()


def main():
    paywall = Paywall({})
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        kind, seq = request["type"], request["seq"]
        if kind == "hello":
            send(dict(HANDSHAKE, type="ready", seq=seq))
            continue
        if kind == "begin":
            paywall = Paywall(request["given"])
            send({"type": "done", "seq": seq})
            continue
        paywall.events = []
        try:
            if kind == "step":
                paywall.step(request["step"])
            elif kind == "advance":
                paywall.advance(request["to_ms"])
            elif kind == "end":
                paywall.advance(paywall.now + request["horizon_ms"] if paywall.jobs else paywall.now)
            else:
                raise Unsupported(f"acme.web got an unknown request '{kind}'")
        except Unsupported as problem:
            send({"type": "error", "seq": seq, "message": str(problem)})
            continue
        for event in paywall.events:
            send(dict(event, type="event", seq=seq))
        done = {"type": "done", "seq": seq}
        if kind == "end":
            done["final"] = {"state": paywall.state, "result": paywall.result}
        send(done)


if __name__ == "__main__":
    main()
