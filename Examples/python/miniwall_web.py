#!/usr/bin/env python3
"""A conform/2 adapter for the Miniwall Web SDK's callbacks, in Python's standard library only.

An executable model, written from the Miniwall callbacks page (seed 003) and its one sentence
about the Web: "The Web SDK's onClose and onSkip have no callback here [on iOS]" -- so on the Web
the app is told through onClose() and onSkip(). Everything else follows the same documented
options as the iOS model (docs/adapters/miniwall.md), with web-flavoured native names:
onPurchase(request) resolves true / false or rejects, present() resolves with the result, links
without onOpenURL go to window.open(url).

Protocol: docs/adapter-protocol.md. Run it through conform.yaml:

    adapters:
      - {name: miniwall@web, command: [python3, Examples/python/miniwall_web.py]}
"""

import json
import sys

HANDSHAKE = {
    "protocol": "conform/2",
    "adapter": "miniwall@web",
    "sdk": "Miniwall Web",
    "sdk_version": "1.x (docs)",
    "summary": "a model of the Miniwall Web callbacks (seed 003: onClose and onSkip are callbacks on the Web)",
    "capabilities": ["restore", "restore-button", "questions", "custom-action", "links", "skip",
                     "embedded", "auto-placement", "busy-screen", "render-failure", "screen-failure"],
    "emits": ["paywall.closed", "paywall.load_failed", "purchase", "restore", "action", "answer",
                 "link", "error", "recorded", "render"],
    # Each handler with its signature: Conform refuses a spec that says `returns maybe` of a Bool
    # handler, or `throws` of one that cannot throw, before it reaches this adapter.
    "handlers": [
        {"name": "onPurchase", "returns": "bool", "throws": True,
         "signature": "onPurchase?: (request: PurchaseRequest) => Promise<boolean>"},
        {"name": "onRestore", "returns": "bool", "throws": True, "signature": "onRestore?: () => Promise<boolean>"},
        {"name": "onAction", "returns": "bool", "signature": "onAction?: (id: string, answers: Answers) => Promise<boolean>"},
        {"name": "onAnswer", "signature": "onAnswer?: (question: string, answer: Answer | null, answers: Answers) => void"},
        {"name": "onOpenURL", "signature": "onOpenURL?: (url: string) => void"},
        {"name": "onError", "signature": "onError?: (error: Error) => void"},
        {"name": "onClose", "signature": "onClose?: () => void"},
        {"name": "onSkip", "signature": "onSkip?: () => void"},
    ],
    "options": [],
    "volatile": [],
}

MISSING_ON_PURCHASE = "Miniwall: pass onPurchase in PresentOptions to handle purchase buttons"
ALLOWED_SCHEMES = {"http", "https", "mailto", "tel"}


class Unsupported(Exception):
    """A step or handler behaviour the model cannot perform: answered with an 'error' reply."""


class Clock:
    """Virtual time: delayed SDK work runs when the runner advances time, never in real time."""

    def __init__(self):
        self.now = 0
        self.jobs = []  # (due, order, work)
        self.order = 0

    def schedule(self, delay, work):
        self.jobs.append((self.now + delay, self.order, work))
        self.order += 1

    def run_until(self, target):
        while self.jobs:
            job = min(self.jobs, key=lambda j: (j[0], j[1]))
            if job[0] > target:
                break
            self.jobs.remove(job)
            self.now = max(self.now, job[0])
            job[2]()
        self.now = max(self.now, target)


def render_answer(value):
    if value is None:
        return "nil"
    if value["kind"] == "option":
        return "option:" + value["option"]
    if value["kind"] == "options":
        return "options:[" + ",".join(value["options"]) + "]"
    return "text:" + json.dumps(value["text"], ensure_ascii=False)


def scheme_of(url):
    head, colon, _ = url.partition(":")
    if not colon or not head or not head[0].isascii() or not head[0].isalpha():
        return None
    if all(c.isascii() and (c.isalnum() or c in "+-.") for c in head):
        return head.lower()
    return None


def allowed_link(url):
    scheme = scheme_of(url)
    if scheme is not None:
        return scheme in ALLOWED_SCHEMES
    return url.startswith("/") and not url.startswith("//")


