import Testing
@testable import ConformKit

/// What loading reads over bytes to be fast — durations, spec ids, normal paths — it reads exactly
/// as the character-by-character reading does: every spelling over a small alphabet, up to a
/// length, gives the same answer both ways.
@Suite struct ASCIIReadingTests {
    /// Every string of `alphabet` pieces, from empty up to `length` pieces.
    static func spellings(_ alphabet: [String], upTo length: Int) -> [String] {
        var all = [""]
        var last = [""]
        for _ in 0..<length {
            last = last.flatMap { prefix in alphabet.map { prefix + $0 } }
            all += last
        }
        return all
    }

    @Test("a duration read over bytes is what reading it character by character gives")
    func durations() {
        let spellings =
            Self.spellings(["0", "1", "5", ".", "m", "s", "i", "n", "-", " "], upTo: 4)
            + [
                "1.25s", "10.5m", "1.5min", "2.001s", "1000000000s", "1000000001s", "0000000000000000000001s", "99999999999999999999999s", "1.999s",
                "1.0001s", "2MS", "2\r\ns"
            ]
        for text in spellings {
            #expect(VirtualTime.milliseconds(spelledASCII: text.utf8) == VirtualTime.milliseconds(spelledCharacters: text), "'\(text)'")
        }
        #expect(VirtualTime(parsing: "1.5s")?.milliseconds == 1500 && VirtualTime(parsing: "２s") == nil)
    }

    @Test("a spec id made from a path over bytes is what making it character by character gives")
    func specIDs() {
        let paths = Self.spellings(["a", "S", "/", ".", "-", "yaml"], upTo: 5)
        for root in ["", "S", "S/a", "a.b"] {
            for path in paths {
                let normal = PathResolver.normalised(path)
                #expect(SpecID.relativeASCII(normal, root: root) == SpecID.relativeCharacters(normal, root: root), "'\(path)' under '\(root)'")
            }
        }
        #expect(SpecID.relativeASCII("Specs/é.yaml", root: "Specs") == nil, "not ASCII: read character by character")
    }

    @Test("a path that is normal already is returned as it is; any other is normalised component by component")
    func normalPaths() {
        for path in Self.spellings(["a", "/", ".", "b"], upTo: 6) + ["/", "//", "./", "a/./b", "a//b/", "é/./a"] {
            #expect(PathResolver.normalised(path) == PathResolver.normalisedByComponents(path), "'\(path)'")
        }
    }
}
