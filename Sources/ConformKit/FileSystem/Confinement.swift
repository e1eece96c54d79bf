import Foundation

/// The one function every path a package, a config or an option names goes through before the
/// tool reads a suite there or writes there: where the path really leads — every symbolic link on
/// the way followed, a part that does not exist yet taken from its nearest existing folder — and
/// whether that lies inside a boundary folder (the workspace, or an included package's folder).
///
/// `Workspace` resolves its golden folders (its own and each package's), its packages' suites,
/// divergence lists and replay folders, and the spec paths typed on the command line through
/// here; `ConfinementTests` enumerates every write the tool makes and proves each is refused
/// outside without `--allow-outside`.
package enum Confinement {
    /// Where a path leads.
    package struct Resolved: Sendable, Hashable {
        /// The path as named.
        package var path: String
        /// Its real path: links followed, the parts that do not exist yet appended as named.
        package var real: String
        /// The real path of the boundary folder it was resolved against.
        package var boundary: String
        /// Whether `real` is `boundary` or lies below it.
        package var inside: Bool
        /// Whether the path leaves only through a symbolic link: read as written (`..` taken
        /// lexically), it lies inside.
        package var throughLink: Bool

        /// How it leaves, for a message: `it is a symbolic link to '/x'` or `it resolves to '/x'`.
        package var how: String {
            throughLink ? "a symbolic link leads to '\(real)'" : "it resolves to '\(real)'"
        }
    }

    /// Resolves `path` (relative paths from the current folder) against `boundary`. Nil when the
    /// boundary itself does not exist (nothing to confine to).
    package static func resolve(_ path: String, within boundary: String) -> Resolved? {
        guard let realBoundary = FileSystem.realPath(boundary) else { return nil }
        let real = realPath(of: path)
        let inside = contains(realBoundary, real)
        return Resolved(
            path: path, real: real, boundary: realBoundary, inside: inside,
            throughLink: !inside && contains(lexical(boundary), lexical(path)))
    }

    /// `path` made absolute from the current folder, `.` and `..` taken as written.
    static func lexical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in absolute.split(separator: "/") where part != "." {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(part) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The real path of `path`: its nearest existing ancestor resolved, the rest appended (a `..`
    /// in the rest taken lexically, as the kernel would once the folders exist).
    package static func realPath(of path: String) -> String {
        var existing = path.isEmpty ? "." : path
        var rest: [String] = []
        while FileSystem.realPath(existing) == nil {
            let up = FileSystem.parent(of: existing)
            let name = String(existing.split(separator: "/").last ?? "")
            if up == existing || name.isEmpty { break }
            rest.insert(name, at: 0)
            existing = up
        }
        var parts = (FileSystem.realPath(existing) ?? existing).split(separator: "/").map(String.init)
        for name in rest where name != "." {
            if name == ".." { if !parts.isEmpty { parts.removeLast() } } else { parts.append(name) }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` (a real path) is `folder` (a real path) or lies below it.
    package static func contains(_ folder: String, _ path: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }
}
