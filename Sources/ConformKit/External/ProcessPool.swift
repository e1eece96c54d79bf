/// The processes of one external adapter: an idle one is reused for the next spec, a new one is
/// started (and handshaken) when none is idle, so `--jobs N` runs up to N side by side. A broken
/// process is stopped and never returns here: the next spec starts a fresh one.
final class ProcessPool: Sendable {
    /// Live processes waiting for a spec.
    private let idle = Locked<[AdapterConnection]>([])
    /// Starts a process and performs its handshake.
    private let open: @Sendable () throws(ExternalAdapterFailure) -> AdapterConnection

    /// Creates a pool that starts processes with `open`.
    init(open: @escaping @Sendable () throws(ExternalAdapterFailure) -> AdapterConnection) {
        self.open = open
    }

    /// An idle live process, or a newly started one.
    func acquire() throws(ExternalAdapterFailure) -> AdapterConnection {
        while let connection = idle.withLock({ $0.popLast() }) {
            if !connection.process.hasExited { return connection }
            connection.close(grace: 0)
        }
        return try open()
    }

    /// Takes back a process that finished its spec in good order.
    func release(_ connection: AdapterConnection) {
        idle.withLock { $0.append(connection) }
    }

    /// Stops every idle process, giving each `grace` seconds to exit at end of input.
    func shutdown(grace: Double) {
        let all = idle.withLock { pool in
            defer { pool.removeAll() }
            return pool
        }
        for connection in all { connection.close(grace: grace) }
    }
}
