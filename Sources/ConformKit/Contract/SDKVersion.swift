/// A semantic version of an SDK (`3.17.2`), ordered numerically so behaviour can be gated on it.
package struct SDKVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version.
    package var major: Int
    /// The minor version.
    package var minor: Int
    /// The patch version.
    package var patch: Int

    /// Creates a version from its three numbers.
    package init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Reads `3.17.2` or `3.12` (patch 0); nil for anything else.
    package init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 9, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        self.init(numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 0)
    }

    /// An adapter id that names a version, `superwall@4.8.0`, split at its `@` into the family and
    /// the version; nil without an `@` or when what follows it is not a version.
    package static func split(adapterID id: String) -> (family: Substring, version: SDKVersion)? {
        guard let at = id.firstIndex(of: "@"), let version = SDKVersion(String(id[id.index(after: at)...])) else { return nil }
        return (id[..<at], version)
    }

    /// Orders by major, then minor, then patch.
    package static func < (lhs: SDKVersion, rhs: SDKVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// `3.17.2`.
    package var description: String { "\(major).\(minor).\(patch)" }
}
