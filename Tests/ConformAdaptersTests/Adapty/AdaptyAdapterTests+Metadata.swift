import ConformAdapters
import ConformKit
import Testing

/// The product object the callbacks receive: the page's example events ("localizedTitle": "Premium
/// Monthly", "price": 9.99, "currencyCode": "USD", …), from `given.product_metadata`.
extension AdaptyAdapterTests {
    /// Metadata for the monthly product with every field the spec language knows.
    static var monthlyMetadata: ProductMetadata {
        ProductMetadata(
            title: "Premium Monthly", description: "Premium subscription for 1 month", price: "9.99",
            localizedPrice: "$9.99", currency: "USD")
    }

    @Test(
        "every callback that receives the product carries its metadata under the product's own field names",
        arguments: ["adapty@3", "adapty@3-swiftui", "adapty@3.1", "adapty@2"])
    func productMetadata(_ id: String) throws {
        var given = AdaptyHarness.given(store: [AdaptyHarness.monthly: StoreAnswer(outcome: .failed(code: "purchase_failed"))])
        given.productMetadata = [AdaptyHarness.monthly: Self.monthlyMetadata]
        let run = try AdaptyHarness.run(
            id, given,
            [
                AdaptyHarness.present, .select(product: AdaptyHarness.monthly),
                .buy(product: AdaptyHarness.monthly), .select(product: AdaptyHarness.annual)
            ])
        let carrying = run.events.filter { $0.argument("product") == AdaptyHarness.monthly }
        #expect(Set(carrying.map(\.name)).isSuperset(of: [.productSelected, .purchaseStarted, .purchaseFailed]), "\(run.lines)")
        for event in carrying {
            #expect(event.argument("product.localizedTitle") == "Premium Monthly")
            #expect(event.argument("product.localizedDescription") == "Premium subscription for 1 month")
            #expect(event.argument("product.price") == "9.99")
            #expect(event.argument("product.localizedPrice") == "$9.99")
            #expect(event.argument("product.currencyCode") == "USD")
        }
        // A product without metadata carries only its id.
        let annual = try #require(run.events.last { $0.argument("product") == AdaptyHarness.annual })
        #expect(annual.arguments.map(\.key) == ["product"])
        #expect(try AdaptyHarness.adapter(id).info.capabilities.contains(.productMetadata))
    }

    @Test("only the fields the spec sets are reported")
    func partialMetadata() throws {
        var given = AdaptyHarness.given()
        given.productMetadata = [AdaptyHarness.monthly: ProductMetadata(price: "4.99")]
        let run = try AdaptyHarness.run("adapty@3", given, [AdaptyHarness.present, .buy(product: AdaptyHarness.monthly)])
        let started = try #require(run.events.first { $0.name == .purchaseStarted })
        #expect(started.arguments.map(\.key) == ["product", "product.price"])
    }
}
