/// An operational failure of the golden store: a bad id, a path that would leave the golden folder,
/// or the file system refusing (permission denied, disk full). Every message names the path.
package enum GoldenStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A spec id that cannot name a golden file.
    case invalidSpecID(String, reason: String)
    /// An adapter id that cannot name a golden folder.
    case invalidAdapterID(String, reason: String)
    /// A path that leads outside its root through a symbolic link.
    case outsideRoot(path: String, root: String)
    /// A file system call failed: what was being done, to which path, and the system's reason.
    case fileSystem(operation: String, path: String, reason: String)
    /// Accept or reject found no pending change.
    case noPending(path: String)
    /// A golden or pending file larger than the bound a transcript may have, refused unread.
    case tooLarge(path: String, size: Int, limit: Int)
    /// A pending file that does not read back as a transcript of its pair, refused for accepting:
    /// its problems, located in it, and its text for quoting them.
    case unreadablePending(path: String, diagnostics: [Diagnostic], source: String)

    /// The message shown to the user.
    package var description: String {
        switch self {
        case .invalidSpecID(let id, let reason):
            return "invalid spec id '\(id)': \(reason)"
        case .invalidAdapterID(let id, let reason):
            return "invalid adapter id '\(id)': \(reason)"
        case .outsideRoot(let path, let root):
            return "refusing '\(path)': a symbolic link leads outside '\(root)'; replace the link with a folder"
        case .fileSystem(let operation, let path, let reason):
            return "cannot \(operation) '\(path)': \(reason)"
        case .noPending(let path):
            return "no pending change at '\(path)'; run 'conform run' to record one"
        case .tooLarge(let path, let size, let limit):
            return
                "refusing to read '\(path)': it holds \(Limits.describe(count: size)) bytes, over the \(Limits.describe(bytes: limit)) limit for a transcript; conform never writes one that large — delete it, or restore it from version control"
        case .unreadablePending(let path, let diagnostics, _):
            let first = diagnostics.first.map { " (\($0.location): \($0.message))" } ?? ""
            return "refusing to accept '\(path)': it is not a readable transcript\(first); the golden was left as it was"
        }
    }
}

extension GoldenStoreError {
    /// The golden store's view of a failed file system call.
    init(_ error: FileSystemError) {
        switch error {
        case .fileSystem(let operation, let path, let reason): self = .fileSystem(operation: operation, path: path, reason: reason)
        case .tooLarge(let path, let size, let limit): self = .tooLarge(path: path, size: size, limit: limit)
        }
    }
}

/// The file system calls of the golden store, their failures told as golden store errors.
enum GoldenDisk {
    /// `FileSystem.read`.
    static func read(_ path: String) throws(GoldenStoreError) -> [UInt8]? {
        do { return try FileSystem.read(path) } catch { throw GoldenStoreError(error) }
    }

    /// `FileSystem.readUnlessLink`.
    static func readUnlessLink(_ path: String) throws(GoldenStoreError) -> FileSystem.UnlessLink {
        do { return try FileSystem.readUnlessLink(path) } catch { throw GoldenStoreError(error) }
    }

    /// `FileSystem.writeAtomically`.
    static func writeAtomically(_ text: String, to path: String) throws(GoldenStoreError) {
        do { try FileSystem.writeAtomically(text, to: path) } catch { throw GoldenStoreError(error) }
    }

    /// `FileSystem.remove`.
    static func remove(_ path: String) throws(GoldenStoreError) -> Bool {
        do { return try FileSystem.remove(path) } catch { throw GoldenStoreError(error) }
    }

    /// `FileSystem.entries`.
    static func entries(of folder: String) throws(GoldenStoreError) -> [(name: String, kind: FileSystem.Kind?)] {
        do { return try FileSystem.entries(of: folder, sorted: false) } catch { throw GoldenStoreError(error) }
    }

    /// `FileSystem.contents`.
    static func contents(of folder: String) throws(GoldenStoreError) -> [String] {
        do { return try FileSystem.contents(of: folder) } catch { throw GoldenStoreError(error) }
    }
}
