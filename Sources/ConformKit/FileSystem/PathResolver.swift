import Foundation

/// Resolves user-typed paths: a path that differs from an existing one only in letter case resolves
/// to it, so `conform run specs/` works on Linux as it does on macOS.
package enum PathResolver {
    /// The existing path `path` names, case-insensitively where it does not exist as typed.
    package static func resolve(_ path: String) throws -> String {
        if FileManager.default.fileExists(atPath: path) { return path }
        let absolute = path.hasPrefix("/")
        var current = absolute ? "/" : "."
        var parts: [String] = []
        for component in path.split(separator: "/") where component != "." {
            let name = String(component)
            let candidate = (current as NSString).appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: candidate) {
                current = candidate
                parts.append(name)
                continue
            }
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: current)) ?? []
            let matches = entries.filter { $0.lowercased() == name.lowercased() }.sorted()
            guard matches.count == 1, let match = matches.first else {
                throw ConformError.input("no such file or folder '\(path)'", next: "give a spec file or a folder of specs, such as 'Specs/'")
            }
            current = (current as NSString).appendingPathComponent(match)
            parts.append(match)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    /// `path` without `./` prefixes, doubled or trailing slashes.
    package static func normalised(_ path: String) -> String {
        // Most paths are normal already (every file a folder walk finds): one scan says so.
        isNormal(path) ? path : normalisedByComponents(path)
    }

    /// `normalised(path)`, component by component.
    static func normalisedByComponents(_ path: String) -> String {
        var parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        while parts.first == "." { parts.removeFirst() }
        parts.removeAll { $0 == "." }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// Whether `normalised(path)` is `path` itself: ASCII (so bytes are characters) with no empty
    /// or `.` component and no trailing slash.
    static func isNormal(_ path: String) -> Bool {
        let slash = UInt8(ascii: "/")
        let normal = path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            let count = bytes.count
            var start = 0
            if count > 0 && bytes[0] == slash {
                if count == 1 { return true }
                start = 1
            }
            var i = start
            while i <= count {
                if i == count || bytes[i] == slash {
                    if count == 0 { return true }
                    let length = i - start
                    if length == 0 || (length == 1 && bytes[start] == UInt8(ascii: ".")) { return false }
                    start = i + 1
                } else if bytes[i] >= 0x80 {
                    return false
                }
                i += 1
            }
            return true
        }
        return normal ?? false
    }
}
