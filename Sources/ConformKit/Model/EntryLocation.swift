/// Where a `key: value` entry of a spec is written: the key, and its value.
package struct EntryLocation: Sendable, Hashable {
    /// Where the key starts.
    package var key: SourceLocation
    /// Where the value starts.
    package var value: SourceLocation

    package init(key: SourceLocation, value: SourceLocation) {
        self.key = key
        self.value = value
    }
}
