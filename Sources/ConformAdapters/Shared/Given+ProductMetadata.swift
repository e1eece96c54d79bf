import ConformKit

extension Given {
    /// The arguments of a callback that receives product `id`: the id as `key`, then each field
    /// of its `given.product_metadata` nested under `key` with the SDK's own name for it
    /// (`product.price`, `product.localizedTitle`), the spec's keys mapped through `names`. A field
    /// the SDK has no name for, and a product without metadata, add nothing.
    func productArguments(_ id: String, key: String = "product", names: [String: String]) -> [Argument] {
        var arguments = [Argument(key, id)]
        for field in productMetadata[id]?.fields ?? [] {
            guard let name = names[field.key] else { continue }
            arguments.append(Argument("\(key).\(name)", field.value))
        }
        return arguments
    }
}
