/// What the store says about one product, as a paywall's callbacks hand it to the app: its title,
/// description, price and currency (`given.product_metadata`; needs `product-metadata`). Every
/// field is optional: a model reports only the fields the spec set, under its SDK's own names
/// (Adapty's `product.localizedTitle`, `product.price`, `product.currencyCode`).
package struct ProductMetadata: Sendable, Hashable {
    /// The localized title (`Premium Monthly`).
    package var title: String?
    /// The localized description (`Premium subscription for 1 month`).
    package var description: String?
    /// The price as a decimal number, written as the spec wrote it (`9.99`).
    package var price: String?
    /// The price as the store formats it for the user (`$9.99`).
    package var localizedPrice: String?
    /// The ISO 4217 currency code (`USD`).
    package var currency: String?

    /// The keys of one product's entry in `given.product_metadata`, as a spec writes them.
    package static let keys = ["title", "description", "price", "localized_price", "currency"]

    /// Creates metadata; unset fields are not reported.
    package init(
        title: String? = nil, description: String? = nil, price: String? = nil, localizedPrice: String? = nil,
        currency: String? = nil
    ) {
        self.title = title
        self.description = description
        self.price = price
        self.localizedPrice = localizedPrice
        self.currency = currency
    }

    /// The fields that are set, by their spec key, in the order of `keys`.
    package var fields: [(key: String, value: String)] {
        let values: [String?] = [title, description, price, localizedPrice, currency]
        return zip(Self.keys, values).compactMap { key, value in value.map { (key, $0) } }
    }

    /// Sets the field a spec calls `key`; false for a key outside `keys`.
    package mutating func set(_ key: String, to value: String) -> Bool {
        switch key {
        case "title": title = value
        case "description": description = value
        case "price": price = value
        case "localized_price": localizedPrice = value
        case "currency": currency = value
        default: return false
        }
        return true
    }

    /// Whether no field is set.
    package var isEmpty: Bool { fields.isEmpty }

    /// Whether `text` is a price as the spec language writes one: digits, optionally a dot and more digits (`9.99`, `49`).
    package static func isPrice(_ text: String) -> Bool {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") } }
    }

    /// Whether `text` is an ISO 4217 currency code as written (`USD`): one of `CurrencyCodes.all`.
    package static func isCurrency(_ text: String) -> Bool {
        CurrencyCodes.all.contains(text)
    }
}
