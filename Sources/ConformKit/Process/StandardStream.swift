#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes to conform's own standard output and error. Every write goes through `write(2)` whole
/// (short writes and interrupts retried), never through `FileHandle.write`, which traps on a closed
/// pipe once SIGPIPE is ignored — as it is while an external adapter runs. A reader that went away
/// (`conform adapters | head -1`) ends conform as a closed pipe ends any command-line tool: SIGPIPE,
/// with its default action, whether an adapter ran or not.
package enum StandardStream {
    /// Writes all of `bytes` to `fd` (1 or 2). On EPIPE the process ends by SIGPIPE; any other
    /// failure drops the rest, as there is nowhere left to report it.
    package static func write(_ fd: Int32, _ bytes: some Collection<UInt8>) {
        let buffer = Array(bytes)
        var offset = 0
        while offset < buffer.count {
            let written = buffer.withUnsafeBytes { raw in
                #if canImport(Glibc)
                    Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #else
                    Darwin.write(fd, raw.baseAddress! + offset, raw.count - offset)
                #endif
            }
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN {
                // A non-blocking stream that is full (a slow reader): wait until it takes more, not spin.
                var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&ready, 1, -1)
            } else {
                if written < 0, errno == EPIPE { endByClosedPipe() }
                return
            }
        }
    }

    /// Ends the process as a closed pipe does by default: SIGPIPE with its default action.
    private static func endByClosedPipe() -> Never {
        signal(SIGPIPE, SIG_DFL)
        raise(SIGPIPE)
        // SIGPIPE blocked by the parent: the status a shell gives it.
        exit(128 + SIGPIPE)
    }
}
