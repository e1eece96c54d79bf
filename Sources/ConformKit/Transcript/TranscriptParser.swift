/// Reads the transcript text format back into a `Transcript`.
///
/// Like the spec parser it does not stop at the first problem: a bad line is reported and skipped,
/// so one pass names every problem of a golden. Only a wrong format version stops it at once,
/// since the rest of the file then follows rules this code does not know.
struct TranscriptParser {
    /// The bytes the format gives meaning to.
    /// A problem on one line.
    private typealias Failure = TranscriptLineScanner.Failure

    /// The header fields, in the order they are written.
    static let headerKeys = ["spec", "adapter", "sdk"]

    /// The text's bytes, without a byte order mark.
    private let bytes: [UInt8]
    /// The file's path, for diagnostics.
    private let file: String
    /// The problems found so far.
    private var diagnostics: [Diagnostic] = []
    /// The header values read, with their lines.
    private var header: [String: (value: String, line: Int)] = [:]
    /// The steps and events read.
    private var entries: [Transcript.Entry] = []
    /// The final state and its line, once read.
    private var final: (value: FinalState, line: Int)?
    /// The line of the first step or event.
    private var firstEntryLine: Int?
    /// Header keys and `final` seen on some line, even a bad one, so they are not also reported missing.
    private var attempted: Set<String> = []
    /// The number of the last line, for a missing final line.
    private var lastLine = 1
    /// Where the last line starts and ends (before its line break), for locations past the last header.
    private var lastLineRange = 0..<0

