import Testing
import ConformTestSupport
@testable import ConformKit

/// Reading transcripts back: every problem is a diagnostic with its file, line and column.
@Suite struct TranscriptParserTests {
    /// A valid transcript with `body` as its entries.
    private static func transcript(_ body: String, final: String = "final: open none") -> String {
        "conform-transcript 1\nspec: s\nadapter: a\nsdk: x\n\n\(body)\n\n\(final)\n"
    }

    /// The diagnostics parsing `text` gives, or none when it parses.
    private func diagnostics(_ text: String) -> [Diagnostic] {
        switch TranscriptFormat.parse(text, file: "Golden/a/s.transcript") {
        case .success: return []
        case .failure(let error): return error.diagnostics
        }
    }

    @Test(
        "reports a problem at its line and column",
        arguments: [
            (transcript("event paywall.shown"), 6, 20, "transcript.syntax", "expected ' | ' and the native callback after the event 'paywall.shown'"),
            (transcript("event @2x paywall.shown | f"), 6, 7, "transcript.time", "invalid time '@2x'"),
            (transcript("event e | f | k=v"), 6, 17, "transcript.syntax", "argument values are quoted strings"),
            (transcript("event e | f | k y=\"v\""), 6, 16, "transcript.argument-key", "invalid character ' ' in an argument key"),
            (transcript("event e | f | ké=\"v\""), 6, 16, "transcript.argument-key", "invalid character 'é' in an argument key"),
            (transcript("event 日本 x | f | k=\"unterminated"), 6, 20, "transcript.string", "unterminated string"),
            (transcript("event e | f | k=\"\\q\""), 6, 18, "transcript.string", "unknown escape '\\q'"),
            (transcript("event e | f | k=\"\\ud800\""), 6, 18, "transcript.string", "invalid unicode escape"),
            (transcript("event e | f | k=\"\t\""), 6, 18, "transcript.string", "control character in a quoted string"),
            (transcript("event e | f |"), 6, 14, "transcript.syntax", "expected a space and an argument such as key=\"value\""),
            (transcript("event e | \"f\" g"), 6, 14, "transcript.syntax", "expected ' | ' and arguments after the native callback"),
            (transcript("event e \"s\"x | f"), 6, 12, "transcript.syntax", "expected ' | ' and the native callback after the subject"),
            (transcript("step"), 6, 5, "transcript.syntax", "expected a space and the step after 'step'"),
            (transcript("evnt e | f"), 6, 1, "transcript.unknown-line", "unexpected line starting 'evnt'"),
            (transcript("spce: s"), 6, 1, "transcript.unknown-header", "unknown header 'spce'"),
            (transcript("step x\nsdk: y"), 7, 1, "transcript.duplicate-header", "a second 'sdk:' header"),
            (transcript("", final: "final: shut closed"), 8, 8, "transcript.final", "unknown final state 'shut'"),
            (transcript("", final: "final: closed purchased\nstep x"), 9, 1, "transcript.entry-order", "'step' after the final line"),
            (transcript("", final: "final: closed a\nfinal: closed b"), 9, 1, "transcript.duplicate-final", "a second 'final:' line"),
            (transcript("", final: "final: closed a b"), 8, 16, "transcript.syntax", "unexpected text after the final result"),
            ("conform-transcript 1\nspec: s\nadapter: a\n\nfinal: open none\n", 4, 1, "transcript.missing-header", "missing header 'sdk:'"),
            ("conform-transcript 1\nspec: s\nadapter: a\nsdk: x\n\nstep x\n", 6, 1, "transcript.missing-final", "missing 'final:' line")
        ])
    func reportsProblem(text: String, line: Int, column: Int, id: String, message: String) {
        let found = diagnostics(text)
        #expect(found.count == 1, "\(found)")
        guard let diagnostic = found.first else { return }
        #expect(diagnostic.location == SourceLocation(file: "Golden/a/s.transcript", line: line, column: column))
        #expect(diagnostic.id.rawValue == id)
        #expect(diagnostic.message == message)
        #expect(diagnostic.severity == .error)
    }

    @Test("reports every bad line in one pass, in order")
    func reportsEveryProblem() {
        let found = diagnostics(Self.transcript("event a\nstep x\nevent b | c | d\nbogus"))
        #expect(found.map(\.location.line) == [6, 8, 9])
    }

    @Test("suggests the nearest header key or final state")
    func suggests() {
        #expect(diagnostics(Self.transcript("adaptor: x")).first?.notes.first == "did you mean 'adapter'?")
        #expect(diagnostics(Self.transcript("", final: "final: closd x")).first?.notes.first == "did you mean 'closed'?")
    }

    @Test("a misspelt header is one problem, with its did-you-mean: the key it meant is not also reported missing")
    func misspeltHeader() {
        let text = "conform-transcript 1\nspec: a\nadapter: x\nsdkk: S 1\n\nfinal: open none\n"
        let found = diagnostics(text)
        #expect(found.map(\.id) == [.transcriptUnknownHeader])
        #expect(found.first?.notes.first == "did you mean 'sdk'?")
        #expect(found.first?.location.line == 4)
    }

    @Test("refuses a golden from a newer format version with a clear next step", arguments: ["2", "17", "99999999999999999999999"])
    func newerVersion(version: String) {
        let found = diagnostics("conform-transcript \(version)\nwhatever: the future holds\n")
        #expect(found.count == 1)
        #expect(found.first?.message == "golden was written by format \(version); this conform reads 1 — upgrade conform")
        #expect(found.first?.location == SourceLocation(file: "Golden/a/s.transcript", line: 1, column: 20))
        #expect(found.first?.id == .transcriptVersion)
    }

    @Test(
        "refuses text that is not a transcript",
        arguments: [
            ("", "empty golden"), ("hello\n", "not a conform transcript"), ("conform-transcript x\n", "unreadable format version 'x'"),
            ("conform-transcript 0\n", "unknown format version '0'; this conform reads 1"), ("conform-transcript\n", "not a conform transcript")
        ])
    func notATranscript(text: String, message: String) {
        let found = diagnostics(text)
        #expect(found.map(\.message) == [message])
    }

    @Test("ignores blank lines between entries and keeps blank quoted values")
    func blankLines() {
        let text = "conform-transcript 1\nspec: s\nadapter: a\nsdk: \"\"\n\n\nstep x\n   \n\nstep y\n\nfinal: open none"
        guard case .success(let transcript) = TranscriptFormat.parse(text, file: "f") else {
            Issue.record("did not parse")
            return
        }
        #expect(transcript.sdk == "")
        #expect(transcript.entries == [.step("x", time: .zero), .step("y", time: .zero)])
    }

    @Test("never traps on arbitrary bytes", arguments: 0..<4)
    func survivesGarbage(seed: UInt64) {
        var random = SplitMix(seed: seed)
        let base = Array(TranscriptFormat.write(TranscriptFixtures.random(&random)).unicodeScalars)
        for _ in 0..<300 {
            var scalars = base
            for _ in 0..<(1 + random.below(4)) where !scalars.isEmpty {
                let index = random.below(scalars.count)
                switch random.below(3) {
                case 0: scalars.remove(at: index)
                case 1: scalars.insert(["\"", "\\", "|", " ", "\n", "@", "=", "é"][random.below(8)], at: index)
                default: scalars.swapAt(index, random.below(scalars.count))
                }
            }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            if case .failure(let error) = TranscriptFormat.parse(text, file: "f") {
                #expect(!error.diagnostics.isEmpty)
                #expect(error.diagnostics.allSatisfy { $0.location.line >= 1 && $0.location.column >= 1 })
            }
        }
    }
}