class Screen:
    """One spec's Miniwall screen: presented, possibly busy while onPurchase runs, finished once."""

    def __init__(self, given, emit, clock):
        self.given = given
        self.emit = emit
        self.clock = clock
        self.phase = "not_presented"  # open | closed | not_shown
        self.result = "none"
        self.mode = "modal"
        self.busy = False
        # Every handler in given is one the handshake declares, doing what its signature allows:
        # Conform checks that before `begin`, so there is nothing to refuse here.
        self.answers = {}

    def registered(self, name):
        return self.given["handlers"].get(name, {"kind": "registered"})["kind"] != "absent"

    def accepts_taps(self):
        return self.phase == "open" and not self.busy

    # Steps

    def perform(self, step):
        kind = step["kind"]
        if kind == "present":
            self.present(step["mode"])
        elif kind == "buy":
            self.buy(step.get("product"))
        elif kind == "restore":
            self.restore()
        elif kind in ("close", "skip"):
            if self.accepts_taps():
                self.finish("closed" if kind == "close" else "skipped")
        elif kind == "open_link":
            self.open_link(step["url"])
        elif kind == "action":
            self.action(step["id"])
        elif kind == "answer":
            self.answer(step["question"], step["value"])
        else:
            raise Unsupported("miniwall@web cannot perform '%s'" % kind)

    def present(self, mode):
        # present is the app's call: after the screen finished (or failed to load) the app shows it
        # again, with fresh answers; only a present while a screen is up is ignored.
        if self.phase == "open":
            return
        self.answers = {}
        self.result = "none"
        self.mode = mode
        code = self.given["screen_failure"]
        if code is not None:
            self.phase = "not_shown"
            if mode == "modal":
                self.emit("paywall.load_failed", code, "present() rejected", {"code": code})
            else:
                self.report_error(code)
            return
        self.phase = "open"
        code = self.given["render_failure"]
        if code is not None and self.registered("onError"):
            self.emit("render.failed", None, "onError(error)", {"code": code})
            self.report_error(code)

    def finish(self, result, package_id=None):
        self.phase = "closed"
        self.result = result
        args = {"packageId": package_id} if package_id else {}
        if self.mode == "embedded":
            self.emit("paywall.closed", result, "onFinish(%s)" % result, args)
        elif self.mode == "modal":
            if result == "closed":
                if self.registered("onClose"):
                    self.emit("paywall.closed", result, "onClose()", args)
            elif result == "skipped":
                if self.registered("onSkip"):
                    self.emit("paywall.closed", result, "onSkip()", args)
            else:
                self.emit("paywall.closed", result, "present() resolved %s" % result, args)
        # An auto placement has no documented way to hand its result over: only the final state.

    def report_error(self, code, **details):
        if self.registered("onError"):
            args = {"code": code}
            args.update(details)
            self.emit("error", code, "onError(error)", args)

    def store_answer(self, product):
        return self.given["store"].get(product, {"kind": "purchased", "delay_ms": 0})

    def buy(self, product):
        package_id = product or (self.given["products"][0] if self.given["products"] else None)
        if package_id is None:
            raise Unsupported("'buy' needs a package: the spec names no product")
        if not self.accepts_taps():
            return
        package = {"packageId": package_id}
        self.emit("recorded.purchase_click", package_id, "analytics: purchase_click", package)
        handler = self.given["handlers"].get("onPurchase", {"kind": "registered"})
        if handler["kind"] == "absent":
            self.report_error("purchase_handler_missing", message=MISSING_ON_PURCHASE)
            return
        store = self.store_answer(package_id)
        if handler["kind"] == "returns":
            answer = ("returns", handler["value"] == "true")
        elif handler["kind"] == "throws":
            answer = ("throws", handler["code"])
        elif store["kind"] == "purchased":
            answer = ("returns", True)
        elif store["kind"] == "failed":
            answer = ("throws", store["code"])
        else:  # cancelled, or pending: nothing to unlock yet
            answer = ("returns", False)
        self.emit("purchase.started", package_id, "onPurchase(request)", package)
        if store["delay_ms"] == 0:
            self.complete_purchase(package_id, answer)
            return
        self.busy = True

        def later():
            self.busy = False
            self.complete_purchase(package_id, answer)
        self.clock.schedule(store["delay_ms"], later)

    def complete_purchase(self, package_id, answer):
        package = {"packageId": package_id}
        if answer == ("returns", True):
            self.emit("purchase.completed", package_id, "onPurchase(request) resolved true", package)
            self.emit("recorded.purchase", package_id, "analytics: purchase", package)
            self.finish("purchased", package_id)
        elif answer == ("returns", False):
            self.emit("purchase.cancelled", package_id, "onPurchase(request) resolved false", package)
            self.emit("recorded.cancel", package_id, "analytics: cancel", package)
        else:
            code = answer[1]
            self.emit("purchase.failed", package_id, "onPurchase(request) rejected", {"packageId": package_id, "code": code})
            self.emit("recorded.purchase_error", package_id, "analytics: purchase_error", package)
            self.report_error(code)

    def restore(self):
        if not self.accepts_taps() or not self.registered("onRestore"):
            return
        self.emit("restore.started", None, "onRestore()", {})
        handler = self.given["handlers"].get("onRestore", {"kind": "registered"})
        restore = self.given["restore"]
        if handler["kind"] == "returns":
            outcome = "true" if handler["value"] == "true" else "false"
        elif handler["kind"] == "throws":
            outcome = ("throws", handler["code"])
        elif restore["kind"] == "failed":
            outcome = ("throws", restore["code"])
        else:
            outcome = "true" if restore["products"] else "false"
        if outcome == "true":
            self.emit("restore.completed", None, "onRestore() resolved true", {"restored": "true"})
            self.emit("recorded.restore", None, "analytics: restore", {})
            self.finish("restored")
        elif outcome == "false":
            self.emit("restore.completed", None, "onRestore() resolved false", {"restored": "false"})
        else:
            self.emit("restore.failed", None, "onRestore() rejected", {"code": outcome[1]})
            self.report_error(outcome[1])

    def action(self, action_id):
        if not self.accepts_taps():
            return
        if not self.registered("onAction"):
            self.finish("action")
            return
        self.emit("action", action_id, "onAction(actionId, answers)",
                  {"actionId": action_id, "answers": self.render_answers()})

    def answer(self, question, value):
        if not self.accepts_taps() or self.answers.get(question) == value:
            return
        if value is None:
            self.answers.pop(question, None)
        else:
            self.answers[question] = value
        if self.registered("onAnswer"):
            self.emit("answer.changed", question, "onAnswer(questionId, value, answers)",
                      {"value": render_answer(value), "answers": self.render_answers()})

    def render_answers(self):
        return "{" + ",".join("%s=%s" % (q, render_answer(v)) for q, v in sorted(self.answers.items())) + "}"

    def open_link(self, url):
        if not self.accepts_taps():
            return
        if not allowed_link(url):
            if self.registered("onError"):
                self.emit("link.refused", url, "onError(error)", {"url": url})
                self.report_error("link_refused", url=url)
            return
        # Passing onOpenURL replaces the default: the app hears the link (link.tapped) and opens it
        # itself, or nothing does. Only the default, window.open, opens it (link.opened).
        if self.registered("onOpenURL"):
            self.emit("link.tapped", url, "onOpenURL(url)", {"url": url})
        else:
            self.emit("link.opened", url, "window.open(url)", {"url": url})

    def final(self):
        if self.phase in ("not_presented", "not_shown"):
            return {"state": "not_shown", "result": "none"}
        if self.phase == "open":
            return {"state": "open", "result": "none"}
        return {"state": "closed", "result": self.result}


