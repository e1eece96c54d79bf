import Dispatch

/// A test double of a paywall SDK that behaves the way real ones do where it matters to a harness:
/// it lives on the main actor, and it answers every tap *later*, with delegate callbacks delivered
/// on the main queue — some in chains (a purchase finishes, then the paywall dismisses itself, then
/// it reports the dismissal). Its store answers come from a configuration, like a StoreKit
/// configuration file; an answer configured with a delay arrives when the store's clock is
/// advanced, as StoreKit Test's transactions do when a test approves them.
///
/// It is not a model of any vendor's SDK: it proves on Linux that ConformTesting drives an
/// asynchronous, main-actor SDK correctly, and it is what the shipped recording set was made
/// against (Recordings/paywall-double@recorded/README.md).
@MainActor
final class PaywallDouble {
    /// The double's version, as a real SDK reports its own.
    nonisolated static let version = "1.0.0"

    /// What the store answers to a purchase.
    enum PurchaseAnswer: Sendable, Hashable {
        case purchased, cancelled, deferred
        case failed(code: String)
    }

    /// What a restore finds.
    enum RestoreAnswer: Sendable, Hashable {
        case restored([String])
        case failed(code: String)
    }

    /// The store configuration and how the paywall renders.
    struct Configuration: Sendable {
        /// The products on the paywall.
        var products: [String]
        /// The store's answer per product, and after how many milliseconds of store time.
        var answers: [String: (answer: PurchaseAnswer, delayMilliseconds: Int)] = [:]
        /// What a restore finds.
        var restore: RestoreAnswer = .restored([])
        /// When set, rendering fails with this code (the paywall stays on screen).
        var renderFailure: String?
    }

    /// Who hears the callbacks.
    weak var delegate: (any PaywallDoubleDelegate)?
    /// The configuration.
    private let configuration: Configuration
    /// Whether the paywall is on screen.
    private(set) var isPresented = false
    /// The product being purchased; the paywall ignores taps meanwhile.
    private var purchasing: String?
    /// The store's clock, in milliseconds.
    private var storeTime = 0
    /// Store answers waiting for their time.
    private var waiting: [(due: Int, work: @MainActor () -> Void)] = []
    /// Numbers transactions, like a store does.
    private var transactions = 0

    /// Creates the SDK for `configuration`.
    init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// Presents the paywall.
    func present() {
        guard !isPresented else { return }
        isPresented = true
        if let code = configuration.renderFailure {
            later { $0.paywall(self, didFailRenderingWith: code) }
        }
        later { $0.paywallDidAppear(self) }
    }

    /// Taps buy: the purchase starts, and the store answers now or when its clock reaches the delay.
    func buy(_ product: String) {
        guard isPresented, purchasing == nil else { return }
        purchasing = product
        later { $0.paywall(self, didStartPurchaseOf: product) }
        let (answer, delay) = configuration.answers[product] ?? (.purchased, 0)
        if delay == 0 {
            later { _ in self.answer(answer, for: product) }
        } else {
            waiting.append((storeTime + delay, { self.answer(answer, for: product) }))
        }
    }

    /// Taps restore.
    func restore() {
        guard isPresented, purchasing == nil else { return }
        later { $0.paywallDidStartRestore(self) }
        switch configuration.restore {
        case .restored(let products): later { $0.paywall(self, didRestore: products) }
        case .failed(let code): later { $0.paywall(self, didFailRestoreWith: code) }
        }
    }

    /// Taps the close button.
    func close() {
        guard isPresented, purchasing == nil else { return }
        dismiss()
    }

    /// Taps a custom action button.
    func tapAction(_ id: String) {
        guard isPresented, purchasing == nil else { return }
        later { $0.paywall(self, didTapAction: id) }
    }

    /// Taps a link.
    func tapLink(_ url: String) {
        guard isPresented, purchasing == nil else { return }
        later { $0.paywall(self, didOpen: url) }
    }

    /// Lets the store's clock run `milliseconds`: answers due by then arrive (later, on the main queue).
    func advanceStoreTime(by milliseconds: Int) {
        storeTime += milliseconds
        let due = waiting.filter { $0.due <= storeTime }
        waiting.removeAll { $0.due <= storeTime }
        for job in due { later { _ in job.work() } }
    }

    /// The store's answer arrives: a completed purchase fires both finish callbacks (with and
    /// without the transaction), then the paywall dismisses itself.
    private func answer(_ answer: PurchaseAnswer, for product: String) {
        purchasing = nil
        switch answer {
        case .purchased:
            transactions += 1
            let transaction = "txn-\(transactions)"
            delegate?.paywall(self, didFinishPurchaseOf: product)
            delegate?.paywall(self, didFinishPurchaseOf: product, transaction: transaction)
            later { _ in self.dismiss() }
        case .cancelled: delegate?.paywall(self, didCancelPurchaseOf: product)
        case .deferred: delegate?.paywall(self, didDeferPurchaseOf: product)
        case .failed(let code): delegate?.paywall(self, didFailPurchaseOf: product, code: code)
        }
    }

    /// Takes the paywall off screen; the dismissal is reported later, without a result.
    private func dismiss() {
        guard isPresented else { return }
        isPresented = false
        later { $0.paywallWasDismissed(self) }
    }

    /// Delivers a callback later, on the main queue, as a real SDK does.
    private func later(_ callback: @escaping @MainActor (any PaywallDoubleDelegate) -> Void) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard let delegate = self.delegate else { return }
                callback(delegate)
            }
        }
    }
}

/// The double's delegate: its callbacks, named the way paywall SDKs name theirs. The dismissal
/// callback carries no result (docs/events.md says what `paywall.closed` carries then).
@MainActor
protocol PaywallDoubleDelegate: AnyObject {
    /// The paywall appeared.
    func paywallDidAppear(_ paywall: PaywallDouble)
    /// Rendering failed; the paywall stays on screen.
    func paywall(_ paywall: PaywallDouble, didFailRenderingWith code: String)
    /// A purchase started.
    func paywall(_ paywall: PaywallDouble, didStartPurchaseOf product: String)
    /// A purchase finished (fired together with the variant that carries the transaction).
    func paywall(_ paywall: PaywallDouble, didFinishPurchaseOf product: String)
    /// A purchase finished, with its transaction.
    func paywall(_ paywall: PaywallDouble, didFinishPurchaseOf product: String, transaction: String)
    /// The user cancelled.
    func paywall(_ paywall: PaywallDouble, didCancelPurchaseOf product: String)
    /// The purchase waits for approval (Ask to Buy).
    func paywall(_ paywall: PaywallDouble, didDeferPurchaseOf product: String)
    /// The purchase failed.
    func paywall(_ paywall: PaywallDouble, didFailPurchaseOf product: String, code: String)
    /// A restore started.
    func paywallDidStartRestore(_ paywall: PaywallDouble)
    /// A restore finished; `products` may be empty.
    func paywall(_ paywall: PaywallDouble, didRestore products: [String])
    /// A restore failed.
    func paywall(_ paywall: PaywallDouble, didFailRestoreWith code: String)
    /// A custom action button was tapped.
    func paywall(_ paywall: PaywallDouble, didTapAction id: String)
    /// A link was opened.
    func paywall(_ paywall: PaywallDouble, didOpen url: String)
    /// The paywall went off screen.
    func paywallWasDismissed(_ paywall: PaywallDouble)
}
