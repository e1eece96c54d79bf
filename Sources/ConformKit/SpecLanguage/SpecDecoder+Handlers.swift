extension SpecDecoder {
    /// Reads `given.handlers`: each handler's script, located for `GivenValidation`.
    mutating func decodeHandlers(_ node: YAMLNode) -> [String: HandlerScript] {
        guard
            let entries = reader.shaped(
                node, \.entries, "'handlers' must map handler names to behaviours",
                notes: ["for example: handlers: {onPurchase: absent, onRestore: returns false}"])
        else { return [:] }
        var handlers: [String: HandlerScript] = [:]
        for entry in entries {
            if let script = decodeHandlerScript(entry.value, name: entry.key) {
                handlers[entry.key] = script
                locations.handlers[entry.key] = EntryLocation(key: entry.keyLocation, value: entry.value.location)
            }
        }
        return handlers
    }

    /// Reads `<behaviour>`, a call mapping `{returns: …, after: …, does: …}`, or a list of either,
    /// one per call; whether the handler can do that is for its declared signature to say
    /// (`GivenValidation`).
    mutating func decodeHandlerScript(_ node: YAMLNode, name: String) -> HandlerScript? {
        guard let items = node.items else {
            return decodeHandlerCall(node, name: name, inList: false).map { HandlerScript(calls: [$0]) }
        }
        if items.isEmpty {
            reader.error(
                .specBadValue, at: node.location, "the calls of '\(name)' are an empty list",
                notes: ["list one behaviour per call, like [returns false, returns true]; the last answers every later call"])
            return nil
        }
        var calls: [HandlerCall] = []
        var valid = true
        for item in items {
            if let call = decodeHandlerCall(item, name: name, inList: true) { calls.append(call) } else { valid = false }
        }
        return valid ? HandlerScript(calls: calls) : nil
    }

    /// The keys of one handler call written as a mapping.
    static let handlerCallKeys = ["returns", "throws", "after", "does"]

    /// One call: `absent` (only as the whole handler), `registered`, `returns <value>`, `throws
    /// [<code>]`, each but `absent` optionally followed by `after <duration>`; or the same as a mapping,
    /// which may also say what the app `does` inside the handler.
    mutating func decodeHandlerCall(_ node: YAMLNode, name: String, inList: Bool) -> HandlerCall? {
        if let entries = node.entries {
            return decodeHandlerCallMapping(entries, at: node.location, name: name)
        }
        guard let text = reader.string(node, "the behaviour of '\(name)'") else { return nil }
        var words = text.split(separator: " ").map(String.init)
        var after = VirtualTime.zero
        if words.count >= 3, words[words.count - 2] == "after" {
            guard let span = VirtualTime(parsing: words[words.count - 1]) else {
                reader.error(
                    .specBadDuration, at: node.location,
                    "'\(NodeReader.excerpt(words[words.count - 1]))' in the behaviour of '\(name)' is not a duration",
                    notes: ["write it like 'returns true after 2s', 'after 500ms' or 'after 1.5s'"])
                return nil
            }
            guard checkDuration(span, spelled: words[words.count - 1], at: node.location, "the time '\(name)' runs") else { return nil }
            after = span
            words.removeLast(2)
        }
        guard let behaviour = Self.handlerBehaviour(words.joined(separator: " ")) else {
            reader.error(
                .specBadValue, at: node.location, "'\(NodeReader.excerpt(text))' is not a handler behaviour",
                notes: [
                    "expected absent, registered, returns <value> or throws <code>, optionally followed by 'after <duration>'",
                    "a list answers call by call: [returns false, returns true]; a mapping says more: {returns: 'true', after: 2s, does: dismiss}"
                ])
            return nil
        }
        return checkedCall(HandlerCall(behaviour, after: after), at: node.location, name: name, inList: inList)
    }

    /// `{returns: <value>}` or `{throws: <code>}` (neither: registered), `after: <duration>`, `does: <action or list>`.
    private mutating func decodeHandlerCallMapping(_ entries: [YAMLEntry], at location: SourceLocation, name: String) -> HandlerCall? {
        var call = HandlerCall(.registered)
        var answers = 0
        var valid = true
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "returns":
                answers += 1
                if let text = reader.identifier(value, "the value '\(name)' returns") {
                    call.behaviour = .returns(HandlerValue(parsing: text))
                } else {
                    valid = false
                }
            case "throws":
                answers += 1
                if case .empty = value.kind {
                    call.behaviour = .throwsError(code: HandlerBehaviour.defaultErrorCode)
                } else if let code = reader.identifier(value, "the code '\(name)' throws") {
                    call.behaviour = .throwsError(code: code)
                } else {
                    valid = false
                }
            case "after":
                if let span = boundedDuration(value, "the time '\(name)' runs") { call.after = span } else { valid = false }
            case "does":
                if let actions = decodeAppActions(value, name: name) { call.does = actions } else { valid = false }
            default:
                reader.unknownKey(entry, in: "a call of '\(name)'", allowed: Self.handlerCallKeys)
                valid = false
            }
        }
        if answers > 1 {
            reader.error(
                .specBadValue, at: location, "a call of '\(name)' either returns or throws, not both",
                notes: ["keep one of 'returns' and 'throws'; leave both out for a handler that only observes"])
            return nil
        }
        return valid ? call : nil
    }

    /// `does: dismiss` or `does: [dismiss]`: what the app does inside the handler.
    private mutating func decodeAppActions(_ node: YAMLNode, name: String) -> [AppAction]? {
        let words: [YAMLNode] = node.items ?? [node]
        var actions: [AppAction] = []
        for word in words {
            guard let text = reader.choice(word, "what the app does inside '\(name)'", AppAction.allCases.map(\.rawValue)),
                let action = AppAction(rawValue: text)
            else { return nil }
            actions.append(action)
        }
        return actions
    }

    /// Rejects what no handler can do: `absent` inside a list of calls, or with a time.
    private mutating func checkedCall(_ call: HandlerCall, at location: SourceLocation, name: String, inList: Bool) -> HandlerCall? {
        guard call.behaviour == .absent else { return call }
        if inList {
            reader.error(
                .specBadValue, at: location, "'absent' is the whole handler, not one of its calls",
                notes: ["write '\(name): absent' for an app that does not register it"])
            return nil
        }
        if call.after > .zero {
            reader.error(
                .specBadValue, at: location, "an absent handler does not run, so it takes no 'after'",
                notes: ["write '\(name): absent'"])
            return nil
        }
        return call
    }

    /// Reads `absent`, `registered`, `returns <value>`, `throws` or `throws <code>`; whether the
    /// handler can do that is for its declared signature to say (`GivenValidation`).
    static func handlerBehaviour(_ text: String) -> HandlerBehaviour? {
        let words = text.split(separator: " ", maxSplits: 1).map(String.init)
        switch (words.first, words.count) {
        case ("absent"?, 1): return .absent
        case ("registered"?, 1): return .registered
        case ("returns"?, 2): return .returns(HandlerValue(parsing: words[1]))
        case ("throws"?, 1): return .throwsError(code: HandlerBehaviour.defaultErrorCode)
        case ("throws"?, 2): return .throwsError(code: words[1])
        default: return nil
        }
    }
}
