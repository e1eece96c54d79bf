/// Temporary stand-in until the golden store lands.
public struct GoldenFiles: GoldenChecking {
    let root: String
    let pendingDirectory: String?
    let writePending: Bool
    /// Creates the checker.
    public init(root: String, pendingDirectory: String?, writePending: Bool) {
        self.root = root
        self.pendingDirectory = pendingDirectory
        self.writePending = writePending
    }
    /// Compares.
    public func check(_ transcript: Transcript, text: String, update: Bool) throws -> GoldenOutcome { .missing(pendingPath: nil) }
}
