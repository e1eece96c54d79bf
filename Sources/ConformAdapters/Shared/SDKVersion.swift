/// A semantic version of a modelled SDK (`5.85.0`), ordered so behaviour can be gated on it.
public struct SDKVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The major version.
    public var major: Int
    /// The minor version.
    public var minor: Int
    /// The patch version.
    public var patch: Int

    /// Creates a version from its three numbers.
    public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    /// Reads `5.85.0` or `5.68` (patch 0); nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3 else { return nil }
        var numbers: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 6, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part) else { return nil }
            numbers.append(number)
        }
        self.init(numbers[0], numbers[1], numbers.count == 3 ? numbers[2] : 0)
    }

    /// Orders by major, then minor, then patch.
    public static func < (lhs: SDKVersion, rhs: SDKVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    /// `5.85.0`.
    public var description: String { "\(major).\(minor).\(patch)" }
}
