import ConformTesting
import MyPaywallSDK

struct MyPaywallAdapter: MainActorAdapter {
    let info = AdapterInfo(id: "mypaywall", sdk: "MyPaywall iOS", sdkVersion: MyPaywall.version, summary: "the SDK and its test store",
                           capabilities: [.restore, .autoDismiss], emits: ["paywall", "purchase", "restore"])
    func startSession(given: Given, context: AsyncSessionContext) async throws -> any MainActorAdapterSession {
        MyPaywallSession(store: MyTestStore(given), recorder: context.recorder)
    }
}

@MainActor final class MyPaywallSession: MainActorAdapterSession, MyPaywallDelegate {
    let store: MyTestStore, recorder: any CallbackRecorder   // AsyncRecorder here, ConformRecorder on a device
    lazy var paywall = MyPaywall(store: store, delegate: self)
    init(store: MyTestStore, recorder: any CallbackRecorder) { (self.store, self.recorder) = (store, recorder) }

    func perform(_ step: Step, context: AsyncSessionContext) async throws {   // a tap; its callbacks come later
        switch step {
        case .present: paywall.present()
        case .buy(let id?): paywall.buy(id)
        case .restore: paywall.restore()
        case .close: paywall.close()
        default: throw AdapterError.unsupported("no '\(step.keyword)' yet")
        }
    }
    func advance(by span: VirtualTime, context: AsyncSessionContext) async throws { store.advance(by: span) }
    func finish(context: AsyncSessionContext) async throws -> FinalState { final }
    var final: FinalState { paywall.dismissReason.map { .closed($0.rawValue) } ?? (paywall.isPresented ? .open : .notShown) }

    func paywall(_ paywall: MyPaywall, didReceive event: MyPaywallEvent) {   // its canonical name and native form
        let name: EventName = switch event {
        case .appeared: .paywallShown
        case .purchaseStarted: .purchaseStarted
        case .purchaseFinished(_, .success): .purchaseCompleted
        case .purchaseFinished(_, .userCancelled): .purchaseCancelled
        case .purchaseFinished(_, .pending): .purchasePending
        case .purchaseFailed: .purchaseFailed
        case .restoreStarted: .restoreStarted
        case .restoreFinished: .restoreCompleted
        case .restoreFailed: .restoreFailed
        case .dismissed: .paywallClosed
        }
        recorder.event(name.rawValue, subject: event.parameters["product"] ?? event.parameters["reason"], native: "paywall(_:didReceive:) .\(event.name)", arguments: event.parameters)
    }
}
