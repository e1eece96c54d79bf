import Testing
@testable import ConformKit

/// A file with a great many mistakes — a minified or generated file, a golden overwritten with
/// something else — gives a bounded number of diagnostics that render quickly and briefly, never
/// a flood of output or minutes of work.
@Suite struct ManyErrorsTests {
    /// A spec whose `tags` hold `count` items of the wrong type, all on one line.
    static func spec(wrongTags count: Int) -> String {
        "title: x\nsteps: [present]\nexpect:\n  state: open\ntags: [" + Array(repeating: "[]", count: count).joined(separator: ", ") + "]\n"
    }

    /// Checks that a spec with 100,000 schema errors reports 1,000 of them and a final spec.too-many-errors.
    @Test("a spec with 100,000 schema errors reports 1,000 of them and a final spec.too-many-errors")
    func schemaErrors() throws {
        let decoded = SpecDecoder.decode(Self.spec(wrongTags: 100_000), id: "x", file: "x.yaml")
        #expect(decoded.diagnostics.count == Diagnostic.maxPerFile + 1)
        let last = try #require(decoded.diagnostics.last)
        #expect(last.id == .specTooManyErrors)
        #expect(last.location.line == 5 && last.location.column == 8 + 4 * Diagnostic.maxPerFile)
    }

    /// Checks that a golden of 5,000 bad lines stops at 1,000 problems with transcript.too-many-errors.
    @Test("a golden of 5,000 bad lines stops at 1,000 problems with transcript.too-many-errors")
    func transcriptErrors() throws {
        let text = "conform-transcript 1\n" + String(repeating: "garbage line\n", count: 5000)
        guard case .failure(let error) = TranscriptFormat.parse(text, file: "g.transcript") else {
            Issue.record("garbage must not parse")
            return
        }
        #expect(error.diagnostics.count == Diagnostic.maxPerFile + 1)
        let notice = try #require(error.diagnostics.first { $0.id == .transcriptTooManyErrors })
        #expect(notice.location.line == Diagnostic.maxPerFile + 1, "reported at the last line read")
    }

    /// Checks that a thousand problems on one long line render as short quotes around each column, carets aligned.
    @Test("a thousand problems on one long line render as short quotes around each column, carets aligned")
    func longLine() throws {
        let text = Self.spec(wrongTags: 100_000)
        let decoded = SpecDecoder.decode(text, id: "x", file: "x.yaml")
        let rendered = DiagnosticRenderer.render(decoded.diagnostics, sources: ["x.yaml": text], colour: false)
        let lines = rendered.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.allSatisfy { $0.count < 300 }, "no line is quoted whole")
        #expect(rendered.utf8.count < 600_000)
        // Every caret stands under the '[' its diagnostic names.
        for (index, line) in lines.enumerated() where line.hasPrefix("      | ") && line.hasSuffix("^") {
            let quote = lines[index - 1].dropFirst("    5 | ".count)
            let caret = line.dropFirst("      | ".count).count - 1
            #expect(quote.dropFirst(caret).first == "[", "\(lines[index - 2])")
        }
    }

    /// Checks that a long line quoted alone keeps wide characters and the caret under its column.
    @Test("a long line quoted alone keeps wide characters and the caret under its column")
    func longLineAlone() {
        let line = String(repeating: "日本", count: 500) + "X" + String(repeating: "a", count: 500)
        let diagnostic = Diagnostic(id: DiagnosticID(rawValue: "t"), location: SourceLocation(file: "f", line: 1, column: 1001), message: "m")
        let rendered = DiagnosticRenderer.render(diagnostic, source: line, colour: false).split(separator: "\n")
        #expect(rendered[1] == "    1 | …" + String(repeating: "日本", count: 40) + "X" + String(repeating: "a", count: 79) + "…")
        #expect(rendered[2] == "      | " + String(repeating: " ", count: 1 + 160) + "^")
    }
}
