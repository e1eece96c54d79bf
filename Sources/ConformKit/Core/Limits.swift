/// The resource bounds every input is held to, in one place, so the docs' "Limits" section, the
/// diagnostics that name them and the tests that hit them all read the same numbers.
///
/// Each bound is far above anything a real suite needs and far below what would exhaust memory or
/// time: hitting one is a mistake or a runaway, reported with a location, never a crash or a hang.
package enum Limits {
    /// The largest spec file read, in bytes (1 MiB); a larger file is `spec.too-large`, unread.
    /// `conform.yaml` and divergence lists are held to the same bound.
    package static let maxSpecBytes = 1 << 20
    /// The most steps one spec may list (`spec.too-many-steps`).
    package static let maxSteps = 10_000
    /// The longest virtual time one duration in a spec may name — a `wait`, or a store answer's
    /// `after` — 24 hours (`spec.duration-too-long`).
    package static let maxDuration = VirtualTime(milliseconds: 24 * 60 * 60 * 1000)
    /// The most events one spec may record — in process, or reported by an external adapter, in a
    /// run or in `conform adapter-check` alike; more is an error of that spec.
    package static let maxEventsPerSpec = 10_000
    /// The largest golden transcript read back, in bytes (16 MiB); a larger golden is refused
    /// unread (`transcript.too-large`), and a run whose transcript would be larger is an error.
    package static let maxTranscriptBytes = 16 << 20

    /// `1 MiB`, `16 MiB`, `512 KiB`, `100 bytes`: a byte count as messages spell it.
    package static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }

    /// `10,000`: a count with thousands separators, as messages spell it.
    package static func describe(count: Int) -> String {
        let digits = String(count.magnitude)
        var out = ""
        for (i, digit) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(digit)
        }
        return (count < 0 ? "-" : "") + out
    }
}
