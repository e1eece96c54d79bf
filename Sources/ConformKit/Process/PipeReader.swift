#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The loops an adapter's reader threads run: one splits stdout into lines, one keeps stderr's
/// tail. Each owns its descriptor and closes it when the pipe ends.
enum PipeReader {
    /// Reads `fd` until its end, handing each line to `queue`. A line longer than `maxLineBytes`
    /// is reported as oversized as soon as it is known to be, and reading stops.
    static func readLines(fd: Int32, maxLineBytes: Int, into queue: LineQueue) {
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        var partial: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else {
                if !partial.isEmpty { queue.push(.line(trimmed(partial))) }
                queue.push(.end)
                return
            }
            var start = 0
            while start < count {
                guard let newline = buffer[start..<count].firstIndex(of: 0x0A) else {
                    partial.append(contentsOf: buffer[start..<count])
                    if partial.count > maxLineBytes {
                        queue.push(.oversized(limit: maxLineBytes))
                        return
                    }
                    break
                }
                if partial.count + (newline - start) > maxLineBytes {
                    queue.push(.oversized(limit: maxLineBytes))
                    return
                }
                let line: [UInt8]
                if partial.isEmpty {
                    line = Array(buffer[start..<newline])
                } else {
                    partial.append(contentsOf: buffer[start..<newline])
                    line = partial
                    partial = []
                }
                guard queue.push(.line(trimmed(line))) else { return }
                start = newline + 1
            }
        }
    }

    /// A line without its trailing carriage return, so CRLF writers are understood.
    private static func trimmed(_ line: [UInt8]) -> [UInt8] {
        line.last == 0x0D ? Array(line.dropLast()) : line
    }

    /// Reads `fd` until its end into `tail`.
    static func readTail(fd: Int32, into tail: StderrTail) {
        defer {
            close(fd)
            tail.finish()
        }
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            tail.append(buffer[0..<count])
        }
    }
}
