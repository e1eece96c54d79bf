/// Temporary stand-in until the renderer lands.
public enum DiagnosticRenderer {
    /// Renders a diagnostic.
    public static func render(_ d: Diagnostic, source: String?, colour: Bool) -> String {
        "\(d.location): \(d.severity.rawValue): \(d.message)" + d.notes.map { "\n  note: \($0)" }.joined()
    }
}
