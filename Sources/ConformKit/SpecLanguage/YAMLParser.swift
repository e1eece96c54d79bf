/// Parses the YAML-ish spec language into nodes, collecting every problem as a diagnostic.
///
/// The language is a strict subset of YAML: every file it accepts is valid YAML with the same
/// meaning when all scalars are read as strings, and anything YAML readers could read otherwise
/// (anchors, tags, tabs, several documents, ambiguous plain text) is rejected with a diagnostic
/// rather than guessed at.
public enum YAMLParser {
    /// Parses `text` (the contents of `file`). Never throws and never traps: problems come back as
    /// diagnostics, sorted by location, and `root` is nil only when nothing usable could be read.
    /// A document that is empty or holds only comments gives a nil root and no diagnostics.
    public static func parse(_ text: String, file: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        var reader = YAMLReader(text: text, file: file)
        let root = reader.parseDocument()
        return (root, reader.sortedDiagnostics())
    }
}
