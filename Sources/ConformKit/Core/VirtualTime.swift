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
    public init?(parsing text: String) {
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
        self.milliseconds = ms
    }
}
