import Foundation

/// Where `--trace-adapter` sends the wire log: one line per message, `→` for what the runner
/// sent and `←` for what the adapter answered, with the adapter's id and process id.
package struct WireTrace: Sendable {
    /// Receives each finished line.
    private let sink: @Sendable (String) -> Void

    /// Creates a trace that hands each finished line (newline included) to `sink`.
    package init(_ sink: @escaping @Sendable (String) -> Void) {
        self.sink = sink
    }

    /// A trace to this program's stderr; lines from parallel adapters never interleave.
    package static func standardError() -> WireTrace {
        let lock = Locked(())
        return WireTrace { line in
            lock.withLock { _ in StandardStream.write(2, line.utf8) }
        }
    }

    /// Logs a line sent to the adapter.
    func sent(_ line: String, adapter: String, pid: Int32) {
        sink("→ \(adapter) [\(pid)] \(line)\n")
    }

    /// Logs a line received from the adapter (invalid UTF-8 replaced, very long lines cut).
    func received(_ bytes: [UInt8], adapter: String, pid: Int32) {
        let shown =
            bytes.count > 4096
            ? String(decoding: bytes.prefix(4096), as: UTF8.self) + "… (\(bytes.count) bytes)"
            : String(decoding: bytes, as: UTF8.self)
        sink("← \(adapter) [\(pid)] \(shown)\n")
    }

    /// Logs something that happened to the process (started, exited, killed).
    func note(_ text: String, adapter: String, pid: Int32) {
        sink("· \(adapter) [\(pid)] \(text)\n")
    }
}
