extension SpecDecoder {
    /// The keys of one `equivalent:` entry.
    package static let equivalentKeys = ["mutant", "reason", "adapters"]

    /// Reads `equivalent:`: the surviving mutants the spec declares equivalent, each with a reason.
    mutating func decodeEquivalent(_ node: YAMLNode) -> [Located<EquivalentMutant>] {
        guard
            let items = reader.shaped(
                node, \.items, "'equivalent' must be a list of mutants",
                notes: ["for example: equivalent: [{mutant: \"`paywall.shown` is dropped\", reason: why the contract allows it}]"])
        else { return [] }
        var result: [Located<EquivalentMutant>] = []
        for item in items {
            guard let entries = reader.mapping(item, "an 'equivalent' entry", allowed: Self.equivalentKeys) else { continue }
            var entry = EquivalentMutant(mutant: "", reason: "")
            for e in entries {
                switch e.key {
                case "mutant": entry.mutant = reader.string(e.value, "'mutant'") ?? ""
                case "reason": entry.reason = reader.string(e.value, "'reason'") ?? ""
                case "adapters": entry.adapters = reader.stringList(e.value, "'adapters'") ?? []
                default: break
                }
            }
            for (key, value) in [("mutant", entry.mutant), ("reason", entry.reason)] where value.allSatisfy(\.isWhitespace) {
                reader.error(
                    .specMissingKey, at: item.location, "an 'equivalent' entry needs a '\(key)'",
                    notes: [
                        key == "reason"
                            ? "say why the contract allows this change, as a known divergence does"
                            : "copy the words after 'still passes if' from 'conform mutate -v'"
                    ])
            }
            result.append(Located(entry, at: item.location))
        }
        return result
    }
}
