import Foundation
import Testing
@testable import ConformKit

/// The process driver against deliberately broken adapters: each failure is an error verdict for
/// the spec it hit, with the adapter's stderr tail; the process is stopped and restarted; the
/// other specs are intact; and no process is left behind.
@Suite struct ExternalAdapterTests {
    /// One broken behaviour and what the error verdict must say.
    struct Broken: Sendable, CustomTestStringConvertible {
        /// The fixture in Tests/Fixtures/broken-adapters.
        let script: String
        /// Text the reason contains; `a|b` accepts either (where timing decides which check fires first).
        let reason: String
        /// Text of the adapter's stderr the reason must quote, if any.
        let stderr: String?
        /// Whether the process is replaced (false for a well-formed `error` reply).
        let restarts: Bool
        /// The per-request timeout.
        var timeout: Duration = .seconds(5)
        /// The fixture's name, in test output.
        var testDescription: String { script }
    }

    /// Every broken behaviour the driver must survive.
    static let broken: [Broken] = [
        Broken(script: "crash_mid_spec.py", reason: "exited with status 3 while answering 'step'", stderr: "crashing on purpose", restarts: true),
        Broken(script: "hang.py", reason: "did not answer 'step' within 1s", stderr: "sleeping forever", restarts: true, timeout: .seconds(1)),
        Broken(script: "garbage.py", reason: "malformed reply to 'step': not JSON", stderr: "about to print garbage", restarts: true),
        Broken(
            script: "wrong_seq.py",
            reason: "wrong sequence number: the adapter sent 'done' with a sequence number no request had yet while answering 'step'", stderr: nil,
            restarts: true),
        Broken(script: "huge_line.py", reason: "longer than the limit of 1048576 bytes", stderr: "writing a 100 MB line", restarts: true),
        Broken(
            script: "stderr_flood.py", reason: "did not answer 'step' within 1s", stderr: "fixture: flood line", restarts: true, timeout: .seconds(1)),
        Broken(script: "stdout_flood.py", reason: "more than 100 events", stderr: nil, restarts: true),
        Broken(script: "unknown_message.py", reason: "unknown message type 'log'", stderr: nil, restarts: true),
        Broken(
            script: "event_after_done.py",
            reason:
                "a callback after its request was answered: event 'action' (onAction(id)) came after that request's 'done' — report every event of a request before its 'done'",
            stderr: nil, restarts: true),
        Broken(script: "bad_time.py", reason: "outside this request's time window 0…0 ms", stderr: nil, restarts: true),
        Broken(script: "missing_field.py", reason: "'event' needs the string field 'native'", stderr: nil, restarts: true),
        Broken(script: "error_reply.py", reason: "answered 'step' with an error: the model cannot perform 'boom'", stderr: nil, restarts: false)
    ]

    @Test("a broken adapter fails only the spec it broke, with its stderr tail; it is restarted and leaves no process", arguments: broken)
    func brokenAdapter(_ broken: Broken) throws {
        let pids = try PidFolder()
        let adapter = ExternalFixtures.adapter(broken.script, timeout: broken.timeout, maxEvents: 100, pids: pids)
        let results = Runner(Runner.Options()).run(ExternalFixtures.threeSpecs, on: [adapter])
        adapter.shutdown(grace: 1)

        #expect(results.map(\.verdict) == [.pass, .error, .pass], "\(results.map { "\($0.specID): \($0.explanation ?? "")" })")
        let reason = results[1].explanation ?? ""
        #expect(broken.reason.split(separator: "|").contains { reason.contains($0) }, "\(reason)")
        if let stderr = broken.stderr {
            #expect(reason.contains("--- adapter stderr (tail) ---"), "\(reason)")
            #expect(reason.contains(stderr), "\(reason)")
        }
        #expect(reason.count < 8_000, "the stderr tail is bounded")
        #expect(pids.pids.count == (broken.restarts ? 2 : 1), "processes started: \(pids.pids)")
        #expect(ExternalFixtures.survivors(pids.pids).isEmpty, "no process is left behind")
    }

