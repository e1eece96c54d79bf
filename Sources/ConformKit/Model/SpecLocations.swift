/// Where the parts of a spec that are checked against the workspace's adapters are written —
/// `given.handlers`, `given.options` and `scope.requires` — so a problem found after decoding (a
/// handler no adapter declares) is still reported at its `file:line:column`.
///
/// Kept apart from `Given` and `Scope`, which stay plain values that compare by content; a spec
/// without handlers, options or requirements carries three empty collections.
package struct SpecLocations: Sendable, Hashable {
    /// Each entry of `given.handlers`, by handler name.
    package var handlers: [String: EntryLocation]
    /// Each entry of `given.options`, by option name.
    package var options: [String: EntryLocation]
    /// Each item of `scope.requires`, in the same order.
    package var requires: [SourceLocation]

    /// Creates locations; the default knows none.
    package init(handlers: [String: EntryLocation] = [:], options: [String: EntryLocation] = [:], requires: [SourceLocation] = []) {
        self.handlers = handlers
        self.options = options
        self.requires = requires
    }
}
