#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch
import Foundation

/// A long-lived child process spoken to line by line, for adapters
/// that serve many requests. Built on `Foundation.Process`, it sets stdin explicitly,
/// drains stdout (split into lines of bounded length) and stderr (into a bounded tail) on two
/// threads of its own from the start, writes with a deadline, and kills its whole process group.
///
/// Nothing an adapter starts outlives it, and no adapter outlives conform: it runs under
/// `conform-guard` (`AdapterGuard`) where that program is found — started from the one
/// long-lived `SpawnThread`, so the kernel's parent-death signal reaches it only when conform
/// ends — and every process it starts carries a token in its environment (`ProcessTree`), by which
/// stopping it finds even a descendant that left the process group with `setsid`. Its stdin is a
/// pipe only conform holds: when conform ends, however, the adapter reads end of file.
package final class AdapterProcess: Sendable {
    /// What to start.
    package struct Configuration: Sendable, Hashable {
        /// The program and its arguments; a program without `/` is looked up on `PATH`.
        package var command: [String]
        /// The working directory (the current one when nil).
        package var directory: String?
        /// Variables added to (or replacing those of) this program's environment.
        package var environment: [String: String]
        /// The longest stdout line accepted, in bytes without the newline.
        package var maxLineBytes: Int

        package init(command: [String], directory: String? = nil, environment: [String: String] = [:], maxLineBytes: Int = 1 << 20) {
            self.command = command
            self.directory = directory
            self.environment = environment
            self.maxLineBytes = maxLineBytes
        }
    }

    /// Why talking to the process failed.
    package enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// It could not be started.
        case cannotStart(String)
        /// Its stdin could not be written (it exited or closed stdin).
        case writeFailed(String)
        /// Nothing arrived (or could be written) before the deadline.
        case timedOut

        /// A lowercase sentence fragment for error messages.
        package var description: String {
            switch self {
            case .cannotStart(let why): return "cannot start the adapter: \(why)"
            case .writeFailed(let why): return "cannot write to the adapter's stdin: \(why)"
            case .timedOut: return "timed out"
            }
        }
    }

    /// The adapter's own process id, as messages and the wire log name it (the program the
    /// command names, also when it runs under the guard).
    package let pid: Int32
    /// The process conform started and signals: the guard, or the adapter itself without one.
    /// Its process group holds the adapter.
    let processID: Int32
    /// The token every process of this adapter carries in its environment.
    let token: String
    /// The tokens handed out so far in this program.
    private static let tokens = Locked(0)
    /// What was started.
    package let configuration: Configuration
    /// The Foundation process.
    private let process: Process
    /// stdin, stdout and stderr, kept alive with the process.
    private let pipes: [Pipe]
    /// The write end of stdin (non-blocking).
    private let stdinFD: Int32
    /// stdout, line by line.
    private let lines: LineQueue
    /// The end of stderr.
    private let tail: StderrTail
    /// Left when the process has exited and was reaped.
    private let exited: DispatchGroup
    /// Whether `stop` was called.
    private let stopped = Locked(false)
    /// Whether stdin is still open.
    private let stdinOpen = Locked(true)
    /// Where the process is registered until it is stopped.
    private let registry: ChildProcessRegistry

    /// Wraps a started process.
    private init(
        configuration: Configuration, process: Process, pipes: [Pipe], lines: LineQueue, tail: StderrTail,
        exited: DispatchGroup, registry: ChildProcessRegistry, token: String, guarded: Bool
    ) {
        self.configuration = configuration
        self.token = token
        self.process = process
        self.processID = process.processIdentifier
        self.pid = guarded ? Self.guardedChild(of: process.processIdentifier) ?? process.processIdentifier : process.processIdentifier
        self.pipes = pipes
        self.stdinFD = pipes[0].fileHandleForWriting.fileDescriptor
        self.lines = lines
        self.tail = tail
        self.exited = exited
        self.registry = registry
    }

    /// Starts `configuration`'s command and its reader threads, and registers it in `registry`.
    package static func start(_ configuration: Configuration, registry: ChildProcessRegistry = .shared) throws(Failure) -> AdapterProcess {
        // A child that exits while we write must be an error for that request, not the end of us.
        signal(SIGPIPE, SIG_IGN)
        guard let program = configuration.command.first, !program.isEmpty else { throw .cannotStart("the command is empty") }
        var environment = ProcessInfo.processInfo.environment
        environment.merge(configuration.environment) { $1 }
        if let directory = configuration.directory {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .cannotStart("the working directory '\(directory)' does not exist")
            }
        }
        guard let executable = resolve(program, directory: configuration.directory, path: environment["PATH"]) else {
            throw .cannotStart(program.contains("/") ? "'\(program)' is not an executable file" : "'\(program)' was not found on PATH")
        }
        let token = "\(getpid())-\(tokens.withLock { count -> Int in count += 1; return count })"
        environment[ProcessTree.tokenVariable] = token
        let process = Process()
        if let guardProgram = AdapterGuard.executable {
            process.executableURL = URL(fileURLWithPath: guardProgram)
            process.arguments = [String(getpid()), executable] + configuration.command.dropFirst()
        } else {
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = Array(configuration.command.dropFirst())
        }
        process.environment = environment
        if let directory = configuration.directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let pipes = [Pipe(), Pipe(), Pipe()]
        process.standardInput = pipes[0]
        process.standardOutput = pipes[1]
        process.standardError = pipes[2]
        let exited = DispatchGroup()
        exited.enter()
        process.terminationHandler = { _ in exited.leave() }
        do {
            // From the spawn thread only: see `SpawnThread` for why, and it serialises launches.
            try SpawnThread.shared.run {
                // The child inherits this thread's signal mask: make sure SIGTERM and SIGINT reach it.
                var unblock = sigset_t()
                var previous = sigset_t()
                sigemptyset(&unblock)
                sigaddset(&unblock, SIGTERM)
                sigaddset(&unblock, SIGINT)
                pthread_sigmask(SIG_UNBLOCK, &unblock, &previous)
                defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
                try process.run()
            }
        } catch {
            throw .cannotStart("'\(executable)': \(error.localizedDescription)")
        }
        let stdinFD = pipes[0].fileHandleForWriting.fileDescriptor
        _ = fcntl(stdinFD, F_SETFL, fcntl(stdinFD, F_GETFL) | O_NONBLOCK)
        let lines = LineQueue()
        let tail = StderrTail()
        let child = AdapterProcess(
            configuration: configuration, process: process, pipes: pipes, lines: lines, tail: tail,
            exited: exited, registry: registry, token: token, guarded: AdapterGuard.executable != nil)
        registry.register(child)
        // The reader threads own duplicates of the read ends and close them when the pipes end, so
        // a descriptor is never closed under a thread still reading it.
        let stdoutFD = fcntl(pipes[1].fileHandleForReading.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        let stderrFD = fcntl(pipes[2].fileHandleForReading.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        try? pipes[1].fileHandleForReading.close()
        try? pipes[2].fileHandleForReading.close()
        let limit = configuration.maxLineBytes
        let pid = child.pid
        let out = Thread { PipeReader.readLines(fd: stdoutFD, maxLineBytes: limit, into: lines) }
        out.name = "conform adapter \(pid) stdout"
        out.start()
        let err = Thread { PipeReader.readTail(fd: stderrFD, into: tail) }
        err.name = "conform adapter \(pid) stderr"
        err.start()
        return child
    }

    /// The adapter the guard `guardPID` started: its one child, looked for until it shows (the
    /// guard forks it at once); nil where children cannot be seen.
    private static func guardedChild(of guardPID: Int32) -> Int32? {
        guard ProcessTree.isAvailable else { return nil }
        let deadline = Date().addingTimeInterval(2)
        repeat {
            // Its direct child: by now the adapter may have started children of its own.
            if let child = ProcessTree.parents().filter({ $0.value == guardPID }).map(\.key).min() { return child }
            usleep(1_000)
        } while Date() < deadline
        return nil
    }

    /// The executable `program` names: a path (relative to `directory`), or a file found on `path`.
    static func resolve(_ program: String, directory: String?, path: String?) -> String? {
        let files = FileManager.default
        if program.contains("/") {
            let base = directory ?? files.currentDirectoryPath
            let full = program.hasPrefix("/") ? program : base + "/" + program
            return files.isExecutableFile(atPath: full) ? full : nil
        }
        for folder in (path ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":") where folder.hasPrefix("/") {
            let candidate = folder + "/" + program
            if files.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Writes `line` and a newline to the process's stdin, waiting for room until `deadline`.
    package func send(_ line: String, deadline: Date) throws(Failure) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        guard stdinOpen.withLock({ $0 }) else { throw .writeFailed("stdin is closed") }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { raw in
                write(stdinFD, raw.baseAddress.map { $0 + offset }, raw.count - offset)
            }
            if written > 0 {
                offset += written
                continue
            }
            let code = errno
            if written < 0 && code == EINTR { continue }
            guard written < 0 && (code == EAGAIN || code == EWOULDBLOCK) else {
                throw .writeFailed(code == EPIPE ? "the adapter closed its stdin" : String(cString: strerror(code)))
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw .timedOut }
            var descriptor = pollfd(fd: stdinFD, events: Int16(POLLOUT), revents: 0)
            _ = poll(&descriptor, 1, Int32(min(remaining * 1000 + 1, 1000)))
        }
    }

    /// The next stdout line (or its end, or an oversized line), or nil when `deadline` passed first.
    func nextLine(until deadline: Date) -> LineItem? {
        lines.pop(until: deadline)
    }

    /// The last lines the process wrote to stderr.
    package func stderrTail(maxLines: Int = 20) -> String {
        tail.text(maxLines: maxLines)
    }

    /// Whether the process has exited (and was reaped).
    package var hasExited: Bool { exited.wait(timeout: .now()) == .success }

    /// Waits up to `timeout` seconds for the process to exit; true when it did.
    @discardableResult
    package func waitForExit(timeout: Double) -> Bool {
        exited.wait(timeout: .now() + max(0, timeout)) == .success
    }

    /// How the process ended (`exited with status 1`, `was killed by signal 9`), or nil while it runs.
    package var exitDescription: String? {
        guard hasExited else { return nil }
        switch process.terminationReason {
        case .exit: return "exited with status \(process.terminationStatus)"
        case .uncaughtSignal: return "was killed by signal \(process.terminationStatus)"
        @unknown default: return "ended"
        }
    }

    /// Closes the process's stdin: a well-behaved adapter exits at end of input.
    package func closeStdin() {
        let wasOpen = stdinOpen.withLock { open in
            defer { open = false }
            return open
        }
        if wasOpen { try? pipes[0].fileHandleForWriting.close() }
    }

    /// Stops the process and everything in its process group: end of input, then after `grace`
    /// seconds SIGTERM, then after one more second SIGKILL; returns once it is reaped and its
    /// stderr has been read to the end (bounded). Safe to call more than once.
    package func stop(grace: Double) {
        let first = stopped.withLock { done in
            defer { done = true }
            return !done
        }
        guard first else {
            waitForExit(timeout: 10)
            return
        }
        closeStdin()
        if !waitForExit(timeout: grace) {
            kill(-processID, SIGTERM)
            if !waitForExit(timeout: 1) {
                kill(-processID, SIGKILL)
                kill(processID, SIGKILL)
                waitForExit(timeout: 10)
            }
        }
        // Whatever the adapter started and left in its group goes too, and whatever left the group
        // (`setsid`) but carries its token. The process itself is reaped: only the token is trusted.
        kill(-processID, SIGKILL)
        ProcessTree.kill(below: nil, token: token)
        let readUntil = Date().addingTimeInterval(1)
        while !tail.isFinished && Date() < readUntil { usleep(2_000) }
        lines.close()
        registry.unregister(self)
    }

    /// Kills a process that was never stopped (normally unreachable: the registry holds it until then).
    deinit {
        // Normally stopped already; a forgotten process is still never left behind.
        if !stopped.withLock({ $0 }) {
            kill(-processID, SIGKILL)
            kill(processID, SIGKILL)
            ProcessTree.kill(below: nil, token: token)
            lines.close()
        }
    }
}
