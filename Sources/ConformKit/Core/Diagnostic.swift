/// A problem found in the user's input (a spec, a config, a golden): a value, never a thrown error,
/// so one pass can report every problem of a file.
package struct Diagnostic: Sendable, Hashable, Comparable {
    /// How bad a finding is.
    package enum Severity: String, Sendable, Hashable {
        case error, warning, note
    }

    /// A stable identifier (`yaml.tab-indent`, `spec.unknown-key`) that tests and docs can name.
    package var id: DiagnosticID
    /// Error, warning or note.
    package var severity: Severity = .error
    /// Where the problem is.
    package var location: SourceLocation
    /// What is wrong: lowercase start, no final period, user values in single quotes.
    package var message: String
    /// Extra lines: what was expected, a did-you-mean, a next step.
    package var notes: [String] = []

    /// Most diagnostics kept for one file — a spec, its YAML, a transcript: a file with more gets
    /// one last "too many errors" notice, so a huge file of mistakes cannot flood the output or take
    /// minutes to print.
    package static let maxPerFile = 1000

    /// Sorted by location, then id, so reports are deterministic.
    package static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

extension [Diagnostic] {
    /// Appends `diagnostic` while fewer than `limit` are kept; in place of the one at the limit, a
    /// last notice `tooMany` at its location, and nothing after it: a file of mistakes cannot flood.
    mutating func append(_ diagnostic: Diagnostic, limit: Int, tooMany: DiagnosticID, _ notice: @autoclosure () -> String) {
        guard count <= limit else { return }
        guard count < limit else {
            append(Diagnostic(id: tooMany, location: diagnostic.location, message: notice(), notes: ["fix the errors above and run again"]))
            return
        }
        append(diagnostic)
    }
}
