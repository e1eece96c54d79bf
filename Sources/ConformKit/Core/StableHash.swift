/// FNV-1a 64-bit hashes, stable across runs and machines (unlike `Hasher`): the fingerprint of a
/// spec set, of a spec file's bytes and of what a recording depends on.
package enum StableHash {
    /// FNV-1a over bytes.
    package static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// `text`'s FNV-1a hash as 16 lowercase hex digits.
    package static func hex(of text: String) -> String {
        let hex = String(fnv1a(text.utf8), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
