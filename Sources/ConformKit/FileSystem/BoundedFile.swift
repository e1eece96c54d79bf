#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a file the user named, never more than a bound: only regular files (a FIFO would block
/// and `/dev/zero` would never end), refused unread when larger than the bound, and cut off if it
/// grows past the bound while being read.
enum BoundedFile {
    /// Why a file was not read.
    enum Problem: Error, Equatable {
        /// Nothing is at the path.
        case missing
        /// The path is a folder, a device, a FIFO or a socket, not a regular file.
        case notRegularFile
        /// The file holds more than the bound; `size` is what was seen.
        case tooLarge(size: Int)
        /// The system refused, with its reason in lowercase.
        case system(String)
    }

    /// The bytes of the regular file at `path` (following symbolic links), at most `limit` of them.
    static func read(_ path: String, limit: Int) -> Result<[UInt8], Problem> {
        read(path, limit: limit, followingLinks: true) ?? .failure(.missing)
    }

    /// `read`, except that a final symbolic link is not followed: nil then, unread.
    static func readUnlessLink(_ path: String, limit: Int) -> Result<[UInt8], Problem>? {
        read(path, limit: limit, followingLinks: false)
    }

    private static func read(_ path: String, limit: Int, followingLinks: Bool) -> Result<[UInt8], Problem>? {
        // O_NONBLOCK: opening a FIFO for reading must not wait for a writer; it is refused below.
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW)
        var fd: Int32
        repeat { fd = open(path, flags) } while fd < 0 && errno == EINTR
        if fd < 0 {
            if errno == ELOOP && !followingLinks { return nil }
            return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .system(reason(errno)))
        }
        defer { _ = close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.system(reason(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegularFile) }
        let size = max(0, Int(info.st_size))
        if size > limit { return .failure(.tooLarge(size: size)) }
        // One byte more than the bound, so a file that grew since `fstat` is noticed.
        var bytes = [UInt8](repeating: 0, count: min(size, limit) + 1)
        var count = 0
        while true {
            if count == bytes.count {
                if count > limit { return .failure(.tooLarge(size: count)) }
                bytes.append(contentsOf: repeatElement(0, count: min(max(4096, bytes.count), limit + 1 - count)))
            }
            let n = bytes.withUnsafeMutableBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemRead(fd, base + count, buffer.count - count)
            }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(.system(reason(errno)))
            }
            if n == 0 { break }
            count += n
            // All the bytes `fstat` promised, and the read stopped short of the extra byte: the file
            // is at its end, with no second call to hear it (half the reads of a run of goldens).
            if count == size && count < bytes.count { break }
        }
        if count > limit { return .failure(.tooLarge(size: count)) }
        bytes.removeSubrange(count...)
        return .success(bytes)
    }

    /// The system's reason for `code`, starting in lowercase as messages do.
    static func reason(_ code: Int32) -> String {
        var text = String(cString: strerror(code))
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase ?? true {
            text = first.lowercased() + text.dropFirst()
        }
        return text
    }
}

/// The C `read`, out of reach of `BoundedFile.read`'s name inside the type.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(fd, buffer, count)
}
