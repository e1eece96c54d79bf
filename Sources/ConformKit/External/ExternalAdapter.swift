/// An adapter in another process, in any language, spoken to in `conform/1` over JSON Lines on its
/// stdin and stdout (docs/adapter-protocol.md). Its declaration comes from the handshake, made on
/// first use; one process serves many specs, and parallel specs get a pool of processes.
public final class ExternalAdapter: SynchronousAdapter, Sendable {
    /// How to start and talk to the adapter.
    public struct Configuration: Sendable {
        /// The id users type; also the golden folder's name. Wins over the handshake's own name.
        public var id: String
        /// The command, working directory, environment and line limit.
        package var process: AdapterProcess.Configuration
        /// How long one request (the handshake included) may take, in real time.
        package var timeout: Duration
        /// The most events one spec may report.
        package var maxEvents: Int
        /// Where the wire log goes (`--trace-adapter`), if anywhere.
        package var trace: WireTrace?
        /// Where started processes are registered, so none outlives the run.
        package var registry: ChildProcessRegistry

        /// Creates a configuration for the adapter `command` starts (`["python3", "adapter.py"]`), run
        /// in `directory` with `environment` added to this process's, each request given `timeout`
        /// of real time (the handshake included); lines up to 1 MiB, events up to the runner's limit.
        public init(
            id: String, command: [String], directory: String? = nil, environment: [String: String] = [:], timeout: Duration = .seconds(10)
        ) {
            self.init(
                id: id, process: AdapterProcess.Configuration(command: command, directory: directory, environment: environment),
                timeout: timeout)
        }

        /// Creates a configuration; the defaults are the runner's (10 s per request, 1 MiB lines).
        package init(
            id: String, process: AdapterProcess.Configuration, timeout: Duration = .seconds(10), maxEvents: Int = Limits.maxEventsPerSpec,
            trace: WireTrace? = nil, registry: ChildProcessRegistry = .shared
        ) {
            self.id = id
            self.process = process
            self.timeout = timeout
            self.maxEvents = maxEvents
            self.trace = trace
            self.registry = registry
        }

        /// The limits announced in `hello`.
        var limits: WireLimits {
            WireLimits(maxLineBytes: process.maxLineBytes, maxEvents: maxEvents, timeoutMilliseconds: Int(LateCallback.milliseconds(timeout)))
        }
    }

    /// What the first handshake gave: the declaration, or why there is none.
    private enum Handshake: Sendable {
        /// The adapter declared itself; the declaration as the runner reads it, built once.
        case ready(WireHandshake, AdapterInfo)
        /// Why it could not, and the declaration that says so.
        case failed(AdapterInfo)
    }

    /// How to start and talk to the adapter.
    public let configuration: Configuration
    /// The adapter's processes.
    let pool: ProcessPool
    /// The first handshake's outcome, once made.
    private let handshake = Locked<Handshake?>(nil)

    /// Creates the adapter; nothing starts until its declaration or a session is needed.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
        pool = ProcessPool { () throws(ExternalAdapterFailure) -> AdapterConnection in
            try AdapterConnection.open(
                configuration.process, label: configuration.id, timeout: configuration.timeout,
                limits: configuration.limits, trace: configuration.trace, registry: configuration.registry)
        }
    }

    /// The configured id, known without a handshake.
    public var id: String { configuration.id }

    /// The declaration from the handshake, under the configured id. When the adapter cannot be
    /// started or fails its handshake, `unavailable` says why (with its stderr tail) and every spec
    /// is reported as an error.
    public var info: AdapterInfo {
        switch firstHandshake() {
        case .ready(_, let info), .failed(let info):
            return info
        }
    }

    /// Performs the handshake once (the process then serves the first spec).
    private func firstHandshake() -> Handshake {
        handshake.withLock { state in
            if let state { return state }
            let result: Handshake
            do throws(ExternalAdapterFailure) {
                let connection = try pool.acquire()
                result = .ready(connection.handshake, connection.handshake.info(id: configuration.id))
                pool.release(connection)
            } catch {
                let reason = error.description
                result = .failed(
                    AdapterInfo(
                        id: configuration.id, sdk: "external", sdkVersion: "unknown",
                        summary: "unavailable: \(reason.split(separator: "\n").first ?? "")",
                        capabilities: [], emits: [], options: [], unavailable: reason))
            }
            state = result
            return result
        }
    }

    /// Takes a process from the pool (starting one if needed) and sends `begin`.
    package func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        guard case .ready(let declared, _) = firstHandshake() else {
            throw AdapterError.protocolError("the adapter is unavailable", stderrTail: "")
        }
        let connection: AdapterConnection
        do throws(ExternalAdapterFailure) {
            connection = try pool.acquire()
        } catch {
            throw AdapterError.protocolError(error.message, stderrTail: error.stderrTail)
        }
        guard connection.handshake == declared else {
            connection.close(grace: 0)
            throw AdapterError.protocolError(
                "the restarted adapter declared a different handshake than its first process did",
                stderrTail: connection.process.stderrTail())
        }
        let session = ExternalSession(connection: connection, pool: pool, maxEvents: configuration.maxEvents)
        try session.begin(specID: context.specID, given: given, context: context)
        return session
    }

    /// Stops every idle process of this adapter (`grace` seconds to exit at end of input).
    public func shutdown(grace: Double = 2) {
        pool.shutdown(grace: grace)
    }
}
