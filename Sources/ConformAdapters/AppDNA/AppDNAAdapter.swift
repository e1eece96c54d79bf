import ConformKit

/// An executable model of the AppDNA iOS paywall delegate, written from the docs page "iOS Paywalls"
/// (seed 004) sentence by sentence; see docs/adapters/appdna.md.
public struct AppDNAAdapter: Adapter {
    /// Creates the adapter.
    public init() {}

    /// Who the adapter is, what it can do and which event families it reports.
    public let info: AdapterInfo = AdapterInfo(
        id: "appdna",
        sdk: "AppDNA iOS",
        sdkVersion: "1.0.61+ (docs)",
        summary: "a model of the AppDNA iOS paywall delegate, from the docs page 'iOS Paywalls' (seed 004)",
        capabilities: [.restore, .restoreButton, .productSelection, .customAction, .featureSelection, .links,
                       .promoCode, .tapOutside, .programmaticDismiss, .placements, .billingProvider,
                       .postPurchase, .autoDismiss, .screenFailure],
        observableFamilies: ["paywall", "product", "purchase", "restore", "action", "link", "promo", "recorded"],
        handlers: AppDNAHandler.all,
        options: AppDNAOptions.names,
        volatileArguments: ["transactionId"]
    )

    /// Opens a session for `given`, refusing what the page does not document (rendering and product
    /// loading failures) and handler behaviours the delegate's signatures cannot have.
    public func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        if given.renderFailure != nil {
            throw AdapterError.unsupported("appdna's page documents no rendering failure: use 'screen_failure' for a present that returns false")
        }
        if given.productLoading != ProductLoading() {
            throw AdapterError.unsupported("appdna's page documents no product loading callbacks")
        }
        for (name, behaviour) in given.handlers.sorted(by: { $0.key < $1.key }) {
            if let problem = AppDNAHandler.problem(with: behaviour, of: name) {
                throw AdapterError.unsupported(problem)
            }
        }
        return AppDNASession(given: given, options: try AppDNAOptions(given.options))
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

    /// Every handler a spec may declare.
    static let all: Set<String> = [promoCodeSubmit, postPurchaseDeepLink, postPurchaseNextStep, restoreStarted, restoreCompleted, restoreFailed]

    /// Why `behaviour` cannot be what delegate method `name` does, judged by its documented signature.
    static func problem(with behaviour: HandlerBehaviour, of name: String) -> String? {
        guard all.contains(name) else {
            return "appdna has no optional delegate method '\(name)'"
        }
        switch behaviour {
        case .absent, .registered:
            return nil
        case .returns(let value):
            guard name == promoCodeSubmit else {
                return "delegate method '\(name)' returns nothing, so it cannot return '\(value)'"
            }
            guard value == "true" || value == "false" else {
                return "'\(name)' answers completion(Bool), so it cannot return '\(value)' (use 'true' or 'false')"
            }
            return nil
        case .throwsError:
            return "delegate method '\(name)' is not declared 'throws', so it cannot throw"
        }
    }
}
