import Dispatch

/// A stand-in for a real paywall SDK (AdaptyUI, RevenueCatUI, … cannot build on Linux), shaped the
/// way they are where it matters to a conformance harness: a coordinator on the main actor whose
/// taps return at once, and whose delegate hears about them *later*, on the main queue — the
/// store's answer, then the paywall dismissing itself, then the dismissal.
///
/// Its documented behaviour, which the adapter's goldens record: a purchase dismisses the paywall
/// (reason `purchased`), and so does a pending one (reason `pending`, "dismiss unless cancelled");
/// a cancel or a failure leaves it up; one purchase runs at a time, and taps meanwhile are ignored;
/// a restore that finds nothing **fails** with `nothing_to_restore`.
@MainActor
public final class MyPaywall {
    /// The SDK's version, as a real SDK reports its own.
    public nonisolated static let version = "1.4.0"

    /// Who hears the callbacks.
    public weak var delegate: (any MyPaywallDelegate)?
    /// The store purchases and restores go to.
    private let store: MyTestStore
    /// Whether the paywall is on screen.
    public private(set) var isPresented = false
    /// Why the paywall last went away; nil while it is on screen or before it was shown.
    public private(set) var dismissReason: MyDismissReason?
    /// The product being purchased; taps are ignored meanwhile.
    private var purchasing: String?

    /// Creates the paywall, buying from `store`.
    public init(store: MyTestStore, delegate: any MyPaywallDelegate) {
        self.store = store
        self.delegate = delegate
    }

    /// Shows the paywall.
    public func present() {
        guard !isPresented else { return }
        isPresented = true
        dismissReason = nil
        tell(.appeared)
    }

    /// The user taps a product's buy button.
    public func buy(_ productID: String) {
        guard isPresented, purchasing == nil else { return }
        purchasing = productID
        tell(.purchaseStarted(productID: productID))
        store.purchase(productID) { answer in
            self.purchasing = nil
            switch answer {
            case .purchased:
                self.tell(.purchaseFinished(productID: productID, result: .success))
                self.dismiss(.purchased)
            case .pending:
                self.tell(.purchaseFinished(productID: productID, result: .pending))
                self.dismiss(.pending)
            case .cancelled: self.tell(.purchaseFinished(productID: productID, result: .userCancelled))
            case .failed(let code): self.tell(.purchaseFailed(productID: productID, code: code))
            }
        }
    }

    /// The user taps restore.
    public func restore() {
        guard isPresented, purchasing == nil else { return }
        tell(.restoreStarted)
        switch store.restore() {
        case .success(let products) where products.isEmpty: tell(.restoreFailed(code: "nothing_to_restore"))
        case .success(let products): tell(.restoreFinished(productIDs: products))
        case .failure(let code): tell(.restoreFailed(code: code.rawValue))
        }
    }

    /// The user taps the close button.
    public func close() {
        guard isPresented, purchasing == nil else { return }
        dismiss(.closed)
    }

    /// Takes the paywall off screen; the delegate hears it after what came before.
    private func dismiss(_ reason: MyDismissReason) {
        guard isPresented else { return }
        isPresented = false
        dismissReason = reason
        tell(.dismissed(reason: reason))
    }

    /// Delivers `event` on the main queue, after the call that caused it returned.
    private func tell(_ event: MyPaywallEvent) {
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                self.delegate?.paywall(self, didReceive: event)
            }
        }
    }
}

/// What the paywall tells its delegate.
public enum MyPaywallEvent: Sendable, Hashable {
    /// The paywall is on screen.
    case appeared
    /// A purchase started.
    case purchaseStarted(productID: String)
    /// The store answered a purchase: bought, cancelled by the user, or waiting for approval.
    case purchaseFinished(productID: String, result: MyPurchaseResult)
    /// A purchase failed with the store's error code.
    case purchaseFailed(productID: String, code: String)
    /// A restore started.
    case restoreStarted
    /// A restore found these products.
    case restoreFinished(productIDs: [String])
    /// A restore failed (finding nothing included).
    case restoreFailed(code: String)
    /// The paywall went off screen.
    case dismissed(reason: MyDismissReason)
}

/// How a purchase the store answered ended.
public enum MyPurchaseResult: String, Sendable, Hashable {
    case success, userCancelled, pending
}

/// Why the paywall went away.
public enum MyDismissReason: String, Sendable, Hashable {
    case purchased, pending, closed
}

extension MyPaywallEvent {
    /// The event's name, as the SDK's analytics log it: `purchaseStarted`.
    public var name: String {
        switch self {
        case .appeared: "appeared"
        case .purchaseStarted: "purchaseStarted"
        case .purchaseFinished: "purchaseFinished"
        case .purchaseFailed: "purchaseFailed"
        case .restoreStarted: "restoreStarted"
        case .restoreFinished: "restoreFinished"
        case .restoreFailed: "restoreFailed"
        case .dismissed: "dismissed"
        }
    }

    /// The event's parameters as text, as the SDK's analytics log them: `["product": "premium_monthly"]`.
    public var parameters: [String: String] {
        switch self {
        case .appeared, .restoreStarted: [:]
        case .purchaseStarted(let product): ["product": product]
        case .purchaseFinished(let product, let result): ["product": product, "result": result.rawValue]
        case .purchaseFailed(let product, let code): ["code": code, "product": product]
        case .restoreFinished(let products): ["products": products.joined(separator: ",")]
        case .restoreFailed(let code): ["code": code]
        case .dismissed(let reason): ["reason": reason.rawValue]
        }
    }
}

/// The paywall's delegate: one callback for every event, with its name and parameters (as
/// Superwall's `handleSuperwallEvent(withInfo:)` is).
@MainActor
public protocol MyPaywallDelegate: AnyObject {
    /// Something happened on the paywall.
    func paywall(_ paywall: MyPaywall, didReceive event: MyPaywallEvent)
}
