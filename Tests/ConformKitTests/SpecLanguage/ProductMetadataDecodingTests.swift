import Testing
@testable import ConformKit

/// `given.product_metadata`: what the store says about each product (issue 25, item 4: the product's
/// fields in Adapty's example events — localizedTitle, price, currencyCode — could not be written).
@Suite struct ProductMetadataDecodingTests {
    static func decode(_ given: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        SpecDecoder.decode(
            "title: t\ngiven:\n" + given + "  products: [premium_monthly, premium_annual]\nsteps:\n  - present\nexpect:\n  state: open\n",
            id: "t", file: "t.yaml")
    }

    @Test("each product's fields are read, whichever comes first, and need product-metadata")
    func reads() throws {
        let yaml =
            "  product_metadata:\n    premium_monthly: {title: Premium Monthly, description: For a month, price: '9.99', localized_price: $9.99, currency: USD}\n"
            + "    premium_annual: {price: '49'}\n"
        let decoded = Self.decode(yaml)
        #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics.map(\.message))")
        let given = try #require(decoded.spec?.given)
        #expect(
            given.productMetadata["premium_monthly"]
                == ProductMetadata(
                    title: "Premium Monthly", description: "For a month", price: "9.99",
                    localizedPrice: "$9.99", currency: "USD"))
        #expect(given.productMetadata["premium_annual"]?.fields.map(\.key) == ["price"])
        #expect(given.requiredCapabilities.map(\.capability) == [.productMetadata])
        #expect(given.requiredCapabilities.first?.key == "product_metadata")
        #expect(Capability.known.contains(.productMetadata))
    }

    @Test("unset, no product carries metadata and nothing is required")
    func unset() throws {
        let given = try #require(Self.decode("").spec?.given)
        #expect(given.productMetadata.isEmpty)
        #expect(given.requiredCapabilities.isEmpty)
    }

    @Test(
        "mistakes are located, with what to write instead",
        arguments: [
            (
                "  product_metadata: {premium_weekly: {price: '1.99'}}\n",
                "'product_metadata' describes 'premium_weekly', which 'products' does not offer",
                "add it to 'products', or describe one of: premium_monthly, premium_annual"
            ),
            (
                "  product_metadata: {premium_monthly: {price: $9.99}}\n", "'$9.99' is not a price",
                "write a decimal number with a dot, as the store's price: '9.99'"
            ),
            (
                "  product_metadata: {premium_monthly: {price: '9,99'}}\n", "'9,99' is not a price",
                "write a decimal number with a dot, as the store's price: '9.99'"
            ),
            ("  product_metadata: {premium_monthly: {currency: usd}}\n", "'usd' is not an ISO 4217 currency code", "did you mean 'USD'?"),
            // Three capitals that name no currency are no code either (issue 41).
            (
                "  product_metadata: {premium_monthly: {currency: ABC}}\n", "'ABC' is not an ISO 4217 currency code",
                "write the ISO 4217 code in capitals: USD, EUR"
            ),
            ("  product_metadata: {premium_monthly: {currency: EUE}}\n", "'EUE' is not an ISO 4217 currency code", "did you mean 'EUR'?"),
            (
                "  product_metadata: {premium_monthly: {titel: X}}\n", "unknown key 'titel' in the metadata of 'premium_monthly'",
                "did you mean 'title'?"
            ),
            (
                "  product_metadata: {premium_monthly: {}}\n", "the metadata of 'premium_monthly' says nothing",
                "set any of: title, description, price, localized_price, currency"
            ),
            (
                "  product_metadata: [premium_monthly]\n", "'product_metadata' must map product ids to their metadata, not a list",
                "for example: product_metadata: {premium_monthly: {title: Premium Monthly, price: '9.99', currency: USD}}"
            )
        ])
    func mistakes(_ yaml: String, _ message: String, _ note: String) throws {
        let decoded = Self.decode(yaml)
        #expect(decoded.spec == nil)
        let first = try #require(decoded.diagnostics.first)
        #expect(first.message == message)
        #expect(first.location.line == 3)
        #expect(first.notes.contains(note), "\(first.notes)")
    }
}
