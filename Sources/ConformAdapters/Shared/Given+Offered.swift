import ConformKit

extension Given {
    /// Checks that `product` is offered (`given.products`): a step naming another product is an
    /// adapter error, the same for every model. `surface` names what offers them in the message
    /// (`paywall`, or `screen` for Qonversion No-Codes).
    func requireOffered(_ product: String, step: String, on surface: String = "paywall") throws {
        guard products.contains(product) else {
            throw AdapterError.unsupported("'\(step): \(product)' names a product the \(surface) does not offer (given.products)")
        }
    }

    /// The offered products that load successfully (none of `given.product_loading.missing`), in display order.
    var availableProducts: [String] {
        products.filter { !productLoading.missing.contains($0) }
    }
}
