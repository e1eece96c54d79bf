/// Spec ids: the path under the suite root without extension (`purchase/success`), restricted to
/// `[a-z0-9._/-]` with no `..` and no leading `/`, so an id always names a safe golden path.
public enum SpecID {
    /// Whether `id` is a valid spec id.
    public static func isValid(_ id: String) -> Bool {
        guard !id.isEmpty, !id.hasPrefix("/"), !id.hasSuffix("/") else { return false }
        for byte in id.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "/"), UInt8(ascii: "-"):
                continue
            default:
                return false
            }
        }
        return !id.split(separator: "/", omittingEmptySubsequences: false).contains { $0.isEmpty || $0 == "." || $0 == ".." }
    }

    /// The id of `file` under `root`; a file outside the root is named by its own path.
    public static func derive(file: String, root: String) -> Result<String, SpecIDError> {
        let normal = PathResolver.normalised(file)
        var relative = normal
        if !root.isEmpty, normal.hasPrefix(root + "/") {
            relative = String(normal.dropFirst(root.count + 1))
        }
        if let dot = relative.lastIndex(of: "."), relative[dot...].count <= 5, !relative[dot...].contains("/") {
            relative = String(relative[..<dot])
        }
        guard isValid(relative) else {
            return .failure(SpecIDError(message: "'\(relative)' is not a valid spec id"))
        }
        return .success(relative)
    }
}

/// Why a file's path gives no valid spec id.
public struct SpecIDError: Error, Sendable {
    /// What is wrong.
    public var message: String
}
