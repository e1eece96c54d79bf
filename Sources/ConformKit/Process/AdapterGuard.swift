#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Foundation

/// `conform-guard`: the small program every external adapter runs under, so that no process an
/// adapter starts outlives it, and none outlives conform.
///
/// `conform-guard PARENT PROGRAM [ARGUMENTS…]` starts PROGRAM as its child with the same stdin,
/// stdout and stderr (its own copies of stdin and stdout go to `/dev/null`, so the adapter's end of
/// file is the adapter's alone), and then:
/// - when PARENT (conform) dies — the kernel's parent-death signal on Linux, a changed parent
///   process id anywhere — it kills the adapter's whole tree at once;
/// - when the adapter exits, it kills whatever the adapter left running, and exits as the adapter
///   did (the same status, or the same signal), so conform sees the adapter's own end;
/// - on SIGTERM or SIGINT it passes the signal on, gives the adapter half a second, then kills the
///   tree.
/// It is the adapters' subreaper on Linux: a descendant that calls `setsid`, or whose parent
/// exits, is reparented to it and stays in its tree. The adapter itself gets the parent-death
/// signal too, so it dies even if the guard is killed outright.
package enum AdapterGuard {
    /// The program's file name, beside `conform`.
    static let executableName = "conform-guard"
    /// The environment variable that names the guard to use (empty: start adapters directly).
    static let environmentVariable = "CONFORM_GUARD"

    /// The guard this program starts adapters under, or nil when there is none: then adapters are
    /// started directly, stdin's end of file and the process group and token kills still apply.
    static let executable: String? = locate()

    /// The guard named by `CONFORM_GUARD`, or the one beside the running program.
    private static func locate() -> String? {
        if let named = ProcessInfo.processInfo.environment[environmentVariable] {
            return !named.isEmpty && access(named, X_OK) == 0 ? named : nil
        }
        guard let program = FileSystem.realPath("/proc/self/exe") ?? Bundle.main.executablePath else { return nil }
        let candidate = FileSystem.parent(of: program) + "/" + executableName
        return access(candidate, X_OK) == 0 ? candidate : nil
    }

    /// How long an adapter has to end after a passed-on SIGTERM or SIGINT before its tree is killed.
    static let stopGrace = 0.5

    /// Runs the guard: `arguments` are the command line, its own name first. Never returns.
    package static func main(_ arguments: [String]) -> Never {
        guard arguments.count >= 3, let parent = Int32(arguments[1]), parent > 1 else {
            write(2, "conform-guard: usage: conform-guard PARENT-PID PROGRAM [ARGUMENTS…]\n")
            exit(2)
        }
        ParentDeath.prepare()
        ParentDeath.signalOnParentDeath(SIGHUP)
        ParentDeath.becomeSubreaper()
        // The parent may have died before the signal was asked for: then nothing is started.
        guard getppid() == parent else { exit(125) }
        var waited = sigset_t()
        sigemptyset(&waited)
        for signal in [SIGCHLD, SIGTERM, SIGINT, SIGHUP] { sigaddset(&waited, signal) }
        // Blocked before the child exists, so no signal is lost: they are taken with `nextSignal`.
        sigprocmask(SIG_BLOCK, &waited, nil)
        let child = start(arguments[2], Array(arguments.dropFirst(2)))
        let null = open("/dev/null", O_RDWR)
        if null >= 0 {
            dup2(null, 0)
            dup2(null, 1)
            if null > 1 { close(null) }
        }
        supervise(child, parent: parent, waited: &waited)
    }

    /// Forks and executes `program` with `arguments` (its name first). The adapter starts with no
    /// signal blocked and the signals the guard waits for at their defaults, whatever the guard
    /// inherited; SIGPIPE stays as conform left it (ignored, docs/adapter-protocol.md). In the child only async-signal-safe calls are made; everything
    /// is prepared before the fork.
    private static func start(_ program: String, _ arguments: [String]) -> Int32 {
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        let path = strdup(program)
        let failure = Array("conform-guard: cannot run '\(program)'\n".utf8)
        let guardPid = getpid()
        var mask = sigset_t()
        sigemptyset(&mask)
        let child = fork()
        if child == 0 {
            for number in [SIGCHLD, SIGTERM, SIGINT, SIGHUP] { signal(number, SIG_DFL) }
            sigprocmask(SIG_SETMASK, &mask, nil)
            ParentDeath.signalOnParentDeath(SIGKILL)
            if getppid() != guardPid { _exit(125) }
            argv.withUnsafeBufferPointer { buffer in
                if let path, let base = buffer.baseAddress { _ = execv(path, base) }
            }
            _ = failure.withUnsafeBufferPointer { systemWrite(2, $0.baseAddress, $0.count) }
            _exit(127)
        }
        if child < 0 {
            write(2, "conform-guard: cannot start '\(program)': \(String(cString: strerror(errno)))\n")
            exit(126)
        }
        return child
    }

    /// Waits for the adapter to end, conform to die or a stop signal, and ends accordingly.
    private static func supervise(_ child: Int32, parent: Int32, waited: inout sigset_t) -> Never {
        var stopDeadline: Double?
        var stopSignal: Int32 = 0
        while true {
            let signal = nextSignal(&waited, milliseconds: 200)
            var parentGone = signal == SIGHUP || getppid() != parent
            if (signal == SIGTERM || signal == SIGINT) && stopDeadline == nil {
                stopSignal = signal
                stopDeadline = now() + stopGrace
                _ = kill(child, signal)
            }
            var status: Int32 = 0
            var childStatus: Int32?
            while true {
                let reaped = waitpid(-1, &status, WNOHANG)
                if reaped <= 0 { break }
                if reaped == child { childStatus = status }
            }
            if getppid() != parent { parentGone = true }
            if parentGone {
                ProcessTree.kill(below: getpid(), token: nil, reap: true)
                _ = kill(child, SIGKILL)
                exit(128 + SIGHUP)
            }
            if let childStatus {
                // Whatever the adapter left behind goes with it.
                ProcessTree.kill(below: getpid(), token: nil, reap: true)
                exitMirroring(childStatus)
            }
            if let deadline = stopDeadline, now() >= deadline {
                _ = kill(child, SIGKILL)
                ProcessTree.kill(below: getpid(), token: nil, reap: true)
                if waitpid(child, &status, 0) == child { exitMirroring(status) }
                exit(128 + stopSignal)
            }
        }
    }

    /// The next of the blocked `signals` to arrive within `milliseconds`, or 0.
    private static func nextSignal(_ signals: inout sigset_t, milliseconds: Int) -> Int32 {
        #if os(Linux)
            var timeout = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
            let signal = sigtimedwait(&signals, nil, &timeout)
            return signal > 0 ? signal : 0
        #else
            var pending = sigset_t()
            let step = 20
            for _ in 0..<max(1, milliseconds / step) {
                sigpending(&pending)
                for signal in [SIGCHLD, SIGTERM, SIGINT, SIGHUP] where sigismember(&pending, signal) == 1 {
                    var one = sigset_t()
                    sigemptyset(&one)
                    sigaddset(&one, signal)
                    var taken: Int32 = 0
                    sigwait(&one, &taken)
                    return taken
                }
                usleep(useconds_t(step * 1000))
            }
            return 0
        #endif
    }

    /// Exits as the adapter did: its exit status, or its signal (without a core file).
    private static func exitMirroring(_ status: Int32) -> Never {
        let number = status & 0x7F
        if number == 0 { exit((status >> 8) & 0xFF) }
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        #if os(Linux)
            setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)
        #else
            setrlimit(RLIMIT_CORE, &noCore)
        #endif
        signal(number, SIG_DFL)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, number)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        _ = kill(getpid(), number)
        exit(128 + number)
    }

    /// Seconds on a clock that never goes back.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Writes `text` to `fd`.
    private static func write(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBufferPointer { systemWrite(fd, $0.baseAddress, $0.count) }
    }
}

/// `write(2)`, out of reach of `AdapterGuard.write`'s name inside the type.
private func systemWrite(_ fd: Int32, _ buffer: UnsafePointer<UInt8>?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
