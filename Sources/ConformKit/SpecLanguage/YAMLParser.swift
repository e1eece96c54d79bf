/// Parses the YAML-ish spec language into nodes, collecting every problem as a diagnostic.
///
/// The language is a strict subset of YAML: every file it accepts is valid YAML with the same
/// meaning when all scalars are read as strings, and anything YAML readers could read otherwise
/// (anchors, tags, tabs, several documents, ambiguous plain text) is rejected with a diagnostic
/// rather than guessed at.
package enum YAMLParser {
    /// Parses `text` (the contents of `file`). Never throws and never traps: problems come back as
    /// diagnostics, sorted by location, and `root` is nil only when nothing usable could be read.
    /// A document that is empty or holds only comments gives a nil root and no diagnostics.
    package static func parse(_ text: String, file: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        parse(utf8: Array(text.utf8), file: file)
    }

    /// Parses `bytes`, valid UTF-8 (a file's bytes once checked, read without making a `String`
    /// of them), as `parse(_:file:)` parses their text.
    package static func parse(utf8 bytes: [UInt8], file: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        // A file whose lines end in lone carriage returns reads as one long line: every other
        // finding would be a consequence, so the line breaks are the one problem reported.
        // (A plain file, as most are, has no carriage return at all.)
        let plain = YAMLReader.isPlain(bytes)
        if !plain, let lineBreaks = oldMacLineBreaks(bytes, file: file) { return (nil, [lineBreaks]) }
        var reader = YAMLReader(utf8: bytes, file: file, plain: plain)
        let root = reader.parseDocument()
        return (root, reader.sortedDiagnostics())
    }

    /// The diagnostic for a file (its UTF-8 bytes) that breaks its lines with carriage returns
    /// alone (more lone carriage returns than line feeds, and at least two), at the first one; nil
    /// for any other file.
    static func oldMacLineBreaks(_ bytes: [UInt8], file: String) -> Diagnostic? {
        // Nearly every file has no carriage return at all: one quick scan says so.
        guard bytes.contains(0x0D) else { return nil }
        var lineFeeds = 0
        var loneReturns = 0
        var first: Int?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let next = bytes.index(after: index)
            switch bytes[index] {
            case 0x0A: lineFeeds += 1
            case 0x0D where next == bytes.endIndex || bytes[next] != 0x0A:
                loneReturns += 1
                if first == nil { first = index }
            default: break
            }
            index = next
        }
        guard loneReturns >= 2, loneReturns > lineFeeds, let first else { return nil }
        let before = bytes[..<first]
        let line = lineFeeds == 0 ? 1 : before.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = before.lastIndex(of: 0x0A).map { bytes.index(after: $0) } ?? bytes.startIndex
        let column = String(decoding: bytes[lineStart..<first], as: UTF8.self).count + 1
        return Diagnostic(
            id: .yamlCRLineBreaks, location: SourceLocation(file: file, line: line, column: column),
            message: "the line breaks are carriage returns alone (old Mac style), so the whole file reads as one line",
            notes: ["convert them to line feeds, for example with: tr '\\r' '\\n' < old.yaml > new.yaml"])
    }
}
