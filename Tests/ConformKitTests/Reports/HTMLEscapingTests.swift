@testable import ConformKit
import Foundation
import Testing

/// HTML escaping: the five special characters become references, forbidden controls U+FFFD,
/// everything else is copied as is.
@Suite struct HTMLEscapingTests {
    @Test(
        "escapes what HTML treats specially and keeps the rest",
        arguments: [
            ("", ""),
            ("plain premium_monthly", "plain premium_monthly"),
            ("a & b", "a &amp; b"),
            ("<script>", "&lt;script&gt;"),
            ("say \"hi\"", "say &quot;hi&quot;"),
            ("it's", "it&#39;s"),
            ("&amp;", "&amp;amp;"),
            ("tab\tnew\nline\r", "tab\tnew\nline\r"),
            ("nul\u{0}esc\u{1B}del\u{7F}", "nul\u{FFFD}esc\u{FFFD}del\u{FFFD}"),
            ("日本 🇺🇸 e\u{301} <é>", "日本 🇺🇸 e\u{301} &lt;é&gt;")
        ])
    func escapes(input: String, expected: String) {
        #expect(HTMLEscaping.escape(input) == expected)
    }

    @Test(
        "cuts to a number of characters with an ellipsis, escaping what it keeps",
        arguments: [
            ("short", 10, "short", false),
            ("exactly10!", 10, "exactly10!", false),
            ("eleven <chars", 10, "eleven &lt;c…", true),
            ("🇺🇸🇺🇸🇺🇸🇺🇸", 3, "🇺🇸🇺🇸…", true),
            ("🇺🇸🇺🇸🇺🇸", 3, "🇺🇸🇺🇸🇺🇸", false)
        ])
    func limits(input: String, limit: Int, expected: String, cut: Bool) {
        var out = ""
        #expect(HTMLEscaping.append(input, limit: limit, to: &out) == cut)
        #expect(out == expected)
    }

    @Test(
        "the JSON writer for a script writes a string that no input can break out of the element with",
        arguments: [
            ("", #""""#),
            ("plain", #""plain""#),
            ("</script><!--", #""\u003c/script\u003e\u003c!--""#),
            ("a & b", #""a \u0026 b""#),
            ("say \"hi\" \\ ok", #""say \"hi\" \\ ok""#),
            ("tab\tnew\nline\r", #""tab\tnew\nline\r""#),
            ("nul\u{0}esc\u{1B}del\u{7F}", #""nul\u0000esc\u001bdel\u007f""#),
            ("line\u{2028}para\u{2029}", #""line\u2028para\u2029""#),
            ("<\u{301}/script>", "\"\\u003c\u{301}/script\\u003e\""),
            ("日本 🇺🇸 e\u{301} <é> \u{2027}", "\"日本 🇺🇸 e\u{301} \\u003cé\\u003e \u{2027}\"")
        ])
    func scriptJSON(input: String, expected: String) throws {
        var w = JSONWriter(pretty: false, forScript: true)
        w.string(nil, input)
        let out = w.text
        #expect(out == expected)
        let back = try JSONSerialization.jsonObject(with: Data("[\(out)]".utf8)) as? [String]
        #expect(back == [input], "a JSON parser reads the same text back")
    }
}
