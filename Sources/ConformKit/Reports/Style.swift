/// ANSI styling that disappears entirely when colour is off, so plain output has no escape bytes.
public struct Style: Sendable {
    /// Whether to emit colour.
    public let colour: Bool

    /// Creates a style.
    public init(colour: Bool) { self.colour = colour }

    /// Green text.
    public func green(_ s: String) -> String { wrap(s, "32") }
    /// Red text.
    public func red(_ s: String) -> String { wrap(s, "31") }
    /// Yellow text.
    public func yellow(_ s: String) -> String { wrap(s, "33") }
    /// Dim text.
    public func dim(_ s: String) -> String { wrap(s, "2") }
    /// Bold text.
    public func bold(_ s: String) -> String { wrap(s, "1") }

    private func wrap(_ s: String, _ code: String) -> String {
        colour ? "\u{1B}[\(code)m\(s)\u{1B}[0m" : s
    }

    /// The verdict's label, coloured by how good it is.
    public func verdict(_ v: Verdict) -> String {
        let label = v.label.padding(toLength: 12)
        switch v {
        case .pass, .expectedFail: return green(label)
        case .fail, .error, .unexpectedPass: return red(label)
        case .changed, .new: return yellow(label)
        case .notApplicable, .notObservable: return dim(label)
        }
    }
}

extension String {
    /// The string padded with spaces to at least `length` characters.
    func padding(toLength length: Int) -> String {
        count >= length ? self : self + String(repeating: " ", count: length - count)
    }
}
