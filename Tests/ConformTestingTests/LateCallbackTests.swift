import ConformKit
import ConformTesting
import Foundation
import Testing

/// Nothing after the session is lost (issue 38): a callback that reaches a session's recorder after
/// the session ended fails its case with what to change; the timing's defaults cannot be lost by
/// leaving one out; and a session's end releases its SDK objects, whose late work is ignored safely.
@Suite(.serialized) struct LateCallbackTests {
    /// The store answers after the spec's last step; the spec only asks for the start, so without
    /// the late callback's report the case would pass with `purchase.completed` gone.
    static let lastStepBuy = """
        title: a purchase as the last step
        given:
          products: [premium_monthly]
        steps:
          - present
          - buy: premium_monthly
        expect:
          order: [purchase.started premium_monthly]

        """

    /// The store answers 400 ms after the tap; 20 ms of quiet ends the session long before, and the
    /// suite listens 3 s after it (a loaded machine delays the main queue).
    static let tooShort = ClosureDoubleAdapter(
        id: "closure-late", answerDelay: .milliseconds(400),
        timing: SessionTiming(quietPeriod: .milliseconds(20), lateWatch: .seconds(3)))

    @Test("every timing parameter left out is the documented default: stepTimeout alone keeps 50 ms of quiet")
    func defaults() {
        let timing = SessionTiming(stepTimeout: .seconds(15))
        #expect(timing.quietPeriod == .milliseconds(50))
        #expect(timing.lateWatch == .milliseconds(250))
        #expect(SessionTiming().stepTimeout == .seconds(10))
        #expect(SessionTiming.standard == SessionTiming(stepTimeout: .seconds(10), quietPeriod: .milliseconds(50), lateWatch: .milliseconds(250)))
        #expect(SessionTiming(quietPeriod: .zero).stepTimeout == .seconds(10))
    }

