/// How a spec's `given` travels in a `begin` message: every field always present, map keys sorted,
/// each variant an object with a `kind` (docs/adapter-protocol.md, "given").
package enum WireGiven {
    /// Writes `given` as the value of `key` (or on its own, as the whole document or an array's element, when nil).
    static func write(_ given: Given, key: String?, to w: inout JSONWriter) {
        w.beginObject(key)
        w.strings("products", given.products)
        w.beginObject("store")
        for (product, answer) in given.store.sorted(by: { $0.key < $1.key }) {
            w.beginObject(product)
            writeStoreAnswer(answer, to: &w)
            if !answer.later.isEmpty {
                // Later attempts only reach adapters that declare `store-attempts`.
                w.objects("then", answer.later) { w, later in writeStoreAnswer(later, to: &w) }
            }
            w.endObject()
        }
        w.endObject()
        w.beginObject("restore")
        writeRestore(Given.RestoreAttempt(given.restore, delay: given.restoreDelay), to: &w)
        if !given.laterRestores.isEmpty {
            // Later restores only reach adapters that declare `restore-attempts`.
            w.objects("then", given.laterRestores) { w, later in writeRestore(later, to: &w) }
        }
        w.endObject()
        w.beginObject("product_loading")
        if let failures = given.productLoading.failures { w.int("failures", failures) } else { w.optionalString("failures", nil) }
        w.strings("missing", given.productLoading.missing)
        w.string("error", given.productLoading.errorCode)
        // Sent only when set: it reaches only adapters declaring slow-products.
        if given.productLoading.delay > .zero { w.int("delay_ms", Int(given.productLoading.delay.milliseconds)) }
        w.endObject()
        w.optionalString("render_failure", given.renderFailure)
        w.optionalString("screen_failure", given.screenFailure)
        w.beginObject("handlers")
        for (name, script) in given.handlers.sorted(by: { $0.key < $1.key }) {
            WireHandlerScript.write(script, key: name, to: &w)
        }
        w.endObject()
        w.beginObject("options")
        for (name, value) in given.options.sorted(by: { $0.key < $1.key }) { w.string(name, value) }
        w.endObject()
        // Sent only when set: they reach only adapters declaring products-at-init / screen-navigation.
        if given.productsAtInit { w.bool("products_at_init", true) }
        if !given.linkedScreenFailures.isEmpty {
            w.beginObject("linked_screen_failures")
            for (screen, code) in given.linkedScreenFailures.sorted(by: { $0.key < $1.key }) { w.string(screen, code) }
            w.endObject()
        }
        // Sent only when set: it reaches only adapters declaring loading-placeholder.
        if given.screenLoadDelay > .zero { w.int("screen_loading_ms", Int(given.screenLoadDelay.milliseconds)) }
        // Sent only when set: it reaches only adapters declaring experiment-context.
        if let experiment = given.experiment {
            w.beginObject("experiment")
            w.string("id", experiment.id)
            if let variant = experiment.variant { w.string("variant", variant) }
            w.endObject()
        }
        // Sent only when set: it reaches only adapters declaring product-metadata.
        if !given.productMetadata.isEmpty {
            w.beginObject("product_metadata")
            for (product, metadata) in given.productMetadata.sorted(by: { $0.key < $1.key }) {
                w.beginObject(product)
                for field in metadata.fields { w.string(field.key, field.value) }
                w.endObject()
            }
            w.endObject()
        }
        // Sent only when set: it reaches only adapters declaring product-kinds.
        if !given.productKinds.isEmpty {
            w.beginObject("product_kinds")
            for (product, kind) in given.productKinds.sorted(by: { $0.key < $1.key }) { w.string(product, kind.rawValue) }
            w.endObject()
        }
        // Sent only when set: they reach only adapters declaring link-refusal / no-presenter.
        if given.links != .open { w.string("links", given.links.rawValue) }
        if given.presenter != .window { w.string("presenter", given.presenter.rawValue) }
        // Sent only when set: it reaches only adapters declaring web-navigation.
        if !given.webNavigation.isEmpty {
            w.objects("web_navigation", given.webNavigation) { w, answer in
                switch answer {
                case .opened: w.string("kind", "opened")
                case .failed(let code):
                    w.string("kind", "failed")
                    w.string("code", code)
                }
            }
        }
        w.endObject()
    }

    /// Reads a `given` object; absent fields take the spec language's defaults.
    package static func read(_ value: JSONValue) throws(WireDecodingError) -> Given {
        let fields = try WireFields(value, "'given'")
        var given = Given()
        given.products = try fields.optionalStrings("products")
        if let store = try fields.optionalObject("store") {
            for (product, answer) in store.members {
                given.store[product] = try storeAnswer(WireFields(answer, "'given.store.\(product)'"))
            }
        }
        if let restore = try fields.optionalObject("restore") {
            let first = try readRestore(restore)
            (given.restore, given.restoreDelay) = (first.answer, first.delay)
            for (index, item) in try restore.optionalArray("then", "an array of restore answers").enumerated() {
                given.laterRestores.append(try readRestore(WireFields(item, "'given.restore.then[\(index)]'")))
            }
        }
        if let loading = try fields.optionalObject("product_loading") {
            var productLoading = ProductLoading()
            productLoading.failures = try loading.optionalInteger("failures", in: 0...1_000_000).map { Int($0) }
            productLoading.missing = try loading.optionalStrings("missing")
            productLoading.errorCode = try loading.optionalString("error") ?? productLoading.errorCode
            productLoading.delay = VirtualTime(milliseconds: try loading.optionalInteger("delay_ms") ?? 0)
            given.productLoading = productLoading
        }
        given.renderFailure = try fields.optionalString("render_failure")
        given.screenFailure = try fields.optionalString("screen_failure")
        if let handlers = try fields.optionalObject("handlers") {
            for (name, behaviour) in handlers.members {
                given.handlers[name] = try WireHandlerScript.read(WireFields(behaviour, "'given.handlers.\(name)'"))
            }
        }
        given.options = try fields.stringMap("options")
        given.productsAtInit = try fields.optionalBool("products_at_init") ?? false
        given.linkedScreenFailures = try fields.stringMap("linked_screen_failures")
        given.screenLoadDelay = VirtualTime(milliseconds: try fields.optionalInteger("screen_loading_ms") ?? 0)
        if let experiment = try fields.optionalObject("experiment") {
            given.experiment = ExperimentContext(id: try experiment.string("id"), variant: try experiment.optionalString("variant"))
        }
        if let metadata = try fields.optionalObject("product_metadata") {
            for (product, value) in metadata.members {
                let entry = try WireFields(value, "'given.product_metadata.\(product)'")
                var read = ProductMetadata()
                for key in ProductMetadata.keys {
                    if let text = try entry.optionalString(key) { _ = read.set(key, to: text) }
                }
                given.productMetadata[product] = read
            }
        }
        for (product, value) in try fields.stringMap("product_kinds").sorted(by: { $0.key < $1.key }) {
            guard let kind = ProductKind(rawValue: value) else {
                throw WireDecodingError(
                    "'given.product_kinds.\(product)' is '\(value)' (expected one of: \(ProductKind.allCases.map(\.rawValue).joined(separator: ", ")))"
                )
            }
            given.productKinds[product] = kind
        }
        if let links = try fields.optionalString("links") {
            guard let answer = LinkAnswer(rawValue: links) else { throw WireDecodingError("'given.links' must be open or refuse, not '\(links)'") }
            given.links = answer
        }
        if let presenter = try fields.optionalString("presenter") {
            guard let answer = PresenterAnswer(rawValue: presenter) else {
                throw WireDecodingError("'given.presenter' must be window or none, not '\(presenter)'")
            }
            given.presenter = answer
        }
        for (index, item) in try fields.optionalArray("web_navigation", "an array of web navigation answers").enumerated() {
            let answer = try WireFields(item, "'given.web_navigation[\(index)]'")
            switch try answer.string("kind") {
            case "opened": given.webNavigation.append(.opened)
            case "failed": given.webNavigation.append(.failed(code: try answer.string("code")))
            case let other: throw WireDecodingError("\(answer.context) has unknown kind '\(other)' (expected opened or failed)")
            }
        }
        return given
    }

    /// Writes one restore answer's `kind`, `products` or `code`, and `delay_ms` when it takes time
    /// (which only reaches adapters that declare `restore-delay`).
    private static func writeRestore(_ attempt: Given.RestoreAttempt, to w: inout JSONWriter) {
        switch attempt.answer {
        case .products(let products):
            w.string("kind", "products")
            w.strings("products", products)
        case .failed(let code):
            w.string("kind", "failed")
            w.string("code", code)
        }
        if attempt.delay > .zero { w.int("delay_ms", Int(attempt.delay.milliseconds)) }
    }

    /// Reads one restore answer without later ones.
    private static func readRestore(_ fields: WireFields) throws(WireDecodingError) -> Given.RestoreAttempt {
        let answer: RestoreAnswer
        switch try fields.string("kind") {
        case "products": answer = .products(try fields.optionalStrings("products"))
        case "failed": answer = .failed(code: try fields.string("code"))
        case let other: throw WireDecodingError("\(fields.context) has unknown kind '\(other)' (expected products or failed)")
        }
        return Given.RestoreAttempt(answer, delay: VirtualTime(milliseconds: try fields.optionalInteger("delay_ms") ?? 0))
    }

    /// Writes one store answer's `kind`, `code` and `delay_ms`.
    private static func writeStoreAnswer(_ answer: StoreAnswer, to w: inout JSONWriter) {
        switch answer.outcome {
        case .purchased: w.string("kind", "purchased")
        case .cancelled: w.string("kind", "cancelled")
        case .pending: w.string("kind", "pending")
        case .timeout: w.string("kind", "timeout")
        case .failed(let code):
            w.string("kind", "failed")
            w.string("code", code)
        }
        w.int("delay_ms", Int(answer.delay.milliseconds))
    }

    /// Reads one product's store answer, with the answers to its later attempts (`then`).
    private static func storeAnswer(_ fields: WireFields) throws(WireDecodingError) -> StoreAnswer {
        var answer = try oneStoreAnswer(fields)
        for (index, item) in try fields.optionalArray("then", "an array of answers").enumerated() {
            answer.later.append(try oneStoreAnswer(WireFields(item, "\(fields.context).then[\(index)]")))
        }
        return answer
    }

    /// Reads one store answer without later attempts.
    private static func oneStoreAnswer(_ fields: WireFields) throws(WireDecodingError) -> StoreAnswer {
        let delay = VirtualTime(milliseconds: try fields.optionalInteger("delay_ms") ?? 0)
        switch try fields.string("kind") {
        case "purchased": return StoreAnswer(outcome: .purchased, delay: delay)
        case "cancelled": return StoreAnswer(outcome: .cancelled, delay: delay)
        case "pending": return StoreAnswer(outcome: .pending, delay: delay)
        case "timeout": return StoreAnswer(outcome: .timeout, delay: delay)
        case "failed": return StoreAnswer(outcome: .failed(code: try fields.string("code")), delay: delay)
        case let other:
            throw WireDecodingError("\(fields.context) has unknown kind '\(other)' (expected purchased, cancelled, pending, timeout or failed)")
        }
    }
}
