import Testing

@testable import ConformKit

/// Long lines fit a terminal's width, broken at spaces under their own indent, measured in the
/// cells a terminal draws.
@Suite struct LineWrapTests {
    @Test(
        "a line wider than the width breaks at spaces, each continuation under its indent plus four",
        arguments: [
            ("  source: one two three four", 15, "  source: one\n      two three\n      four"),
            ("short", 14, "short"),
            ("  a verylongwordthatdoesnotfit b", 10, "  a\n      verylongwordthatdoesnotfit\n      b"),
            ("first line\n  second line wraps here", 16, "first line\n  second line\n      wraps here")
        ])
    func fits(_ text: String, _ width: Int, _ expected: String) {
        #expect(LineWrap.fit(text, width: width) == expected)
    }

    @Test("colour sequences take no cells and wide characters two")
    func cells() {
        #expect(LineWrap.visibleCount("\u{1B}[1mbold\u{1B}[0m") == 4)
        #expect(LineWrap.visibleCount("日本") == 4)
        let coloured = "\u{1B}[2m" + String(repeating: "x ", count: 5) + "\u{1B}[0m"
        #expect(LineWrap.fit(coloured, width: 12) == coloured, "ten visible cells fit in twelve")
    }
}
