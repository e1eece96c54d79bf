/// Where a `key: value` entry of a spec is written: the key, and its value.
public struct EntryLocation: Sendable, Hashable {
    /// Where the key starts.
    public var key: SourceLocation
    /// Where the value starts.
    public var value: SourceLocation

    /// Creates a location.
    public init(key: SourceLocation, value: SourceLocation) {
        self.key = key
        self.value = value
    }
}
