/// The ids of problems in transcripts read back from goldens.
extension DiagnosticID {
    /// `transcript.argument-key`: an event argument with no key before its `=`.
    package static let transcriptArgumentKey = DiagnosticID(rawValue: "transcript.argument-key")
    /// `transcript.duplicate-final`: a second `final:` line.
    package static let transcriptDuplicateFinal = DiagnosticID(rawValue: "transcript.duplicate-final")
    /// `transcript.duplicate-header`: a header written twice.
    package static let transcriptDuplicateHeader = DiagnosticID(rawValue: "transcript.duplicate-header")
    /// `transcript.encoding`: a transcript that is not valid UTF-8.
    package static let transcriptEncoding = DiagnosticID(rawValue: "transcript.encoding")
    /// `transcript.entry-order`: an entry after the `final:` line.
    package static let transcriptEntryOrder = DiagnosticID(rawValue: "transcript.entry-order")
    /// `transcript.final`: a `final:` line that does not read `state result`.
    package static let transcriptFinal = DiagnosticID(rawValue: "transcript.final")
    /// `transcript.header-order`: a header after the entries.
    package static let transcriptHeaderOrder = DiagnosticID(rawValue: "transcript.header-order")
    /// `transcript.missing-final`: a transcript with no `final:` line.
    package static let transcriptMissingFinal = DiagnosticID(rawValue: "transcript.missing-final")
    /// `transcript.missing-header`: a transcript without a required header.
    package static let transcriptMissingHeader = DiagnosticID(rawValue: "transcript.missing-header")
    /// `transcript.string`: a malformed quoted string in a transcript.
    package static let transcriptString = DiagnosticID(rawValue: "transcript.string")
    /// `transcript.syntax`: a transcript line that does not read as its kind.
    package static let transcriptSyntax = DiagnosticID(rawValue: "transcript.syntax")
    /// `transcript.time`: an invalid `@time` on a transcript entry.
    package static let transcriptTime = DiagnosticID(rawValue: "transcript.time")
    /// `transcript.too-large`: a golden over the transcript size limit, refused unread.
    package static let transcriptTooLarge = DiagnosticID(rawValue: "transcript.too-large")
    /// `transcript.too-many-errors`: the final notice of a transcript with more problems than are reported.
    package static let transcriptTooManyErrors = DiagnosticID(rawValue: "transcript.too-many-errors")
    /// `transcript.unknown-header`: a header the transcript format does not know.
    package static let transcriptUnknownHeader = DiagnosticID(rawValue: "transcript.unknown-header")
    /// `transcript.unknown-line`: a transcript line of no known kind.
    package static let transcriptUnknownLine = DiagnosticID(rawValue: "transcript.unknown-line")
    /// `transcript.version`: a file that is not a transcript of a version this tool reads.
    package static let transcriptVersion = DiagnosticID(rawValue: "transcript.version")
    /// `transcript.wrong-pair`: a pending transcript whose header names another spec or adapter than its path.
    package static let transcriptWrongPair = DiagnosticID(rawValue: "transcript.wrong-pair")
}
