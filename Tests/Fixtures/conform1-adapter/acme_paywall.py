#!/usr/bin/env python3
"""A conform/1 adapter as the protocol was first published -- FROZEN: never edit this file.

It is written to docs/adapter-protocol.md as it read when conform/1 was published (commit fe5ce7f):
the handshake names event *families* in 'observes' (the field's first name), handlers and options
by name alone, and the SDK fires a callback outside the canonical vocabulary, inside a family it
declares: 'paywall.will_dismiss', before 'paywall.closed'. Conform keeps accepting what conform/1
accepted (docs/adapter-protocol.md, "Versions"), so this adapter must keep passing, with
deprecation warnings only, for as long as conform speaks conform/1. If a change to conform makes it
fail, the change broke conform/1: fix conform, not this file.

Python standard library only. The SDK it models, "Acme Paywall 1.0", is made up: a paywall with a
buy button, a restore button and a close button, a 'theme' option (light or dark) and an
onPurchase handler.
"""

import json
import sys

READY = {
    "protocol": "conform/1",
    "adapter": "acme",
    "sdk": "Acme Paywall",
    "sdk_version": "1.0",
    "summary": "a conform/1 adapter as first published: families, handlers and options by name",
    "capabilities": ["restore"],
    "observes": ["paywall", "purchase", "restore"],
    "handlers": ["onPurchase"],
    "options": ["theme"],
    "volatile": [],
}

THEMES = ("light", "dark")


class Unsupported(Exception):
    """Something the model cannot do: answered with an 'error' reply, as conform/1 allows."""


class Session:
    def __init__(self, given):
        self.given = given
        self.phase = "not_shown"
        self.result = "none"
        self.now = 0
        self.jobs = []  # (due, order, work)
        self.order = 0
        self.busy = False
        theme = given.get("options", {}).get("theme", "light")
        if theme not in THEMES:
            raise Unsupported("acme cannot model theme '%s': Acme Paywall has the themes light and dark" % theme)
        self.theme = theme

    def schedule(self, delay, work):
        self.jobs.append((self.now + delay, self.order, work))
        self.order += 1

    def run_until(self, target, out):
        while self.jobs:
            job = min(self.jobs, key=lambda j: (j[0], j[1]))
            if job[0] > target:
                break
            self.jobs.remove(job)
            self.now = max(self.now, job[0])
            job[2](out)
        self.now = max(self.now, target)

    def event(self, out, name, subject, native, args=None):
        out.append({"type": "event", "name": name, "subject": subject, "native": native,
                    "args": args or {}, "at": self.now})

    def dismiss(self, out, reason):
        self.event(out, "paywall.will_dismiss", reason, "onWillDismiss(reason: .%s)" % reason)
        self.event(out, "paywall.closed", reason, "onDismiss(reason: .%s)" % reason)
        self.phase, self.result = "closed", reason

    def step(self, step, out):
        kind = step["kind"]
        if kind == "present":
            if self.phase == "not_shown":
                self.phase = "open"
                self.event(out, "paywall.shown", None, "onAppear(theme: .%s)" % self.theme, {"theme": self.theme})
        elif kind == "close":
            if self.phase == "open" and not self.busy:
                self.dismiss(out, "closed")
        elif kind == "buy":
            if self.phase == "open" and not self.busy:
                self.buy(step.get("product") or self.given["products"][0], out)
        elif kind == "restore":
            if self.phase == "open" and not self.busy:
                self.restore(out)
        else:
            raise Unsupported("acme cannot perform '%s': Acme Paywall has no such button" % kind)

    def buy(self, product, out):
        handler = self.given.get("handlers", {}).get("onPurchase", {"kind": "registered"})
        if handler.get("kind") == "absent":
            return  # without onPurchase the buy button does nothing
        args = {"productId": product}
        self.event(out, "purchase.started", product, "onPurchaseStarted(productId)", args)
        if handler.get("kind") == "throws":
            self.event(out, "purchase.failed", product, "onPurchaseFailed(productId, error)",
                       dict(args, code=handler.get("code", "unknown")))
            return
        if handler.get("kind") == "returns" and handler.get("value") == "false":
            self.event(out, "purchase.cancelled", product, "onPurchaseCancelled(productId)", args)
            return
        answer = self.given.get("store", {}).get(product, {"kind": "purchased", "delay_ms": 0})
        self.busy = True

        def finish(later):
            self.busy = False
            outcome = answer["kind"]
            if outcome == "purchased":
                self.event(later, "purchase.completed", product, "onPurchaseCompleted(productId)", args)
                self.dismiss(later, "purchased")
            elif outcome == "cancelled":
                self.event(later, "purchase.cancelled", product, "onPurchaseCancelled(productId)", args)
            elif outcome == "pending":
                self.event(later, "purchase.pending", product, "onPurchasePending(productId)", args)
            else:
                self.event(later, "purchase.failed", product, "onPurchaseFailed(productId, error)",
                           dict(args, code=answer.get("code", "unknown")))

        delay = answer.get("delay_ms", 0)
        if delay == 0:
            finish(out)
        else:
            self.schedule(delay, finish)

    def restore(self, out):
        found = self.given.get("restore", {"kind": "products", "products": []})
        self.event(out, "restore.started", None, "onRestoreStarted()")
        if found["kind"] == "failed":
            self.event(out, "restore.failed", None, "onRestoreFailed(error)", {"code": found.get("code", "unknown")})
        else:
            self.event(out, "restore.completed", None, "onRestoreCompleted(productIds)",
                       {"productIds": ",".join(found.get("products", []))})


def main():
    session = None
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        seq, kind = request["seq"], request["type"]
        out = []
        reply = {"type": "done", "seq": seq}
        try:
            if kind == "hello":
                reply = dict(READY, type="ready", seq=seq)
            elif kind == "begin":
                session = None
                session = Session(request["given"])
            elif session is None:
                raise Unsupported("no spec is open")
            elif kind == "step":
                session.step(request["step"], out)
            elif kind == "advance":
                session.run_until(request["to_ms"], out)
            elif kind == "end":
                session.run_until(session.now + request["horizon_ms"], out)
                if session.jobs:
                    raise Unsupported("work still pending after the horizon")
                reply["final"] = {"state": session.phase, "result": session.result}
        except Unsupported as problem:
            session = None if kind == "begin" else session
            out = []
            reply = {"type": "error", "seq": seq, "message": str(problem)}
        for event in out:
            event["seq"] = seq
            sys.stdout.write(json.dumps(event) + "\n")
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
