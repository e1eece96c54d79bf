import Testing
import ConformTestSupport
@testable import ConformKit

/// The parser survives any input: it returns, and every diagnostic points inside the text.
@Suite struct YAMLParserRobustnessTests {
    /// A valid spec using most constructs, including non-ASCII text and block text.
    static let sample =
        YAMLParserTests.designExample + """
            notes: |
              A long description
                with an indented line
            summary: >-
              folded text
              over lines
            quoted: "tab\\t and \\u00e9" # comment
            single: 'it''s 日本語'
            args: {code: purchase_failed, retry: [1, 2]}
            empty:

            """

    /// Checks that the sample itself is valid.
    @Test("the sample itself is valid")
    func sampleIsValid() {
        #expect(YAMLParser.parse(Self.sample, file: "s").diagnostics.isEmpty)
    }

    /// Checks that 2,000 seeded mutations never trap and every diagnostic lies within the text.
    @Test("2,000 seeded mutations never trap and every diagnostic lies within the text")
    func mutations() {
        let original = Array(Self.sample.utf8)
        let insertions = Array(":'\"[]{}#\t-|>&*!\n".utf8) + [0x20, 0x0D, 0x00]
        var random = SplitMix(seed: 0xC0FFEE)
        for round in 0..<2000 {
            var bytes = original
            for _ in 0...random.below(4) {
                let index = random.below(bytes.count)
                switch random.below(3) {
                case 0: bytes[index] ^= UInt8(truncatingIfNeeded: 1 << random.below(8))
                case 1: bytes.remove(at: index)
                default: bytes.insert(insertions[random.below(insertions.count)], at: index)
                }
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let lines = DiagnosticRenderer.sourceLines(text)
            for diagnostic in YAMLParser.parse(text, file: "m").diagnostics {
                let location = diagnostic.location
                let inText =
                    location.line >= 1 && location.line <= lines.count && location.column >= 1
                    && location.column <= lines[location.line - 1].count + 1
                #expect(inText, "round \(round): \(location) \(diagnostic.id) in \(String(reflecting: text))")
                if !inText { return }
            }
        }
    }

    /// Checks that odd inputs return without trapping.
    @Test(
        "odd inputs return without trapping",
        arguments: [
            "\u{FEFF}", "\r\n\r\n", "\r", "\0", "\"", "'", "[", "{", "|", ">", "- ", ":", "? ", "---", "...", "%",
            String(repeating: "a", count: 200_000), "k: " + String(repeating: "日本, ", count: 20_000),
            String(repeating: "\t", count: 1000), String(repeating: "\n", count: 10_000) + "a: b",
            "a: \"\\", "a: '", "a: [\"", "a: |\n  \t", "- |\n" + String(repeating: " ", count: 100)
        ])
    func oddInputs(text: String) {
        let result = YAMLParser.parse(text, file: "o")
        for diagnostic in result.diagnostics {
            #expect(diagnostic.location.line >= 1 && diagnostic.location.column >= 1)
        }
    }
}
