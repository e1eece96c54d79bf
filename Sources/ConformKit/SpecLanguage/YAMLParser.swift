/// Parses the YAML-ish spec language into nodes, collecting every problem as a diagnostic.
public enum YAMLParser {
    /// Parses `text` (the contents of `file`). Never throws and never traps: problems come back as
    /// diagnostics, and `root` is nil only when nothing usable could be read.
    public static func parse(_ text: String, file: String) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
        (nil, [Diagnostic(id: "yaml.unimplemented", location: SourceLocation(file: file, line: 1, column: 1), message: "parser not yet implemented")])
    }
}
