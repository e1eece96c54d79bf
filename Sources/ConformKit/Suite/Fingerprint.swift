/// The fingerprint of the spec set a report covers (`StableHash`, FNV-1a): shard reports of one run
/// share it, and `conform merge` refuses reports whose fingerprints differ.
package enum Fingerprint {
    /// The fingerprint of a spec set: ids and contents, in id order, as 16 hex digits.
    package static func of(_ specs: [Spec], invalid: [SuiteLoader.InvalidFile] = []) -> String {
        var text = ""
        for spec in specs.sorted(by: { $0.id < $1.id }) { text += "\(spec.id) \(spec.contentHash)\n" }
        for file in invalid.sorted(by: { $0.file < $1.file }) { text += "invalid \(file.file)\n" }
        return StableHash.hex(of: text)
    }
}
