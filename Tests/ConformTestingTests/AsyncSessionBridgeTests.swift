import ConformKit
import ConformTesting
import Foundation
import Testing

/// The bridge from asynchronous sessions to the runner: timeouts, the main thread, and sessions
/// that are not bound to the main actor.
@Suite struct AsyncSessionBridgeTests {
    /// A session on the main actor that never finishes a buy.
    @MainActor
    final class StuckSession: MainActorAdapterSession {
        func perform(_ step: Step, context: AsyncSessionContext) async throws {
            if case .buy = step {
                while !Task.isCancelled { try? await Task.sleep(for: .milliseconds(10)) }
            }
        }

        func finish(context: AsyncSessionContext) async throws -> FinalState { FinalState(state: .open, result: "none") }
    }

    /// An adapter of `StuckSession`, with a short per-step timeout.
    struct StuckAdapter: MainActorAdapter {
        let info = AdapterInfo(id: "stuck", sdk: "Stuck", sdkVersion: "1", summary: "never finishes a buy", capabilities: [], emits: ["purchase"])
        var timing: SessionTiming { SessionTiming(stepTimeout: .milliseconds(300)) }
        func startSession(given: Given, context: AsyncSessionContext) async throws -> any MainActorAdapterSession { StuckSession() }
    }

    /// An actor session, not bound to the main actor, whose callbacks arrive from another thread
    /// shortly after each step.
    actor BackgroundSession: AsyncAdapterSession {
        func perform(_ step: Step, context: AsyncSessionContext) async throws {
            guard case .buy(let product?) = step else { return }
            // A thread of its own, as an SDK's delegate queue is: a task would wait for a thread of the
            // cooperative pool, which a full parallel `swift test` on two cores keeps busy for longer
            // than any quiet period.
            Thread.detachNewThread {
                usleep(5_000)
                context.recorder.record(.purchaseStarted, product, native: "started(\(product))")
                context.recorder.record(.purchaseCompleted, product, native: "completed(\(product))")
            }
        }

        func finish(context: AsyncSessionContext) async throws -> FinalState { FinalState(state: .open, result: "none") }
    }

    /// An adapter of `BackgroundSession` that waits 2 s of quiet after each step.
    struct BackgroundAdapter: AsyncAdapter {
        let info = AdapterInfo(
            id: "background", sdk: "Background", sdkVersion: "1", summary: "callbacks from another task",
            capabilities: [], emits: ["purchase", "paywall"])
        // A generous step timeout: a session still waiting for a pool thread is given up only after six
        // of them (`AsyncSessionBridge`), and a full parallel `swift test` on two cores keeps every
        // thread of the pool busy with blocking CLI tests for minutes (four, once, while helpers'
        // builds shared the cores: 120 s gives twelve before the start is given up). The test is about
        // late callbacks, which come within milliseconds when the machine is idle; the quiet period
        // is 2 s because a detached thread can wait longer than half a second for a core while three
        // Swift builds share two of them.
        var timing: SessionTiming { SessionTiming(stepTimeout: .seconds(120), quietPeriod: .seconds(2)) }
        func startSession(given: Given, context: AsyncSessionContext) async throws -> any AsyncAdapterSession { BackgroundSession() }
    }

    static let buy =
        "title: t\ngiven:\n  products: [premium_monthly]\nsteps:\n  - present\n  - buy: premium_monthly\nexpect:\n  order: [purchase.started premium_monthly, purchase.completed premium_monthly]\n"

    @Test("a step that outlives the per-step timeout is an adapter error that says so, and the run goes on")
    func timeout() async throws {
        let folder = try TemporarySpecs(["buy.yaml": Self.buy, "later.yaml": Self.buy])
        let suite = ConformanceSuite(specs: folder.path, adapters: [StuckAdapter()], record: .never)
        let report = try await suite.run()
        #expect(report.pairs.map(\.verdict) == [.error, .error])
        #expect(report.pairs.first?.explanation?.contains("step 'buy premium_monthly' did not finish within 0.3 seconds on the main actor") == true)
    }

    @Test("a main-actor adapter run from the main actor is refused with the way out, never a deadlock")
    @MainActor
    func mainActorCaller() throws {
        let folder = try TemporarySpecs(["buy.yaml": Self.buy])
        let suite = ConformanceSuite(specs: folder.path, adapters: [PaywallDoubleAdapter()], record: .never)
        let report = try suite.run()
        #expect(report.pairs.first?.verdict == .error)
        #expect(
            report.pairs.first?.explanation?.contains(
                "call ConformTesting's async API ('try await suite.assertConformance(in: self)', 'try await suite.check(pair)'") == true)
    }

    @Test("a concurrent session's late callbacks belong to the step, after its quiet period")
    func concurrentSession() async throws {
        let folder = try TemporarySpecs(["buy.yaml": Self.buy])
        let suite = ConformanceSuite(specs: folder.path, adapters: [BackgroundAdapter()], record: .never)
        let report = try await suite.run()
        #expect(report.pairs.first?.verdict == .pass, "\(report.pairs.first?.explanation ?? "")")
    }
}

/// The main-actor path needs no thread of the cooperative pool: a test run whose other tests
/// block every one of them does not stall it.
@Suite struct BusyPoolTests {
    /// Blocks the calling thread until `gate` opens.
    static func block(on gate: DispatchSemaphore) {
        gate.wait()
    }

    /// Runs the double's suite on a thread of its own and waits for it, blocking the caller.
    static func runBlocking(_ suite: ConformanceSuite) -> (RunReport?, Duration) {
        let done = DispatchSemaphore(value: 0)
        let report = Locked<RunReport?>(nil)
        let start = ContinuousClock.now
        Thread.detachNewThread {
            let result = try? suite.run()
            report.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return (report.withLock { $0 }, ContinuousClock.now - start)
    }

    @Test("the double runs while every thread of the cooperative pool is blocked")
    func busyPool() async throws {
        let gate = DispatchSemaphore(value: 0)
        let threads = ProcessInfo.processInfo.activeProcessorCount * 2
        for _ in 0..<threads { Task.detached { Self.block(on: gate) } }
        let suite = ConformanceSuite(specs: "../../Specs", adapters: [PaywallDoubleAdapter()], filters: ["common/purchase/*"], record: .never)
        defer { for _ in 0..<threads { gate.signal() } }
        let (report, took) = Self.runBlocking(suite)
        #expect(report?.pairs.count == 7)
        #expect(
            report?.pairs.allSatisfy { $0.verdict == .pass || $0.verdict == .notApplicable } == true,
            "\(report?.pairs.compactMap(\.explanation) ?? [])")
        #expect(took < .seconds(10))
    }
}
