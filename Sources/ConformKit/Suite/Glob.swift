/// Shell-style patterns for `--filter`: `*` matches within one path segment, `**` across segments,
/// `?` one character. A pattern without wildcards matches an id and everything under it.
package struct Glob: Sendable, Hashable {
    private let pattern: [UInt8]
    /// The pattern as typed.
    package let text: String

    package init(_ text: String) {
        self.text = text
        self.pattern = Array(text.utf8)
    }

    /// Whether `id` matches.
    package func matches(_ id: String) -> Bool {
        let name = Array(id.utf8)
        if !pattern.contains(where: { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "?") }) {
            return name == pattern
                || (name.starts(with: pattern) && name.count > pattern.count
                    && (pattern.last == UInt8(ascii: "/") || name[pattern.count] == UInt8(ascii: "/")))
        }
        return Self.match(pattern[...], name[...])
    }

    private static func match(_ p: ArraySlice<UInt8>, _ s: ArraySlice<UInt8>) -> Bool {
        // Iterative with backtracking to the last star: linear for typical patterns, never exponential
        // for single stars; `**` recursion is bounded by the id length.
        var pi = p.startIndex, si = s.startIndex
        var starP: Int? = nil, starS = s.startIndex
        while si < s.endIndex {
            if pi < p.endIndex {
                let c = p[pi]
                if c == UInt8(ascii: "*") {
                    if pi + 1 < p.endIndex, p[pi + 1] == UInt8(ascii: "*") {
                        var rest = pi + 2
                        if rest < p.endIndex, p[rest] == UInt8(ascii: "/") { rest += 1 }
                        return (si...s.endIndex).contains { match(p[rest...], s[$0...]) }
                    }
                    starP = pi
                    starS = si
                    pi += 1
                    continue
                }
                if c == UInt8(ascii: "?") ? s[si] != UInt8(ascii: "/") : c == s[si] {
                    pi += 1
                    si += 1
                    continue
                }
            }
            if let sp = starP, s[starS] != UInt8(ascii: "/") {
                starS += 1
                si = starS
                pi = sp + 1
                continue
            }
            return false
        }
        while pi < p.endIndex, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.endIndex
    }
}
