// An in-process Conform adapter that drives the real AdaptyUI SDK in an iOS app's test target (on a
// simulator), so the same specs that run against Conform's `adapty@3` model run against the
// shipping SDK. It compiles only where AdaptyUI can be imported, so it is in no target of this
// package (which has no Adapty dependency): copy it into your app's test target beside the test
// file of docs/ios.md, step 3, and put `AdaptyUIAdapter(placementID:tapper:)` in its suite's
// `adapters:`. It uses only the public API of ConformKit, as Tests/PaywallConformanceTests does.
//
// How it works: it is a `MainActorAdapter`, so ConformTesting runs its sessions one at a time on
// the main actor, gives each step a timeout, and waits for the SDK's late
// callbacks to settle before the next step — no semaphores, no UIKit off the main thread. Each
// session fetches the paywall, presents an AdaptyPaywallController, is its delegate, and records
// every delegate callback with its canonical name (docs/events.md) and its native form, exactly as
// the model does (docs/adapters/adapty.md). User steps are played by tapping the paywall's buttons
// through your UI-testing helper; the store's answers come from a StoreKit configuration file
// (SKTestSession) that the test set-up loads.

#if canImport(AdaptyUI) && canImport(UIKit)
import Adapty
import AdaptyUI
import ConformKit
import UIKit

/// Drives one real AdaptyUI paywall per spec, on the main actor.
public struct AdaptyUIAdapter: MainActorAdapter {
    /// The placement whose paywall the specs run against.
    let placementID: String
    /// Taps the paywall's buttons (product, purchase, restore, close, custom actions) for a step,
    /// and returns once the tap was made; the callbacks it causes arrive later.
    let tapper: @MainActor @Sendable (Step, AdaptyPaywallController) async throws -> Void

    /// `adapty@ios`: in the `adapty` family, so the specs scoped to Adapty apply to it.
    public let info = AdapterInfo(
        id: "adapty@ios", sdk: "Adapty iOS", sdkVersion: Adapty.SDKVersion,
        summary: "the real AdaptyUI SDK on a simulator",
        capabilities: [.restore, .productSelection, .customAction, .links, .programmaticDismiss],
        emits: ["paywall", "product", "purchase", "restore", "products.failed", "render", "action", "link"],
        handlers: [HandlerSignature(name: "didFailLoadingProducts", returns: .bool,
                                    signature: "paywallController(_:didFailLoadingProductsWith:) -> Bool")],
        volatileArguments: ["profile", "transaction"])

    /// 15 s per step, and 300 ms of quiet (no callback) before the next step, for the SDK's
    /// animations and network answers.
    public var timing: SessionTiming { SessionTiming(stepTimeout: .seconds(15), quietPeriod: .milliseconds(300)) }

    public init(placementID: String, tapper: @escaping @MainActor @Sendable (Step, AdaptyPaywallController) async throws -> Void) {
        self.placementID = placementID
        self.tapper = tapper
    }

    /// Fetches the paywall and its view configuration (the SDK's own async API), ready to present.
    public func startSession(given: Given, context: AsyncSessionContext) async throws -> any MainActorAdapterSession {
        let paywall = try await Adapty.getPaywall(placementId: placementID)
        let configuration = try await AdaptyUI.getPaywallConfiguration(forPaywall: paywall)
        return AdaptyUISession(adapter: self, configuration: configuration, given: given, recorder: context.recorder)
    }
}

/// One spec's paywall: the delegate that records, and the controller it drives. On the main actor,
/// where AdaptyUI calls its delegate.
@MainActor
final class AdaptyUISession: NSObject, MainActorAdapterSession, AdaptyPaywallControllerDelegate {
    let adapter: AdaptyUIAdapter
    let configuration: AdaptyUI.PaywallConfiguration
    let given: Given
    let recorder: AsyncRecorder
    var controller: AdaptyPaywallController?
    var final = FinalState.notShown

    init(adapter: AdaptyUIAdapter, configuration: AdaptyUI.PaywallConfiguration, given: Given, recorder: AsyncRecorder) {
        self.adapter = adapter
        self.configuration = configuration
        self.given = given
        self.recorder = recorder
    }

    /// Presents, or taps; ConformTesting waits for the callbacks to settle before the next step.
    func perform(_ step: Step, context: AsyncSessionContext) async throws {
        if case .present = step {
            let controller = try AdaptyUI.paywallController(with: configuration, delegate: self)
            self.controller = controller
            UIApplication.shared.firstKeyWindow?.rootViewController?.present(controller, animated: false)
            final = .open
            return
        }
        guard let controller else { return }
        try await adapter.tapper(step, controller)
    }

    func finish(context: AsyncSessionContext) async throws -> FinalState {
        controller?.dismiss(animated: false)
        return final
    }

    // MARK: AdaptyPaywallControllerDelegate — each callback recorded canonically and natively.

