import Testing
@testable import ConformKit

@Suite struct EventPatternTests {
    @Test("patterns read name, subject, arguments and time, and print back the same", arguments: [
        ("purchase.started", "purchase.started", nil, [String](), "purchase.started"),
        ("purchase.started premium", "purchase.started", "premium", [], "purchase.started premium"),
        ("purchase.failed premium code=x", "purchase.failed", "premium", ["code=x"], "purchase.failed premium code=x"),
        ("error message=\"pass onPurchase in PresentOptions\"", "error", nil, ["message=pass onPurchase in PresentOptions"],
         "error message=\"pass onPurchase in PresentOptions\""),
        ("link.opened \"https://e.com/?a=b\"", "link.opened", "https://e.com/?a=b", [], "link.opened \"https://e.com/?a=b\""),
        ("products.loaded @2s", "products.loaded", nil, [], "products.loaded @2s"),
        ("purchase.started *", "purchase.started", nil, [], "purchase.started"),
        ("error x=\"say \\\"hi\\\"\"", "error", nil, ["x=say \"hi\""], "error x=\"say \\\"hi\\\"\""),
    ])
    func reads(_ text: String, _ name: String, _ subject: String?, _ args: [String], _ printed: String) throws {
        let p = try EventPattern.parse(text).get()
        #expect(p.name == name)
        #expect(p.subject == subject)
        #expect(p.arguments.map { "\($0.key)=\($0.value)" } == args)
        #expect(p.description == printed)
        #expect(try EventPattern.parse(p.description).get() == p)
    }

    @Test("malformed patterns are rejected with a message", arguments: [
        "", "Purchase.Started", "purchase.started a b", "error \"open", "error a=\"b\"c", "products.loaded @2x", "x @1s code=y", "=x", "\"quoted\"",
    ])
    func rejects(_ text: String) {
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
}
