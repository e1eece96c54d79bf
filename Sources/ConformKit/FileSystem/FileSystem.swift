#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few file system operations the golden store and spec discovery need, on POSIX calls, so every failure carries
/// the system's reason and the path, and every write is atomic: a temporary file in the same
/// folder, flushed to disk, then renamed over the target. A killed run leaves the old file or the
/// new one, never half of either.
enum FileSystem {
    /// What `lstat` says a path is.
    enum Kind {
        /// A regular file, a folder, a symbolic link, or anything else.
        case file, directory, symbolicLink, other
    }

    /// The contents of the file at `path`; nil when it does not exist. Only regular files are read,
    /// and none over `Limits.maxTranscriptBytes`: a larger one is refused unread.
    static func read(_ path: String, limit: Int = Limits.maxTranscriptBytes) throws(FileSystemError) -> [UInt8]? {
        try bytes(BoundedFile.read(path, limit: limit), path, limit: limit)
    }

    /// What `read` gives, unless the file is a symbolic link: then `.link`, unread, for the caller to
    /// check where it leads. Where the folder is known to be safe, this saves an `lstat` per file.
    static func readUnlessLink(_ path: String, limit: Int = Limits.maxTranscriptBytes) throws(FileSystemError) -> UnlessLink {
        guard let result = BoundedFile.readUnlessLink(path, limit: limit) else { return .link }
        return .read(try bytes(result, path, limit: limit))
    }

    /// What `readUnlessLink` found.
    enum UnlessLink {
        /// The file's bytes, or nil when it does not exist.
        case read([UInt8]?)
        /// The path is a symbolic link.
        case link
    }

    private static func bytes(_ result: Result<[UInt8], BoundedFile.Problem>, _ path: String, limit: Int) throws(FileSystemError) -> [UInt8]? {
        switch result {
        case .success(let bytes): return bytes
        case .failure(.missing): return nil
        case .failure(.notRegularFile): throw .fileSystem(operation: "read", path: path, reason: "not a regular file")
        case .failure(.tooLarge(let size)): throw .tooLarge(path: path, size: size, limit: limit)
        case .failure(.system(let reason)): throw .fileSystem(operation: "read", path: path, reason: reason)
        }
    }

    /// Replaces the file at `path` with `text`, atomically; creates missing folders.
    static func writeAtomically(_ text: String, to path: String) throws(FileSystemError) {
        var text = text
        var failed: FileSystemError?
        text.withUTF8 { buffer in
            do throws(FileSystemError) { try writeAtomically(UnsafeRawBufferPointer(buffer), to: path) } catch { failed = error }
        }
        if let failed { throw failed }
    }

