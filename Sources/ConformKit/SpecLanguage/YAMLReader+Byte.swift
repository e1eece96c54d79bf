extension YAMLReader {
    /// The ASCII bytes the reader looks for, by name.
    enum Byte {
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
        /// `` ` ``, reserved by YAML.
        static let backtick: UInt8 = 0x60
        /// `{`
        static let openBrace: UInt8 = 0x7B
        /// `|`, which starts a literal block scalar.
        static let pipe: UInt8 = 0x7C
        /// `}`
        static let closeBrace: UInt8 = 0x7D
    }
}
