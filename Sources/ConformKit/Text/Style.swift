/// ANSI styling that disappears entirely when colour is off, so plain output has no escape bytes.
package struct Style: Sendable {
    /// Whether to emit colour.
    package let colour: Bool

    package init(colour: Bool) { self.colour = colour }

    package func green(_ s: String) -> String { apply(ANSI.green, s) }
    package func red(_ s: String) -> String { apply(ANSI.red, s) }
    package func yellow(_ s: String) -> String { apply(ANSI.yellow, s) }
    package func dim(_ s: String) -> String { apply(ANSI.dim, s) }
    package func bold(_ s: String) -> String { apply(ANSI.bold, s) }

    /// `s` wrapped in `codes` and a reset, or `s` alone when colour is off.
    func apply(_ codes: String, _ s: String) -> String {
        colour ? codes + s + ANSI.reset : s
    }
}

extension String {
    /// The string padded with spaces to at least `length` characters.
    package func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// The string padded on the left with spaces to at least `length` characters.
    package func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
