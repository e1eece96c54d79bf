import Testing
@testable import ConformKit

/// User values shown where a person, a terminal or a CI log reads them: control and invisible
/// characters escaped, no workflow command let through, nothing else changed.
@Suite struct VisibleTextTests {
    @Test(
        "a user value shows control characters, invisible characters and '::' escaped",
        arguments: [
            ("a\n::warning title=pwned::injected\nb.yaml", "a\\n:\\u{3A}warning title=pwned:\\u{3A}injected\\nb.yaml"),
            ("pres\u{200B}ent", "pres\\u{200B}ent"),
            ("\u{FEFF}state", "\\u{FEFF}state"),
            ("evil\u{202E}lmth.yaml", "evil\\u{202E}lmth.yaml"),
            ("tab\there", "tab\\there"),
            ("bell\u{07}\u{1B}[31mred", "bell\\u{7}\\u{1B}[31mred"),
            ("c1\u{9B}31m", "c1\\u{9B}31m"),
            ("non\u{A0}breaking", "non\\u{A0}breaking"),
            ("line\u{2028}separator", "line\\u{2028}separator"),
            (":::", ":\\u{3A}:"),
            ("plain purchase/order — café 日本 👨‍👩‍👧", "plain purchase/order — café 日本 👨‍👩‍👧")
        ])
    func escaped(_ value: String, _ shown: String) {
        #expect(VisibleText.escaped(value) == shown)
    }

    @Test("a quoted source line keeps its tabs and '::', and escapes the rest")
    func visible() {
        #expect(VisibleText.visible("\tkey: a::b\u{200B}", keepTabs: true) == "\tkey: a::b\\u{200B}")
    }

    @Test("output for a CI log: a line that would open a workflow command is broken up, whatever its indent; other lines stay byte for byte")
    func safeForLog() {
        let text = "ok line\n    ::warning::x\n\t::error file=a::b\nmid ::notice:: stays\n::group::g\n"
        #expect(
            VisibleText.safeForLog(text, colour: false)
                == "ok line\n    :\\u{3A}warning::x\n\t:\\u{3A}error file=a::b\nmid ::notice:: stays\n:\\u{3A}group::g\n")
        let plain = "{\n  \"key\": \"a::b\"\n}\n"
        #expect(VisibleText.safeForLog(plain, colour: false) == plain)
    }

    @Test("output for a CI log escapes raw control characters, but keeps colour sequences when colour is on")
    func controls() {
        #expect(VisibleText.safeForLog("a\u{1B}[31mred\u{1B}[0m\u{07}\r", colour: false) == "a\\u{1B}[31mred\\u{1B}[0m\\u{7}\\r")
        #expect(VisibleText.safeForLog("a\u{1B}[31mred\u{1B}[0m\u{1B}]0;title\u{07}", colour: true) == "a\u{1B}[31mred\u{1B}[0m\\u{1B}]0;title\\u{7}")
    }

    @Test("a diagnostic shows an invisible character escaped in its message and its quoted line, with the caret still under the column")
    func diagnostic() {
        let source = "steps:\n  - pres\u{200B}ent x\n"
        let diagnostic = Diagnostic(
            id: .specUnknownStep, location: SourceLocation(file: "a.yaml", line: 2, column: 14),
            message: "unknown step 'pres\u{200B}ent'")
        let text = DiagnosticRenderer.render(diagnostic, source: source, colour: false)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "a.yaml:2:14: error: unknown step 'pres\\u{200B}ent'")
        #expect(lines[1] == "    2 |   - pres\\u{200B}ent x")
        #expect(
            lines[2].firstIndex(of: "^").map { lines[2].distance(from: lines[2].startIndex, to: $0) }
                == lines[1].firstIndex(of: "x").map { lines[1].distance(from: lines[1].startIndex, to: $0) },
            "the caret sits under 'x', past the escape")
    }
}
