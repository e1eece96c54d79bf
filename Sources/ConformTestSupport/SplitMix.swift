/// SplitMix64: a tiny deterministic generator for the property and fuzz tests, so a failing case
/// fails the same way again from its seed.
package struct SplitMix: RandomNumberGenerator {
    private var state: UInt64

    /// Creates a generator from `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (0 when `bound` is 0 or less).
    package mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
}
