import Testing
@testable import ConformKit

/// A spec that ends with SDK work still pending — it failed, ran away or never settled — leaves
/// nothing alive: the pending work held the session, the recorder and the clock in a cycle. Found
/// by the fuzzer under LeakSanitizer (`FUZZ_SANITIZE=address ci/fuzz.sh`).
@Suite struct LeakTests {
    /// Holds weak references to what a session kept, to see whether they outlive the run.
    final class Witness: @unchecked Sendable {
        /// The last session made.
        weak var session: AnyObject?
        /// Its recorder.
        weak var recorder: Recorder?
    }

    /// An adapter whose session, on `present`, schedules work two days ahead — past the drain
    /// horizon — that captures the session and its context, as SDK models' retries do.
    struct PendingForever: SynchronousAdapter {
        /// Where the session and recorder are noted.
        let witness: Witness

        /// A minimal declaration.
        var info: AdapterInfo {
            AdapterInfo(id: "pending", sdk: "Pending", sdkVersion: "1", summary: "never settles", capabilities: [], emits: ["paywall"])
        }

        /// One session per spec.
        func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
            let session = Session()
            witness.session = session
            witness.recorder = context.recorder
            return session
        }

        /// Schedules work that never comes due within the horizon.
        final class Session: AdapterSession {
            /// Schedules the retry on `present`.
            func perform(_ step: Step, context: SessionContext) throws {
                context.clock.schedule(after: .seconds(2 * 86_400)) { [self] in
                    try? perform(step, context: context)
                }
            }

            /// Ends open.
            func finish(context: SessionContext) throws -> FinalState {
                FinalState(state: .open, result: "none")
            }
        }
    }

    @Test("a spec whose pending work never settles leaves its session, recorder and clock to be freed")
    func pendingWorkIsDropped() throws {
        let witness = Witness()
        let spec = try #require(SpecDecoder.decode("title: x\nsteps: [present]\nexpect:\n  state: open\n", id: "x", file: "x.yaml").spec)
        let outcome = Replay.run(spec, on: PendingForever(witness: witness))
        guard case .failed(let failure, _) = outcome else {
            Issue.record("work that never settles must fail the spec")
            return
        }
        #expect(failure.kind == "unsettled" && failure.message.contains("never settled"), "\(failure.message)")
        #expect(witness.session == nil, "the session is freed")
        #expect(witness.recorder == nil, "the recorder is freed")
    }
}
