import Dispatch

/// The stand-in's StoreKit Test: a test sets what the store answers before it taps, as an iOS
/// test target sets up an `SKTestSession` from a StoreKit configuration file.
///
/// A product with an approval delay answers only once the store's clock has run that long
/// (`advanceClock(byMilliseconds:)`) — as an Ask to Buy transaction answers when the test approves
/// it (`SKTestSession.askToBuyEnabled`, `approveAskToBuyTransaction(identifier:)`). That is how an
/// adapter makes the store answer at a spec's virtual time (docs/ios.md, "Virtual time").
@MainActor
public final class MyTestStore {
    /// What the store answers to a purchase.
    public enum Answer: Sendable, Hashable {
        case purchased, cancelled, pending
        case failed(String)
    }

    /// A store error code.
    public struct Code: Error, Sendable, Hashable {
        /// The code, e.g. `restore_failed`.
        public var rawValue: String
    }

    /// The answer per product; a product not listed is purchased.
    public var answers: [String: Answer] = [:]
    /// Products whose purchases wait for approval, and for how many milliseconds of store time.
    public var approvalDelays: [String: Int] = [:]
    /// What a restore finds.
    public var restorable: [String] = []
    /// When set, a restore fails with this code.
    public var restoreFailure: String?
    /// The store's clock, in milliseconds.
    private var clock = 0
    /// Purchases waiting for approval: when they are due, and who hears the answer.
    private var waiting: [(due: Int, productID: String, completion: @MainActor (Answer) -> Void)] = []

    /// Creates a store that sells everything at once.
    public init() {}

    /// Lets the store's clock run: purchases now due are approved and answered.
    public func advanceClock(byMilliseconds milliseconds: Int) {
        clock += milliseconds
        let due = waiting.filter { $0.due <= clock }
        waiting.removeAll { $0.due <= clock }
        for purchase in due { purchase.completion(answers[purchase.productID] ?? .purchased) }
    }

    /// Purchases `productID`: the answer comes later on the main queue, or once approved.
    func purchase(_ productID: String, completion: @escaping @MainActor (Answer) -> Void) {
        if let delay = approvalDelays[productID] {
            waiting.append((clock + delay, productID, completion))
        } else {
            let answer = answers[productID] ?? .purchased
            DispatchQueue.main.async { MainActor.assumeIsolated { completion(answer) } }
        }
    }

    /// Restores: the products found, or the failure.
    func restore() -> Result<[String], Code> {
        restoreFailure.map { .failure(Code(rawValue: $0)) } ?? .success(restorable)
    }
}
