extension DiagnosticRenderer {
    /// ANSI styling that is applied only when colour is enabled.
    struct Style {
        /// Bold text.
        static let bold = ANSI.bold
        /// Red, for errors.
        static let red = ANSI.red
        /// Green, for the caret.
        static let green = ANSI.green
        /// Blue, for the gutter.
        static let blue = ANSI.blue
        /// Magenta, for warnings.
        static let magenta = ANSI.magenta
        /// Cyan, for notes.
        static let cyan = ANSI.cyan
        /// Back to plain text.
        static let reset = ANSI.reset

        /// Whether to emit escape codes at all.
        var enabled: Bool

        /// `text` wrapped in `codes` and a reset, or `text` alone when colour is off.
        func apply(_ codes: String, _ text: String) -> String {
            enabled ? codes + text + Self.reset : text
        }
    }
}
