/// Specs an adapter is known to fail, each with the reason, kept in the repository so a fix shows up
/// as an unexpected pass rather than silence.
public struct KnownDivergences: Sendable, Hashable {
    /// One entry: the adapter, the spec, why, and where it is written.
    public struct Entry: Sendable, Hashable {
        /// The adapter's id.
        public var adapter: String
        /// The spec's id.
        public var spec: String
        /// Why the adapter diverges (a doc contradiction, a version quirk).
        public var reason: String
        /// Where the entry is written.
        public var location: SourceLocation

        /// Creates an entry.
        public init(adapter: String, spec: String, reason: String, location: SourceLocation) {
            self.adapter = adapter
            self.spec = spec
            self.reason = reason
            self.location = location
        }
    }

    /// Every entry.
    public var entries: [Entry]
    private var index: [String: String]

    /// Creates a list.
    public init(_ entries: [Entry] = []) {
        self.entries = entries
        var index: [String: String] = [:]
        for entry in entries { index[entry.adapter + "\u{0}" + entry.spec] = entry.reason }
        self.index = index
    }

    /// The reason `adapter` is known to fail `spec`, if it is.
    public func reason(adapter: String, spec: String) -> String? {
        index[adapter + "\u{0}" + spec]
    }

    /// Entries that name a spec the suite no longer has.
    public func stale(knownSpecs: Set<String>) -> [Entry] {
        entries.filter { !knownSpecs.contains($0.spec) }
    }
}
