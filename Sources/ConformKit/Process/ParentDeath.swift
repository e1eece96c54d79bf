#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Linux's process controls that tie a process's life to its parent's: the parent-death signal
/// and the child subreaper. `prctl` is variadic in C, which Swift cannot call, so it is looked up
/// once and called through a fixed prototype (every option used here takes integer arguments,
/// passed alike either way on the 64-bit Linux ABIs). Elsewhere every call is a no-op returning
/// false: there, a process polls its parent instead (`AdapterGuard`).
enum ParentDeath {
    /// `prctl(option, arg2, arg3, arg4, arg5)`.
    private typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32

    /// `PR_SET_PDEATHSIG`, from `<linux/prctl.h>`.
    private static let setDeathSignal: Int32 = 1
    /// `PR_SET_CHILD_SUBREAPER`, from `<linux/prctl.h>`.
    private static let setChildSubreaper: Int32 = 36

    /// The C library's `prctl`, when this system has one.
    private static let prctl: Prctl? = {
        #if os(Linux)
            guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "prctl") else { return nil }
            return unsafeBitCast(symbol, to: Prctl.self)
        #else
            return nil
        #endif
    }()

    /// Whether the calls below do anything here.
    static var isAvailable: Bool { prctl != nil }

    /// Asks the kernel to send `signal` to this process when the thread that started it ends —
    /// with a program that starts processes from one long-lived thread (`SpawnThread`), when the
    /// program ends, however it ends. Kept across `exec`. Async-signal-safe once `prepare()` ran.
    @discardableResult
    static func signalOnParentDeath(_ signal: Int32) -> Bool {
        guard let prctl else { return false }
        return prctl(setDeathSignal, UInt(signal), 0, 0, 0) == 0
    }

    /// Makes this process the reaper of its orphaned descendants: a grandchild whose parent exits
    /// is reparented here instead of to init, so it stays in this process's tree and can be found.
    @discardableResult
    static func becomeSubreaper() -> Bool {
        guard let prctl else { return false }
        return prctl(setChildSubreaper, 1, 0, 0, 0) == 0
    }

    /// Looks `prctl` up now, so a later call (between `fork` and `exec`) only calls it.
    static func prepare() {
        _ = isAvailable
    }
}