    func paywallControllerDidAppear(_ controller: AdaptyPaywallController) {
        recorder.record(.paywallShown, native: "paywallControllerDidAppear(_:)")
    }

    func paywallControllerDidDisappear(_ controller: AdaptyPaywallController) {
        // The callback carries no result: paywall.closed carries the one the flow reached
        // (docs/events.md, "A dismissal without a result").
        let result = final.result == "none" ? "dismissed" : final.result
        recorder.record(.paywallClosed, result, native: "paywallControllerDidDisappear(_:)")
        final = .closed(result)
    }

    func paywallController(_ controller: AdaptyPaywallController, didPerform action: AdaptyUI.Action) {
        switch action {
        case .close:
            recorder.record(.action, "close", native: "paywallController(_:didPerform:)", [Argument("action", ".close")])
            final.result = "closed"
            controller.dismiss(animated: false)
        case .openURL(let url):
            // Implementing didPerform replaces the SDK's default, which opens the link; this delegate
            // opens nothing, so the app only heard the tap (docs/events.md: link.tapped).
            recorder.record(.linkTapped, url.absoluteString, native: "paywallController(_:didPerform:)", [Argument("action", ".openURL")])
        case .custom(let id):
            recorder.record(.action, id, native: "paywallController(_:didPerform:)", [Argument("action", ".custom"), Argument("id", id)])
        }
    }

    func paywallController(_ controller: AdaptyPaywallController, didSelectProduct product: AdaptyPaywallProductWithoutDeterminingOffer) {
        recorder.record(.productSelected, product.vendorProductId, native: "paywallController(_:didSelectProduct:)",
                        [Argument("product", product.vendorProductId)])
    }

    func paywallController(_ controller: AdaptyPaywallController, didStartPurchase product: AdaptyPaywallProduct) {
        recorder.record(.purchaseStarted, product.vendorProductId, native: "paywallController(_:didStartPurchase:)",
                        [Argument("product", product.vendorProductId)])
    }

    func paywallController(_ controller: AdaptyPaywallController, didFinishPurchase product: AdaptyPaywallProductWithoutDeterminingOffer,
                           purchaseResult: AdaptyPurchaseResult) {
        let (name, result): (EventName, String)
        switch purchaseResult {
        case .success: (name, result) = (.purchaseCompleted, ".success")
        case .userCancelled: (name, result) = (.purchaseCancelled, ".userCancelled")
        case .pending: (name, result) = (.purchasePending, ".pending")
        }
        recorder.record(name, product.vendorProductId, native: "paywallController(_:didFinishPurchase:purchaseResult:)",
                        [Argument("product", product.vendorProductId), Argument("purchaseResult", result)])
        if name != .purchaseCancelled {
            final.result = name == .purchaseCompleted ? "purchased" : "pending"
            controller.dismiss(animated: false)
        }
    }

    func paywallController(_ controller: AdaptyPaywallController, didFailPurchase product: AdaptyPaywallProduct, error: AdaptyError) {
        recorder.record(.purchaseFailed, product.vendorProductId, native: "paywallController(_:didFailPurchase:error:)",
                        [Argument("code", "\(error.errorCode)"), Argument("product", product.vendorProductId)])
    }

    func paywallControllerDidStartRestore(_ controller: AdaptyPaywallController) {
        recorder.record(.restoreStarted, native: "paywallControllerDidStartRestore(_:)")
    }

    func paywallController(_ controller: AdaptyPaywallController, didFinishRestoreWith profile: AdaptyProfile) {
        let access = profile.accessLevels.values.contains { $0.isActive } ? "premium" : "none"
        recorder.record(.restoreCompleted, native: "paywallController(_:didFinishRestoreWith:)", [Argument("accessLevel", access)])
    }

    func paywallController(_ controller: AdaptyPaywallController, didFailRestoreWith error: AdaptyError) {
        recorder.record(.restoreFailed, native: "paywallController(_:didFailRestoreWith:)", [Argument("code", "\(error.errorCode)")])
    }

    func paywallController(_ controller: AdaptyPaywallController, didFailRenderingWith error: AdaptyUIError) {
        recorder.record(.renderFailed, native: "paywallController(_:didFailRenderingWith:)", [Argument("code", "\(error)")])
    }

    func paywallController(_ controller: AdaptyPaywallController, didFailLoadingProductsWith error: AdaptyError) -> Bool {
        let retry = given.handlers["didFailLoadingProducts"] == .returns(.bool(true))
        recorder.record(.productsFailed, native: "paywallController(_:didFailLoadingProductsWith:) -> \(retry)",
                        [Argument("answer", "\(retry)"), Argument("code", "\(error.errorCode)")])
        return retry
    }
}

private extension UIApplication {
    var firstKeyWindow: UIWindow? {
        connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows).first { $0.isKeyWindow }
    }
}
#endif