def main():
    out = sys.stdout
    screen = None
    clock = None
    seq = 0

    def send(message):
        out.write(json.dumps(message, separators=(",", ":")) + "\n")

    def emit(name, subject, native, args):
        event = {"type": "event", "seq": seq, "name": name, "native": native, "args": args, "at": clock.now}
        if subject is not None:
            event["subject"] = subject
        send(event)

    while True:
        line = sys.stdin.readline()
        if not line:
            return  # end of input: the run is over
        request = json.loads(line)
        seq = request["seq"]
        kind = request["type"]
        reply = {"type": "done", "seq": seq}
        try:
            if kind == "hello":
                reply = dict(HANDSHAKE, type="ready", seq=seq)
            elif kind == "begin":
                clock = Clock()
                screen = Screen(request["given"], emit, clock)
            elif kind == "step":
                screen.perform(request["step"])
            elif kind == "advance":
                clock.run_until(request["to_ms"])
            elif kind == "end":
                clock.run_until(clock.now + request["horizon_ms"])
                if clock.jobs:
                    raise Unsupported("scheduled work did not settle")
                reply["final"] = screen.final()
            else:
                raise Unsupported("unknown request '%s'" % kind)
        except Unsupported as problem:
            reply = {"type": "error", "seq": seq, "message": str(problem)}
        send(reply)
        out.flush()


if __name__ == "__main__":
    main()
