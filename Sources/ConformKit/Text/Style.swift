/// ANSI styling that disappears entirely when colour is off, so plain output has no escape bytes.
public struct Style: Sendable {
    /// Whether to emit colour.
    public let colour: Bool

    /// Creates a style.
    public init(colour: Bool) { self.colour = colour }

    /// Green text.
    public func green(_ s: String) -> String { wrap(s, ANSI.green) }
    /// Red text.
    public func red(_ s: String) -> String { wrap(s, ANSI.red) }
    /// Yellow text.
    public func yellow(_ s: String) -> String { wrap(s, ANSI.yellow) }
    /// Dim text.
    public func dim(_ s: String) -> String { wrap(s, ANSI.dim) }
    /// Bold text.
    public func bold(_ s: String) -> String { wrap(s, ANSI.bold) }

    private func wrap(_ s: String, _ code: String) -> String {
        colour ? code + s + ANSI.reset : s
    }
}

extension String {
    /// The string padded with spaces to at least `length` characters.
    public func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }

    /// The string padded on the left with spaces to at least `length` characters.
    public func leftPadded(_ length: Int) -> String {
        count >= length ? self : String(repeating: " ", count: length - count) + self
    }
}
