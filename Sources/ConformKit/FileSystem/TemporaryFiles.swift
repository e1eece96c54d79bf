#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// The temporary files of atomic writes: `.<name>.tmp-<pid>-<random>` beside the file being
/// written, renamed over it when complete. A run killed mid-write leaves one behind; the next run
/// removes those whose writer is gone — never one a live process (another run, right now) owns.
enum TemporaryFiles {
    /// The marker between a temporary file's target name and its owner's process id.
    static let marker = ".tmp-"

    /// The temporary name for writing `name` from this process.
    static func name(for name: String) -> String {
        ".\(name)\(marker)\(getpid())-\(String(UInt64.random(in: 0...UInt64.max), radix: 36))"
    }

    /// The process id that owns the temporary file called `name`, or nil when the name is not
    /// one `name(for:)` makes.
    static func owner(of name: String) -> Int32? {
        guard name.hasPrefix("."), let range = name.range(of: marker, options: .backwards) else { return nil }
        let parts = name[range.upperBound...].split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int32(parts[0]), pid > 0, !parts[1].isEmpty,
            parts[1].allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLowercase) })
        else { return nil }
        return pid
    }

    /// Whether the process that owns `name` is gone, so its file can never be completed. A process
    /// that exists (or that this one may not signal) still owns its file.
    static func isStale(_ name: String) -> Bool {
        guard let pid = owner(of: name), pid != getpid() else { return false }
        return kill(pid, 0) != 0 && errno == ESRCH
    }

    /// Removes the stale temporary files in `folder` and the folders below it (symbolic links are
    /// not followed) and returns their paths, sorted. The listing tells each entry's kind, so a
    /// big tree costs no `lstat` per file.
    static func sweep(_ folder: String) -> [String] {
        var removed: [String] = []
        guard let entries = try? FileSystem.entries(of: folder, sorted: false) else { return [] }
        for (name, listed) in entries {
            let path = folder == "/" ? "/" + name : folder + "/" + name
            if name.utf8.first == UInt8(ascii: ".") {
                if isStale(name), (listed ?? FileSystem.kind(of: path)) == .file, unlink(path) == 0 { removed.append(path) }
            } else if (listed ?? FileSystem.kind(of: path)) == .directory {
                removed += sweep(path)
            }
        }
        return removed.sorted()
    }
}