    @Test(
        "a callback after the session fails its case (one case, Swift Testing's road): it names the callback, how late it came and the quiet period to declare"
    )
    func lateCallbackFailsTheCase() async throws {
        let folder = try TemporarySpecs(["late/buy.yaml": Self.lastStepBuy])
        let suite = ConformanceSuite(specs: folder.path, adapters: [Self.tooShort], record: .never)
        let pair = try #require(suite.cases.first)
        let failures = await suite.failures(for: pair)
        let late = try #require(failures.first { $0.message.contains("a callback after the session ended") }, "\(failures.map(\.message))")
        #expect(
            late.message.hasPrefix(
                "late/buy × closure-late: timed out: a callback after the session ended: 'purchase.completed' (onPurchaseCompleted) came "),
            "\(late.message)")
        #expect(late.message.contains("ms after the session ended — after its finish and 20 ms of quiet"))
        #expect(late.message.contains("var timing: SessionTiming { SessionTiming(quietPeriod: .milliseconds("))
        #expect(late.location.file == pair.file)
        #expect(failures.count == 1, "the late callback alone: \(failures.map(\.message))")
    }

    @Test("a callback after the session fails the whole-suite run too (XCTest's road), against its case")
    func lateCallbackFailsTheSuite() async throws {
        let folder = try TemporarySpecs(["late/suite.yaml": Self.lastStepBuy])
        let suite = ConformanceSuite(specs: folder.path, adapters: [Self.tooShort], record: .never)
        let failures = try await suite.failures()
        #expect(
            failures.map(\.message).contains {
                $0.hasPrefix("late/suite × closure-late: timed out: a callback after the session ended: 'purchase.completed'")
            },
            "\(failures.map(\.message))")
    }

    @Test("the session's end releases the SDK objects: the closure's late work finds its session gone and is ignored safely, and still reported")
    func sessionReleasedAtItsEnd() async throws {
        let folder = try TemporarySpecs(["late/released.yaml": Self.lastStepBuy])
        let suite = ConformanceSuite(specs: folder.path, adapters: [Self.tooShort], record: .never)
        let (releasedBefore, afterBefore) = (
            ClosureDoubleAdapter.released.withLock { $0 }, ClosureDoubleAdapter.callbacksAfterRelease.withLock { $0 }
        )
        let failures = await suite.failures(for: try #require(suite.cases.first))
        #expect(ClosureDoubleAdapter.released.withLock { $0 } > releasedBefore)
        #expect(ClosureDoubleAdapter.callbacksAfterRelease.withLock { $0 } > afterBefore, "the store answered after the session was released")
        #expect(failures.contains { $0.message.contains("'purchase.completed' (onPurchaseCompleted) came") })
    }

    /// An asynchronous (not main-actor) session whose SDK answers from a thread of its own, 300 ms
    /// after the session finished: late by construction, however slowly a loaded machine runs the
    /// steps before it (a fixed delay after the buy raced the session's own end).
    actor LateThreadSession: AsyncAdapterSession {
        /// Signalled when the runner asks for the final state: the session's last moment.
        let finished = DispatchSemaphore(value: 0)

        func perform(_ step: Step, context: AsyncSessionContext) async throws {
            guard case .buy(let product?) = step else { return }
            context.recorder.record(.purchaseStarted, product, native: "started(\(product))")
            let finished = finished
            Thread.detachNewThread {
                _ = finished.wait(timeout: .now() + 30)
                usleep(300_000)
                context.recorder.record(.purchaseCompleted, product, native: "completed(\(product))")
            }
        }

        func finish(context: AsyncSessionContext) async throws -> FinalState {
            finished.signal()
            return .open
        }
    }

    struct LateThreadAdapter: AsyncAdapter {
        let info = AdapterInfo(
            id: "thread-late", sdk: "Threads", sdkVersion: "1", summary: "answers from a thread, late", capabilities: [], emits: ["purchase"])
        var timing: SessionTiming { SessionTiming(stepTimeout: .seconds(40), quietPeriod: .milliseconds(20), lateWatch: .seconds(3)) }
        func startSession(given: Given, context: AsyncSessionContext) async throws -> any AsyncAdapterSession { LateThreadSession() }
    }

    @Test("an asynchronous adapter's callback after the session fails its case the same way")
    func asyncAdapterLateCallback() async throws {
        let folder = try TemporarySpecs(["late/thread.yaml": Self.lastStepBuy])
        let suite = ConformanceSuite(specs: folder.path, adapters: [LateThreadAdapter()], record: .never)
        let failures = await suite.failures(for: try #require(suite.cases.first))
        #expect(
            failures.map(\.message).contains {
                $0.hasPrefix(
                    "late/thread × thread-late: timed out: a callback after the session ended: 'purchase.completed' (completed(premium_monthly)) came "
                )
            },
            "\(failures.map(\.message))")
    }

    @Test("a callback later than its case listened is reported by the next case of the adapter that ends, naming its own case")
    func laterThanTheWatch() async throws {
        let folder = try TemporarySpecs(["late/orphan.yaml": Self.lastStepBuy])
        let adapter = ClosureDoubleAdapter(
            id: "closure-orphan", answerDelay: .seconds(1),
            timing: SessionTiming(quietPeriod: .milliseconds(20), lateWatch: .milliseconds(10)))
        let suite = ConformanceSuite(specs: folder.path, adapters: [adapter], record: .never)
        let pair = try #require(suite.cases.first)
        let first = await suite.failures(for: pair)
        #expect(first.isEmpty, "\(first.map(\.message))")
        try await Task.sleep(for: .seconds(3))
        let next = await suite.failures(for: pair)
        let late = try #require(next.first { $0.message.contains("a callback after the session ended") }, "\(next.map(\.message))")
        #expect(
            late.message.hasPrefix(
                "late/orphan × closure-orphan: a callback after the session ended, later than its case listened (10 ms), "
                    + "so reported by the case that ended next: 'purchase.completed' (onPurchaseCompleted) came "), "\(late.message)")
        #expect(late.location.file == pair.file)
    }

    @Test("a quiet period longer than the store's answer keeps the callback in its case: no late callback, the event in the transcript")
    func longerQuietKeepsIt() async throws {
        let spec = Self.lastStepBuy.replacingOccurrences(
            of: "order: [purchase.started premium_monthly]",
            with: "order: [purchase.started premium_monthly, purchase.completed premium_monthly]")
        let folder = try TemporarySpecs(["late/kept.yaml": spec])
        let adapter = ClosureDoubleAdapter(
            id: "closure-kept", answerDelay: .milliseconds(100),
            timing: SessionTiming(quietPeriod: .milliseconds(1500), lateWatch: .milliseconds(500)))
        let suite = ConformanceSuite(specs: folder.path, adapters: [adapter], record: .never)
        let failures = await suite.failures(for: try #require(suite.cases.first))
        #expect(failures.isEmpty, "\(failures.map(\.message))")
    }

    @Test("an event that never came says how long the session waited and how to wait longer")
    func neverCameSaysTheWait() async throws {
        let spec = Self.lastStepBuy.replacingOccurrences(
            of: "order: [purchase.started premium_monthly]",
            with: "order: [purchase.started premium_monthly, purchase.completed premium_monthly]")
        let folder = try TemporarySpecs(["late/never.yaml": spec])
        // A store that answers in an hour: the completion never comes while the test process runs.
        let silent = ClosureDoubleAdapter(id: "closure-silent", answerDelay: .seconds(3600), timing: SessionTiming(quietPeriod: .milliseconds(20)))
        let suite = ConformanceSuite(specs: folder.path, adapters: [silent], record: .never)
        let failures = await suite.failures(for: try #require(suite.cases.first))
        let never = try #require(failures.first { $0.message.contains("never came") }, "\(failures.map(\.message))")
        #expect(
            never.message.contains(
                "(the session waited until the SDK was quiet for 20 ms after each step, 10.0 seconds at most; if the SDK answers later, wait longer: var timing: SessionTiming { SessionTiming(quietPeriod: .milliseconds(300)) })"
            ))
    }
}
