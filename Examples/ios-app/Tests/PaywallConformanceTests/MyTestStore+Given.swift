import ConformKit
import MyPaywallSDK

extension MyTestStore {
    /// The store a spec's `given` describes: the answer to each product's purchase, and what a
    /// restore finds. An answer that takes virtual time (`purchased after 2s`) waits, as an Ask to
    /// Buy transaction waits for approval, until `advance(by:)` reaches it.
    convenience init(_ given: Given) {
        self.init()
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

    /// A spec's `wait: 2s`: the store's clock runs on, and waiting purchases that are due answer.
    func advance(by span: VirtualTime) {
        advanceClock(byMilliseconds: Int(span.milliseconds))
    }
}
