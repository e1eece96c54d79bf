import ConformKit
import Dispatch
import Foundation

/// Progress on stderr for long runs, only when stderr is a terminal: one line redrawn at most ten
/// times a second, erased when the run ends, so logs and pipes never see it.
final class Progress: Sendable {
    private let last = Locked<UInt64>(0)
    private let start = DispatchTime.now().uptimeNanoseconds

    /// A progress reporter when stderr is a terminal and the run is long enough to need one.
    init?(pairs: Int) {
        guard pairs >= 200, isatty(2) == 1, ProcessInfo.processInfo.environment["TERM"] != "dumb" else { return nil }
    }

    /// Redraws the line when a tenth of a second has passed since the last draw.
    func update(done: Int, total: Int) {
        let now = DispatchTime.now().uptimeNanoseconds
        let draw = last.withLock { previous -> Bool in
            guard done == total || now - previous > 100_000_000 else { return false }
            previous = now
            return true
        }
        guard draw, now - start > 300_000_000 else { return }
        let percent = total == 0 ? 100 : done * 100 / total
        Terminal.errVerbatim("\r\u{1B}[2Kconform: \(done)/\(total) pairs (\(percent)%)")
    }

    /// Erases the line.
    func finish() {
        Terminal.errVerbatim("\r\u{1B}[2K")
    }
}
