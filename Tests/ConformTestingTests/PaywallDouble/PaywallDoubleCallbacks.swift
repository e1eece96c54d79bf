import ConformKit
import ConformTesting

/// The delegate an app would register with the double: each callback named canonically
/// (docs/events.md) and natively, and the paywall's final state kept — exactly the code an app
/// writes around a real SDK, once, for both the in-process adapter and the device recorder.
@MainActor
final class PaywallDoubleCallbacks: PaywallDoubleDelegate {
    /// Where events go.
    private let sink: any CallbackRecorder
    /// Where the paywall is and what the app received.
    private(set) var final = FinalState(state: .notShown, result: "none")
    /// What the flow reached before the paywall went away: the result `paywall.closed` carries,
    /// since the double's dismissal callback has none.
    private var reached = "closed"

    /// Creates the delegate, recording into `sink`.
    init(sink: any CallbackRecorder) {
        self.sink = sink
    }

    /// Notes that a present step showed the paywall.
    func presented() {
        if final.state == .notShown { final = FinalState(state: .open, result: "none") }
    }

    func paywallDidAppear(_ paywall: PaywallDouble) {
        sink.event("paywall.shown", subject: nil, native: "paywallDidAppear(_:)", arguments: [:])
    }

    func paywall(_ paywall: PaywallDouble, didFailRenderingWith code: String) {
        sink.event("render.failed", subject: nil, native: "paywall(_:didFailRenderingWith:)", arguments: ["code": code])
    }

    func paywall(_ paywall: PaywallDouble, didStartPurchaseOf product: String) {
        sink.event("purchase.started", subject: product, native: "paywall(_:didStartPurchaseOf:)", arguments: ["product": product])
    }

    func paywall(_ paywall: PaywallDouble, didFinishPurchaseOf product: String) {
        reached = "purchased"
        sink.event("purchase.completed", subject: product, native: "paywall(_:didFinishPurchaseOf:)", arguments: ["product": product])
    }

    func paywall(_ paywall: PaywallDouble, didFinishPurchaseOf product: String, transaction: String) {
        // The same purchase, told a second time: one canonical event, both native forms.
        sink.addNative("paywall(_:didFinishPurchaseOf:transaction:)", to: "purchase.completed", arguments: ["transaction": transaction])
    }

    func paywall(_ paywall: PaywallDouble, didCancelPurchaseOf product: String) {
        sink.event("purchase.cancelled", subject: product, native: "paywall(_:didCancelPurchaseOf:)", arguments: ["product": product])
    }

    func paywall(_ paywall: PaywallDouble, didDeferPurchaseOf product: String) {
        sink.event("purchase.pending", subject: product, native: "paywall(_:didDeferPurchaseOf:)", arguments: ["product": product])
    }

    func paywall(_ paywall: PaywallDouble, didFailPurchaseOf product: String, code: String) {
        sink.event("purchase.failed", subject: product, native: "paywall(_:didFailPurchaseOf:code:)", arguments: ["code": code, "product": product])
    }

    func paywallDidStartRestore(_ paywall: PaywallDouble) {
        sink.event("restore.started", subject: nil, native: "paywallDidStartRestore(_:)", arguments: [:])
    }

    func paywall(_ paywall: PaywallDouble, didRestore products: [String]) {
        sink.event("restore.completed", subject: nil, native: "paywall(_:didRestore:)", arguments: ["products": products.joined(separator: ",")])
    }

    func paywall(_ paywall: PaywallDouble, didFailRestoreWith code: String) {
        sink.event("restore.failed", subject: nil, native: "paywall(_:didFailRestoreWith:)", arguments: ["code": code])
    }

    func paywall(_ paywall: PaywallDouble, didTapAction id: String) {
        sink.event("action", subject: id, native: "paywall(_:didTapAction:)", arguments: ["id": id])
    }

    func paywall(_ paywall: PaywallDouble, didOpen url: String) {
        sink.event("link.opened", subject: url, native: "paywall(_:didOpen:)", arguments: ["url": url])
    }

    func paywallWasDismissed(_ paywall: PaywallDouble) {
        final = FinalState(state: .closed, result: reached)
        sink.event("paywall.closed", subject: reached, native: "paywallWasDismissed(_:)", arguments: [:])
    }
}
