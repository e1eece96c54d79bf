@testable import ConformKit

/// A parsed node's shape without locations, so tests can state expected trees compactly.
indirect enum YAMLTree: Equatable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// A scalar's text, whatever its style.
    case text(String)
    /// A key with nothing after it.
    case empty
    /// A sequence.
    case list([YAMLTree])
    /// A mapping, in source order.
    case map([Pair])

    /// One entry of a mapping.
    struct Pair: Equatable, Sendable {
        /// The key.
        var key: String
        /// The value.
        var value: YAMLTree
    }

    /// A mapping from ordered pairs: `.map("a", "b", ...)` reads as `a: b`.
    static func map(_ pairs: (String, YAMLTree)...) -> YAMLTree {
        .map(pairs.map { Pair(key: $0.0, value: $0.1) })
    }

    /// A string literal is a scalar.
    init(stringLiteral value: String) {
        self = .text(value)
    }

    /// The shape of `node`.
    init(_ node: YAMLNode) {
        switch node.kind {
        case .scalar(let text, _): self = .text(text)
        case .empty: self = .empty
        case .sequence(let items): self = .list(items.map(YAMLTree.init))
        case .mapping(let entries): self = .map(entries.map { Pair(key: $0.key, value: YAMLTree($0.value)) })
        }
    }

    /// A compact, YAML-like rendering for failure messages.
    var description: String {
        switch self {
        case .text(let text): return String(reflecting: text)
        case .empty: return "∅"
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .map(let pairs): return "{" + pairs.map { "\(String(reflecting: $0.key)): \($0.value)" }.joined(separator: ", ") + "}"
        }
    }
}
