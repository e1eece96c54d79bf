/// The ANSI escape sequences every renderer uses; each applies them only when colour is on.
enum ANSI {
    /// Ends all styling.
    static let reset = "\u{1B}[0m"
    static let bold = "\u{1B}[1m"
    static let dim = "\u{1B}[2m"
    /// Reverse video.
    static let reverse = "\u{1B}[7m"
    /// Ends reverse video.
    static let noReverse = "\u{1B}[27m"
    static let red = "\u{1B}[31m"
    static let green = "\u{1B}[32m"
    static let yellow = "\u{1B}[33m"
    static let blue = "\u{1B}[34m"
    static let magenta = "\u{1B}[35m"
    static let cyan = "\u{1B}[36m"
}
