import ClosurePaywallSDK
import ConformKit

extension FakeStore {
    /// The store a spec's `given` describes, answering after `latency` of wall-clock time; an
    /// answer that takes virtual time (`purchased after 2s`) waits until `advance(by:)` reaches it.
    convenience init(_ given: Given, latency: Duration) {
        self.init(latency: latency)
        for (id, answer) in given.store {
            switch answer.outcome {
            case .purchased: answers[id] = .purchased
            case .cancelled: answers[id] = .cancelled
            case .pending: answers[id] = .pending
            case .failed(let code): answers[id] = .failed(code)
            // This store declares no `store-timeout`, so the runner never sends one.
            case .timeout: answers[id] = .failed("store_timeout")
            }
            if answer.delay > .zero { approvalDelays[id] = Int(answer.delay.milliseconds) }
        }
        switch given.restore {
        case .products(let ids): restorable = ids
        case .failed(let code): restoreFailure = code
        }
    }

    /// A spec's `wait: 2s`: the store's clock runs on.
    func advance(by span: VirtualTime) {
        advanceClock(byMilliseconds: Int(span.milliseconds))
    }
}
