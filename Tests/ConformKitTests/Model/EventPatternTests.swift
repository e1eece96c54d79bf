import Testing
@testable import ConformKit

@Suite struct EventPatternTests {
    @Test(
        "patterns read name, subject, arguments and time, and print back the same",
        arguments: [
            ("purchase.started", "purchase.started", nil, [String](), "purchase.started"),
            ("purchase.started premium", "purchase.started", "premium", [], "purchase.started premium"),
            ("purchase.failed premium code=x", "purchase.failed", "premium", ["code=x"], "purchase.failed premium code=x"),
            (
                "error message=\"pass onPurchase in PresentOptions\"", "error", nil, ["message=pass onPurchase in PresentOptions"],
                "error message=\"pass onPurchase in PresentOptions\""
            ),
            ("link.opened \"https://e.com/?a=b\"", "link.opened", "https://e.com/?a=b", [], "link.opened \"https://e.com/?a=b\""),
            ("products.loaded @2s", "products.loaded", nil, [], "products.loaded @2s"),
            ("purchase.started *", "purchase.started", nil, [], "purchase.started"),
            ("error x=\"say \\\"hi\\\"\"", "error", nil, ["x=say \"hi\""], "error x=\"say \\\"hi\\\"\"")
        ])
    func reads(_ text: String, _ name: String, _ subject: String?, _ args: [String], _ printed: String) throws {
        let p = try EventPattern.parse(text).get()
        #expect(p.name == name)
        #expect(p.subject == subject)
        #expect(p.arguments.map { "\($0.key)=\($0.value)" } == args)
        #expect(p.description == printed)
        #expect(try EventPattern.parse(p.description).get() == p)
    }

    @Test(
        "malformed patterns are rejected with a message",
        arguments: [
            "", "Purchase.Started", "purchase.started a b", "error \"open", "error a=\"b\"c", "products.loaded @2x", "x @1s code=y", "=x",
            "\"quoted\"",
            "x @3s..1s", "x @<", "x @1s..", "x @=>2s", "x @1s @2s"
        ])
    func rejects(_ text: String) {
        guard case .failure(let e) = EventPattern.parse(text) else {
            Issue.record("accepted '\(text)'")
            return
        }
        #expect(!e.message.isEmpty)
    }

    @Test("key=* asks only that the argument is there, !key that it is not; key=\"*\" is the literal star")
    func presenceAndAbsence() throws {
        let withError = Event(.purchaseFailed, "premium", native: "n", arguments: [Argument("code", "x"), Argument("error", "boom")])
        let without = Event(.purchaseFailed, "premium", native: "n", arguments: [Argument("code", "x")])
        let star = Event(.purchaseFailed, "premium", native: "n", arguments: [Argument("error", "*")])
        let present = try EventPattern.parse("purchase.failed error=*").get()
        #expect(present.matches(withError) && present.matches(star) && !present.matches(without))
        #expect(present.description == "purchase.failed error=*")
        let absent = try EventPattern.parse("purchase.failed premium !error").get()
        #expect(absent.matches(without) && !absent.matches(withError))
        #expect(absent.description == "purchase.failed premium !error")
        let literal = try EventPattern.parse("purchase.failed error=\"*\"").get()
        #expect(literal.matches(star) && !literal.matches(withError))
        #expect(literal.description == "purchase.failed error=\"*\"")
        for text in [
            "purchase.failed error=*", "purchase.failed premium !error", "purchase.failed error=\"*\"", "x code=y !error @2s", "x a=* b=* !c !d"
        ] {
            let p = try EventPattern.parse(text).get()
            #expect(try EventPattern.parse(p.description).get() == p, "\(text)")
        }
    }

    @Test(
        "a presence pattern that can match nothing, or names no argument, is rejected",
        arguments: [
            "x !code code=y", "x code=* !code", "x !", "x !a*", "x native=*", "x !native", "x @2s !code"
        ])
    func rejectsPresence(_ text: String) {
        guard case .failure(let e) = EventPattern.parse(text) else {
            Issue.record("accepted '\(text)'")
            return
        }
        #expect(!e.message.isEmpty)
    }

    @Test("a trailing star matches every name with that prefix")
    func prefix() throws {
        let p = try EventPattern.parse("recorded.*").get()
        #expect(p.matches(Event(.recorded("purchase_click"), native: "n")))
        #expect(!p.matches(Event(.purchaseStarted, native: "n")))
        #expect(p.family == "recorded")
    }

    @Test(
        "a time bound admits the events it says, and prints back the same",
        arguments: [
            ("@2s", [2000], [1999, 2001]),
            ("@>=2s", [2000, 9000], [1999]),
            ("@>2s", [2001], [2000]),
            ("@<2s", [0, 1999], [2000]),
            ("@<=2s", [2000, 0], [2001]),
            ("@1s..3s", [1000, 2500, 3000], [999, 3001]),
            ("@500ms..500ms", [500], [499, 501])
        ])
    func times(_ spelled: String, _ admitted: [Int64], _ refused: [Int64]) throws {
        let p = try EventPattern.parse("products.failed " + spelled).get()
        #expect(p.description == "products.failed " + spelled)
        for ms in admitted { #expect(p.matches(Event(.productsFailed, native: "n", time: VirtualTime(milliseconds: ms))), "\(spelled) admits \(ms)") }
        for ms in refused {
            #expect(!p.matches(Event(.productsFailed, native: "n", time: VirtualTime(milliseconds: ms))), "\(spelled) refuses \(ms)")
        }
    }

    @Test(
        "native= names the callback an event came through: a whole word, the camel-case end of one, or text as written",
        arguments: [
            ("didStartPurchase", "paywallController(_:didStartPurchase:)", true),
            ("didStartPurchase", ".paywall(didStartPurchase:)", true),
            ("didStartPurchase", "observerMode(didInitiatePurchase:onStartPurchase:onFinishPurchase:)", false),
            ("didAppear", "paywallControllerDidAppear(_:)", true),
            ("didAppear", ".paywall(didAppear:)", true),
            ("didAppear", "paywallControllerDidDisappear(_:)", false),
            ("didFailWebPaymentNavigation", "paywallController(_:didFinishWebPaymentNavigation:error:)", false),
            ("onPurchase(_:) -> true", "onPurchase(_:) -> true", true),
            ("onPurchase(_:) -> true", "onPurchase(_:) -> false", false),
            ("Purchase", "onPurchase(_:)", true),
            ("purchase", "onPurchase(_:)", true),
            ("chase", "onPurchase(_:)", false)
        ])
    func native(_ name: String, _ native: String, _ matches: Bool) throws {
        #expect(NativeName(name).matches(native) == matches, "\(name) ~ \(native)")
        let p = try EventPattern.parse("purchase.started premium native=\(EventPattern.quotedIfNeeded(name, subject: false))").get()
        #expect(p.native == NativeName(name))
        #expect(p.arguments.isEmpty)
        #expect(try EventPattern.parse(p.description).get() == p)
        #expect(p.matches(Event(.purchaseStarted, "premium", native: native)) == matches)
    }
}