    @Test(
        "an adapter that cannot complete the handshake makes each of its specs an error with the reason, and the run goes on",
        arguments: [
            ("exit_at_handshake.py", "exited with status 1", "the SDK key is missing"),
            ("garbage_handshake.py", "malformed reply to 'hello': not JSON", "Hello! I am an adapter.")
        ])
    func handshakeFailure(_ script: String, _ reason: String, _ excerpt: String) throws {
        let pids = try PidFolder()
        let goodPids = try PidFolder()
        let broken = ExternalFixtures.adapter(script, id: "broken", pids: pids)
        let good = ExternalFixtures.adapter("ok.py", id: "good", pids: goodPids)
        let results = Runner(Runner.Options(jobs: 2)).run(ExternalFixtures.threeSpecs, on: [broken, good])
        broken.shutdown()
        good.shutdown()

        #expect(broken.info.unavailable != nil)
        for result in results where result.adapterID == "broken" {
            #expect(result.verdict == .error)
            #expect(result.explanation?.contains("handshake failed") == true)
            #expect(result.explanation?.contains(reason) == true, "\(result.explanation ?? "")")
            #expect(result.explanation?.contains(excerpt) == true, "\(result.explanation ?? "")")
        }
        #expect(results.filter { $0.adapterID == "good" }.map(\.verdict) == [.pass, .pass, .pass])
        #expect(pids.pids.count == 1, "one attempt at the broken adapter, not one per spec")
        #expect(ExternalFixtures.survivors(pids.pids + goodPids.pids).isEmpty)
    }

    @Test("a command that does not exist is an error verdict naming it")
    func missingCommand() {
        let adapter = ExternalAdapter(
            ExternalAdapter.Configuration(
                id: "nowhere", process: AdapterProcess.Configuration(command: ["conform-no-such-adapter-program"])))
        let results = Runner(Runner.Options()).run(ExternalFixtures.threeSpecs, on: [adapter])
        #expect(results.map(\.verdict) == [.error, .error, .error])
        #expect(results.first?.explanation?.contains("'conform-no-such-adapter-program' was not found on PATH") == true)
    }

    @Test("one process serves many specs in turn, and --jobs N runs a pool of at most N")
    func pool() throws {
        let specs = (0..<12).compactMap { i in
            ExternalFixtures.spec("t/s\(i)", "title: s\nsteps: [present, {action: a\(i)}]\nexpect:\n  order: [action a\(i)]\n")
        }
        let serial = try PidFolder()
        let one = ExternalFixtures.adapter("ok.py", pids: serial)
        let first = Runner(Runner.Options(jobs: 1)).run(specs, on: [one])
        one.shutdown()
        #expect(first.allSatisfy { $0.verdict == .pass })
        #expect(serial.pids.count == 1)

        let parallel = try PidFolder()
        let three = ExternalFixtures.adapter("ok.py", pids: parallel)
        let second = Runner(Runner.Options(jobs: 3)).run(specs, on: [three])
        three.shutdown()
        #expect(second.allSatisfy { $0.verdict == .pass })
        #expect((1...3).contains(parallel.pids.count), "\(parallel.pids)")
        #expect(second.map(\.specID) == first.map(\.specID), "results keep spec order whatever the job count")
        #expect(ExternalFixtures.survivors(serial.pids + parallel.pids).isEmpty)
    }

    @Test("the wire log shows every message sent and received, with the adapter id and pid")
    func trace() throws {
        let pids = try PidFolder()
        let lines = LockedLines()
        let adapter = ExternalFixtures.adapter("ok.py", pids: pids, trace: WireTrace { lines.append($0) })
        _ = Runner(Runner.Options()).run(Array(ExternalFixtures.threeSpecs.prefix(1)), on: [adapter])
        adapter.shutdown()
        let pid = try #require(pids.pids.first)
        let log = lines.all
        #expect(log.contains("→ fixture [\(pid)] {\"type\":\"hello\",\"seq\":1,"))
        #expect(log.contains("\"type\": \"ready\", \"seq\": 1}"))
        #expect(log.contains("→ fixture [\(pid)] {\"type\":\"step\",\"seq\":4,\"step\":{\"kind\":\"action\",\"id\":\"ok\"}}"))
        #expect(log.contains("→ fixture [\(pid)] {\"type\":\"end\",\"seq\":5,\"horizon_ms\":3600000}"))
    }
}

/// Lines collected from another thread.
final class LockedLines: @unchecked Sendable {
    /// Guards `lines`.
    private let lock = NSLock()
    /// The lines so far.
    private var lines: [String] = []

    /// Adds a line.
    func append(_ line: String) {
        lock.lock()
        lines.append(line)
        lock.unlock()
    }

    /// Everything so far, joined.
    var all: String {
        lock.lock()
        defer { lock.unlock() }
        return lines.joined()
    }
}
