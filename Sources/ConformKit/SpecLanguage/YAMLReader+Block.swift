extension YAMLReader {
    /// Where a block node starts, which decides what may begin there.
    enum Position {
        /// At the start of its own line: anything may begin here.
        case lineStart
        /// After '- ' on a sequence entry's line: a compact mapping or sequence may begin here.
        case afterDash
        /// After 'key: ' on a mapping entry's line: only a scalar or a flow collection may begin here.
        case afterKey
    }

    /// Reads the whole document: its top-level node, then reports anything left over.
    mutating func parseDocument() -> YAMLNode? {
        skipToContent()
        guard pos < bytes.count else { return nil }
        sawContent = true
        let rootIndent = indent
        let root = parseNode(n: -1, at: .lineStart)
        while pos < bytes.count {
            if indent < rootIndent {
                report(
                    .yamlBadIndent, at: mark, "line is indented less than the document's first line",
                    notes: ["the top level starts at column \(rootIndent + 1)"])
            } else {
                report(
                    .yamlUnexpectedContent, at: mark, "unexpected '\(restOfLine())' after the document's top-level value",
                    notes: ["a spec file holds one value, usually a mapping of 'key: value' lines"])
            }
            skipBlock(deeperThan: indent)
        }
        return root
    }

    /// Reads the node at `pos` (a non-space byte) inside block collections indented `n`.
    mutating func parseNode(n: Int, at position: Position) -> YAMLNode {
        guard depth < Self.maxDepth else {
            let start = mark
            report(
                .yamlTooDeep, at: start, "nesting is deeper than \(Self.maxDepth) levels",
                notes: ["flatten the structure"])
            skipBlock(deeperThan: n)
            return node(.empty, at: start)
        }
        depth += 1
        defer { depth -= 1 }
        skipNodeProperties(inFlow: false)
        if atLineEnd {
            let start = mark
            skipLine()
            skipToContent()
            if pos < bytes.count && indent > n { return parseNode(n: n, at: .lineStart) }
            return node(.empty, at: start)
        }
        let start = mark
        let column = indent
        switch bytes[pos] {
        case ASCII.dash where isBlankOrEnd(pos + 1):
            guard position != .afterKey else {
                report(
                    .yamlUnexpectedIndicator, at: start, "a list cannot start on the same line as its key",
                    notes: ["put each '- item' on a line of its own, indented under the key"])
                skipBlock(deeperThan: n)
                return node(.empty, at: start)
            }
            return parseBlockSequence(indent: column, underMapping: false)
        case ASCII.question where isBlankOrEnd(pos + 1):
            reportComplexKey(at: start)
            skipBlock(deeperThan: n)
            return node(.empty, at: start)
        case ASCII.colon where isBlankOrEnd(pos + 1):
            report(
                position == .afterKey ? .yamlUnexpectedColon : .yamlMissingKey, at: start,
                position == .afterKey ? "unexpected ':'" : "expected a key before ':'",
                notes: ["quote the text if ':' belongs to it"])
            skipBlock(deeperThan: n)
            return node(.empty, at: start)
        case ASCII.pipe, ASCII.greaterThan:
            return parseBlockScalar(n: n)
        case ASCII.openBracket, ASCII.openBrace:
            let flow = parseFlowCollection(n: n)
            if flow.atLineStart { return flow.node }
            return finishInlineValue(flow.node, start: start, n: n, position: position, multiLine: false)
        case ASCII.singleQuote, ASCII.doubleQuote:
            let quoted = scanQuoted(n: n)
            if quoted.atLineStart { return quoted.node }
            let afterQuote = pos
            skipSpaces()
            if position != .afterKey && !quoted.multiLine && pos < bytes.count
                && bytes[pos] == ASCII.colon && isBlankOrEnd(pos + 1)
            {
                pos += 1
                let key = Key(text: quoted.text, mark: start)
                checkKeyLength(key)
                return parseBlockMapping(indent: column, firstKey: key)
            }
            pos = afterQuote
            return finishInlineValue(quoted.node, start: start, n: n, position: position, multiLine: quoted.multiLine)
        case ASCII.star:
            let alias = parseAlias(inFlow: false)
            return finishInlineValue(alias, start: start, n: n, position: position, multiLine: false)
        default:
            return parsePlainInBlock(n: n, column: column, at: position)
        }
    }

    /// After a flow collection, quoted scalar or alias: rejects it as a key, then expects the line to end.
    private mutating func finishInlineValue(_ value: YAMLNode, start: Mark, n: Int, position: Position, multiLine: Bool) -> YAMLNode {
        let afterValue = pos
        skipSpaces()
        if pos < bytes.count && bytes[pos] == ASCII.colon && isBlankOrEnd(pos + 1) {
            if position == .afterKey {
                reportUnexpectedColon(at: mark)
            } else if multiLine {
                report(
                    .yamlMultilineKey, at: start, "a key must fit on one line",
                    notes: ["shorten the key, or write it on a single line"])
            } else if case .scalar = value.kind {
                report(
                    .yamlUnsupportedAlias, at: start, "an alias cannot be a key",
                    notes: ["write the key out in full"])
            } else {
                report(
                    .yamlUnsupportedComplexKey, at: start, "a list or mapping cannot be a key",
                    notes: ["keys are plain or quoted strings"])
            }
            skipBlock(deeperThan: n)
            return value
        }
        pos = afterValue
        expectLineEnd()
        skipToContent()
        return value
    }

    /// Reports ': ' inside a value, which YAML would read as a nested mapping or reject.
    mutating func reportUnexpectedColon(at mark: Mark) {
        report(
            .yamlUnexpectedColon, at: mark, "unexpected ': ' inside a value",
            notes: ["quote the value if ': ' belongs to the text, or put a nested mapping on lines of its own under the key"])
    }

    /// Reports the '? ' form of a key.
    mutating func reportComplexKey(at mark: Mark) {
        report(
            .yamlUnsupportedComplexKey, at: mark, "complex keys ('? ') are not supported",
            notes: ["write the key as a plain or quoted string followed by ':'"])
    }

    /// Reports a key YAML would not accept without the '?' form.
    mutating func checkKeyLength(_ key: Key) {
        if key.text.utf8.count > Self.maxKeyLength && key.text.unicodeScalars.count > Self.maxKeyLength {
            report(
                .yamlKeyTooLong, at: key.mark, "key is longer than \(Self.maxKeyLength) characters",
                notes: ["YAML limits keys to \(Self.maxKeyLength) characters; shorten it"])
        }
    }

    /// Reads a block mapping whose keys start at column `indent`; `firstKey` and its ':' are read.
    mutating func parseBlockMapping(indent mappingIndent: Int, firstKey: Key) -> YAMLNode {
        var entries: [YAMLEntry] = []
        var seen: [String: SourceLocation] = [:]
        var key: Key? = firstKey
        while true {
            if let current = key {
                let value = parseMappingValue(indent: mappingIndent)
                add(current, value, to: &entries, seen: &seen)
            }
            guard pos < bytes.count, indent >= mappingIndent else { break }
            if indent > mappingIndent {
                report(
                    .yamlBadIndent, at: mark, "unexpected indentation",
                    notes: ["expected 'key: value' at column \(mappingIndent + 1), aligned with the keys above"])
                skipBlock(deeperThan: mappingIndent)
                key = nil
                continue
            }
            key = parseBlockKey(indent: mappingIndent)
        }
        return node(.mapping(entries), at: firstKey.mark)
    }

    /// Adds `key: value` to `entries` unless the key is already there, which it reports instead.
    /// A small mapping is searched as it is; `seen` indexes the keys of a large one.
    mutating func add(_ key: Key, _ value: YAMLNode, to entries: inout [YAMLEntry], seen: inout [String: SourceLocation]) {
        let keyLocation = location(of: key.mark)
        let indexed = entries.count > Self.keysSearchedInPlace
        if indexed && seen.isEmpty {
            for entry in entries { seen[entry.key] = entry.keyLocation }
        }
        if let first = indexed ? seen[key.text] : entries.first(where: { $0.key == key.text })?.keyLocation {
            report(
                .yamlDuplicateKey, at: key.mark, "duplicate key '\(Self.excerpt(key.text))'",
                notes: ["first defined at line \(first.line), column \(first.column); remove one of them"])
            return
        }
        if indexed { seen[key.text] = keyLocation }
        entries.append(YAMLEntry(key: key.text, keyLocation: keyLocation, value: value))
    }

    /// Most keys a mapping may have before `add` indexes them instead of searching them.
    static let keysSearchedInPlace = 16

    /// Reads the value after a block mapping key's ':' (at `pos`), for a mapping at column `indent`.
    private mutating func parseMappingValue(indent mappingIndent: Int) -> YAMLNode {
        let afterColon = mark
        skipSpaces()
        guard atLineEnd else { return parseNode(n: mappingIndent, at: .afterKey) }
        skipLine()
        skipToContent()
        if pos < bytes.count {
            if indent > mappingIndent { return parseNode(n: mappingIndent, at: .lineStart) }
            if indent == mappingIndent && isDashEntry(pos) {
                // YAML lets a list under a key start at the key's own column.
                return parseBlockSequence(indent: mappingIndent, underMapping: true)
            }
        }
        return node(.empty, at: afterColon)
    }

    /// Reads the key of a further entry of a block mapping at column `indent`, and its ':'; reports
    /// and skips the entry when the line is not `key: value`.
    private mutating func parseBlockKey(indent mappingIndent: Int) -> Key? {
        skipNodeProperties(inFlow: false)
        let start = mark
        /// Reports the entry as broken and skips it.
        func fail(_ id: DiagnosticID, _ message: String, _ notes: [String]) -> Key? {
            report(id, at: start, message, notes: notes)
            skipBlock(deeperThan: mappingIndent)
            return nil
        }
        if atLineEnd {
            return fail(.yamlMissingKey, "expected a key", ["each line at this indentation must be 'key: value'"])
        }
        let b = bytes[pos]
        if b == ASCII.dash && isBlankOrEnd(pos + 1) {
            return fail(
                .yamlExpectedKey, "expected a key, found a list item",
                ["a mapping and a list cannot share an indentation; indent the list under its key"])
        }
        if b == ASCII.question && isBlankOrEnd(pos + 1) {
            reportComplexKey(at: start)
            skipBlock(deeperThan: mappingIndent)
            return nil
        }
        if b == ASCII.colon && isBlankOrEnd(pos + 1) {
            return fail(.yamlMissingKey, "expected a key before ':'", ["write 'key: value'"])
        }
        if b == ASCII.openBracket || b == ASCII.openBrace {
            return fail(.yamlUnsupportedComplexKey, "a list or mapping cannot be a key", ["keys are plain or quoted strings"])
        }
        if b == ASCII.pipe || b == ASCII.greaterThan || b == ASCII.star {
            return fail(
                .yamlExpectedKey, "expected a key, found '\(restOfLine())'",
                ["each line at this indentation must be 'key: value'"])
        }
        let text: String
        if b == ASCII.singleQuote || b == ASCII.doubleQuote {
            let quoted = scanQuoted(n: mappingIndent)
            if quoted.atLineStart { return nil }
            if quoted.multiLine {
                return fail(.yamlMultilineKey, "a key must fit on one line", ["write the key on a single line"])
            }
            text = quoted.text
            skipSpaces()
            guard pos < bytes.count, bytes[pos] == ASCII.colon, isBlankOrEnd(pos + 1) else {
                return fail(
                    .yamlMissingColon, "expected ':' after key '\(Self.excerpt(text))'",
                    ["each line at this indentation must be 'key: value'"])
            }
        } else {
            checkPlainStart(inFlow: false)
            let scanned = scanPlainLine(inFlow: false)
            text = self.text(scanned.range)
            guard scanned.stop == .colon else {
                let notes =
                    text.contains(":")
                    ? ["put a space after ':' in '\(Self.excerpt(text))'"]
                    : ["each line at this indentation must be 'key: value'"]
                return fail(.yamlMissingColon, "expected ':' after '\(Self.excerpt(text))'", notes)
            }
            if text == "<<" {
                report(
                    .yamlUnsupportedMergeKey, at: start, "merge keys ('<<') are not supported",
                    notes: ["write the entries out in full"])
            }
        }
        pos += 1
        let key = Key(text: text, mark: start)
        checkKeyLength(key)
        return key
    }

    /// Reads a block sequence whose '-' entries are at column `indent`. `underMapping` says the
    /// sequence is a mapping value at the mapping's own column, so a non-entry line there ends it.
    mutating func parseBlockSequence(indent sequenceIndent: Int, underMapping: Bool) -> YAMLNode {
        let first = mark
        var items: [YAMLNode] = []
        entries: while true {
            let dash = mark
            pos += 1
            skipSpaces()
            if atLineEnd {
                skipLine()
                skipToContent()
                if pos < bytes.count && indent > sequenceIndent {
                    items.append(parseNode(n: sequenceIndent, at: .lineStart))
                } else {
                    items.append(node(.empty, at: Mark(offset: dash.offset + 1, line: dash.line, lineStart: dash.lineStart)))
                }
            } else {
                items.append(parseNode(n: sequenceIndent, at: .afterDash))
            }
            while pos < bytes.count && indent >= sequenceIndent {
                if indent == sequenceIndent {
                    if isDashEntry(pos) { continue entries }
                    if underMapping { break entries }
                    report(
                        .yamlExpectedItem, at: mark, "expected a list item ('- ') at this indentation",
                        notes: ["every line at column \(sequenceIndent + 1) continues the list above"])
                } else {
                    report(
                        .yamlBadIndent, at: mark, "unexpected indentation",
                        notes: ["expected '- item' at column \(sequenceIndent + 1), aligned with the items above"])
                }
                skipBlock(deeperThan: sequenceIndent)
            }
            break
        }
        return node(.sequence(items), at: first)
    }

    /// Reports and skips anchors ('&a') and tags ('!t'), which the spec language does not support,
    /// so the node after them can still be read and checked.
    mutating func skipNodeProperties(inFlow: Bool) {
        while pos < bytes.count && (bytes[pos] == ASCII.ampersand || bytes[pos] == ASCII.bang) {
            let start = mark
            let isAnchor = bytes[pos] == ASCII.ampersand
            pos += 1
            while !isBlankOrEnd(pos) && !(inFlow && Self.isFlowIndicator(bytes[pos])) { pos += 1 }
            let token = Self.excerpt(text(start.offset..<pos))
            if isAnchor {
                report(
                    .yamlUnsupportedAnchor, at: start, "anchor '\(token)' is not supported",
                    notes: ["the spec language has no anchors or aliases; write the value out in full"])
            } else {
                report(
                    .yamlUnsupportedTag, at: start, "tag '\(token)' is not supported",
                    notes: ["every value is read as text; remove the tag, and quote the value if needed"])
            }
            skipSpaces()
        }
    }

    /// Reads an alias ('*a') at `pos`, reporting it; returns its text as a plain scalar.
    mutating func parseAlias(inFlow: Bool) -> YAMLNode {
        let start = mark
        pos += 1
        while !isBlankOrEnd(pos) && !(inFlow && Self.isFlowIndicator(bytes[pos])) { pos += 1 }
        let token = text(start.offset..<pos)
        report(
            .yamlUnsupportedAlias, at: start, "alias '\(Self.excerpt(token))' is not supported",
            notes: ["the spec language has no anchors or aliases; write the value out in full"])
        return node(.scalar(token, .plain), at: start)
    }
}
