extension DiagnosticRenderer {
    /// ANSI styling that is applied only when colour is enabled.
    struct Style {
        /// Whether to emit escape codes at all.
        var enabled: Bool

        /// `text` wrapped in `codes` and a reset, or `text` alone when colour is off.
        func apply(_ codes: String, _ text: String) -> String {
            enabled ? codes + text + ANSI.reset : text
        }
    }
}
