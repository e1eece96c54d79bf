/// How many terminal cells text takes, so carets and markers line up under wide characters; the
/// diagnostic renderer and the diff renderer both measure with it.
enum DisplayWidth {
    /// Code point ranges that terminals draw two cells wide (East Asian Wide and Fullwidth, plus the
    /// emoji blocks), sorted so a lookup can stop early.
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
        0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
        0x16FE0...0x16FE4, 0x17000...0x18CFF, 0x1AFF0...0x1B2FF, 0x1F004...0x1F004, 0x1F0CF...0x1F0CF,
        0x1F18E...0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251, 0x1F300...0x1F64F, 0x1F680...0x1F6FF,
        0x1F900...0x1F9FF, 0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD
    ]

    /// How many terminal cells `character` takes: 2 for wide and fullwidth characters and emoji
    /// presentation, 0 for a lone combining mark or format character, otherwise 1.
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let value = first.value
        // Control characters are shown as U+FFFD, one cell.
        if value < 0x20 || (0x7F...0x9F).contains(value) { return 1 }
        if scalars.contains(where: { $0.value == 0xFE0F }) || first.properties.isEmojiPresentation { return 2 }
        for range in wideRanges {
            if value < range.lowerBound { break }
            if value <= range.upperBound { return 2 }
        }
        switch first.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format:
            return 0
        default:
            return 1
        }
    }
}
