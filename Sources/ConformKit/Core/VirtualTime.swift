/// A point or span on the virtual clock, in milliseconds. No spec ever sleeps in real time.
public struct VirtualTime: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Milliseconds since the spec started.
    public var milliseconds: Int64

    /// Creates a time from milliseconds.
    public init(milliseconds: Int64) { self.milliseconds = milliseconds }

    /// Zero: the start of a spec.
    public static let zero = VirtualTime(milliseconds: 0)

    /// Creates a time from whole seconds.
    public static func seconds(_ s: Int64) -> VirtualTime { VirtualTime(milliseconds: s * 1000) }

    /// Orders by milliseconds.
    public static func < (lhs: VirtualTime, rhs: VirtualTime) -> Bool { lhs.milliseconds < rhs.milliseconds }

    /// Adds two spans, saturating instead of overflowing.
    public static func + (lhs: VirtualTime, rhs: VirtualTime) -> VirtualTime {
        let (sum, overflow) = lhs.milliseconds.addingReportingOverflow(rhs.milliseconds)
        return VirtualTime(milliseconds: overflow ? Int64.max : sum)
    }

    /// The shortest spelling that reads back to the same value: `2s`, `1.5s`, `250ms`, `0s`.
    public var description: String {
        let ms = milliseconds
        if ms % 1000 == 0 { return "\(ms / 1000)s" }
        if ms < 1000 { return "\(ms)ms" }
        var fraction = String(ms % 1000)
        while fraction.count < 3 { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "\(ms / 1000).\(fraction)s"
    }

    /// Parses `2s`, `1.5s`, `250ms`, `1m`; nil for anything else (negative or absurdly large included).
    package init?(parsing text: String) {
        // ASCII, as every valid spelling is, is read over its bytes, where a byte is a character.
        let ascii = text.utf8.allSatisfy { $0 < 0x80 }
        guard let ms = ascii ? Self.milliseconds(spelledASCII: text.utf8) : Self.milliseconds(spelledCharacters: text) else { return nil }
        self.milliseconds = ms
    }

    /// What `init(parsing:)` reads from any spelling, character by character.
    static func milliseconds(spelledCharacters text: String) -> Int64? {
        let unitStart = text.firstIndex(where: { !($0.isASCII && ($0.isNumber || $0 == ".")) }) ?? text.endIndex
        let number = text[..<unitStart]
        let unit = text[unitStart...]
        guard !number.isEmpty, number.first != ".", number.last != "." else { return nil }
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, let whole = Int64(parts[0]), whole <= 1_000_000_000 else { return nil }
        let scale: Int64
        switch unit {
        case "ms": scale = 1
        case "s": scale = 1000
        case "m", "min": scale = 60_000
        default: return nil
        }
        var ms = whole * scale
        if parts.count == 2 {
            let digits = parts[1]
            guard !digits.isEmpty, digits.count <= 3, let frac = Int64(digits) else { return nil }
            var f = frac
            for _ in digits.count..<3 { f *= 10 }
            guard f * scale % 1000 == 0 else { return nil }
            ms += f * scale / 1000
        }
        return ms
    }

    /// What `init(parsing:)` reads from an ASCII spelling, byte by byte, as
    /// `milliseconds(spelledCharacters:)` reads it: a number of digits with at most one '.' (not
    /// first, not last, at most three digits after it), then `ms`, `s`, `m` or `min`.
    static func milliseconds(spelledASCII bytes: String.UTF8View) -> Int64? {
        var whole: Int64 = 0
        var fraction: Int64 = 0
        var fractionDigits = 0
        var digits = 0
        var dotSeen = false
        var lastWasDot = false
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == UInt8(ascii: ".") {
                // A second '.' splits the number in three: not a number.
                guard digits > 0, !dotSeen else { return nil }
                dotSeen = true
                lastWasDot = true
            } else if b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") {
                let digit = Int64(b - UInt8(ascii: "0"))
                if dotSeen {
                    fractionDigits += 1
                    guard fractionDigits <= 3 else { return nil }
                    fraction = fraction * 10 + digit
                } else {
                    whole = whole * 10 + digit
                    guard whole <= 1_000_000_000 else { return nil }
                }
                digits += 1
                lastWasDot = false
            } else {
                break
            }
            i = bytes.index(after: i)
        }
        guard digits > 0, !lastWasDot else { return nil }
        let scale: Int64
        switch bytes[i...].count {
        case 1 where bytes[i] == UInt8(ascii: "s"): scale = 1000
        case 1 where bytes[i] == UInt8(ascii: "m"): scale = 60_000
        case 2 where bytes[i...].elementsEqual("ms".utf8): scale = 1
        case 3 where bytes[i...].elementsEqual("min".utf8): scale = 60_000
        default: return nil
        }
        var ms = whole * scale
        if dotSeen {
            var f = fraction
            for _ in fractionDigits..<3 { f *= 10 }
            guard f * scale % 1000 == 0 else { return nil }
            ms += f * scale / 1000
        }
        return ms
    }
}
