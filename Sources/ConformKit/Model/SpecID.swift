/// Spec ids: the path under the suite root without extension (`purchase/success`), restricted to
/// `[a-z0-9._/-]` with no `..` and no leading `/`, so an id always names a safe golden path.
package enum SpecID {
    /// Whether `id` is a valid spec id: `[a-z0-9._/-]`, no `..`, no empty or `.` segment, no
    /// leading or trailing `/`. One pass over the bytes, no allocation (it runs for every golden).
    package static func isValid(_ id: String) -> Bool {
        var segmentLength = 0
        var segmentIsDot = false
        var previous: UInt8 = 0
        var count = 0
        for byte in id.utf8 {
            count += 1
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"):
                segmentLength += 1
                segmentIsDot = false
            case UInt8(ascii: "."):
                if previous == UInt8(ascii: ".") { return false }
                segmentIsDot = segmentLength == 0
                segmentLength += 1
            case UInt8(ascii: "/"):
                if segmentLength == 0 || (segmentIsDot && segmentLength == 1) { return false }
                segmentLength = 0
                segmentIsDot = false
            default:
                return false
            }
            previous = byte
        }
        return count > 0 && segmentLength > 0 && !(segmentIsDot && segmentLength == 1)
    }

    /// The id of `file` under `root`; a file outside the root is named by its own path.
    package static func derive(file: String, root: String) -> Result<String, SpecIDError> {
        let normal = PathResolver.normalised(file)
        let relative = relativeASCII(normal, root: root) ?? relativeCharacters(normal, root: root)
        guard isValid(relative) else {
            return .failure(SpecIDError(message: "'\(relative)' is not a valid spec id"))
        }
        return .success(relative)
    }
}

extension SpecID {
    /// What `derive` makes of `normal` before checking it: the path under `root` without its
    /// extension (of at most four characters after the dot), over characters.
    static func relativeCharacters(_ normal: String, root: String) -> String {
        var relative = normal
        if !root.isEmpty, normal.hasPrefix(root + "/") {
            relative = String(normal.dropFirst(root.count + 1))
        }
        if let dot = relative.lastIndex(of: "."), relative[dot...].count <= 5, !relative[dot...].contains("/") {
            relative = String(relative[..<dot])
        }
        return relative
    }

    /// `relativeCharacters(normal, root:)` computed over bytes when both are printable ASCII (where
    /// a byte is a character), as every valid id is; nil otherwise.
    static func relativeASCII(_ normal: String, root: String) -> String? {
        func printable(_ text: String) -> Bool { text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F } }
        guard printable(normal), printable(root) else { return nil }
        let bytes = normal.utf8
        var start = bytes.startIndex
        let slash = UInt8(ascii: "/")
        if !root.isEmpty, bytes.count > root.utf8.count, bytes.starts(with: root.utf8) {
            let after = bytes.index(start, offsetBy: root.utf8.count)
            if bytes[after] == slash { start = bytes.index(after: after) }
        }
        var end = bytes.endIndex
        if let dot = bytes[start...].lastIndex(of: UInt8(ascii: ".")), bytes.distance(from: dot, to: end) <= 5,
            !bytes[dot...].contains(slash)
        {
            end = dot
        }
        return String(normal[start..<end])
    }
}

/// Why a file's path gives no valid spec id.
package struct SpecIDError: Error, Sendable {
    /// What is wrong.
    package var message: String
}
