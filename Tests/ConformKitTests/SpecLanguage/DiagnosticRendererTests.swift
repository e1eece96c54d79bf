import Testing
@testable import ConformKit

/// How diagnostics read on a terminal: header, quoted line, a caret under the column, notes.
@Suite struct DiagnosticRendererTests {
    /// A diagnostic at `line`:`column` of `x.yaml`.
    private func diagnostic(line: Int, column: Int, notes: [String] = ["did you mean 'steps'?"]) -> Diagnostic {
        Diagnostic(
            id: .specUnknownKey, location: SourceLocation(file: "Specs/purchase/x.yaml", line: line, column: column),
            message: "unknown key 'stpes'", notes: notes)
    }

    /// Checks that it renders the header, the quoted line, a caret and the notes.
    @Test("renders the header, the quoted line, a caret and the notes")
    func asciiLayout() {
        let source = "title: x\ngiven: {}\nstpes:\n  - present\n"
        let text = DiagnosticRenderer.render(diagnostic(line: 3, column: 1), source: source, colour: false)
        #expect(
            text == """
                Specs/purchase/x.yaml:3:1: error: unknown key 'stpes'
                    3 | stpes:
                      | ^
                  note: did you mean 'steps'?
                """)
    }

    /// The caret line (the third) of a rendering of `line` with a diagnostic at `column`.
    private func caretLine(_ line: String, column: Int) -> Substring {
        let text = DiagnosticRenderer.render(diagnostic(line: 1, column: column), source: line, colour: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.count > 2 ? lines[2] : ""
    }

    /// Checks that it puts the caret under the column.
    @Test(
        "puts the caret under the column",
        arguments: [
            ("  stpes: x", 3, "      |   ^"),
            ("title: 日本語 'x", 12, "      |               ^"),
            ("name: cafe\u{301} 'x", 12, "      |            ^"),
            ("\tkey: 'x", 7, "      | \t     ^"),
            ("🎉 party: 'x", 11, "      |            ^"),
            ("a: 'x", 9, "      |         ^")
        ])
    func caret(line: String, column: Int, expected: String) {
        #expect(caretLine(line, column: column) == Substring(expected))
    }

    /// Checks that it measures display width: wide characters 2, combining marks 0, emoji presentation 2.
    @Test(
        "measures display width: wide characters 2, combining marks 0, emoji presentation 2",
        arguments: [
            ("a", 1), ("日", 2), ("Ｆ", 2), ("한", 2), ("\u{301}", 0), ("🎉", 2), ("❤\u{FE0F}", 2), ("❤", 1), ("é", 1)
        ])
    func width(character: Character, width: Int) {
        #expect(DisplayWidth.of(character) == width)
    }

    /// Checks that without colour the output holds no escape byte; with colour it does.
    @Test("without colour the output holds no escape byte; with colour it does")
    func colour() {
        let source = "stpes:\n"
        let plain = DiagnosticRenderer.render(diagnostic(line: 1, column: 1), source: source, colour: false)
        let coloured = DiagnosticRenderer.render(diagnostic(line: 1, column: 1), source: source, colour: true)
        #expect(!plain.utf8.contains(0x1B))
        #expect(coloured.utf8.contains(0x1B))
    }

    /// Checks that control characters in the source cannot reach the terminal.
    @Test("control characters in the source cannot reach the terminal")
    func sanitizes() {
        let text = DiagnosticRenderer.render(diagnostic(line: 1, column: 1), source: "a: \u{1B}[31mx", colour: false)
        #expect(!text.utf8.contains(0x1B))
    }

    /// Checks that without the source, or with the line out of range, prints only the header and notes.
    @Test("without the source, or with the line out of range, prints only the header and notes", arguments: [nil, "one line\n"])
    func noSourceLine(source: String?) {
        let text = DiagnosticRenderer.render(diagnostic(line: 3, column: 5), source: source, colour: false)
        #expect(text == "Specs/purchase/x.yaml:3:5: error: unknown key 'stpes'\n  note: did you mean 'steps'?")
    }

    /// Checks that it reads CRLF sources and ignores a byte order mark.
    @Test("reads CRLF sources and ignores a byte order mark")
    func crlf() {
        let text = DiagnosticRenderer.render(diagnostic(line: 2, column: 1, notes: []), source: "\u{FEFF}a: b\r\nstpes:\r\n", colour: false)
        #expect(text.split(separator: "\n")[1] == "    2 | stpes:")
    }

    /// Checks that it renders many diagnostics sorted, each against its own file.
    @Test("renders many diagnostics sorted, each against its own file")
    func many() {
        let first = Diagnostic(id: DiagnosticID(rawValue: "a"), location: SourceLocation(file: "a.yaml", line: 1, column: 1), message: "first")
        let second = Diagnostic(
            id: DiagnosticID(rawValue: "b"), severity: .warning, location: SourceLocation(file: "b.yaml", line: 1, column: 2), message: "second")
        let text = DiagnosticRenderer.render([second, first], sources: ["a.yaml": "x", "b.yaml": "yz"], colour: false)
        #expect(
            text == """
                a.yaml:1:1: error: first
                    1 | x
                      | ^
                b.yaml:1:2: warning: second
                    1 | yz
                      |  ^
                """)
    }

    /// Checks that it renders a parser diagnostic with its note under the right column.
    @Test("renders a parser diagnostic with its note under the right column")
    func parserDiagnostic() throws {
        let source = "title: x\nsteps:\n\t- present\n"
        let found = try #require(YAMLParser.parse(source, file: "s.yaml").diagnostics.first)
        let text = DiagnosticRenderer.render(found, source: source, colour: false)
        #expect(text == "s.yaml:3:1: error: tab used for indentation\n    3 | \t- present\n      | ^\n  note: indent with spaces, not tabs")
    }
}