    /// Replaces the file at `path` with `bytes`, atomically; creates missing folders.
    static func writeAtomically(_ bytes: UnsafeRawBufferPointer, to path: String) throws(FileSystemError) {
        let directory = parent(of: path)
        try createDirectories(directory)
        let name = path.split(separator: "/").last.map(String.init) ?? "golden"
        let temporary = "\(directory)/\(TemporaryFiles.name(for: name))"
        let fd = retrying { open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644) }
        if fd < 0 { throw failure("write", path) }
        var renamed = false
        defer { if !renamed { _ = unlink(temporary) } }
        var writeError = writeAll(bytes, to: fd)
        if writeError == 0 && fsync(fd) != 0 && errno != EINVAL && errno != ENOTSUP { writeError = errno }
        if close(fd) != 0 && writeError == 0 && errno != EINTR { writeError = errno }
        if writeError != 0 { throw failure("write", path, code: writeError) }
        if rename(temporary, path) != 0 { throw failure("write", path) }
        renamed = true
        syncDirectory(directory)
    }

    /// Writes all of `bytes` to `fd`, again where a signal interrupts; 0, or the `errno` of the
    /// write that failed (`EIO` for one that wrote nothing).
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Int32 {
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let n = retrying { write(fd, base + offset, bytes.count - offset) }
            if n <= 0 { return n < 0 ? errno : EIO }
            offset += n
        }
        return 0
    }

    /// Deletes the file at `path`; false when there was none.
    @discardableResult
    static func remove(_ path: String) throws(FileSystemError) -> Bool {
        if unlink(path) == 0 { return true }
        if errno == ENOENT { return false }
        throw failure("remove", path)
    }

    /// Creates `path` and its missing parents; concurrent creators do not trip over each other. A
    /// symbolic link to a folder is that folder: `--output linked/x` writes through the link.
    static func createDirectories(_ path: String) throws(FileSystemError) {
        if isFolder(path) { return }
        let up = parent(of: path)
        if up != path && !up.isEmpty && kind(of: up) == nil { try createDirectories(up) }
        if mkdir(path, 0o755) != 0 {
            let code = errno
            if !(code == EEXIST && isFolder(path)) { throw failure("create the folder", path, code: code) }
        }
    }

    /// Whether `path` is a folder, following symbolic links.
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// Removes `directory` and then its parents while they are empty, stopping at `root`.
    static func removeEmptyDirectories(from directory: String, upTo root: String) {
        var current = directory
        while current.utf8.count > root.utf8.count && current.hasPrefix(root) {
            if rmdir(current) != 0 { return }
            current = parent(of: current)
        }
    }

    /// What `path` is, without following a final symbolic link; nil when nothing is there.
    static func kind(of path: String) -> Kind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    /// `path` with every symbolic link resolved; nil when it (or a link in it) leads nowhere.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The names in `directory`, sorted; empty when it does not exist.
    static func contents(of directory: String) throws(FileSystemError) -> [String] {
        try entries(of: directory).map(\.name)
    }

    /// The entries of `directory`, each with what it is when the folder's listing says (as
    /// `kind(of:)` would, without following a link) and nil when it does not, so walking a tree of
    /// spec files or 100,000 goldens costs no `lstat` a file; empty when the folder does not exist.
    /// Sorted by name, unless `sorted` is false: then in the order the system lists them, for
    /// callers that sort what they keep (no string comparisons per file).
    static func entries(of directory: String, sorted: Bool = true) throws(FileSystemError) -> [(name: String, kind: Kind?)] {
        guard let handle = opendir(directory) else {
            if errno == ENOENT { return [] }
            throw failure("list", directory)
        }
        defer { _ = closedir(handle) }
        var entries: [(name: String, kind: Kind?)] = []
        while true {
            errno = 0
            guard let entry = readdir(handle) else {
                if errno != 0 { throw failure("list", directory) }
                break
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if name != "." && name != ".." { entries.append((name, kind(ofEntryType: entry.pointee.d_type))) }
        }
        if sorted { entries.sort { $0.name < $1.name } }
        return entries
    }

    /// What a directory entry's `d_type` says it is; nil when the file system does not say.
    private static func kind(ofEntryType type: UInt8) -> Kind? {
        switch Int(type) {
        case Int(DT_REG): return .file
        case Int(DT_DIR): return .directory
        case Int(DT_LNK): return .symbolicLink
        case Int(DT_UNKNOWN): return nil
        default: return .other
        }
    }

    /// The folder holding `path`: `a/b` for `a/b/c`, `.` for `c`, `/` for `/c`.
    static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// Flushes a folder's entries, so a rename survives a power cut; best effort.
    private static func syncDirectory(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = fsync(fd)
        _ = close(fd)
    }

    /// Runs a system call again while it is interrupted by a signal.
    private static func retrying<T: SignedInteger>(_ call: () -> T) -> T {
        while true {
            let result = call()
            if result >= 0 || errno != EINTR { return result }
        }
    }

    /// The error for a failed call, with the system's reason in lowercase.
    private static func failure(_ operation: String, _ path: String, code: Int32 = errno) -> FileSystemError {
        .fileSystem(operation: operation, path: path, reason: BoundedFile.reason(code))
    }
}

/// A file system call that failed, named by what was being done and to which path.
enum FileSystemError: Error, Sendable, Hashable {
    /// A call failed: what was being done, to which path, and the system's reason.
    case fileSystem(operation: String, path: String, reason: String)
    /// A file larger than the bound it may have, refused unread.
    case tooLarge(path: String, size: Int, limit: Int)
}
