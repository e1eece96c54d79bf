import Dispatch

/// A stand-in for a closure-based paywall SDK, shaped like RevenueCatUI's `PaywallView` modifiers
/// (`.onPurchaseStarted`, `.onPurchaseCompleted`, `.onRequestedDismissal`, …): the app hands it
/// closures, and it calls them later — asynchronously, on the main queue, after its store answered
/// on a queue of its own (`FakeStore`, with wall-clock latency).
///
/// Its documented behaviour: after a purchase it asks the app to dismiss at once, and reports the
/// purchase's completion only once the receipt is validated — so the app hears the dismissal
/// **before** the completion (out of order, against Conform's common/purchase/auto-dismiss). A
/// pending purchase, a cancel or a failure leaves the paywall up; one purchase runs at a time.
@MainActor
public final class ClosurePaywall {
    /// The SDK's version, as a real SDK reports its own.
    public nonisolated static let version = "2.1.0"

    public var onAppear: (() -> Void)?
    public var onPurchaseStarted: ((_ productID: String) -> Void)?
    public var onPurchaseCompleted: ((_ productID: String) -> Void)?
    public var onPurchaseCancelled: ((_ productID: String) -> Void)?
    public var onPurchasePending: ((_ productID: String) -> Void)?
    public var onPurchaseFailure: ((_ productID: String, _ code: String) -> Void)?
    public var onRestoreStarted: (() -> Void)?
    public var onRestoreCompleted: ((_ productIDs: [String]) -> Void)?
    public var onRestoreFailure: ((_ code: String) -> Void)?
    /// The paywall asks the app to dismiss it, with why (`purchased`, `closed`).
    public var onRequestedDismissal: ((_ reason: String) -> Void)?

    /// Whether the paywall is on screen.
    public private(set) var isPresented = false
    /// The store it buys from.
    public let store: FakeStore
    private var purchasing: String?

    /// Creates the paywall, buying from `store`.
    public init(store: FakeStore) {
        self.store = store
    }

    /// Shows the paywall.
    public func present() {
        guard !isPresented else { return }
        isPresented = true
        later { $0.onAppear?() }
    }

    /// The user taps a product's buy button.
    public func buy(_ productID: String) {
        guard isPresented, purchasing == nil else { return }
        purchasing = productID
        later { $0.onPurchaseStarted?(productID) }
        store.purchase(productID) { answer in
            self.purchasing = nil
            switch answer {
            case .purchased:
                self.dismiss("purchased")
                self.store.validateReceipt { self.onPurchaseCompleted?(productID) }
            case .pending: self.onPurchasePending?(productID)
            case .cancelled: self.onPurchaseCancelled?(productID)
            case .failed(let code): self.onPurchaseFailure?(productID, code)
            }
        }
    }

    /// The user taps restore.
    public func restore() {
        guard isPresented, purchasing == nil else { return }
        later { $0.onRestoreStarted?() }
        store.restore { result in
            switch result {
            case .success(let products): self.onRestoreCompleted?(products)
            case .failure(let error): self.onRestoreFailure?(error.code)
            }
        }
    }

    /// The user taps the close button.
    public func close() {
        guard isPresented, purchasing == nil else { return }
        dismiss("closed")
    }

    private func dismiss(_ reason: String) {
        isPresented = false
        later { $0.onRequestedDismissal?(reason) }
    }

    /// Calls back on the main queue, after the call that caused it returned.
    private func later(_ work: @escaping @MainActor (ClosurePaywall) -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { work(self) } }
    }
}
