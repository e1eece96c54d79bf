/// An adapter as a migration runs it: the same sessions, but declaring every capability, handler
/// and option any side of the comparison declares, so a spec one side cannot strictly run is still
/// tried there. What it then does (runs without the callback, or refuses) is the comparison.
struct ComparisonAdapter: SynchronousAdapter {
    /// The adapter compared.
    let base: any Adapter
    /// Its declaration, widened.
    let info: AdapterInfo

    /// The base adapter's id.
    var id: String { base.id }

    /// Wraps `base` with the capabilities, handlers and options of every one of `all`.
    init(_ base: any Adapter, widenedBy all: [AdapterInfo]) {
        self.base = base
        var info = base.info
        for other in all {
            info.capabilities.formUnion(other.capabilities)
            info.handlers.merge(other.handlers) { mine, _ in mine }
            info.options.merge(other.options) { mine, _ in mine }
        }
        self.info = info
    }

    /// A session of the base adapter.
    func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        try base.openSession(given: given, context: context)
    }
}
