@testable import ConformKit

/// A test adapter that, on `present`, records `count` events whose native form is `size` bytes —
/// a runaway SDK model or a chatty external adapter, for the recorder's limits.
struct FloodAdapter: SynchronousAdapter {
    /// How many events `present` records.
    var count: Int
    /// The length of each event's native form, in bytes.
    var size: Int

    /// A minimal declaration that observes everything.
    var info: AdapterInfo {
        AdapterInfo(
            id: "flood", sdk: "Flood", sdkVersion: "1", summary: "records many events", capabilities: [],
            emits: ["paywall", "purchase", "recorded", "error"])
    }

    /// One session per spec.
    func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        Session(count: count, native: String(repeating: "n", count: size))
    }

    /// Records the flood on `present`; other steps do nothing.
    final class Session: AdapterSession {
        /// How many events `present` records.
        let count: Int
        /// Each event's native form.
        let native: String

        /// Creates a session that floods `count` events of `native`.
        init(count: Int, native: String) {
            self.count = count
            self.native = native
        }

        /// Records the flood on `present`.
        func perform(_ step: Step, context: SessionContext) throws {
            guard case .present = step else { return }
            for _ in 0..<count { context.recorder.record(.paywallShown, native: native) }
        }

        /// Ends open, with no result.
        func finish(context: SessionContext) throws -> FinalState {
            FinalState(state: .open, result: "none")
        }
    }
}
