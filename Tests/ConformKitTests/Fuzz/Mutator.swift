import Foundation
import ConformTestSupport
@testable import ConformKit

/// A seeded mutator for the short fuzz runs inside `swift test`: it takes real inputs (the shipped
/// specs, the goldens) and damages them the ways files get damaged and the ways people mistype —
/// flipped bits, lost and doubled bytes, syntax characters, keywords, swapped and repeated lines,
/// cut-off ends — reproducibly, so a failure names its round and can be replayed.
struct Mutator {
    /// The pseudo-random source (SplitMix64).
    var random: SplitMix
    /// Tokens worth inserting: syntax characters, keywords, odd bytes.
    let tokens: [[UInt8]]

    /// Syntax characters and awkward bytes every format reacts to.
    static let syntax: [String] = [
        ":", ": ", "- ", "'", "\"", "[", "]", "{", "}", ",", "#", "|", ">", "&", "*", "!", "%", "?", "@", "\\", "\t", "\n", "\r", "\r\n",
        "  ", "\u{0}", "\u{7}", "\u{FEFF}", "\u{2028}", "日本", "é", "\u{1F600}", "..", "/", "=", "---", "..."
    ]

    /// Creates a mutator seeded with `seed`, inserting `keywords` besides the syntax characters.
    init(seed: UInt64, keywords: [String]) {
        random = SplitMix(seed: seed)
        tokens = (Self.syntax + keywords).map { Array($0.utf8) } + [[0xFF], [0xC3], [0xE2, 0x80]]
    }

    /// `bytes` with one to eight mutations.
    mutating func mutate(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes
        for _ in 0...random.below(8) {
            let index = bytes.isEmpty ? 0 : random.below(bytes.count)
            switch random.below(9) {
            case 0 where !bytes.isEmpty:
                bytes[index] ^= UInt8(truncatingIfNeeded: 1 << random.below(8))
            case 1 where !bytes.isEmpty:
                bytes.removeSubrange(index..<min(bytes.count, index + 1 + random.below(8)))
            case 2, 3:
                bytes.insert(contentsOf: tokens[random.below(tokens.count)], at: index)
            case 4 where !bytes.isEmpty:
                let end = min(bytes.count, index + 1 + random.below(32))
                bytes.insert(contentsOf: bytes[index..<end], at: random.below(bytes.count))
            case 5:
                bytes = swapLines(bytes)
            case 6:
                bytes = repeatLine(bytes)
            case 7 where !bytes.isEmpty:
                bytes.removeSubrange(index...)
            default:
                bytes.insert(UInt8(truncatingIfNeeded: random.next()), at: index)
            }
        }
        return bytes
    }

    /// Two lines exchanged.
    private mutating func swapLines(_ bytes: [UInt8]) -> [UInt8] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.count > 1 else { return bytes }
        lines.swapAt(random.below(lines.count), random.below(lines.count))
        return Array(lines.joined(separator: [0x0A]))
    }

    /// One line written twice, possibly indented deeper the second time.
    private mutating func repeatLine(_ bytes: [UInt8]) -> [UInt8] {
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard !lines.isEmpty else { return bytes }
        let index = random.below(lines.count)
        lines.insert(ArraySlice(Array(repeating: 0x20, count: 2 * random.below(3)) + lines[index]), at: index)
        return Array(lines.joined(separator: [0x0A]))
    }

    /// The first problem with `diagnostics` as locations in `text`: a line that does not exist,
    /// or a column off its line (the column just past a line's end is allowed); nil when all lie
    /// inside. Lines are split as the diagnostic renderer quotes them.
    static func locationProblem(_ diagnostics: [Diagnostic], in text: String) -> String? {
        let lines = DiagnosticRenderer.sourceLines(text)
        for diagnostic in diagnostics {
            let location = diagnostic.location
            guard location.line >= 1, location.line <= lines.count else {
                return "\(diagnostic.id) at line \(location.line) of \(lines.count)"
            }
            let length = lines[location.line - 1].count
            guard location.column >= 1, location.column <= length + 1 else {
                return "\(diagnostic.id) at \(location.line):\(location.column), a line of \(length) characters"
            }
        }
        return nil
    }

    /// The files below `folder` of the package whose names end in `suffix`, read as bytes, sorted by path.
    static func inputs(under folder: String, suffix: String) -> [[UInt8]] {
        let root = DocsExamplesTests.root + "/" + folder
        let names = (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(suffix) }.sorted()
        return names.compactMap { FileManager.default.contents(atPath: root + "/" + $0).map { [UInt8]($0) } }
    }
}
