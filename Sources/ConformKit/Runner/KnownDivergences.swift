/// Specs an adapter is known to fail, each with the reason, kept in the repository so a fix shows up
/// as an unexpected pass rather than silence.
package struct KnownDivergences: Sendable, Hashable {
    /// One entry: the adapter, the spec, why, and where it is written.
    package struct Entry: Sendable, Hashable {
        /// The adapter's id.
        package var adapter: String
        /// The spec's id.
        package var spec: String
        /// Why the adapter diverges (a doc contradiction, a version quirk).
        package var reason: String
        /// Where the entry is written.
        package var location: SourceLocation
    }

    /// Every entry.
    package var entries: [Entry]
    private var index: [String: String]

    package init(_ entries: [Entry] = []) {
        self.entries = entries
        var index: [String: String] = [:]
        for entry in entries { index[entry.adapter + "\u{0}" + entry.spec] = entry.reason }
        self.index = index
    }

    /// The reason `adapter` is known to fail `spec`, if it is.
    package func reason(adapter: String, spec: String) -> String? {
        index[adapter + "\u{0}" + spec]
    }

    /// Entries that name a spec the suite no longer has, or a spec scoped away from the entry's
    /// adapter (`scope.adapters` not naming it): that pair is no result of the adapter, so the entry
    /// can never be used and would hide nothing but its own staleness.
    package func stale(specs: [Spec], names: AdapterNames) -> [Entry] {
        var scopes: [String: Scope] = [:]
        for spec in specs { scopes[spec.id] = spec.scope }
        return entries.filter { entry in
            guard let scope = scopes[entry.spec] else { return true }
            return !names.scope(scope, includes: entry.adapter)
        }
    }
}
