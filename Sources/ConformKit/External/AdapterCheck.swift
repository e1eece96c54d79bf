import Foundation

/// `conform adapter-check`: drives an external adapter through the handshake and a few scripted
/// specs, and names every protocol mistake plainly. It checks the conversation, not SDK
/// behaviour: any events are fine as long as they are well formed, declared and on time.
///
/// It holds an adapter to the version it declares (`WireProtocol`): what `conform/2` makes a
/// failure, an adapter speaking `conform/1` is only told about, as a deprecation — an adapter valid
/// under the version it declares passes.
package enum AdapterCheck {
    /// One check and how it went.
    package struct Result: Sendable, Hashable {
        /// What was checked, e.g. `spec 1: 'begin' is answered with 'done'`.
        package var check: String
        /// Whether it held.
        package var passed: Bool
        /// What was seen (a timing, a count) or, when it failed, what went wrong.
        package var detail: String
        /// Whether the check could not be made (an earlier one broke the conversation): neither
        /// passed nor failed.
        package var skipped = false
        /// Whether it passed only because the adapter speaks `conform/1`: `conform/2` makes it a
        /// failure, and `detail` says what to change.
        package var deprecated = false
        /// The scripted spec the check belongs to (`spec 2 (a purchase the store answers after 1s)`),
        /// which `render` can summarise in one line; nil for the handshake and exit checks.
        package var group: String?
    }

    /// The docs' section on moving an adapter to conform/2, which every deprecation names.
    static let migration = "docs/adapter-protocol.md, \"From conform/1 to conform/2\""

    /// One scripted request of a scripted spec.
    enum Request {
        /// `begin` of the spec with this id and world.
        case begin(String, Given)
        case step(Step)
        /// `advance` by this many milliseconds.
        case advance(Int64)
        case end
    }

    /// The scripted specs: plain steps every adapter performs, a delayed store answer that needs
    /// `advance`, and a spec abandoned without `end` (as the runner does after an `error` reply).
    private static let script: [(title: String, requests: [Request])] = {
        let products = ["premium_monthly", "premium_annual"]
        let plain = Given(products: products)
        let delayed = Given(products: products, store: ["premium_monthly": StoreAnswer(outcome: .purchased, delay: .seconds(1))])
        return [
            ("present, then close", [.begin("adapter-check/close", plain), .step(.present(Presentation())), .step(.close), .end]),
            (
                "a purchase the store answers after 1s",
                [
                    .begin("adapter-check/purchase", delayed), .step(.present(Presentation())),
                    .step(.buy(product: "premium_monthly")), .advance(500), .advance(1000), .end
                ]
            ),
            ("a spec abandoned without 'end'", [.begin("adapter-check/abandoned", plain), .step(.present(Presentation()))]),
            (
                "the next spec starts afresh",
                [
                    .begin("adapter-check/afresh", plain), .step(.present(Presentation())),
                    .step(.buy(product: nil)), .end
                ]
            )
        ]
    }()

    /// Runs every check against the adapter `configuration` starts; the process is always stopped.
    package static func run(
        _ configuration: AdapterProcess.Configuration, timeout: Duration = .seconds(10), trace: WireTrace? = nil,
        registry: ChildProcessRegistry = .shared
    ) -> [Result] {
        var results: [Result] = []
        let started = Date()
        let connection: AdapterConnection
        // The limits a run announces and enforces, so what passes here is never refused by a run.
        let limits = WireLimits(maxLineBytes: configuration.maxLineBytes, timeoutMilliseconds: Int(LateCallback.milliseconds(timeout)))
        do throws(ExternalAdapterFailure) {
            connection = try AdapterConnection.open(
                configuration, label: "adapter-check", timeout: timeout,
                limits: limits, trace: trace, registry: registry)
        } catch {
            results.append(Result(check: "starts and answers 'hello' with 'ready'", passed: false, detail: error.description))
            return results
        }
        let version = connection.handshake.wireProtocol
        results.append(
            Result(
                check: "starts and answers 'hello' with 'ready'", passed: true,
                detail: "speaks \(version.rawValue), pid \(connection.process.pid), \(milliseconds(since: started))"))
        results.append(declaration(connection.handshake))
        let observes = connection.handshake.info(id: connection.handshake.adapter)
        var healthy = true
        // What conform/1 accepts and conform/2 refuses, each said once however often it is seen.
        var noticed = Set<String>()
        // The fixed script, then one spec per step capability, handler and option the handshake
        // declares; an adapter may refuse a fixed spec, never what it declares.
        let specs =
            script.map { (title: $0.title, requests: $0.requests, declared: false, remedy: "") }
            + declaredScript(connection.handshake).map { (title: $0.title, requests: $0.requests, declared: true, remedy: $0.remedy) }
        for (index, spec) in specs.enumerated() where healthy {
            var now: Int64 = 0
            let recorder = EventIntake.recorder()
            let limit = EventIntake.eventLimit(configured: limits.maxEvents, recorder: recorder)
            requests: for request in spec.requests {
                var notices: [(check: String, detail: String)] = []
                let (label, result) = perform(
                    request, on: connection, now: &now, recorder: recorder, limit: limit, observes: observes,
                    version: version, notices: &notices)
                let group = "spec \(index + 1) (\(spec.title))"
                let check = "\(group): \(label)"
                for notice in notices where noticed.insert(notice.check).inserted {
                    results.append(Result(check: notice.check, passed: true, detail: notice.detail, deprecated: true))
                }
                switch result {
                case .success(let detail):
                    results.append(Result(check: check, passed: true, detail: detail, group: group))
                case .failure(.refused(let message)) where spec.declared && !version.strictDeclarations:
                    results.append(
                        Result(
                            check: check, passed: true,
                            detail: "answered 'error' to what its handshake declares: \(message)\n"
                                + "    allowed under conform/1 (the spec is an error of its own); conform/2 makes it a failure — "
                                + "\(spec.remedy) (\(migration))", deprecated: true, group: group))
                    break requests
                case .failure(.refused(let message)) where spec.declared:
                    results.append(
                        Result(
                            check: check, passed: false,
                            detail: "answered 'error' to what its handshake declares, so every spec using it would be an error: \(message)\n"
                                + "    \(spec.remedy)", group: group))
                    break requests
                case .failure(.refused(let message)):
                    // An `error` reply is a legal answer; the spec ends there, as in a real run.
                    results.append(
                        Result(check: check, passed: true, detail: "answered 'error' (allowed; the spec ends here): \(message)", group: group))
                    break requests
                case .failure(.broken(let message)):
                    results.append(Result(check: check, passed: false, detail: message + tailNote(connection), group: group))
                    healthy = false
                    break requests
                }
            }
        }
        results.append(exitCheck(connection, healthy: healthy))
        return results
    }

    /// Whether the declaration is usable: emitted events, names without spaces, what it cannot see
    /// inside what it emits.
    private static func declaration(_ handshake: WireHandshake) -> Result {
        let check = "declares what it is, can do and emits"
        let lists =
            handshake.capabilities + handshake.emits + handshake.cannotSee + handshake.handlers.map(\.name)
            + handshake.options.map(\.name) + handshake.volatile
        if let bad = lists.first(where: { $0.isEmpty || $0.contains(where: \.isWhitespace) }) {
            return Result(
                check: check, passed: false, detail: "'\(bad)' is not a single word: list entries name capabilities, families, handlers or options")
        }
        guard !handshake.emits.isEmpty else {
            return Result(
                check: check, passed: false,
                detail:
                    "'emits' is empty, so every expected event would fail as a callback the SDK lacks: list the event families its SDK reports, such as 'purchase'"
            )
        }
        var detail =
            "'\(handshake.adapter)': \(handshake.sdk) \(handshake.sdkVersion); \(handshake.capabilities.count) capabilities, emits \(handshake.emits.joined(separator: ", "))"
        if !handshake.cannotSee.isEmpty { detail += "; cannot see \(handshake.cannotSee.joined(separator: ", "))" }
        if let bad = (handshake.emits + handshake.cannotSee).first(where: { !isNameable($0) }) {
            guard !handshake.wireProtocol.strictDeclarations else {
                return Result(check: check, passed: false, detail: unnameable(bad) + ": list families and names as specs write them")
            }
            return Result(
                check: check, passed: true,
                detail: detail + "\n    " + unnameable(bad)
                    + ": allowed under conform/1, a failure under conform/2 — list families and names as specs write them (\(migration))",
                deprecated: true)
        }
        return Result(check: check, passed: true, detail: detail)
    }

    /// Sends one scripted request and checks its events: declared family, then what a run checks
    /// (time window, order, and the spec's event and byte limits, counted in `recorder`).
    /// What conform/2 refuses and conform/1 accepts is thrown under conform/2 and added to
    /// `notices` under conform/1 (a check and what to change), and the event is taken.
    private static func perform(
        _ request: Request, on connection: AdapterConnection, now: inout Int64, recorder: Recorder, limit: Int,
        observes: AdapterInfo, version: WireProtocol,
        notices: inout [(check: String, detail: String)]
    ) -> (String, Swift.Result<String, ExchangeFailure>) {
        let started = Date()
        let from = now
        var to = now
        let label: String
        let make: (Int) -> WireMessage
        switch request {
        case .begin(let spec, let given):
            label = "'begin' is answered with 'done'"
            make = { .begin(seq: $0, spec: spec, given: given) }
        case .step(let step):
            label = "'step' \(step.transcriptForm) is answered with events and 'done'"
            make = { .step(seq: $0, step: step) }
        case .advance(let span):
            to = now + span
            label = "'advance' by \(span) ms is answered with events and 'done'"
            make = { [to] in .advance(seq: $0, by: VirtualTime(milliseconds: span), to: VirtualTime(milliseconds: to)) }
        case .end:
            to = now + ExternalSession.drainHorizon.milliseconds
            label = "'end' is answered with 'done' and a final state"
            make = { .end(seq: $0, horizon: ExternalSession.drainHorizon) }
        }
        var count = 0
        do throws(ExchangeFailure) {
            let reply = try connection.request(make) { (event: WireEvent) throws(ExchangeFailure) in
                if !isNameable(event.name) {
                    guard !version.strictDeclarations else { throw .broken("event " + unnameable(event.name)) }
                    notices.append(
                        (
                            "event '\(event.name)' is a name a spec can write",
                            "event " + unnameable(event.name) + "\n    allowed under conform/1; conform/2 makes it a failure (\(migration))"
                        ))
                }
                guard observes.surface.visibility(of: event.name) == .emitted else {
                    throw .broken(
                        "event '\(event.name)' is in no family the handshake's 'emits' lists (or is one it says it cannot see): declare '\(Event.family(of: event.name))' or '\(event.name)'"
                    )
                }
                if let unlisted = unlistedEvent(event.name, observes) {
                    guard !version.strictDeclarations else { throw .broken(unlisted) }
                    notices.append(
                        (
                            "'emits' lists event '\(event.name)' by its exact name",
                            unlisted
                                + "\n    allowed under conform/1, where a family vouches for every name in it; conform/2 makes it a failure (\(migration))"
                        ))
                }
                try EventIntake.take(event, from: VirtualTime(milliseconds: from), to: VirtualTime(milliseconds: to), into: recorder, limit: limit)
                count += 1
            }
            if case .end = request {
                guard case .done(_, let final?) = reply else {
                    throw ExchangeFailure.broken("'done' answering 'end' has no \"final\": {\"state\": …, \"result\": …}")
                }
                return (
                    label,
                    .success("final \(final.state.rawValue) \(final.result), \(count) event\(count == 1 ? "" : "s"), \(milliseconds(since: started))")
                )
            }
        } catch {
            return (label, .failure(error))
        }
        if case .advance = request { now = to }
        return (label, .success("\(count) event\(count == 1 ? "" : "s"), \(milliseconds(since: started))"))
    }

    /// Why the event `name` is declared only through its family though it is outside the vocabulary
    /// (conform/2 wants the exact name, so specs can name it: docs/events.md), or nil.
    static func unlistedEvent(_ name: String, _ info: AdapterInfo) -> String? {
        guard isNameable(name), !EventName(name).isCanonical, !info.emits.contains(name), !info.cannotSee.contains(name) else { return nil }
        let family = Event.family(of: name)
        return "event '\(name)' is outside the vocabulary (docs/events.md) and 'emits' lists only its family '\(family)': "
            + "list '\(name)' in 'emits' by its exact name, so specs can expect it"
    }

    /// Closes stdin and checks that the adapter exits by itself, with status 0.
    private static func exitCheck(_ connection: AdapterConnection, healthy: Bool) -> Result {
        let check = "exits with status 0 when its input ends"
        guard healthy else {
            connection.close(grace: 0)
            return Result(check: check, passed: false, detail: "not checked: an earlier check broke the conversation", skipped: true)
        }
        let started = Date()
        connection.process.closeStdin()
        let exited = connection.process.waitForExit(timeout: 2)
        connection.close(grace: 0)
        guard exited else {
            return Result(check: check, passed: false, detail: "still running 2s after its stdin closed: exit when stdin reaches end of file")
        }
        let how = connection.process.exitDescription ?? "ended"
        return Result(check: check, passed: how == "exited with status 0", detail: "\(how), \(milliseconds(since: started))")
    }

    /// Stops the process and quotes its stderr tail, for a failed check.
    private static func tailNote(_ connection: AdapterConnection) -> String {
        connection.close(grace: 0)
        let tail = connection.process.stderrTail(maxLines: 10)
        return tail.isEmpty
            ? ""
            : "\n  adapter stderr (tail):\n"
                + tail.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }

    /// `12 ms`: the time since `start`.
    private static func milliseconds(since start: Date) -> String {
        "\(Int((Date().timeIntervalSince(start) * 1000).rounded())) ms"
    }

    /// How much `render` prints of the checks that passed.
    package enum Detail: Sendable {
        /// Only the checks that did not pass (failed, deprecated, not checked) and the summary.
        case problems
        /// A scripted spec whose every check passed is one line with its count; every other check
        /// as `every` prints it.
        case summary
        /// Every check with what was seen.
        case every
    }

    /// The checks as the terminal shows them, one ✓ (passed), ✗ (failed), ! (deprecated) or -
    /// (not checked) each, then the summary line; `detail` says how much of what passed.
    package static func render(_ results: [Result], command: String, detail: Detail = .every) -> String {
        var text = "conform adapter-check: \(command)\n"
        func full(_ result: Result) -> String {
            "\(result.skipped ? "-" : !result.passed ? "✗" : result.deprecated ? "!" : "✓") \(result.check)\n"
                + (result.detail.isEmpty ? "" : "    \(result.detail)\n")
        }
        let clean = { (result: Result) in result.passed && !result.deprecated && !result.skipped }
        var index = 0
        while index < results.count {
            let result = results[index]
            let spec = result.group
            var end = index + 1
            if let spec { while end < results.count, results[end].group == spec { end += 1 } }
            let group = results[index..<end]
            switch detail {
            case .every:
                text += group.map(full).joined()
            case .problems:
                text += group.filter { !clean($0) }.map(full).joined()
            case .summary:
                if let spec, group.allSatisfy(clean) {
                    text += "✓ \(spec): \(group.count == 1 ? "1 check" : "\(group.count) checks") passed\n"
                } else {
                    text += group.map(full).joined()
                }
            }
            index = end
        }
        let failed = results.filter { !$0.passed && !$0.skipped }.count
        let skipped = results.filter(\.skipped).count
        let deprecated = results.filter { $0.passed && $0.deprecated }.count
        var parts: [String] = []
        if failed > 0 { parts.append("\(failed) failed") }
        if skipped > 0 { parts.append("\(skipped) not checked") }
        let checks = results.count == 1 ? "1 check" : "\(results.count) checks"
        text += parts.isEmpty ? "\(checks): all passed" : "\(checks): " + parts.joined(separator: ", ")
        if deprecated > 0 {
            text += "; \(deprecated) deprecated (allowed under conform/1, failures under conform/2: \(migration))"
        }
        return text + "\n"
    }
}
