import ConformKit

/// One callback the app can register with Superwall, named as the SDK spells it: the
/// `SuperwallDelegate` methods, the `PaywallPresentationHandler` closures, and the feature block
/// passed to `register(placement:…feature:)`.
enum SuperwallCallback: String, Sendable, Hashable, CaseIterable, VersionedCallback {
    /// `SuperwallDelegate.willPresentPaywall(withInfo:)`, from `viewWillAppear`.
    case willPresentPaywall
    /// `SuperwallDelegate.didPresentPaywall(withInfo:)`, from `viewDidAppear`.
    case didPresentPaywall
    /// `SuperwallDelegate.willDismissPaywall(withInfo:)`.
    case willDismissPaywall
    /// `SuperwallDelegate.didDismissPaywall(withInfo:)`.
    case didDismissPaywall
    /// `SuperwallDelegate.paywallWillOpenURL(url:)`.
    case paywallWillOpenURL
    /// `SuperwallDelegate.paywallWillOpenDeepLink(url:)`.
    case paywallWillOpenDeepLink
    /// `SuperwallDelegate.handleCustomPaywallAction(withName:)`.
    case handleCustomPaywallAction
    /// `SuperwallDelegate.handleSuperwallEvent(withInfo:)`: every tracked event.
    case handleSuperwallEvent
    /// `PaywallPresentationHandler.onPresent`.
    case onPresent
    /// `PaywallPresentationHandler.onWillDismiss` (4.9.0+).
    case onWillDismiss
    /// `PaywallPresentationHandler.onDismiss`.
    case onDismiss
    /// `PaywallPresentationHandler.onError`.
    case onError
    /// `PaywallPresentationHandler.onSkip`.
    case onSkip
    /// The feature block of `register(placement:params:handler:feature:)`.
    case feature

    /// The native form recorded in transcripts at `version`: before 4.0.2 the analytics callback is
    /// `handleSuperwallPlacement(withInfo:)` (`SuperwallGate.eventCallback`).
    func native(in version: SDKVersion) -> String {
        if self == .handleSuperwallEvent && version < SuperwallGate.eventCallback.since { return "handleSuperwallPlacement(withInfo:)" }
        return native
    }

    /// The native form recorded in transcripts, as the newest version spells it.
    var native: String {
        switch self {
        case .willPresentPaywall: return "willPresentPaywall(withInfo:)"
        case .didPresentPaywall: return "didPresentPaywall(withInfo:)"
        case .willDismissPaywall: return "willDismissPaywall(withInfo:)"
        case .didDismissPaywall: return "didDismissPaywall(withInfo:)"
        case .paywallWillOpenURL: return "paywallWillOpenURL(url:)"
        case .paywallWillOpenDeepLink: return "paywallWillOpenDeepLink(url:)"
        case .handleCustomPaywallAction: return "handleCustomPaywallAction(withName:)"
        case .handleSuperwallEvent: return "handleSuperwallEvent(withInfo:)"
        case .onPresent, .onWillDismiss, .onDismiss, .onError, .onSkip: return "handler.\(rawValue)"
        case .feature: return "feature()"
        }
    }

    /// Whether the callback exists in the version `version`.
    func exists(in version: SDKVersion) -> Bool {
        self != .onWillDismiss || version >= SuperwallGate.willDismissHandler.since
    }

    /// What a spec may say the handler does: every one is optional (the delegate has default
    /// implementations, the handler's closures and the feature block may be left out), none
    /// throws or returns.
    func signature(in version: SDKVersion) -> HandlerSignature {
        HandlerSignature(name: rawValue, returns: .nothing, canThrow: false, isRequired: false, signature: native(in: version))
    }
}