    /// Creates a parser for `text`, the contents of `file`.
    init(text: String, file: String) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        self.file = file
    }

    /// Parses the whole text.
    mutating func parse() -> Result<Transcript, TranscriptParseError> {
        var lineNumber = 0
        var start = 0
        while start < bytes.count {
            lineNumber += 1
            var lineEnd = start
            while lineEnd < bytes.count && bytes[lineEnd] != ASCII.newline { lineEnd += 1 }
            let next = lineEnd + 1
            if lineEnd > start && bytes[lineEnd - 1] == ASCII.carriageReturn { lineEnd -= 1 }
            lastLine = lineNumber
            lastLineRange = start..<lineEnd
            if lineNumber == 1 {
                if let failure = versionProblem(start: start, end: lineEnd) {
                    return .failure(TranscriptParseError(diagnostics: [failure]))
                }
            } else {
                var scanner = TranscriptLineScanner(bytes: bytes, start: start, end: lineEnd)
                do {
                    try parseLine(&scanner, line: lineNumber)
                } catch {
                    report(error, line: lineNumber, lineStart: start)
                    if diagnostics.count == Diagnostic.maxPerFile {
                        // Whatever this file is, it is no transcript: stop reading it.
                        diagnostics.append(
                            Diagnostic(
                                id: .transcriptTooManyErrors, location: SourceLocation(file: file, line: lineNumber, column: 1),
                                message: "too many errors; stopped reading after \(Diagnostic.maxPerFile)",
                                notes: ["re-record the golden with 'conform run --update', or restore it from version control"]))
                        return .failure(TranscriptParseError(diagnostics: diagnostics))
                    }
                }
            }
            start = next
        }
        if lineNumber == 0 {
            return .failure(
                TranscriptParseError(diagnostics: [
                    Diagnostic(
                        id: .transcriptVersion, location: SourceLocation(file: file, line: 1, column: 1),
                        message: "empty golden", notes: ["a transcript starts with '\(Self.versionLine)'"])
                ]))
        }
        return finish()
    }

    /// `conform-transcript 1`.
    private static var versionLine: String { "\(TranscriptFormat.magic) \(Transcript.formatVersion)" }

    /// A diagnostic when line 1 is not the version line this code reads.
    private func versionProblem(start: Int, end: Int) -> Diagnostic? {
        let line = String(decoding: bytes[start..<end], as: UTF8.self)
        let location = SourceLocation(file: file, line: 1, column: 1)
        let prefix = TranscriptFormat.magic + " "
        guard line.hasPrefix(prefix) else {
            return Diagnostic(
                id: .transcriptVersion, location: location, message: "not a conform transcript",
                notes: ["expected '\(Self.versionLine)' on line 1"])
        }
        let number = line.dropFirst(prefix.count)
        let versionLocation = SourceLocation(file: file, line: 1, column: prefix.count + 1)
        guard !number.isEmpty, number.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return Diagnostic(
                id: .transcriptVersion, location: versionLocation,
                message: "unreadable format version '\(number)'", notes: ["expected '\(Self.versionLine)' on line 1"])
        }
        let version = Int(number) ?? Int.max
        if version > Transcript.formatVersion {
            let written = version == Int.max ? String(number) : String(version)
            return Diagnostic(
                id: .transcriptVersion, location: versionLocation,
                message: "golden was written by format \(written); this conform reads \(Transcript.formatVersion) — upgrade conform")
        }
        if version < Transcript.formatVersion {
            return Diagnostic(
                id: .transcriptVersion, location: versionLocation,
                message: "unknown format version '\(number)'; this conform reads \(Transcript.formatVersion)")
        }
        return nil
    }

    /// Parses one line after the first, by its first word.
    private mutating func parseLine(_ scanner: inout TranscriptLineScanner, line: Int) throws(Failure) {
        let start = scanner.position
        if bytes[start..<scanner.end].allSatisfy({ $0 == ASCII.space }) { return }
        var wordEnd = start
        while wordEnd < scanner.end && bytes[wordEnd] != Self.colon && bytes[wordEnd] != ASCII.space { wordEnd += 1 }
        let word = bytes[start..<wordEnd]
        let colonFollows = wordEnd < scanner.end && bytes[wordEnd] == Self.colon
        let isStep = word.elementsEqual("step".utf8)
        if isStep || word.elementsEqual("event".utf8) {
            let what = isStep ? "step" : "event"
            if let final {
                throw Failure(
                    offset: start, id: .transcriptEntryOrder,
                    message: "'\(what)' after the final line", notes: ["the final line (line \(final.line)) comes last"])
            }
            scanner.advance(to: wordEnd)
            try scanner.expect(" ", "expected a space and the \(what) after '\(what)'")
            let time = try scanner.readTime()
            let entry = try isStep ? parseStep(&scanner, time: time) : parseEvent(&scanner, time: time)
            if firstEntryLine == nil { firstEntryLine = line }
            entries.append(entry)
        } else if word.elementsEqual("final".utf8) && colonFollows {
            scanner.advance(to: wordEnd + 1)
            defer { attempted.insert("final") }
            try parseFinal(&scanner, line: line, lineStart: start)
        } else {
            let key = String(decoding: word, as: UTF8.self)
            guard colonFollows, !key.isEmpty else {
                throw Failure(
                    offset: start, id: .transcriptUnknownLine, message: "unexpected line starting '\(key)'",
                    notes: ["expected 'step', 'event', 'final:' or a header such as 'spec:'"])
            }
            scanner.advance(to: wordEnd + 1)
            defer { attempted.insert(key) }
            try parseHeader(&scanner, key: key, line: line, lineStart: start)
        }
    }

    /// The byte of `:`.
    private static let colon = UInt8(ascii: ":")

    /// `<text>`, the rest of `step [@time ]<text>`.
    private func parseStep(_ scanner: inout TranscriptLineScanner, time: VirtualTime) throws(Failure) -> Transcript.Entry {
        let text = try scanner.readField(.step, what: "the step as it reads in the spec")
        try scanner.expectEnd("unexpected text after the quoted step")
        return .step(text, time: time)
    }

    /// `<name>[ <subject>] | <native>[ | key="value" …]`, the rest of `event [@time ]…`.
    private func parseEvent(_ scanner: inout TranscriptLineScanner, time: VirtualTime) throws(Failure) -> Transcript.Entry {
        let name = try scanner.readField(.name, what: "an event name")
        var subject: String?
        if !scanner.consume(" | ") {
            if scanner.isAtEnd {
                throw Failure(
                    offset: scanner.position, id: .transcriptSyntax,
                    message: "expected ' | ' and the native callback after the event '\(name)'")
            }
            try scanner.expect(" ", "expected a space after the event name '\(name)'")
            subject = try scanner.readField(.token, what: "a subject")
            try scanner.expect(
                " | ", "expected ' | ' and the native callback after the subject",
                notes: ["a subject with spaces or '|' is written as a quoted string"])
        }
        let native = try scanner.readField(.native, what: "the native callback")
        var arguments: [Argument] = []
        if !scanner.isAtEnd {
            try scanner.expect(
                " |", "expected ' | ' and arguments after the native callback",
                notes: ["a native callback with '|' is written as a quoted string"])
            repeat {
                try scanner.expect(" ", "expected a space and an argument such as key=\"value\"")
                let key = try scanner.readKey()
                try scanner.expect("=", "expected '=' after the argument key '\(key)'")
                guard scanner.peek == ASCII.doubleQuote else {
                    throw Failure(
                        offset: scanner.position, id: .transcriptSyntax,
                        message: "argument values are quoted strings", notes: ["write \(key)=\"value\""])
                }
                arguments.append(Argument(key, try scanner.readQuoted()))
            } while !scanner.isAtEnd
        }
        var event = Event(EventName(name), subject, native: native, time: time)
        event.arguments = TranscriptFormat.sortedByKey(arguments)
        return .event(event)
    }

    /// `final: <state> <result>`.
    private mutating func parseFinal(_ scanner: inout TranscriptLineScanner, line: Int, lineStart: Int) throws(Failure) {
        if let earlier = final {
            throw Failure(
                offset: lineStart, id: .transcriptDuplicateFinal, message: "a second 'final:' line",
                notes: ["the first is on line \(earlier.line)"])
        }
        try scanner.expect(" ", "expected a space and the final state after 'final:'")
        let stateStart = scanner.position
        let word = scanner.readWord()
        guard let state = PaywallState(rawValue: word) else {
            let states = PaywallState.allCases.map(\.rawValue)
            var notes = ["expected one of \(states.map { "'\($0)'" }.joined(separator: ", "))"]
            if let near = Self.nearest(word, in: states) { notes.insert("did you mean '\(near)'?", at: 0) }
            throw Failure(
                offset: stateStart, id: .transcriptFinal,
                message: word.isEmpty ? "expected the final state" : "unknown final state '\(word)'", notes: notes)
        }
        try scanner.expect(" ", "expected a space and the result after the final state")
        let result = try scanner.readField(.token, what: "the final result")
        var settled = true
        let afterResult = scanner
        if !scanner.isAtEnd, (try? scanner.expect(" ", "")) != nil, scanner.readWord() == TranscriptFormat.unsettledWord, scanner.isAtEnd {
            settled = false
        } else {
            // Only ' unsettled' may follow the result; anything else is reported where it starts.
            scanner = afterResult
        }
        try scanner.expectEnd("unexpected text after the final result")
        final = (FinalState(state: state, result: result, settled: settled), line)
    }

    /// `spec: …`, `adapter: …` or `sdk: …`, read after the colon.
    private mutating func parseHeader(_ scanner: inout TranscriptLineScanner, key: String, line: Int, lineStart start: Int) throws(Failure) {
        guard Self.headerKeys.contains(key) else {
            var notes = ["the header keys are \(Self.headerKeys.map { "'\($0)'" }.joined(separator: ", "))"]
            if let near = Self.nearest(key, in: Self.headerKeys + ["final"]) {
                notes.insert("did you mean '\(near)'?", at: 0)
                // The typo is the problem; the key it meant is not also reported missing.
                attempted.insert(near)
            }
            throw Failure(offset: start, id: .transcriptUnknownHeader, message: "unknown header '\(key)'", notes: notes)
        }
        if let earlier = header[key] {
            throw Failure(
                offset: start, id: .transcriptDuplicateHeader, message: "a second '\(key):' header",
                notes: ["the first is on line \(earlier.line)"])
        }
        if let firstEntryLine {
            throw Failure(
                offset: start, id: .transcriptHeaderOrder, message: "header '\(key):' after the entries",
                notes: ["headers come before the first step or event (line \(firstEntryLine))"])
        }
        try scanner.expect(" ", "expected a space and a value after '\(key):'")
        let value = try scanner.readField(.text, what: "a value after '\(key):'")
        try scanner.expectEnd("unexpected text after the quoted value of '\(key):'")
        header[key] = (value, line)
    }

    /// Checks that the header and the final line were all there, and builds the transcript.
    private mutating func finish() -> Result<Transcript, TranscriptParseError> {
        for key in Self.headerKeys where header[key] == nil && !attempted.contains(key) {
            // Where the header should be: the line after the last header line, or after line 1 —
            // or, when the text ends before that line, the end of its last line.
            let line = header.values.map(\.line).max().map { $0 + 1 } ?? 2
            let location =
                line <= lastLine
                ? SourceLocation(file: file, line: line, column: 1)
                : SourceLocation(file: file, line: lastLine, column: String(decoding: bytes[lastLineRange], as: UTF8.self).count + 1)
            diagnostics.append(
                Diagnostic(
                    id: .transcriptMissingHeader, location: location,
                    message: "missing header '\(key):'", notes: ["the header is 'spec:', 'adapter:' and 'sdk:', after line 1"]))
        }
        if final == nil && !attempted.contains("final") {
            diagnostics.append(
                Diagnostic(
                    id: .transcriptMissingFinal, location: SourceLocation(file: file, line: lastLine, column: 1),
                    message: "missing 'final:' line", notes: ["a transcript ends with 'final: <state> <result>'"]))
        }
        guard diagnostics.isEmpty, let final, let spec = header["spec"], let adapter = header["adapter"], let sdk = header["sdk"] else {
            return .failure(TranscriptParseError(diagnostics: diagnostics))
        }
        return .success(Transcript(specID: spec.value, adapterID: adapter.value, sdk: sdk.value, entries: entries, final: final.value))
    }

    /// Turns a failure on a line into a diagnostic with its column.
    private mutating func report(_ failure: Failure, line: Int, lineStart: Int) {
        let offset = min(max(failure.offset, lineStart), bytes.count)
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        diagnostics.append(
            Diagnostic(
                id: failure.id, location: SourceLocation(file: file, line: line, column: column),
                message: failure.message, notes: failure.notes))
    }

    /// The candidate closest to `word` by edit distance, when it is close enough to be a typo.
    static func nearest(_ word: String, in candidates: [String]) -> String? {
        let a = Array(word)
        guard !a.isEmpty else { return nil }
        var best: (String, Int)?
        for candidate in candidates {
            let b = Array(candidate)
            var row = Array(0...b.count)
            for i in 1...a.count {
                var previous = row[0]
                row[0] = i
                for j in stride(from: 1, through: b.count, by: 1) {
                    let current = row[j]
                    row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                    previous = current
                }
            }
            let distance = row[b.count]
            if distance <= max(1, b.count / 3), distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
        }
        return best?.0
    }
}
