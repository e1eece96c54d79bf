#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files and folders the CLI writes where the user or `conform init` says (reports, plans, the
/// starter workspace), through the same POSIX calls as the golden store: every failure is a
/// `ConformError` naming the path and the system's plain reason — which part of the path is a
/// file where a folder should be, or which folder is missing — never a Foundation error domain.
package enum OutputFile {
    /// Replaces the file at `path` with `bytes`, atomically (a reader sees the old file or the
    /// new one); the folder it goes in must exist.
    package static func write(_ bytes: UnsafeRawBufferPointer, to path: String) throws(ConformError) {
        if isStream(path) { return try writeInPlace(bytes, to: path) }
        if let obstacle = obstacle(below: FileSystem.parent(of: path)) {
            throw ConformError.infrastructure("cannot write '\(path)': \(obstacle)", next: nextStep)
        }
        if FileSystem.kind(of: FileSystem.parent(of: path)) == nil {
            throw ConformError.infrastructure(
                "cannot write '\(path)': the folder '\(FileSystem.parent(of: path))' does not exist",
                next: "create it first, or name a file in a folder that exists")
        }
        do { try FileSystem.writeAtomically(bytes, to: path) } catch { throw ConformError.infrastructure(describe(error), next: nextStep) }
    }

    /// Whether `path` leads to something other than a file or folder — a device (`/dev/null`), a
    /// FIFO, a pipe (`>(jq …)`'s `/dev/fd/63`): written in place, as a shell redirection writes it,
    /// never replaced by a renamed file.
    static func isStream(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        let type = info.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFDIR
    }

    /// Writes `bytes` to the stream at `path`, opened for writing (truncated where it can be).
    private static func writeInPlace(_ bytes: UnsafeRawBufferPointer, to path: String) throws(ConformError) {
        let fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        if fd < 0 { throw ConformError.infrastructure("cannot write '\(path)': \(BoundedFile.reason(errno))", next: nextStep) }
        defer { _ = close(fd) }
        let failed = FileSystem.writeAll(bytes, to: fd)
        if failed != 0 { throw ConformError.infrastructure("cannot write '\(path)': \(BoundedFile.reason(failed))", next: nextStep) }
    }

    /// Replaces the file at `path` with `text`, atomically, creating its missing folders.
    package static func write(_ text: String, creatingFoldersTo path: String) throws(ConformError) {
        try createFolder(FileSystem.parent(of: path))
        var text = text
        var failure: ConformError?
        text.withUTF8 { buffer in
            do throws(ConformError) { try write(UnsafeRawBufferPointer(buffer), to: path) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Creates the folder `path` and its missing parents.
    package static func createFolder(_ path: String) throws(ConformError) {
        if let obstacle = obstacle(below: path) {
            throw ConformError.infrastructure("cannot create the folder '\(path)': \(obstacle)", next: nextStep)
        }
        do { try FileSystem.createDirectories(path) } catch { throw ConformError.infrastructure(describe(error), next: nextStep) }
    }

    /// What stands in the way of a folder at `path`: the first part of it, from the top, that
    /// exists and is not a folder (a symbolic link to a folder is one).
    package static func obstacle(below path: String) -> String? {
        guard !path.isEmpty, path != "." else { return nil }
        var prefix = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") where part != "." {
            prefix = prefix == "." ? String(part) : prefix + "/" + part
            guard FileSystem.kind(of: prefix) != nil else { return nil }
            guard FileSystem.realPath(prefix).map({ FileSystem.kind(of: $0) == .directory }) ?? false else {
                return FileSystem.kind(of: prefix) == .symbolicLink
                    ? "'\(prefix)' is a symbolic link that leads to no folder"
                    : "'\(prefix)' is a file, where a folder should be"
            }
        }
        return nil
    }

    /// Whether anything is at `path`, a symbolic link that leads nowhere included.
    package static func exists(_ path: String) -> Bool {
        FileSystem.kind(of: path) != nil
    }

    /// Whether `path` is a folder with nothing in it.
    package static func isEmptyFolder(_ path: String) -> Bool {
        FileSystem.kind(of: path) == .directory && ((try? FileSystem.entries(of: path, sorted: false).isEmpty) ?? false)
    }

    /// Whether `path` is a folder (not a link to one).
    package static func isFolder(_ path: String) -> Bool {
        FileSystem.kind(of: path) == .directory
    }

    /// The folder holding `path`: `a/b` for `a/b/c`, `.` for `c`.
    package static func parent(of path: String) -> String {
        FileSystem.parent(of: path)
    }

    /// Removes the file `path`, or the folder `path` when it is empty; false when it could not.
    @discardableResult
    package static func removeIfEmpty(_ path: String) -> Bool {
        FileSystem.kind(of: path) == .directory ? rmdir(path) == 0 : unlink(path) == 0
    }

    /// The next step every failed write names.
    static let nextStep = "check the path: each folder on the way must be a folder you may write in"

    /// A file system failure as a message: the operation, the path, the system's reason.
    static func describe(_ error: FileSystemError) -> String {
        switch error {
        case .fileSystem(let operation, let path, let reason): "cannot \(operation) '\(path)': \(reason)"
        case .tooLarge(let path, let size, let limit):
            "'\(path)' is \(Limits.describe(bytes: size)), over the \(Limits.describe(bytes: limit)) allowed"
        }
    }
}
