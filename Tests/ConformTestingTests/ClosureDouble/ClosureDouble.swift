import ConformKit
import ConformTesting
import Foundation

/// A closure-based stand-in SDK, shaped like RevenueCatUI's `PaywallView` modifiers: the app hands
/// it closures, and its store answers a purchase `answerDelay` later on the main queue — from work
/// that holds the SDK, not the app, so it outlives whoever started it.
@MainActor final class ClosurePaywallSDK {
    var onPurchaseStarted: ((String) -> Void)?
    var onPurchaseCompleted: ((String) -> Void)?
    let answerDelay: Duration

    init(answerDelay: Duration) {
        self.answerDelay = answerDelay
    }

    /// Starts a purchase: `onPurchaseStarted` on the next turn of the main queue, the store's
    /// answer `answerDelay` later.
    func buy(_ product: String) {
        DispatchQueue.main.async { self.onPurchaseStarted?(product) }
        let delay = Double(answerDelay.components.seconds) + Double(answerDelay.components.attoseconds) / 1e18
        DispatchQueue.main.asyncAfter(deadline: .now() + delay) { self.onPurchaseCompleted?(product) }
    }
}

/// The adapter around it, as docs/ios.md's closure section writes one: every closure records
/// through the recorder it captured, and reaches the session only weakly.
struct ClosureDoubleAdapter: MainActorAdapter {
    let id: String
    let answerDelay: Duration
    let timing: SessionTiming
    var info: AdapterInfo {
        AdapterInfo(
            id: id, sdk: "ClosurePaywall", sdkVersion: "1", summary: "closures, a store that answers later",
            capabilities: [], emits: ["paywall", "purchase"])
    }

    func startSession(given: Given, context: AsyncSessionContext) async throws -> any MainActorAdapterSession {
        ClosureDoubleSession(sdk: ClosurePaywallSDK(answerDelay: answerDelay), recorder: context.recorder)
    }

    /// How many sessions were released, and how many callbacks came after their session was.
    static let released = Locked(0), callbacksAfterRelease = Locked(0)
}

@MainActor final class ClosureDoubleSession: MainActorAdapterSession {
    let sdk: ClosurePaywallSDK
    var result = "none"

    init(sdk: ClosurePaywallSDK, recorder: any CallbackRecorder) {
        self.sdk = sdk
        sdk.onPurchaseStarted = { product in
            recorder.event("purchase.started", subject: product, native: "onPurchaseStarted", arguments: ["product": product])
        }
        sdk.onPurchaseCompleted = { [weak self] product in
            recorder.event("purchase.completed", subject: product, native: "onPurchaseCompleted", arguments: ["product": product])
            guard let self else { ClosureDoubleAdapter.callbacksAfterRelease.withLock { $0 += 1 }; return }
            self.result = "purchased"
        }
    }

    deinit { ClosureDoubleAdapter.released.withLock { $0 += 1 } }

    func perform(_ step: Step, context: AsyncSessionContext) async throws {
        switch step {
        case .present: context.recorder.record(.paywallShown, native: "PaywallView.onAppear")
        case .buy(let product?): sdk.buy(product)
        default: throw AdapterError.unsupported("no '\(step.keyword)'")
        }
    }

    func finish(context: AsyncSessionContext) async throws -> FinalState { .open }
}
