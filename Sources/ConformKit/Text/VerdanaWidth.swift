/// How wide text is in Verdana 11px, the font shields.io measures badge text in, so a badge's two
/// halves fit their text in any viewer.
///
/// The table holds Verdana's advance widths for printable ASCII in font units (2,048 to the em);
/// at 11px a unit is 11/2048 px. Other characters are estimated: two digit widths for a character
/// terminals draw wide, nothing for a combining mark, one digit width for the rest. The badge
/// draws its text with `textLength`, so an estimate can only squeeze or spread a glyph, never
/// clip it.
package enum VerdanaWidth {
    /// Font units to the em.
    package static let unitsPerEm = 2048

    /// The advance width of each character from U+0020 (space) to U+007E (`~`), in font units.
    static let ascii: [Int] = [
        720, 806, 940, 1676, 1302, 2204, 1488, 550, 930, 930, 1302, 1676, 745, 930, 745, 930,  //  !"#$%&'()*+,-./
        1302, 1302, 1302, 1302, 1302, 1302, 1302, 1302, 1302, 1302, 930, 930, 1676, 1676, 1676, 1117,  // 0-9 :;<=>?
        2048, 1400, 1404, 1430, 1578, 1295, 1177, 1588, 1539, 862, 931, 1419, 1140, 1726, 1532, 1612,  // @A-O
        1235, 1612, 1424, 1400, 1262, 1499, 1400, 2025, 1403, 1260, 1403, 930, 930, 930, 1676, 1302,  // P-Z [\]^_
        1302, 1230, 1276, 1067, 1276, 1220, 720, 1276, 1296, 562, 705, 1212, 562, 1992, 1296, 1243,  // `a-o
        1276, 1276, 874, 1067, 807, 1296, 1212, 1676, 1212, 1212, 1076, 1300, 930, 1300, 1676  //      p-z {|}~
    ]

    /// The width of a digit, the estimate for a character outside the table.
    static let digit = 1302

    /// The advance width of `character`, in font units.
    static func units(of character: Character) -> Int {
        var total = 0
        for scalar in character.unicodeScalars {
            let value = scalar.value
            if value >= 0x20 && value <= 0x7E {
                total += ascii[Int(value - 0x20)]
            } else if value >= 0x80 {
                total += [0, digit, 2 * digit][DisplayWidth.of(Character(scalar))]
            }
            // Other control characters take no room; escaping has made them visible elsewhere.
        }
        return total
    }

    /// The width of `text` in font units.
    package static func units(_ text: String) -> Int {
        text.reduce(0) { $0 + units(of: $1) }
    }

    /// The width of `text` at `size` px, rounded up to a whole pixel.
    package static func pixels(_ text: String, size: Int = 11) -> Int {
        (units(text) * size + unitsPerEm - 1) / unitsPerEm
    }
}
