extension DiagnosticRenderer {
    /// ANSI styling that is applied only when colour is enabled.
    struct Style {
        /// Bold text.
        static let bold = "\u{1B}[1m"
        /// Red, for errors.
        static let red = "\u{1B}[31m"
        /// Green, for the caret.
        static let green = "\u{1B}[32m"
        /// Blue, for the gutter.
        static let blue = "\u{1B}[34m"
        /// Magenta, for warnings.
        static let magenta = "\u{1B}[35m"
        /// Cyan, for notes.
        static let cyan = "\u{1B}[36m"
        /// Back to plain text.
        static let reset = "\u{1B}[0m"

        /// Whether to emit escape codes at all.
        var enabled: Bool

        /// `text` wrapped in `codes` and a reset, or `text` alone when colour is off.
        func apply(_ codes: String, _ text: String) -> String {
            enabled ? codes + text + Self.reset : text
        }
    }
}
