/// The ASCII bytes the byte-level readers (the spec language's YAML, the transcript format) look
/// for, by name.
enum ASCII {
    /// `\t`
    static let tab: UInt8 = 0x09
    /// `\n`
    static let newline: UInt8 = 0x0A
    /// `\r`
    static let carriageReturn: UInt8 = 0x0D
    /// ` `
    static let space: UInt8 = 0x20
    /// `!`, which starts a tag.
    static let bang: UInt8 = 0x21
    /// `"`
    static let doubleQuote: UInt8 = 0x22
    /// `#`, which starts a comment after white space.
    static let hash: UInt8 = 0x23
    /// `%`, which starts a directive.
    static let percent: UInt8 = 0x25
    /// `&`, which starts an anchor.
    static let ampersand: UInt8 = 0x26
    /// `'`
    static let singleQuote: UInt8 = 0x27
    /// `*`, which starts an alias.
    static let star: UInt8 = 0x2A
    /// `+`, the keep chomping indicator.
    static let plus: UInt8 = 0x2B
    /// `,`
    static let comma: UInt8 = 0x2C
    /// `-`
    static let dash: UInt8 = 0x2D
    /// `.`
    static let dot: UInt8 = 0x2E
    /// `0`
    static let zero: UInt8 = 0x30
    /// `9`
    static let nine: UInt8 = 0x39
    /// `:`
    static let colon: UInt8 = 0x3A
    /// `=`
    static let equals: UInt8 = 0x3D
    /// `>`, which starts a folded block scalar.
    static let greaterThan: UInt8 = 0x3E
    /// `?`, which starts a complex key.
    static let question: UInt8 = 0x3F
    /// `@`, reserved by YAML.
    static let at: UInt8 = 0x40
    /// `[`
    static let openBracket: UInt8 = 0x5B
    /// `\`
    static let backslash: UInt8 = 0x5C
    /// `]`
    static let closeBracket: UInt8 = 0x5D
    /// `_`
    static let underscore: UInt8 = 0x5F
    /// `` ` ``, reserved by YAML.
    static let backtick: UInt8 = 0x60
    /// `{`
    static let openBrace: UInt8 = 0x7B
    /// `|`, which starts a literal block scalar.
    static let pipe: UInt8 = 0x7C
    /// `}`
    static let closeBrace: UInt8 = 0x7D

    /// The value of the hexadecimal digit `b` (0-9, a-f, A-F), or nil.
    static func hexValue(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(b - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(b - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
