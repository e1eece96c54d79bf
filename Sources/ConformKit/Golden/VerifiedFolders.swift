/// The folders a golden store has proven to lie inside its root, shared by the threads of a run.
final class VerifiedFolders: Sendable {
    private let folders = Locked<Set<String>>([])

    /// Whether `folder` was proven inside the root.
    func contains(_ folder: String) -> Bool {
        folders.withLock { $0.contains(folder) }
    }

    /// Records that `folder` is inside the root.
    func insert(_ folder: String) {
        folders.withLock { _ = $0.insert(folder) }
    }
}
