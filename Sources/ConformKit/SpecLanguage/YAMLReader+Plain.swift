extension YAMLReader {
    /// How one line of a plain scalar ended.
    enum PlainStop {
        /// At a line break or the end of input.
        case lineEnd
        /// At ' #', which starts a comment.
        case comment
        /// At ':' followed by white space or a line break (or, in flow context, a flow indicator).
        case colon
        /// At one of `,[]{}` inside a flow collection.
        case flowIndicator
    }

    /// One line of a plain scalar: the trimmed bytes and what ended them.
    struct PlainLine {
        /// The scalar's bytes on this line, without trailing white space.
        var range: Range<Int>
        /// What ended the line's part of the scalar; `pos` is left on it.
        var stop: PlainStop
    }

    /// Scans one line of a plain scalar from `pos`, stopping before a line break, a comment, a
    /// ': ' indicator or, in flow context, a flow indicator.
    mutating func scanPlainLine(inFlow: Bool) -> PlainLine {
        let start = pos
        var end = pos
        var stop = PlainStop.lineEnd
        var reportedAmbiguous = false
        scan: while pos < bytes.count {
            let b = bytes[pos]
            switch b {
            case ASCII.newline:
                break scan
            case ASCII.space:
                pos += 1
                continue scan
            case ASCII.tab:
                reportTab(at: pos)
                pos += 1
                continue scan
            case ASCII.hash:
                if pos > start && Self.isWhite(bytes[pos - 1]) {
                    stop = .comment
                    break scan
                }
            case ASCII.colon:
                if isBlankOrEnd(pos + 1) || (inFlow && Self.isFlowIndicator(bytes[pos + 1])) {
                    stop = .colon
                    break scan
                }
                if inFlow && !reportedAmbiguous {
                    reportedAmbiguous = true
                    reportAmbiguousInFlow(":")
                }
            case ASCII.question:
                if inFlow && !reportedAmbiguous {
                    reportedAmbiguous = true
                    reportAmbiguousInFlow("?")
                }
            case ASCII.comma, ASCII.openBracket, ASCII.closeBracket, ASCII.openBrace, ASCII.closeBrace:
                if inFlow {
                    stop = .flowIndicator
                    break scan
                }
            default:
                break
            }
            pos += 1
            end = pos
        }
        return PlainLine(range: start..<end, stop: stop)
    }

    /// Reports `character` inside a plain scalar in a flow collection, where YAML readers disagree.
    private mutating func reportAmbiguousInFlow(_ character: String) {
        report(
            .yamlAmbiguousCharacter, at: mark, "value inside '[...]' or '{...}' contains '\(character)'",
            notes: ["YAML readers disagree on such values; quote the value"])
    }

    /// Reports a plain scalar starting at `pos` with a character YAML reserves or reads as
    /// something else; reading then goes on as if it were text.
    mutating func checkPlainStart(inFlow: Bool) {
        guard pos < bytes.count else { return }
        let b = bytes[pos]
        // Common first bytes (letters, digits, non-ASCII) need no check and no message text.
        guard b < 0x80, !(b >= 0x30 && b <= 0x39), !((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) else { return }
        let character = String(UnicodeScalar(b))
        switch b {
        case ASCII.at, ASCII.backtick:
            report(
                .yamlReservedIndicator, at: mark, "a value cannot start with '\(character)'",
                notes: ["YAML reserves '\(character)'; quote the value"])
        case ASCII.percent, ASCII.comma, ASCII.closeBracket, ASCII.closeBrace, ASCII.hash:
            reportInvalidStart(character)
        case ASCII.pipe where inFlow, ASCII.greaterThan where inFlow:
            report(
                .yamlInvalidPlainScalar, at: mark, "block text ('\(character)') cannot appear inside '[...]' or '{...}'",
                notes: ["quote the value"])
        case ASCII.dash where inFlow && (isBlankOrEnd(pos + 1) || Self.isFlowIndicator(bytes[pos + 1])):
            reportInvalidStart(character)
        case ASCII.question where inFlow, ASCII.colon where inFlow:
            reportInvalidStart(character)
        default:
            break
        }
    }

    /// Reports a value starting with `character`, which YAML would reject or read differently.
    private mutating func reportInvalidStart(_ character: String) {
        report(
            .yamlInvalidPlainScalar, at: mark, "a value cannot start with '\(character)'",
            notes: ["quote the value"])
    }

    /// Whether the byte at `pos`, first on a more indented line, may continue a plain scalar with
    /// every YAML reader agreeing: it must not look like any indicator.
    func isContinuationStart(inFlow: Bool) -> Bool {
        guard pos < bytes.count else { return false }
        switch bytes[pos] {
        case ASCII.dash:
            return !isBlankOrEnd(pos + 1) && !(inFlow && Self.isFlowIndicator(bytes[pos + 1]))
        case ASCII.question, ASCII.colon:
            return !inFlow && !isBlankOrEnd(pos + 1)
        case ASCII.comma, ASCII.openBracket, ASCII.closeBracket, ASCII.openBrace, ASCII.closeBrace, ASCII.hash,
            ASCII.ampersand, ASCII.star, ASCII.bang, ASCII.pipe, ASCII.greaterThan, ASCII.singleQuote,
            ASCII.doubleQuote, ASCII.percent, ASCII.at, ASCII.backtick:
            return false
        default:
            return true
        }
    }

    /// Appends the folded form of a line break followed by `blankLines` empty lines: one space,
    /// or one line feed per empty line.
    static func appendFold(blankLines: Int, to buffer: inout [UInt8]) {
        if blankLines == 0 {
            buffer.append(ASCII.space)
        } else {
            buffer.append(contentsOf: repeatElement(ASCII.newline, count: blankLines))
        }
    }

    /// Folds the continuation line `next`, after `blankLines` empty lines, onto the plain scalar
    /// whose first line is `first`; `buffer` is empty while the scalar is one line, then holds it all.
    private func fold(_ next: PlainLine, blankLines: Int, onto first: PlainLine, in buffer: inout [UInt8]) {
        if buffer.isEmpty { buffer.append(contentsOf: bytes[first.range]) }
        Self.appendFold(blankLines: blankLines, to: &buffer)
        buffer.append(contentsOf: bytes[next.range])
    }

    /// Reads a plain scalar (or, when its first line ends in ': ', a block mapping's first key) in
    /// block context, at column `column` inside block collections indented `n`.
    mutating func parsePlainInBlock(n: Int, column: Int, at position: Position) -> YAMLNode {
        let start = mark
        checkPlainStart(inFlow: false)
        var first = scanPlainLine(inFlow: false)
        if first.stop == .colon {
            if position != .afterKey {
                let key = Key(text: text(first.range), mark: start)
                if key.text == "<<" {
                    report(
                        .yamlUnsupportedMergeKey, at: start, "merge keys ('<<') are not supported",
                        notes: ["write the entries out in full"])
                }
                checkKeyLength(key)
                pos += 1
                return parseBlockMapping(indent: column, firstKey: key)
            }
            reportUnexpectedColon(at: mark)
            // Read on as if the colon were text, so the rest of the line is not reported again.
            var end = first.range.upperBound
            while first.stop == .colon {
                pos += 1
                end = pos
                let more = scanPlainLine(inFlow: false)
                if !more.range.isEmpty { end = more.range.upperBound }
                first = PlainLine(range: first.range.lowerBound..<end, stop: more.stop)
            }
            let value = text(first.range)
            skipBlock(deeperThan: n)
            return node(.scalar(value, .plain), at: start)
        }
        return finishPlainBlock(first: first, start: start, n: n)
    }

    /// Finishes a plain scalar in block context whose first line is read: folds the continuation
    /// lines indented deeper than `n` as YAML does, and leaves `pos` at the next content line.
    private mutating func finishPlainBlock(first: PlainLine, start: Mark, n: Int) -> YAMLNode {
        var buffer: [UInt8] = []
        var stop = first.stop
        while true {
            if stop == .comment {
                skipLine()
                skipToContent()
                break
            }
            skipLine()
            let gap = skipToContent()
            if pos >= bytes.count || gap.sawComment || indent <= n { break }
            let lineStart = mark
            guard isContinuationStart(inFlow: false) else {
                report(
                    .yamlBadIndent, at: lineStart, "unexpected indentation",
                    notes: [
                        "this line is indented under a value that is already complete",
                        "to continue the text, quote it or use '|'; to nest items, leave the value after ':' empty"
                    ])
                skipBlock(deeperThan: n)
                break
            }
            let next = scanPlainLine(inFlow: false)
            if next.stop == .colon {
                report(
                    .yamlBadIndent, at: lineStart, "unexpected indentation",
                    notes: [
                        "a more indented line continues the text of the value above, and text cannot contain ': '",
                        "align this key with the keys above it, or quote the text"
                    ])
                skipBlock(deeperThan: n)
                break
            }
            fold(next, blankLines: gap.blankLines, onto: first, in: &buffer)
            stop = next.stop
        }
        let value = buffer.isEmpty ? text(first.range) : String(decoding: buffer, as: UTF8.self)
        return node(.scalar(value, .plain), at: start)
    }

    /// Reads a plain scalar inside a flow collection, folding continuation lines; `atLineStart`
    /// is true when reading stopped at a line indented too little for the collection.
    mutating func parsePlainInFlow(n: Int) -> (node: YAMLNode, atLineStart: Bool) {
        let start = mark
        checkPlainStart(inFlow: true)
        let first = scanPlainLine(inFlow: true)
        var buffer: [UInt8] = []
        var stop = first.stop
        var atLineStart = false
        while stop == .lineEnd && pos < bytes.count {
            var gap = Gap()
            let flowStop = skipFlowSpace(n: n, gap: &gap)
            if flowStop == .dedent { atLineStart = true }
            if flowStop != .content || gap.sawComment || !isContinuationStart(inFlow: true) { break }
            let next = scanPlainLine(inFlow: true)
            fold(next, blankLines: gap.blankLines, onto: first, in: &buffer)
            stop = next.stop
        }
        let value = buffer.isEmpty ? text(first.range) : String(decoding: buffer, as: UTF8.self)
        return (node(.scalar(value, .plain), at: start), atLineStart)
    }
}
