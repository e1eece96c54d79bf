import Foundation

/// Fingerprints: FNV-1a 64-bit hashes, stable across runs and machines (unlike `Hasher`), for the
/// spec set a report covers and for deterministic sharding.
package enum Fingerprint {
    /// FNV-1a over bytes.
    package static func fnv1a<Bytes: Sequence>(_ bytes: Bytes) -> UInt64 where Bytes.Element == UInt8 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// FNV-1a over a file's bytes, reading them in place (iterating `Data` byte by byte is slow).
    package static func fnv1a(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in fnv1a(buffer) }
    }

    /// The fingerprint of a spec set: ids and contents, in id order, as 16 hex digits.
    package static func of(_ specs: [Spec], invalid: [SuiteLoader.InvalidFile] = []) -> String {
        var text = ""
        for spec in specs.sorted(by: { $0.id < $1.id }) { text += "\(spec.id) \(spec.contentHash)\n" }
        for file in invalid.sorted(by: { $0.file < $1.file }) { text += "invalid \(file.file)\n" }
        let hex = String(fnv1a(text.utf8), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
