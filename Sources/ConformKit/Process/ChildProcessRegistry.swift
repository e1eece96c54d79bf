#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Every long-lived child process this program started and has not yet stopped, so none is left
/// behind: stopped gracefully when a command ends, killed at once when the run is interrupted.
///
/// It is process-wide on purpose — a signal ends the whole program, whichever part started the
/// child — and its state is behind a lock.
public final class ChildProcessRegistry: Sendable {
    /// The one registry of this program.
    public static let shared = ChildProcessRegistry()

    private let children = Mutex<[Int32: AdapterProcess]>([:])
    private let signalSources = Mutex<[any DispatchSourceSignal]>([])

    /// Creates an empty registry (tests make their own; the program uses `shared`).
    public init() {}

    /// Remembers a started child.
    func register(_ process: AdapterProcess) {
        children.withLock { $0[process.pid] = process }
    }

    /// Forgets a child that was stopped and reaped.
    func unregister(_ process: AdapterProcess) {
        _ = children.withLock { $0.removeValue(forKey: process.pid) }
    }

    /// The process ids of the children still running.
    public var pids: [Int32] { children.withLock { $0.keys.sorted() } }

    /// Stops every child: end of input first, then SIGTERM and SIGKILL for those that linger past
    /// `grace` seconds. Returns when all are reaped.
    public func stopAll(grace: Double = 2) {
        let all = children.withLock { Array($0.values) }
        guard !all.isEmpty else { return }
        DispatchQueue.concurrentPerform(iterations: all.count) { i in
            all[i].stop(grace: grace)
        }
    }

    /// Kills every child's process group with SIGKILL, without waiting: the interrupted path.
    public func killAll() {
        let pids = children.withLock { Array($0.keys) }
        for pid in pids {
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
    }

    /// On SIGINT or SIGTERM: kill every child, say so on stderr, and exit with 128 + the signal
    /// (130 or 143). Children run in their own process groups, so a terminal's Ctrl-C reaches
    /// only this program; this is what passes it on.
    public func installSignalHandlers() {
        signalSources.withLock { sources in
            guard sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM] {
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [self] in
                    killAll()
                    let name = number == SIGINT ? "SIGINT" : "SIGTERM"
                    let message = Array("conform: interrupted (\(name)); adapter processes killed\n".utf8)
                    _ = message.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
                    _exit(128 + number)
                }
                source.resume()
                sources.append(source)
            }
        }
    }
}
