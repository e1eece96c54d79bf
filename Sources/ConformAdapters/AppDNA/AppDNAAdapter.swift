import ConformKit

/// An executable model of the AppDNA iOS paywall delegate, written from the docs page "iOS Paywalls"
/// (seed 004) sentence by sentence; see docs/adapters/appdna.md.
package struct AppDNAAdapter: SynchronousAdapter {
    package init() {}

    /// Who the adapter is, what it can do and which event families it reports.
    package let info: AdapterInfo = Self.declaration

    /// The declaration `info` holds: the closed subjects are the dismiss reasons `paywall_close` carries.
    private static let declaration: AdapterInfo = {
        var info = AdapterInfo(
            id: "appdna",
            sdk: "AppDNA iOS",
            sdkVersion: "1.0.61+ (docs)",
            summary: "a model of the AppDNA iOS paywall delegate, from the docs page 'iOS Paywalls' (seed 004)",
            capabilities: [
                .restore, .restoreButton, .productSelection, .customAction, .featureSelection, .links,
                .promoCode, .tapOutside, .programmaticDismiss, .placements, .billingProvider,
                .postPurchase, .autoDismiss, .screenFailure, .handlerScripts,
                .storeAttempts, .restoreAttempts, .restoreDelay, .alerts, .presentByPlacement, .appRestore, .onboardingPresentation,
                .experimentContext, .appPresent
            ],
            // The purchase family by name: the page has no cancel and no pending callback (both arrive as
            // onPaywallPurchaseFailed), and neither has the SDK's AppDNAPaywallDelegate (appdna-ai/appdna-sdk-ios
            // v1.0.70, bc255f8f, Sources/AppDNASDK/Paywalls/PaywallConfig.swift), so an expectation of
            // either is told the SDK has no such callback.
            emits: [
                "paywall", "product", EventName.purchaseStarted.rawValue, EventName.purchaseCompleted.rawValue, EventName.purchaseFailed.rawValue,
                EventName.purchaseDeepLink.rawValue, EventName.purchaseNextStep.rawValue, "restore", "action", "link", "promo", "recorded", "alert"
            ],
            handlers: AppDNAHandler.signatures,
            options: AppDNAOptions.declarations,
            volatileArguments: ["transactionId"]
        )
        info.closeSubjects = Set(AppDNADismissReason.allCases.map(\.rawValue))
        return info
    }()

    /// Opens a session for `given`, refusing what the page does not document (rendering and product
    /// loading failures, which no spec reaches this adapter with: it lacks those capabilities). Its
    /// handlers and options were checked against `AppDNAHandler.signatures` and
    /// `AppDNAOptions.declarations` before the spec got here.
    package func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        if given.renderFailure != nil {
            throw AdapterError.unsupported("appdna's page documents no rendering failure: use 'screen_failure' for a present that returns false")
        }
        if given.productLoading != ProductLoading() {
            throw AdapterError.unsupported("appdna's page documents no product loading callbacks")
        }
        return AppDNASession(given: given, options: AppDNAOptions(given.options))
    }
}

/// The delegate methods a spec may declare in `given.handlers`: those the page's Full Example leaves
/// unimplemented (so the protocol must give them defaults), among them `onPromoCodeSubmit`, the one
/// that answers the SDK (through its completion).
enum AppDNAHandler {
    /// `onPromoCodeSubmit(paywallId:code:completion:)`: answers through `completion(Bool)`.
    static let promoCodeSubmit = "onPromoCodeSubmit"
    /// `onPostPurchaseDeepLink(paywallId:url:)`.
    static let postPurchaseDeepLink = "onPostPurchaseDeepLink"
    /// `onPostPurchaseNextStep(paywallId:)`.
    static let postPurchaseNextStep = "onPostPurchaseNextStep"
    /// `onPaywallRestoreStarted(paywallId:)`.
    static let restoreStarted = "onPaywallRestoreStarted"
    /// `onPaywallRestoreCompleted(paywallId:productIds:)`.
    static let restoreCompleted = "onPaywallRestoreCompleted"
    /// `onPaywallRestoreFailed(paywallId:error:)`.
    static let restoreFailed = "onPaywallRestoreFailed"

    /// What a spec may say each delegate method does, from the protocol on the page: none throws,
    /// and only `onPromoCodeSubmit` answers (a Bool, through its completion).
    static let signatures: [HandlerSignature] = [
        HandlerSignature(
            name: promoCodeSubmit, returns: .bool, canWait: true,
            signature: "func onPromoCodeSubmit(paywallId: String, code: String, completion: @escaping (Bool) -> Void)"),
        HandlerSignature(name: postPurchaseDeepLink, signature: "func onPostPurchaseDeepLink(paywallId: String, url: String)"),
        HandlerSignature(name: postPurchaseNextStep, signature: "func onPostPurchaseNextStep(paywallId: String)"),
        HandlerSignature(name: restoreStarted, signature: "func onPaywallRestoreStarted(paywallId: String)"),
        HandlerSignature(name: restoreCompleted, signature: "func onPaywallRestoreCompleted(paywallId: String, productIds: [String])"),
        HandlerSignature(name: restoreFailed, signature: "func onPaywallRestoreFailed(paywallId: String, error: Error)")
    ]
}
