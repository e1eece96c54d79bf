/// Reads typed values out of YAML nodes for a schema, collecting a diagnostic for every problem
/// instead of stopping at the first, so one pass reports everything wrong with a file.
package struct NodeReader {
    /// The problems found so far.
    package private(set) var diagnostics: [Diagnostic] = []

    /// Creates a reader with no problems yet.
    package init() {}

    /// Whether no more diagnostics are kept: callers skip the work of building one (a did-you-mean
    /// costs an edit distance per candidate), so a file of 100,000 mistakes stays cheap.
    package var isFull: Bool { diagnostics.count > Diagnostic.maxPerFile }

    /// Records a problem at `location`; past `Diagnostic.maxPerFile` only one final notice is kept.
    package mutating func error(_ id: DiagnosticID, at location: SourceLocation, _ message: String, notes: [String] = []) {
        diagnostics.append(
            Diagnostic(id: id, location: location, message: message, notes: notes), limit: Diagnostic.maxPerFile,
            tooMany: .specTooManyErrors, "too many errors; stopped reporting after \(Diagnostic.maxPerFile)")
    }

    /// `node`'s entries or items (`part`); nil with a diagnostic, "`message`, not <what the node
    /// is>", when the node has another shape.
    package mutating func shaped<Part>(
        _ node: YAMLNode, _ part: KeyPath<YAMLNode, Part?>, _ message: @autoclosure () -> String,
        notes: @autoclosure () -> [String]
    ) -> Part? {
        if let value = node[keyPath: part] { return value }
        error(.specWrongType, at: node.location, "\(message()), not \(node.kindDescription)", notes: notes())
        return nil
    }

    /// The entries of a mapping, checking every key against `allowed`; nil (with a diagnostic) when
    /// the node is not a mapping. Unknown keys get a did-you-mean.
    package mutating func mapping(_ node: YAMLNode, _ what: @autoclosure () -> String, allowed: [String]) -> [YAMLEntry]? {
        guard
            let entries = shaped(
                node, \.entries, "\(what()) must be a mapping",
                notes: ["expected keys: \(allowed.joined(separator: ", "))"])
        else { return nil }
        for entry in entries where !allowed.contains(entry.key) {
            unknownKey(entry, in: what(), allowed: allowed)
        }
        return entries
    }

    /// Reports `entry.key` as unknown in `what`, suggesting the nearest allowed key.
    package mutating func unknownKey(_ entry: YAMLEntry, in what: String, allowed: [String]) {
        unknown(
            .specUnknownKey, entry.key, among: allowed, at: entry.keyLocation, "unknown key '\(Self.excerpt(entry.key))' in \(what)",
            listing: "valid keys here: \(allowed.joined(separator: ", "))")
    }

    /// Reports `word`, which is none of `candidates`, with a did-you-mean and then `listing` as notes.
    package mutating func unknown(
        _ id: DiagnosticID, _ word: String, among candidates: [String], at location: SourceLocation,
        _ message: @autoclosure () -> String, listing: @autoclosure () -> String
    ) {
        guard !isFull else { return }
        var notes: [String] = []
        if let near = Suggestion.nearest(to: word, among: candidates) { notes.append("did you mean '\(near)'?") }
        notes.append(listing())
        error(id, at: location, message(), notes: notes)
    }

    /// A scalar's text; nil (with a diagnostic) for anything else.
    package mutating func string(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        if let text = node.scalar { return text }
        let note: String
        switch node.kind {
        case .empty: note = "write a value after the colon"
        case .sequence: note = "quote it if the brackets are part of the text: '[…]'"
        default: note = "quote it if the braces are part of the text: '{…}'"
        }
        error(.specWrongType, at: node.location, "\(what()) must be a string, not \(node.kindDescription)", notes: [note])
        return nil
    }

    /// A non-empty scalar made of `[A-Za-z0-9_.:/@+-]` (ids, codes, keywords); nil with a diagnostic otherwise.
    package mutating func identifier(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        guard let text = string(node, what()) else { return nil }
        if text.isEmpty || text.utf8.contains(where: { !Self.isIdentifierByte($0) }) {
            let note =
                text.isEmpty
                ? "write a word such as 'premium_monthly'"
                : text.contains(" ") ? "use '_' instead of spaces, like 'premium_monthly'" : "leave out the other characters"
            error(
                .specBadIdentifier, at: node.location, "\(what()) '\(Self.excerpt(text))' must be a single word of letters, digits and _ . : / @ + -",
                notes: [note])
            return nil
        }
        return text
    }

    /// A list of strings; a single scalar is not accepted (write `[a]`), so the file means the same in any YAML reader.
    package mutating func stringList(_ node: YAMLNode, _ what: @autoclosure () -> String, identifiers: Bool = true) -> [String]? {
        guard
            let items = shaped(
                node, \.items, "\(what()) must be a list",
                notes: [node.scalar.map { "write it as a list: [\(Self.excerpt($0))]" } ?? "write it as a list, like [a, b]"])
        else { return nil }
        var result: [String] = []
        for item in items {
            if let value = identifiers ? identifier(item, "an item of \(what())") : string(item, "an item of \(what())") {
                result.append(value)
            }
        }
        return result
    }

    /// `true` or `false` (also `yes`/`no`, which YAML 1.1 readers take as booleans); nil with a diagnostic otherwise.
    package mutating func bool(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Bool? {
        guard let text = string(node, what()) else { return nil }
        switch text {
        case "true", "yes": return true
        case "false", "no": return false
        default:
            error(
                .specWrongType, at: node.location, "\(what()) must be true or false, not '\(Self.excerpt(text))'",
                notes: ["write 'true' or 'false'"])
            return nil
        }
    }

    /// A whole number in `range`; nil with a diagnostic otherwise.
    package mutating func int(_ node: YAMLNode, _ what: @autoclosure () -> String, in range: ClosedRange<Int>) -> Int? {
        guard let text = string(node, what()) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            error(
                .specWrongType, at: node.location,
                "\(what()) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(Self.excerpt(text))'",
                notes: ["write digits only, like '2'"])
            return nil
        }
        return value
    }

    /// A virtual duration such as `2s`, `500ms`, `1.5s`; nil with a diagnostic otherwise.
    package mutating func duration(_ node: YAMLNode, _ what: @autoclosure () -> String) -> VirtualTime? {
        guard let text = string(node, what()) else { return nil }
        guard let time = VirtualTime(parsing: text) else {
            error(
                .specBadDuration, at: node.location, "\(what()) '\(Self.excerpt(text))' is not a duration",
                notes: ["write it like '2s', '500ms' or '1.5s'"])
            return nil
        }
        return time
    }

    /// One of `choices`; nil with a diagnostic (and a did-you-mean) otherwise.
    package mutating func choice(_ node: YAMLNode, _ what: @autoclosure () -> String, _ choices: [String]) -> String? {
        guard let text = string(node, what()) else { return nil }
        guard choices.contains(text) else {
            unknown(
                .specBadValue, text, among: choices, at: node.location, "\(what()) cannot be '\(Self.excerpt(text))'",
                listing: "expected one of: \(choices.joined(separator: ", "))")
            return nil
        }
        return text
    }

    /// User text for a message: one line of at most 60 characters, so a huge value or key does
    /// not flood the terminal.
    package static func excerpt(_ text: String) -> String {
        var line = text.prefix { $0 != "\n" && $0 != "\r\n" }
        var cut = line.endIndex != text.endIndex
        if line.count > 60 {
            line = line.prefix(60)
            cut = true
        }
        return cut ? line + "…" : String(line)
    }

    private static func isIdentifierByte(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "@"), UInt8(ascii: "+"), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }
}
