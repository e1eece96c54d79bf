import ClosurePaywallSDK
import ConformTesting

struct ClosurePaywallAdapter: MainActorAdapter {
    let info = AdapterInfo(id: "closurepaywall", sdk: "ClosurePaywall iOS", sdkVersion: ClosurePaywall.version, summary: "the closure SDK and its store",
                           capabilities: [.restore, .autoDismiss], emits: ["paywall", "purchase", "restore"])
    var latency: Duration = .milliseconds(20)   // the store's round trip, in wall-clock time
    var timing = SessionTiming(quietPeriod: .milliseconds(300))   // two round trips, with room on a busy machine
    func startSession(given: Given, context: AsyncSessionContext) async throws -> any MainActorAdapterSession {
        ClosurePaywallSession(paywall: ClosurePaywall(store: FakeStore(given, latency: latency)), recorder: context.recorder)
    }
}

/// Owns the SDK's objects for one spec; the runner releases it when the spec ends. Each closure
/// records through the recorder it captured — a callback after the end is reported, never lost —
/// and reaches the session weakly: the SDK's work can outlive it (`[weak self]`, never `unowned`).
@MainActor final class ClosurePaywallSession: MainActorAdapterSession {
    let paywall: ClosurePaywall
    var dismissedWith: String?
    init(paywall: ClosurePaywall, recorder: any CallbackRecorder) {
        self.paywall = paywall
        func record(_ name: String, _ subject: String?, _ native: String, _ arguments: [String: String] = [:]) {
            recorder.event(name, subject: subject, native: native, arguments: arguments)
        }
        paywall.onAppear = { record("paywall.shown", nil, "onAppear") }
        paywall.onPurchaseStarted = { record("purchase.started", $0, "onPurchaseStarted", ["product": $0]) }
        paywall.onPurchaseCompleted = { record("purchase.completed", $0, "onPurchaseCompleted", ["product": $0]) }
        paywall.onPurchaseCancelled = { record("purchase.cancelled", $0, "onPurchaseCancelled", ["product": $0]) }
        paywall.onPurchasePending = { record("purchase.pending", $0, "onPurchasePending", ["product": $0]) }
        paywall.onPurchaseFailure = { record("purchase.failed", $0, "onPurchaseFailure", ["product": $0, "code": $1]) }
        paywall.onRestoreStarted = { record("restore.started", nil, "onRestoreStarted") }
        paywall.onRestoreCompleted = { record("restore.completed", nil, "onRestoreCompleted", ["products": $0.joined(separator: ",")]) }
        paywall.onRestoreFailure = { record("restore.failed", nil, "onRestoreFailure", ["code": $0]) }
        paywall.onRequestedDismissal = { [weak self] reason in   // the app dismisses the paywall's view
            record("paywall.closed", reason, "onRequestedDismissal", ["reason": reason])
            self?.dismissedWith = reason
        }
    }

    func perform(_ step: Step, context: AsyncSessionContext) async throws {   // a tap; its closures are called later
        switch step {
        case .present: paywall.present()
        case .buy(let id?): paywall.buy(id)
        case .restore: paywall.restore()
        case .close: paywall.close()
        default: throw AdapterError.unsupported("no '\(step.keyword)' yet")
        }
    }
    func advance(by span: VirtualTime, context: AsyncSessionContext) async throws { paywall.store.advance(by: span) }
    func finish(context: AsyncSessionContext) async throws -> FinalState {
        dismissedWith.map { .closed($0) } ?? (paywall.isPresented ? .open : .notShown)
    }
}
