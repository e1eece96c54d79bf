/// `given.product_metadata` and `given.product_kinds`: what the store says about each product.
extension SpecDecoder {
    /// Reads `product_metadata: {premium_monthly: {title: Premium Monthly, price: '9.99', currency: USD}}`;
    /// a product the paywall does not offer (`given.products`) is an error at its key.
    mutating func decodeProductMetadata(_ node: YAMLNode, offered: [String]) -> [String: ProductMetadata] {
        guard
            let entries = reader.shaped(
                node, \.entries, "'product_metadata' must map product ids to their metadata",
                notes: ["for example: product_metadata: {premium_monthly: {title: Premium Monthly, price: '9.99', currency: USD}}"])
        else { return [:] }
        var metadata: [String: ProductMetadata] = [:]
        for entry in entries {
            guard offered.contains(entry.key) else {
                reader.error(
                    .specBadValue, at: entry.keyLocation, "'product_metadata' describes '\(entry.key)', which 'products' does not offer",
                    notes: ["add it to 'products', or describe one of: \(offered.isEmpty ? "(none)" : offered.joined(separator: ", "))"])
                continue
            }
            let what = "the metadata of '\(entry.key)'"
            guard let fields = reader.mapping(entry.value, what, allowed: ProductMetadata.keys) else { continue }
            var product = ProductMetadata()
            for field in fields {
                guard let value = reader.string(field.value, "'\(field.key)' of '\(entry.key)'") else { continue }
                if field.key == "price", !ProductMetadata.isPrice(value) {
                    reader.error(
                        .specBadValue, at: field.value.location, "'\(value)' is not a price",
                        notes: ["write a decimal number with a dot, as the store's price: '9.99'"])
                    continue
                }
                if field.key == "currency", !ProductMetadata.isCurrency(value) {
                    let near = Suggestion.nearest(to: value.uppercased(), among: CurrencyCodes.all.sorted()).map { "did you mean '\($0)'?" }
                    reader.error(
                        .specBadValue, at: field.value.location, "'\(NodeReader.excerpt(value))' is not an ISO 4217 currency code",
                        notes: (near.map { [$0] } ?? []) + ["write the ISO 4217 code in capitals: USD, EUR"])
                    continue
                }
                _ = product.set(field.key, to: value)
            }
            if fields.isEmpty {
                reader.error(
                    .specMissingKey, at: entry.value.location, "\(what) says nothing",
                    notes: ["set any of: \(ProductMetadata.keys.joined(separator: ", "))"])
            }
            if !product.isEmpty { metadata[entry.key] = product }
        }
        return metadata
    }

    /// Reads `product_kinds: {premium_monthly: free_trial, coins: consumable}`; a product the paywall
    /// does not offer is an error at its key, an unknown kind one at its value.
    mutating func decodeProductKinds(_ node: YAMLNode, offered: [String]) -> [String: ProductKind] {
        guard
            let entries = reader.shaped(
                node, \.entries, "'product_kinds' must map product ids to their kinds",
                notes: ["for example: product_kinds: {premium_monthly: free_trial, coins: consumable}"])
        else { return [:] }
        var kinds: [String: ProductKind] = [:]
        for entry in entries {
            guard offered.contains(entry.key) else {
                reader.error(
                    .specBadValue, at: entry.keyLocation, "'product_kinds' names '\(entry.key)', which 'products' does not offer",
                    notes: ["add it to 'products', or give the kind of one of: \(offered.isEmpty ? "(none)" : offered.joined(separator: ", "))"])
                continue
            }
            if let name = reader.choice(entry.value, "the kind of '\(entry.key)'", ProductKind.allCases.map(\.rawValue)),
                let kind = ProductKind(rawValue: name)
            {
                kinds[entry.key] = kind
            }
        }
        return kinds
    }
}
