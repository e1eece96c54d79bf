/// ANSI styling that disappears entirely when colour is off, so plain output has no escape bytes.
package struct Style: Sendable {
    /// Whether to emit colour.
    package let colour: Bool

    package init(colour: Bool) { self.colour = colour }

    /// Green text.
    package func green(_ s: String) -> String { wrap(s, ANSI.green) }
    /// Red text.
    package func red(_ s: String) -> String { wrap(s, ANSI.red) }
    /// Yellow text.
    package func yellow(_ s: String) -> String { wrap(s, ANSI.yellow) }
    /// Dim text.
    package func dim(_ s: String) -> String { wrap(s, ANSI.dim) }
    /// Bold text.
    package func bold(_ s: String) -> String { wrap(s, ANSI.bold) }

    private func wrap(_ s: String, _ code: String) -> String {
        colour ? code + s + ANSI.reset : s
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
