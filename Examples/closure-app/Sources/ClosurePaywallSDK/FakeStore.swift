import Dispatch

/// The stand-in's store: it answers on a queue of its own after `latency` of wall-clock time (a
/// network round trip), and the SDK hears the answer on the main queue. A purchase with an approval
/// delay waits until the store's clock has run that long (`advanceClock(byMilliseconds:)`), as an
/// Ask to Buy transaction waits for approval.
@MainActor
public final class FakeStore {
    public enum Answer: Sendable, Hashable {
        case purchased, cancelled, pending
        case failed(String)
    }

    public struct Failure: Error, Sendable, Hashable {
        public var code: String
    }

    /// The answer per product; a product not listed is purchased.
    public var answers: [String: Answer] = [:]
    /// Products whose purchases wait for approval, and for how many milliseconds of store time.
    public var approvalDelays: [String: Int] = [:]
    /// What a restore finds.
    public var restorable: [String] = []
    /// When set, a restore fails with this code.
    public var restoreFailure: String?
    /// How long the store takes to answer, in wall-clock time.
    public let latency: Duration
    private var clock = 0
    private var waiting: [(due: Int, productID: String, completion: @MainActor @Sendable (Answer) -> Void)] = []

    public init(latency: Duration = .milliseconds(20)) {
        self.latency = latency
    }

    /// Lets the store's clock run: purchases now due are approved and answered (after the latency).
    public func advanceClock(byMilliseconds milliseconds: Int) {
        clock += milliseconds
        let due = waiting.filter { $0.due <= clock }
        waiting.removeAll { $0.due <= clock }
        for purchase in due { answer(answers[purchase.productID] ?? .purchased, to: purchase.completion) }
    }

    func purchase(_ productID: String, completion: @escaping @MainActor @Sendable (Answer) -> Void) {
        if let delay = approvalDelays[productID] {
            waiting.append((clock + delay, productID, completion))
        } else {
            answer(answers[productID] ?? .purchased, to: completion)
        }
    }

    func restore(completion: @escaping @MainActor @Sendable (Result<[String], Failure>) -> Void) {
        let result: Result<[String], Failure> = restoreFailure.map { .failure(Failure(code: $0)) } ?? .success(restorable)
        answer(result, to: completion)
    }

    /// Validates the last purchase's receipt: another round trip.
    func validateReceipt(completion: @escaping @MainActor @Sendable () -> Void) {
        answer((), to: { _ in completion() })
    }

    /// Delivers `value` on the main queue after the latency, from the store's own queue.
    private func answer<T: Sendable>(_ value: T, to completion: @escaping @MainActor @Sendable (T) -> Void) {
        let seconds = Double(latency.components.seconds) + Double(latency.components.attoseconds) / 1e18
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            DispatchQueue.main.async { MainActor.assumeIsolated { completion(value) } }
        }
    }
}
