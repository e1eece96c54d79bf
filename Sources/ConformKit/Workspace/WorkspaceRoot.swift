import Foundation

/// Where a workspace is, found the way git and SwiftPM find theirs: from a folder, walk up to the
/// first folder holding `conform.yaml`, or failing that the first holding a `Specs/` folder. So
/// `cd Specs/miniwall && conform run purchase` runs in the repository's workspace and writes its
/// goldens there, never a stray `Golden/` tree inside the suite.
package enum WorkspaceRoot {
    /// The workspace folder for `start` (an absolute path), or nil when no folder above it holds
    /// `conform.yaml` or `Specs/`. `conform.yaml` anywhere up the tree wins over a nearer `Specs/`.
    package static func find(from start: String) -> String? {
        var byConfig: String?
        var bySpecs: String?
        var folder = standardised(start)
        while true {
            if byConfig == nil, exists(folder == "/" ? "/conform.yaml" : folder + "/conform.yaml", asFolder: false) { byConfig = folder; break }
            if bySpecs == nil, exists(folder == "/" ? "/Specs" : folder + "/Specs", asFolder: true) { bySpecs = folder }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return byConfig ?? bySpecs
    }

    /// `path` (relative to `directory`, or absolute) as the workspace at `root` names it: relative
    /// to the root when it lies inside, absolute otherwise. Both folders are absolute.
    package static func rebase(_ path: String, from directory: String, to root: String) -> String {
        guard path != "-" else { return path }
        let absolute = standardised(path.hasPrefix("/") ? path : directory + "/" + path)
        if absolute == root { return "." }
        let prefix = root == "/" ? "/" : root + "/"
        if absolute.hasPrefix(prefix) { return String(absolute.dropFirst(prefix.count)) }
        return absolute
    }

    /// An absolute path with `.` and `..` resolved lexically and no trailing slash.
    package static func standardised(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { _ = parts.popLast(); continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is a folder (`asFolder`) or a file, following links.
    private static func exists(_ path: String, asFolder: Bool) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue == asFolder
    }
}
