/// An operational failure of the golden store: a bad id, a path that would leave the golden folder,
/// or the file system refusing (permission denied, disk full). Every message names the path.
public enum GoldenStoreError: Error, Sendable, Hashable, CustomStringConvertible {
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

    /// The message shown to the user.
    public var description: String {
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
            return "refusing to read '\(path)': it holds \(Limits.describe(count: size)) bytes, over the \(Limits.describe(bytes: limit)) limit for a transcript; conform never writes one that large — delete it, or restore it from version control"
        }
    }
}
