/// A check of a plan's JSON text before it is read, for what `JSONSerialization` does not say:
/// where the text breaks (line and column, for a plan cut short or hand-edited), a key given twice
/// in one object (JSONSerialization silently keeps one), and nesting past a depth no plan has.
/// Foundation only, as the recorder is.
struct PlanSyntax {
    /// A problem at a place in the text.
    struct Problem: Error {
        /// 1-based line and column of the byte where the problem is.
        let line: Int
        let column: Int
        /// What is wrong there.
        let message: String
    }

    /// The deepest nesting a plan may have: a plan's `given` is a few levels deep.
    static let maxDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    /// Checks `bytes`; throws the first problem.
    static func check(_ bytes: [UInt8]) throws(Problem) {
        var syntax = PlanSyntax(bytes: bytes)
        syntax.skipSpace()
        try syntax.value(depth: 0)
        syntax.skipSpace()
        if syntax.index < bytes.count { throw syntax.problem("text after the plan's closing '}'") }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Where `index` is, as a problem.
    private func problem(_ message: String) -> Problem {
        problem(message, at: index)
    }

    /// Where the byte at `offset` is, as a problem; counted only when a problem is reported.
    private func problem(_ message: String, at offset: Int) -> Problem {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return Problem(line: line, column: column, message: message)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func value(depth: Int) throws(Problem) {
        guard depth <= Self.maxDepth else { throw problem("nested deeper than \(Self.maxDepth) levels") }
        guard let byte = current else { throw problem("the plan ends where a value should be (cut short?)") }
        switch byte {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw problem("'\(Character(Unicode.Scalar(byte)))' cannot start a value")
        }
    }

    private mutating func object(depth: Int) throws(Problem) {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return }
        var keys: [String: Int] = [:]
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw problem(current == nil ? "the plan ends inside an object (cut short?)" : "a key in double quotes should be here")
            }
            let at = index
            let key = try string()
            if let first = keys[key] {
                let earlier = problem("", at: first)
                throw problem("the key '\(key)' is given twice in one object (first at line \(earlier.line), column \(earlier.column))", at: at)
            }
            keys[key] = at
            skipSpace()
            guard current == UInt8(ascii: ":") else {
                throw problem(current == nil ? "the plan ends after a key (cut short?)" : "':' should follow the key '\(key)'")
            }
            index += 1
            skipSpace()
            try value(depth: depth + 1)
            skipSpace()
            switch current {
            case UInt8(ascii: ",")?: index += 1; skipSpace()
            case UInt8(ascii: "}")?: index += 1; return
            case nil: throw problem("the plan ends inside an object (cut short?)")
            default: throw problem("',' or '}' should be here")
            }
        }
    }

    private mutating func array(depth: Int) throws(Problem) {
        index += 1
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return }
        while true {
            try value(depth: depth + 1)
            skipSpace()
            switch current {
            case UInt8(ascii: ",")?: index += 1; skipSpace()
            case UInt8(ascii: "]")?: index += 1; return
            case nil: throw problem("the plan ends inside a list (cut short?)")
            default: throw problem("',' or ']' should be here")
            }
        }
    }

    /// Reads a string, its escapes checked, and returns its bytes as text (escapes kept as written:
    /// enough to compare keys a plan writes plainly).
    private mutating func string() throws(Problem) -> String {
        index += 1
        let start = index
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                let text = String(decoding: bytes[start..<index], as: UTF8.self)
                index += 1
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard let escape = current, "\"\\/bfnrtu".utf8.contains(escape) else { throw problem("an unknown escape in a string") }
                index += 1
            case 0..<0x20:
                throw problem("a control character inside a string (a newline must be written '\\n')")
            default:
                index += 1
            }
        }
        throw problem("the plan ends inside a string (cut short?)")
    }

    private mutating func literal(_ word: String) throws(Problem) {
        let word = Array(word.utf8)
        guard index + word.count <= bytes.count, Array(bytes[index..<index + word.count]) == word else {
            throw problem("an unknown word; values are strings in double quotes, numbers, true, false or null")
        }
        index += word.count
    }

    private mutating func number() throws(Problem) {
        let start = index
        while let byte = current, "+-0123456789.eE".utf8.contains(byte) { index += 1 }
        if index == start || (index == start + 1 && bytes[start] == UInt8(ascii: "-")) { throw problem("a number should be here") }
    }
}
