extension SpecDecoder {
    package static let expectKeys = ["order", "exact", "never", "count", "state", "result", "unspecified", "refused", "settles"]

    mutating func decodeExpect(_ node: YAMLNode) -> Expectations {
        var expect = Expectations()
        guard let entries = reader.mapping(node, "'expect'", allowed: Self.expectKeys) else { return expect }
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "order": expect.order = decodeOrder(value)
            case "exact":
                expect.exact = decodeOrder(value, "'exact'")
                expect.exactLocation = value.location
            case "never": expect.never = patternList(value, "'never'")
            case "unspecified": expect.unspecified = patternList(value, "'unspecified'")
            case "count": expect.counts = decodeCounts(value)
            case "state":
                if let text = reader.choice(value, "'state'", PaywallState.allCases.map(\.rawValue)), let state = PaywallState(rawValue: text) {
                    expect.state = Located(state, at: value.location)
                }
            case "result":
                if let text = reader.identifier(value, "'result'") { expect.result = Located(text, at: value.location) }
            case "settles":
                if let flag = reader.bool(value, "'settles'") { expect.settles = Located(flag, at: value.location) }
            case "refused":
                if let name = reader.identifier(value, "'refused'") { expect.refused = Located(name, at: value.location) }
            default: break
            }
        }
        checkGaming(expect)
        return expect
    }

    mutating func pattern(_ node: YAMLNode, _ what: @autoclosure () -> String) -> EventPattern? {
        guard let text = reader.string(node, what()) else { return nil }
        switch EventPattern.parse(text) {
        case .success(let pattern): return pattern
        case .failure(let problem):
            reader.error(
                .specBadEvent, at: node.location, problem.message,
                notes: ["an event reads 'name [subject] [key=value …] [@2s]', like 'purchase.failed premium_monthly code=purchase_failed'"])
            return nil
        }
    }

    mutating func patternList(_ node: YAMLNode, _ what: String) -> [Located<EventPattern>] {
        guard
            let items = reader.shaped(
                node, \.items, "\(what) must be a list of events",
                notes: node.scalar.map { ["write it as a list: [\($0)]"] } ?? [])
        else { return [] }
        return items.compactMap { item in pattern(item, "an event of \(what)").map { Located($0, at: item.location) } }
    }

    /// Reads `order` or `exact`: patterns and `{any_order: [patterns]}` groups.
    mutating func decodeOrder(_ node: YAMLNode, _ what: String = "'order'") -> [Located<OrderItem>] {
        guard
            let items = reader.shaped(
                node, \.items, "\(what) must be a list\(what == "'order'" ? "" : " of events")",
                notes: what == "'order'"
                    ? ["for example: order: [purchase.started, paywall.closed purchased]"]
                    : node.scalar.map { ["write it as a list: [\($0)]"] } ?? [])
        else { return [] }
        var order: [Located<OrderItem>] = []
        for item in items {
            if item.scalar != nil {
                if let p = pattern(item, "an event of \(what)") { order.append(Located(.event(p), at: item.location)) }
            } else if let entries = reader.mapping(item, "a group in \(what)", allowed: ["any_order"]), let group = entries.first {
                let members = patternList(group.value, "'any_order'")
                if members.count < 2 {
                    reader.error(
                        .specBadGroup, at: group.value.location, "an 'any_order' group needs at least two events",
                        notes: [
                            "list the events that may come in either order, like {any_order: [purchase.completed, recorded.purchase]}; a single event goes in 'order' itself"
                        ])
                }
                order.append(Located(.anyOrder(members.map(\.value)), at: item.location))
            }
        }
        return order
    }

    mutating func decodeCounts(_ node: YAMLNode) -> [Located<CountExpectation>] {
        guard
            let entries = reader.shaped(
                node, \.entries, "'count' must map events to counts",
                notes: ["for example: count: {purchase.started: 1}"])
        else { return [] }
        var counts: [Located<CountExpectation>] = []
        for entry in entries {
            let keyNode = YAMLNode(.scalar(entry.key, .plain), at: entry.keyLocation)
            guard let p = pattern(keyNode, "a counted event"), let text = reader.string(entry.value, "the count of '\(entry.key)'") else { continue }
            if let (minimum, maximum) = Self.countRange(text) {
                counts.append(Located(CountExpectation(pattern: p, minimum: minimum, maximum: maximum), at: entry.keyLocation))
            } else {
                reader.error(.specBadCount, at: entry.value.location, "'\(text)' is not a count", notes: ["write '1', '2..3' or '>=1'"])
            }
        }
        return counts
    }

    /// Reads `1`, `2..3`, `>=1`.
    static func countRange(_ text: String) -> (Int, Int?)? {
        if text.hasPrefix(">="), let n = Int(text.dropFirst(2)), n >= 0 { return (n, nil) }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 3, parts[1].isEmpty, let lo = Int(parts[0]), let hi = Int(parts[2]), lo >= 0, hi >= lo { return (lo, hi) }
        if let n = Int(text), n >= 0 { return (n, n) }
        return nil
    }
}

extension SpecDecoder {
    /// `expect.refused` names a handler or option the spec's `given` sets, and stands alone: a
    /// refused setup runs nothing, so nothing else can be expected of it.
    mutating func checkRefusal(_ spec: Spec, entries: [YAMLEntry]) {
        guard let refused = spec.expect.refused else { return }
        let names = (Array(spec.given.handlers.keys) + Array(spec.given.options.keys)).sorted()
        if !names.contains(refused.value) {
            reader.unknown(
                .specBadValue, refused.value, among: names, at: refused.location,
                "'refused' names '\(NodeReader.excerpt(refused.value))', which 'given' does not set",
                listing: names.isEmpty
                    ? "set the handler or option whose setup the SDK refuses in 'given', like 'handlers: {didFailPurchase: absent}'"
                    : "'given' sets: \(names.joined(separator: ", "))")
        }
        let others = entries.first { $0.key == "expect" }?.value.entries?.filter { $0.key != "refused" } ?? []
        if let other = others.first {
            reader.error(
                .specBadValue, at: other.keyLocation, "'\(other.key)' cannot be expected of a setup the SDK refuses: nothing runs",
                notes: ["keep 'refused' alone in 'expect', or write a second spec for what happens when the setup is accepted"])
        }
    }
}
