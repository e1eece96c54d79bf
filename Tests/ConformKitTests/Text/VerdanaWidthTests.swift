import Testing
@testable import ConformKit

/// Badge text is measured as shields.io measures it: Verdana's advance widths at 11px.
@Suite struct VerdanaWidthTests {
    @Test(
        "printable ASCII is measured from the table, 2,048 units to the em, rounded up to a pixel",
        arguments: [
            ("", 0), (" ", 4), ("i", 4), ("m", 11), ("W", 11), ("0", 7), ("%", 12),
            // b u i l d: 1276 + 1296 + 562 + 562 + 1276 = 4972 units = 26.7 px.
            ("build", 27),
            ("100%", 33), ("97.5%", 37)
        ])
    func ascii(_ text: String, _ pixels: Int) {
        #expect(VerdanaWidth.pixels(text) == pixels, "'\(text)'")
    }

    @Test("every digit is as wide as every other, so a percentage's width depends only on its length")
    func tabularDigits() {
        let widths = Set("0123456789".map { VerdanaWidth.units(String($0)) })
        #expect(widths.count == 1)
    }

    @Test("the table covers U+0020 to U+007E, each character narrower than two ems and none empty")
    func table() {
        #expect(VerdanaWidth.ascii.count == 0x7F - 0x20)
        #expect(VerdanaWidth.ascii.allSatisfy { $0 > 0 && $0 < 2 * VerdanaWidth.unitsPerEm })
        #expect(VerdanaWidth.units("@") == VerdanaWidth.unitsPerEm)
    }

    @Test("other characters are estimated: a digit's width, two for a wide character, none for a combining mark")
    func estimates() {
        #expect(VerdanaWidth.units("é") == VerdanaWidth.digit)
        #expect(VerdanaWidth.units("e\u{301}") == VerdanaWidth.units("e"))
        #expect(VerdanaWidth.units("漢") == 2 * VerdanaWidth.digit)
        #expect(VerdanaWidth.units("a\u{1}b") == VerdanaWidth.units("ab"))
    }
}
