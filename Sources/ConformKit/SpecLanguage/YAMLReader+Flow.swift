extension YAMLReader {
    /// Where `skipFlowSpace` stopped.
    enum FlowStop {
        /// At a content byte on a line that may belong to the collection.
        case content
        /// At the end of input.
        case end
        /// At a line indented too little to belong to the collection; `pos` is at its content, as
        /// after `skipToContent()`.
        case dedent
    }

    /// Skips white space, line breaks and comments inside a flow collection within block collections
    /// indented `n`, reporting tabs; records blank and comment lines in `gap`.
    mutating func skipFlowSpace(n: Int, gap: inout Gap) -> FlowStop {
        while pos < bytes.count {
            let b = bytes[pos]
            if b == ASCII.space {
                pos += 1
                continue
            }
            if b == ASCII.tab {
                reportTab(at: pos)
                pos += 1
                continue
            }
            if b == ASCII.hash && (pos == lineStart || Self.isWhite(bytes[pos - 1])) {
                gap.sawComment = true
                skipToLineEnd()
                continue
            }
            if b != ASCII.newline { return .content }
            consumeNewline()
            var i = pos
            while i < bytes.count && Self.isWhite(bytes[i]) { i += 1 }
            if i < bytes.count && bytes[i] == ASCII.newline {
                gap.blankLines += 1
            } else if i < bytes.count && bytes[i] != ASCII.hash
                && (i - lineStart <= n || (i == lineStart && isDocumentMarker(at: i)))
            {
                skipToContent()
                return .dedent
            }
        }
        return .end
    }

    /// Reads one node inside a flow collection: a nested collection, or a quoted or plain scalar.
    mutating func parseFlowNode(n: Int) -> (node: YAMLNode, atLineStart: Bool) {
        let start = mark
        if pos < bytes.count && (bytes[pos] == ASCII.ampersand || bytes[pos] == ASCII.bang) {
            skipNodeProperties(inFlow: true)
            var gap = Gap()
            switch skipFlowSpace(n: n, gap: &gap) {
            case .dedent: return (node(.empty, at: start), true)
            case .end: return (node(.empty, at: start), false)
            case .content: break
            }
            let b = bytes[pos]
            if b == ASCII.comma || b == ASCII.closeBracket || b == ASCII.closeBrace {
                return (node(.empty, at: start), false)
            }
        }
        switch bytes[pos] {
        case ASCII.openBracket, ASCII.openBrace:
            return parseFlowCollection(n: n)
        case ASCII.singleQuote, ASCII.doubleQuote:
            let quoted = scanQuoted(n: n)
            return (quoted.node, quoted.atLineStart)
        case ASCII.star:
            return (parseAlias(inFlow: true), false)
        default:
            return parsePlainInFlow(n: n)
        }
    }

    /// Reads a flow sequence `[...]` or flow mapping `{...}` starting at `pos`, within block
    /// collections indented `n`; `atLineStart` is true when it stopped, unterminated, at a line
    /// indented too little to belong to it.
    mutating func parseFlowCollection(n: Int) -> (node: YAMLNode, atLineStart: Bool) {
        let open = mark
        guard depth < Self.maxDepth else {
            report(
                .yamlTooDeep, at: open, "nesting is deeper than \(Self.maxDepth) levels",
                notes: ["flatten the structure"])
            skipFlowCollection()
            return (node(.empty, at: open), false)
        }
        depth += 1
        defer { depth -= 1 }
        let isSequence = bytes[pos] == ASCII.openBracket
        let close = isSequence ? ASCII.closeBracket : ASCII.closeBrace
        pos += 1
        var items: [YAMLNode] = []
        var entries: [YAMLEntry] = []
        var seen: [String: SourceLocation] = [:]
        var atLineStart = false
        var gap = Gap()
        var stop = skipFlowSpace(n: n, gap: &gap)
        while true {
            if stop == .dedent && pos < bytes.count && bytes[pos] == close {
                report(
                    .yamlBadIndent, at: mark, "closing '\(isSequence ? "]" : "}")' is not indented enough",
                    notes: ["indent it deeper than the key the collection belongs to"])
                pos += 1
                break
            }
            if stop != .content {
                reportUnterminated(open: open, isSequence: isSequence)
                atLineStart = stop == .dedent
                break
            }
            let entryStart = pos
            let b = bytes[pos]
            if b == close {
                pos += 1
                break
            }
            if b == ASCII.closeBracket || b == ASCII.closeBrace {
                report(
                    .yamlUnexpectedCharacter, at: mark,
                    "expected '\(isSequence ? "]" : "}")' to close the \(isSequence ? "list" : "mapping") opened at line \(open.line), found '\(String(UnicodeScalar(b)))'",
                    notes: ["'[' closes with ']' and '{' with '}'"])
                pos += 1
                break
            }
            if b == ASCII.comma {
                report(
                    .yamlUnexpectedCharacter, at: mark, "expected an item before ','",
                    notes: ["remove the extra ','"])
                pos += 1
                stop = skipFlowSpace(n: n, gap: &gap)
                continue
            }
            let stoppedAtLine =
                isSequence
                ? parseFlowSequenceItem(n: n, into: &items)
                : parseFlowMappingEntry(n: n, close: close, into: &entries, seen: &seen)
            if stoppedAtLine {
                stop = .dedent
                continue
            }
            stop = skipFlowSpace(n: n, gap: &gap)
            guard stop == .content else { continue }
            if bytes[pos] == ASCII.comma {
                pos += 1
                stop = skipFlowSpace(n: n, gap: &gap)
            } else if bytes[pos] != close && bytes[pos] != ASCII.closeBracket && bytes[pos] != ASCII.closeBrace {
                report(
                    .yamlMissingComma, at: mark, "expected ',' or '\(isSequence ? "]" : "}")', found '\(restOfLine())'",
                    notes: ["separate the items with ','; quote an item that contains these characters"])
                if pos == entryStart { pos += 1 }
                stop = skipFlowSpace(n: n, gap: &gap)
            }
        }
        let kind: YAMLNode.Kind = isSequence ? .sequence(items) : .mapping(entries)
        return (node(kind, at: open), atLineStart)
    }

    /// Reports a flow collection that never closes.
    private mutating func reportUnterminated(open: Mark, isSequence: Bool) {
        report(
            .yamlUnterminatedFlow, at: open, "unterminated '\(isSequence ? "[" : "{")'",
            notes: ["add the closing '\(isSequence ? "]" : "}")'; lines inside it must be indented deeper than its key"])
    }

    /// Reads one item of a flow sequence into `items`; returns true when reading stopped at a
    /// line indented too little.
    private mutating func parseFlowSequenceItem(n: Int, into items: inout [YAMLNode]) -> Bool {
        let item = parseFlowNode(n: n)
        items.append(item.node)
        if item.atLineStart { return true }
        var gap = Gap()
        let stop = skipFlowSpace(n: n, gap: &gap)
        guard stop == .content, bytes[pos] == ASCII.colon,
            isBlankOrEnd(pos + 1) || Self.isFlowIndicator(bytes[pos + 1])
        else { return stop == .dedent }
        report(
            .yamlUnsupportedFlowPair, at: mark, "pairs like 'key: value' are not supported inside '[...]'",
            notes: ["write the pair as a mapping: '{key: value}'"])
        pos += 1
        let valueStop = skipFlowSpace(n: n, gap: &gap)
        guard valueStop == .content else { return valueStop == .dedent }
        let b = bytes[pos]
        if b == ASCII.comma || b == ASCII.closeBracket || b == ASCII.closeBrace { return false }
        return parseFlowNode(n: n).atLineStart
    }

    /// Reads one `key: value` entry of a flow mapping into `entries`; returns true when reading
    /// stopped at a line indented too little.
    private mutating func parseFlowMappingEntry(
        n: Int, close: UInt8, into entries: inout [YAMLEntry],
        seen: inout [String: SourceLocation]
    ) -> Bool {
        var gap = Gap()
        if bytes[pos] == ASCII.question && isBlankOrEnd(pos + 1) {
            reportComplexKey(at: mark)
            pos += 1
            let keyStop = skipFlowSpace(n: n, gap: &gap)
            guard keyStop == .content else { return keyStop == .dedent }
        }
        skipNodeProperties(inFlow: true)
        guard pos < bytes.count else { return false }
        let start = mark
        var keyText: String?
        let b = bytes[pos]
        if b == ASCII.openBracket || b == ASCII.openBrace {
            report(
                .yamlUnsupportedComplexKey, at: start, "a list or mapping cannot be a key",
                notes: ["keys are plain or quoted strings"])
            if parseFlowCollection(n: n).atLineStart { return true }
        } else if b == ASCII.singleQuote || b == ASCII.doubleQuote {
            let quoted = scanQuoted(n: n)
            if quoted.atLineStart { return true }
            if quoted.multiLine {
                report(
                    .yamlMultilineKey, at: start, "a key must fit on one line",
                    notes: ["write the key on a single line"])
            } else {
                keyText = quoted.text
            }
        } else if b == ASCII.colon && (isBlankOrEnd(pos + 1) || Self.isFlowIndicator(bytes[pos + 1])) {
            report(.yamlMissingKey, at: start, "expected a key before ':'", notes: ["write 'key: value'"])
        } else if b == ASCII.star {
            _ = parseAlias(inFlow: true)
        } else {
            checkPlainStart(inFlow: true)
            keyText = text(scanPlainLine(inFlow: true).range)
        }
        let stop = skipFlowSpace(n: n, gap: &gap)
        guard stop == .content else { return stop == .dedent }
        var value: YAMLNode
        if bytes[pos] == ASCII.colon {
            let colon = mark
            if !isBlankOrEnd(pos + 1) {
                report(
                    .yamlMissingSpace, at: colon, "expected a space after ':'",
                    notes: ["write 'key: value' with a space after the colon"])
            }
            pos += 1
            let afterColon = mark
            let valueStop = skipFlowSpace(n: n, gap: &gap)
            if valueStop == .dedent { return true }
            if valueStop == .end || bytes[pos] == ASCII.comma || bytes[pos] == close {
                value = node(.empty, at: afterColon)
            } else {
                let parsed = parseFlowNode(n: n)
                if parsed.atLineStart { return true }
                value = parsed.node
            }
        } else {
            let shown = keyText.map { "'\(Self.excerpt($0))'" } ?? "the key"
            report(
                .yamlMissingColon, at: mark, "expected ':' after \(shown)",
                notes: ["write the entries of '{...}' as 'key: value'"])
            value = node(.empty, at: mark)
        }
        if let keyText {
            add(Key(text: keyText, mark: start), value, to: &entries, seen: &seen)
        }
        return false
    }

    /// Recovery for too deep nesting: skips the flow collection at `pos` by counting brackets,
    /// without recursion.
    private mutating func skipFlowCollection() {
        var level = 0
        while pos < bytes.count {
            let b = bytes[pos]
            switch b {
            case ASCII.newline:
                consumeNewline()
                continue
            case ASCII.openBracket, ASCII.openBrace:
                level += 1
            case ASCII.closeBracket, ASCII.closeBrace:
                level -= 1
                if level <= 0 {
                    pos += 1
                    return
                }
            case ASCII.singleQuote, ASCII.doubleQuote:
                pos += 1
                while pos < bytes.count && bytes[pos] != b {
                    if bytes[pos] == ASCII.newline {
                        consumeNewline()
                    } else if b == ASCII.doubleQuote && bytes[pos] == ASCII.backslash
                        && pos + 1 < bytes.count && bytes[pos + 1] != ASCII.newline
                    {
                        pos += 2
                    } else {
                        pos += 1
                    }
                }
            default:
                break
            }
            pos += 1
        }
    }
}
