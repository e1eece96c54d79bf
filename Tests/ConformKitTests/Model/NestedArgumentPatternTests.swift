import Testing
@testable import ConformKit

/// Nested argument fields: a callback argument that is an object (Adapty's product) is recorded field
/// by field under dotted keys, and a pattern names a field by the same key (`product.price=9.99`).
@Suite struct NestedArgumentPatternTests {
    static let started = Event(
        .purchaseStarted, "premium_monthly", native: "paywallController(_:didStartPurchase:)",
        arguments: [
            Argument("product", "premium_monthly"), Argument("product.price", "9.99"), Argument("product.localizedTitle", "Premium Monthly")
        ])
    static let bare = Event(
        .purchaseStarted, "premium_monthly", native: "paywallController(_:didStartPurchase:)",
        arguments: [Argument("product", "premium_monthly")])

    static func pattern(_ text: String) throws -> EventPattern {
        try EventPattern.parse(text).get()
    }

    @Test(
        "a dotted key matches the nested field's value, its presence and its absence",
        arguments: [
            ("purchase.started product.price=9.99", true, false),
            ("purchase.started product.price=4.99", false, false),
            ("purchase.started premium_monthly product.localizedTitle=\"Premium Monthly\" product.price=9.99", true, false),
            ("purchase.started product.price=*", true, false),
            ("purchase.started !product.price", false, true),
            ("purchase.started product=premium_monthly !product.currencyCode", true, true)
        ])
    func matches(_ text: String, _ onStarted: Bool, _ onBare: Bool) throws {
        let pattern = try Self.pattern(text)
        #expect(pattern.matches(Self.started) == onStarted)
        #expect(pattern.matches(Self.bare) == onBare)
    }

    @Test("a field asked for and for its absence can match nothing")
    func contradiction() {
        guard case .failure(let error) = EventPattern.parse("purchase.started product.price=9.99 !product.price") else {
            Issue.record("accepted")
            return
        }
        #expect(error.message.contains("'product.price'"))
    }
}
