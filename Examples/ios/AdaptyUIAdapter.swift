// An in-process Conform adapter that drives the real AdaptyUI SDK in an iOS app's test target
// (on a simulator), so the same specs that run against Conform's `adapty@3` model run against the
// shipping SDK. It compiles only where AdaptyUI can be imported: on Linux and in this package it is
// an empty file. Copy it into your app's test target together with ConformTesting.
//
// How it works: the adapter presents an AdaptyPaywallController for a paywall you fetched in test
// set-up, becomes its delegate, and records every delegate callback with its canonical name
// (docs/events.md) and its native form, exactly as the model does (docs/adapters/adapty.md). User
// steps are played by tapping the paywall's buttons through your UI-testing helper; the store's
// answers come from a StoreKit configuration file (SKTestSession) that the test set-up loads.

#if canImport(AdaptyUI) && canImport(UIKit)
import Adapty
import AdaptyUI
import ConformKit
import UIKit

/// Drives one real AdaptyUI paywall per spec.
public struct AdaptyUIAdapter: Adapter {
    /// The paywall and view configuration to present, fetched by the test set-up.
    let paywall: AdaptyPaywall
    let configuration: AdaptyUI.PaywallConfiguration
    /// Taps the paywall's buttons (product, purchase, restore, close, custom actions) for a step.
    let tapper: @Sendable (Step, AdaptyPaywallController) async throws -> Void

    public let info = AdapterInfo(
        id: "adapty-real", sdk: "Adapty iOS", sdkVersion: Adapty.SDKVersion,
        summary: "the real AdaptyUI SDK on a simulator",
        capabilities: [.restore, .productSelection, .customAction, .links, .programmaticDismiss],
        emits: ["paywall", "product", "purchase", "restore", "products.failed", "render", "action", "link"],
        handlers: [HandlerSignature(name: "didFailLoadingProducts", returns: .bool,
                                    signature: "paywallController(_:didFailLoadingProductsWith:) -> Bool")],
        volatileArguments: ["profile", "transaction"])

    public init(paywall: AdaptyPaywall, configuration: AdaptyUI.PaywallConfiguration,
                tapper: @escaping @Sendable (Step, AdaptyPaywallController) async throws -> Void) {
        self.paywall = paywall
        self.configuration = configuration
        self.tapper = tapper
    }

    public func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        try AdaptyUISession(adapter: self, given: given, recorder: context.recorder)
    }
}

/// One spec's paywall: the delegate that records, and the controller it drives.
final class AdaptyUISession: NSObject, AdapterSession, AdaptyPaywallControllerDelegate {
    let adapter: AdaptyUIAdapter
    let given: Given
    let recorder: Recorder
    var controller: AdaptyPaywallController?
    var final = FinalState(state: .notShown, result: "none")

    init(adapter: AdaptyUIAdapter, given: Given, recorder: Recorder) throws {
        self.adapter = adapter
        self.given = given
        self.recorder = recorder
    }

    func perform(_ step: Step, context: SessionContext) throws {
        if case .present = step {
            let controller = try AdaptyUI.paywallController(with: adapter.configuration, delegate: self)
            self.controller = controller
            UIApplication.shared.firstKeyWindow?.rootViewController?.present(controller, animated: false)
            final = FinalState(state: .open, result: "none")
            return
        }
        guard let controller else { return }
        // Real SDK work is asynchronous: wait for the tap and the callbacks it causes to settle.
        let done = DispatchSemaphore(value: 0)
        Task { @MainActor in
            try? await adapter.tapper(step, controller)
            done.signal()
        }
        done.wait()
    }

    func finish(context: SessionContext) throws -> FinalState { final }

    // MARK: AdaptyPaywallControllerDelegate — each callback recorded canonically and natively.

    func paywallControllerDidAppear(_ controller: AdaptyPaywallController) {
        recorder.record(.paywallShown, native: "paywallControllerDidAppear(_:)")
    }

    func paywallControllerDidDisappear(_ controller: AdaptyPaywallController) {
        recorder.record(.paywallClosed, final.result, native: "paywallControllerDidDisappear(_:)")
        final.state = .closed
    }

    func paywallController(_ controller: AdaptyPaywallController, didPerform action: AdaptyUI.Action) {
        switch action {
        case .close:
            recorder.record(.action, "close", native: "paywallController(_:didPerform:)", [Argument("action", ".close")])
            final.result = "closed"
            controller.dismiss(animated: false)
        case .openURL(let url):
            recorder.record(.linkOpened, url.absoluteString, native: "paywallController(_:didPerform:)", [Argument("action", ".openURL")])
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
