import ConformKit

/// Where the double's callbacks go once named canonically: the live adapter's `AsyncRecorder`, or
/// the device recorder (`ConformRecorder`) of the recording set.
protocol CanonicalSink: Sendable {
    /// Records one callback.
    func record(_ name: String, _ subject: String?, native: String, _ arguments: [String: String])
    /// Adds a second native callback to the last event named `name` (docs/events.md, one action
    /// that fires several native callbacks).
    func addNative(_ native: String, to name: String, _ arguments: [String: String])
}

/// The delegate an app would register with the double: each callback named canonically
/// (docs/events.md) and natively, and the paywall's final state kept — exactly the code an app
/// writes around a real SDK, once, for both the in-process adapter and the device recorder.
@MainActor
final class PaywallDoubleCallbacks: PaywallDoubleDelegate {
    /// Where events go.
    private let sink: any CanonicalSink
    /// Where the paywall is and what the app received.
    private(set) var final = FinalState(state: .notShown, result: "none")
    /// What the flow reached before the paywall went away: the result `paywall.closed` carries,
    /// since the double's dismissal callback has none.
    private var reached = "closed"

    /// Creates the delegate, recording into `sink`.
    init(sink: any CanonicalSink) {
        self.sink = sink
    }

    /// Notes that a present step showed the paywall.
    func presented() {
        if final.state == .notShown { final = FinalState(state: .open, result: "none") }
    }

    func paywallDidAppear(_ paywall: PaywallDouble) {
        sink.record("paywall.shown", nil, native: "paywallDidAppear(_:)", [:])
    }

    func paywall(_ paywall: PaywallDouble, didFailRenderingWith code: String) {
        sink.record("render.failed", nil, native: "paywall(_:didFailRenderingWith:)", ["code": code])
    }

    func paywall(_ paywall: PaywallDouble, didStartPurchaseOf product: String) {
        sink.record("purchase.started", product, native: "paywall(_:didStartPurchaseOf:)", ["product": product])
    }

    func paywall(_ paywall: PaywallDouble, didFinishPurchaseOf product: String) {
        reached = "purchased"
        sink.record("purchase.completed", product, native: "paywall(_:didFinishPurchaseOf:)", ["product": product])
    }

    func paywall(_ paywall: PaywallDouble, didFinishPurchaseOf product: String, transaction: String) {
        // The same purchase, told a second time: one canonical event, both native forms.
        sink.addNative("paywall(_:didFinishPurchaseOf:transaction:)", to: "purchase.completed", ["transaction": transaction])
    }

    func paywall(_ paywall: PaywallDouble, didCancelPurchaseOf product: String) {
        sink.record("purchase.cancelled", product, native: "paywall(_:didCancelPurchaseOf:)", ["product": product])
    }

    func paywall(_ paywall: PaywallDouble, didDeferPurchaseOf product: String) {
        sink.record("purchase.pending", product, native: "paywall(_:didDeferPurchaseOf:)", ["product": product])
    }

    func paywall(_ paywall: PaywallDouble, didFailPurchaseOf product: String, code: String) {
        sink.record("purchase.failed", product, native: "paywall(_:didFailPurchaseOf:code:)", ["code": code, "product": product])
    }

    func paywallDidStartRestore(_ paywall: PaywallDouble) {
        sink.record("restore.started", nil, native: "paywallDidStartRestore(_:)", [:])
    }

    func paywall(_ paywall: PaywallDouble, didRestore products: [String]) {
        sink.record("restore.completed", nil, native: "paywall(_:didRestore:)", ["products": products.joined(separator: ",")])
    }

    func paywall(_ paywall: PaywallDouble, didFailRestoreWith code: String) {
        sink.record("restore.failed", nil, native: "paywall(_:didFailRestoreWith:)", ["code": code])
    }

    func paywall(_ paywall: PaywallDouble, didTapAction id: String) {
        sink.record("action", id, native: "paywall(_:didTapAction:)", ["id": id])
    }

    func paywall(_ paywall: PaywallDouble, didOpen url: String) {
        sink.record("link.opened", url, native: "paywall(_:didOpen:)", ["url": url])
    }

    func paywallWasDismissed(_ paywall: PaywallDouble) {
        final = FinalState(state: .closed, result: reached)
        sink.record("paywall.closed", reached, native: "paywallWasDismissed(_:)", [:])
    }
}

extension AsyncRecorder: CanonicalSink {
    /// Records one callback by its canonical name as text.
    func record(_ name: String, _ subject: String?, native: String, _ arguments: [String: String]) {
        record(EventName(name), subject, native: native, arguments.map { Argument($0.key, $0.value) })
    }

    /// Adds a native form to the last event named `name`.
    func addNative(_ native: String, to name: String, _ arguments: [String: String]) {
        addNative(native, to: EventName(name), arguments.map { Argument($0.key, $0.value) })
    }
}
