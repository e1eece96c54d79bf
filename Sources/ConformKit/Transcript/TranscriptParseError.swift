/// Why a transcript's text could not be read back: every problem found, sorted by location.
///
/// A value wrapping the diagnostics, so `TranscriptFormat.parse` can return a `Result`.
package struct TranscriptParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The problems, sorted by location; never empty.
    package var diagnostics: [Diagnostic]

    /// Creates an error from `diagnostics`, sorting them.
    package init(diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics.sorted()
    }

    /// One `file:line:column: error: message` line per problem.
    package var description: String {
        diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.message)" }.joined(separator: "\n")
    }
}
