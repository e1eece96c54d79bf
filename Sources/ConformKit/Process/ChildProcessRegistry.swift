#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch
import Foundation

/// Every long-lived child process this program started and has not yet stopped, so none is left
/// behind: stopped gracefully when a command ends, killed at once when the run is interrupted.
///
/// It is process-wide on purpose — a signal ends the whole program, whichever part started the
/// child — and its state is behind a lock.
package final class ChildProcessRegistry: Sendable {
    /// The one registry of this program.
    package static let shared = ChildProcessRegistry()

    /// The running children by process id.
    private let children = Locked<[Int32: AdapterProcess]>([:])
    /// Set (under the same lock as the children) once an interrupt began killing them: a child
    /// started after that is killed at once, and the program's normal exit gives way to the
    /// interrupt's, so a run that saw its adapters die never reports exit 3 instead of 130/143.
    private let interrupted = Locked(false)
    /// Whether the signal handlers are installed.
    private let handlersInstalled = Locked(false)

    /// Remembers a started child.
    func register(_ process: AdapterProcess) {
        let late = interrupted.withLock { stopped -> Bool in
            if !stopped { children.withLock { $0[process.processID] = process } }
            return stopped
        }
        if late {
            kill(-process.processID, SIGKILL)
            kill(process.processID, SIGKILL)
            ProcessTree.kill(below: nil, token: process.token)
        }
    }

    /// Whether an interrupt is being handled.
    package var isInterrupted: Bool { interrupted.withLock { $0 } }

    /// Exits with `code`, unless an interrupt is being handled: then waits for it to end the
    /// program with its own status.
    package func exit(_ code: Int32) -> Never {
        while isInterrupted { pause() }
        Foundation.exit(code)
    }

    /// Forgets a child that was stopped and reaped.
    func unregister(_ process: AdapterProcess) {
        _ = children.withLock { $0.removeValue(forKey: process.processID) }
    }

    /// The process ids of the children still running.
    package var pids: [Int32] { children.withLock { $0.keys.sorted() } }

    /// Stops every child: end of input first, then SIGTERM and SIGKILL for those that linger past
    /// `grace` seconds. Returns when all are reaped.
    package func stopAll(grace: Double = 2) {
        let all = children.withLock { Array($0.values) }
        guard !all.isEmpty else { return }
        DispatchQueue.concurrentPerform(iterations: all.count) { i in
            all[i].stop(grace: grace)
        }
    }

    /// Kills every child's tree (`ProcessTree`) and process group with SIGKILL, without waiting: the
    /// interrupted path.
    /// Returns how many children there were.
    @discardableResult
    package func killAll() -> Int {
        let all = interrupted.withLock { stopped -> [(pid: Int32, token: String)] in
            stopped = true
            return children.withLock { $0.values.map { ($0.processID, $0.token) } }
        }
        for (pid, token) in all {
            // The tree first, while the guard (or adapter) is alive and its descendants hang below it.
            ProcessTree.kill(below: pid, token: token)
            kill(-pid, SIGKILL)
            kill(pid, SIGKILL)
        }
        return all.count
    }

    /// On SIGINT or SIGTERM: kill every child, say so on stderr, and exit with 128 + the signal
    /// (130 or 143). Children run in their own process groups, so a terminal's Ctrl-C reaches
    /// only this program; this is what passes it on.
    ///
    /// The handler only writes the signal's number to a pipe (all a signal handler may safely do);
    /// a thread of its own reads it and does the rest. It is installed synchronously, so no signal
    /// that arrives after this call is lost, and children start with default dispositions.
    package func installSignalHandlers() {
        let first = handlersInstalled.withLock { installed in
            defer { installed = true }
            return !installed
        }
        guard first, signalPipe.write >= 0 else { return }
        let readFD = signalPipe.read
        let watcher = Thread { [self] in
            var byte: UInt8 = 0
            while true {
                let count = read(readFD, &byte, 1)
                if count < 0 && errno == EINTR { continue }
                guard count == 1 else { return }
                let number = Int32(byte)
                let killed = killAll()
                let name = number == SIGINT ? "SIGINT" : "SIGTERM"
                let note = killed == 0 ? "" : "; \(killed) adapter process\(killed == 1 ? "" : "es") killed"
                let message = Array("conform: interrupted (\(name))\(note)\n".utf8)
                _ = message.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count) }
                _exit(128 + number)
            }
        }
        watcher.name = "conform signal watcher"
        watcher.start()
        // A parent may have started us with these signals blocked (test harnesses do); a blocked
        // signal never reaches a handler, and the adapters we start would inherit the mask.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        sigaddset(&unblock, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        for number in [SIGINT, SIGTERM] {
            var action = sigaction()
            #if canImport(Glibc)
                action.__sigaction_handler.sa_handler = forwardSignal
            #else
                action.__sigaction_u.__sa_handler = forwardSignal
            #endif
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(number, &action, nil)
        }
    }
}

/// The pipe from the signal handler to the thread that acts on the signal: made once, close-on-exec.
private let signalPipe: (read: Int32, write: Int32) = {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { return (-1, -1) }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    return (fds[0], fds[1])
}()

/// The signal handler: hands the signal's number to the watcher thread (async-signal-safe).
private func forwardSignal(_ number: Int32) {
    var byte = UInt8(truncatingIfNeeded: number)
    _ = write(signalPipe.write, &byte, 1)
}
