/// How a handshake's `handlers` and `options` travel (docs/adapter-protocol.md, "ready"): each item
/// is a name alone, as in the first `conform/1` adapters (any behaviour or value accepted), or an
/// object declaring what the handler returns and whether it throws, or which values the option takes.
enum WireDeclarations {
    /// The `returns` words and the kinds they stand for.
    static let returnKinds: [(word: String, returns: HandlerSignature.Returns)] = [("nothing", .nothing), ("bool", .bool), ("any", .any)]
    /// The `values` words and the kinds they stand for.
    static let valueKinds: [(word: String, values: OptionDeclaration.Values)] = [
        ("any", .any), ("word", .word), ("product", .product), ("bool", .bool)
    ]

    /// Reads the handler declarations of `key` (absent or null: none).
    static func handlers(_ fields: WireFields, _ key: String) throws(WireDecodingError) -> [HandlerSignature] {
        var result: [HandlerSignature] = []
        for (index, item) in try items(fields, key).enumerated() {
            if let name = item.string {
                result.append(.undeclared(name))
                continue
            }
            let declared = try WireFields(item, "\(fields.context) field '\(key)' item \(index + 1)")
            result.append(
                HandlerSignature(
                    name: try declared.string("name"), returns: try returns(declared),
                    canThrow: try declared.optionalBool("throws") ?? false,
                    isRequired: try declared.optionalBool("required") ?? false,
                    canWait: try declared.optionalBool("waits") ?? false,
                    signature: try declared.optionalString("signature") ?? ""))
        }
        return result
    }

    /// Reads the option declarations of `key` (absent or null: none).
    static func options(_ fields: WireFields, _ key: String) throws(WireDecodingError) -> [OptionDeclaration] {
        var result: [OptionDeclaration] = []
        for (index, item) in try items(fields, key).enumerated() {
            if let name = item.string {
                result.append(OptionDeclaration(name: name))
                continue
            }
            let declared = try WireFields(item, "\(fields.context) field '\(key)' item \(index + 1)")
            result.append(
                OptionDeclaration(
                    name: try declared.string("name"), values: try values(declared),
                    summary: try declared.optionalString("summary") ?? ""))
        }
        return result
    }

    /// Writes `handlers` as the array `key`: a name alone when nothing more is declared.
    static func write(_ handlers: [HandlerSignature], key: String, to w: inout JSONWriter) {
        w.beginArray(key)
        for handler in handlers {
            if handler.isUndeclared {
                w.string(nil, handler.name)
                continue
            }
            w.beginObject(nil)
            w.string("name", handler.name)
            switch handler.returns {
            case .values(let values):
                w.strings("returns", values)
            case let kind:
                w.string("returns", returnKinds.first { $0.returns == kind }?.word ?? "any")
            }
            w.bool("throws", handler.canThrow)
            w.bool("required", handler.isRequired)
            if handler.canWait { w.bool("waits", true) }
            if !handler.signature.isEmpty { w.string("signature", handler.signature) }
            w.endObject()
        }
        w.endArray()
    }

    /// Writes `options` as the array `key`: a name alone when any value is accepted.
    static func write(_ options: [OptionDeclaration], key: String, to w: inout JSONWriter) {
        w.beginArray(key)
        for option in options {
            if option.values == .any && option.summary.isEmpty {
                w.string(nil, option.name)
                continue
            }
            w.beginObject(nil)
            w.string("name", option.name)
            switch option.values {
            case .oneOf(let forms) where option.values != .bool:
                w.strings("values", forms)
            case let kind:
                w.string("values", valueKinds.first { $0.values == kind }?.word ?? "any")
            }
            if !option.summary.isEmpty { w.string("summary", option.summary) }
            w.endObject()
        }
        w.endArray()
    }

    /// The items of the array `key`: names or objects.
    private static func items(_ fields: WireFields, _ key: String) throws(WireDecodingError) -> [JSONValue] {
        let items = try fields.optionalArray(key, "an array of names or declaration objects")
        for item in items where item.string == nil && item.object == nil {
            throw WireDecodingError("\(fields.context) field '\(key)' must hold names or objects, not \(item.kindDescription)")
        }
        return items
    }

    /// A handler's `returns`: `nothing` (the default), `bool`, `any`, or an array of literals.
    private static func returns(_ fields: WireFields) throws(WireDecodingError) -> HandlerSignature.Returns {
        guard let value = fields.members["returns"], value != .null else { return .nothing }
        if case .array = value { return .values(try fields.strings("returns")) }
        let word = try fields.string("returns")
        guard let kind = returnKinds.first(where: { $0.word == word }) else {
            throw WireDecodingError("\(fields.context) field 'returns' cannot be '\(word)': expected nothing, bool, any or an array of values")
        }
        return kind.returns
    }

    /// An option's `values`: `any` (the default), `word`, `product`, `bool`, or an array of forms.
    private static func values(_ fields: WireFields) throws(WireDecodingError) -> OptionDeclaration.Values {
        guard let value = fields.members["values"], value != .null else { return .any }
        if case .array = value { return .oneOf(try fields.strings("values")) }
        let word = try fields.string("values")
        guard let kind = valueKinds.first(where: { $0.word == word }) else {
            throw WireDecodingError("\(fields.context) field 'values' cannot be '\(word)': expected any, word, product, bool or an array of values")
        }
        return kind.values
    }
}
