import ConformKit

/// One problem of a conformance run, at a place in a spec file.
public struct ConformanceFailure: Sendable, Hashable {
    public var specID: String
    /// The adapter, when the problem is about one.
    public var adapterID: String?
    /// Where in the spec file: an absolute path, a line and a column.
    public var location: SourceLocation
    /// What went wrong, starting with the spec id and adapter.
    public var message: String

    public init(specID: String, adapterID: String?, location: SourceLocation, message: String) {
        self.specID = specID
        self.adapterID = adapterID
        self.location = location
        self.message = message
    }

    /// `path:line:column: message`: how a test report shows it, so the full path is there even
    /// where only a file name is printed beside the issue.
    public var located: String {
        "\(location.file):\(location.line):\(location.column): \(message)"
    }
}
