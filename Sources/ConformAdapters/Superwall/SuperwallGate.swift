import ConformKit

/// One behaviour of the Superwall SDK that arrived at a released version of superwall/Superwall-iOS,
/// with everything a migration report reads: the tag and commit (read with `git log -S<symbol>
/// <previous tag>..<tag>`; `ci/surfaces/verify-gates.py` checks them), the kind of change, the app's
/// methods and what to do. `SuperwallSurfaceTests` holds them to the surface at every released tag.
enum SuperwallGate: String, Sendable, Hashable, CaseIterable {
    /// `SuperwallDelegate.handleSuperwallEvent(withInfo:)` is back (4.0.2); 4.0.0 and 4.0.1 call only
    /// `handleSuperwallPlacement(withInfo:)`, which stays, deprecated, and is still called.
    case eventCallback
    /// `PaywallPresentationHandler.onWillDismiss` exists.
    case willDismissHandler
    /// `PaywallPresentationHandler.onCustomCallback` exists: paywall-requested callbacks the model does not make.
    case customCallback

    /// The repository every tag is in.
    static let repository = "superwall/Superwall-iOS"

    /// The first version with the behaviour: its released tag.
    var since: SDKVersion { Self.firstVersions[self] ?? origin.version }
    /// Each gate's first version, parsed once from its origin's tag: the model asks for it on callbacks.
    private static let firstVersions = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.origin.version) })

    /// The gate's tag and commit.
    var origin: GateOrigin {
        switch self {
        case .eventCallback:
            return GateOrigin(repository: Self.repository, tag: "4.0.2", commit: "506c5075953559a45eeb628fffe86720170cfe1c",
                              subject: "Revert to SuperwallEvent, adds extra config_attributes")
        case .willDismissHandler:
            return GateOrigin(repository: Self.repository, tag: "4.9.0", commit: "be52e978fa3f97cabd0d9dbcf5d2f7e0eb59301c",
                              subject: "Add handler for paywall will dismiss")
        case .customCallback:
            return GateOrigin(repository: Self.repository, tag: "4.12.10", commit: "c3b3454e6b9be69daf56ff849f2c816bc770e441",
                              subject: "Add callback requests and callback handlers")
        }
    }

    /// A stable id, as `conform adapters --versions superwall` lists it.
    var id: String {
        switch self {
        case .eventCallback: return "event-callback"
        case .willDismissHandler: return "will-dismiss-handler"
        case .customCallback: return "custom-callback"
        }
    }

    /// The kind of difference the app sees: the analytics callback arrives under its old name again
    /// (the new name is deprecated, and still called); the handler's closures are new callbacks.
    var change: ChangeKind {
        switch self {
        case .eventCallback: return .renamed
        case .willDismissHandler, .customCallback: return .added
        }
    }

    /// Where the fact comes from: the SDK-FACTS line and the tag and commit it was read at.
    var source: String {
        let read = origin.reading
        switch self {
        case .eventCallback:
            return "SuperwallDelegate at 4.0.0 and 4.0.1 declares handleSuperwallPlacement(withInfo:) and no handleSuperwallEvent(withInfo:); at 4.0.2 handleSuperwallEvent returns and SuperwallDelegateAdapter calls both (Sources/SuperwallKit/Delegate/SuperwallDelegateAdapter.swift); SDK-FACTS (Superwall 4.16.3): \"handleSuperwallEvent(withInfo:), which receives every analytics event\"; \(read)"
        case .willDismissHandler:
            return "SDK-FACTS (Superwall 4.16.3), PaywallPresentationHandler: \"onWillDismiss(info, result)\"; PaywallPresentationHandler.onWillDismiss first exists at 4.9.0; \(read)"
        case .customCallback:
            return "SDK-FACTS (Superwall 4.16.3), PaywallPresentationHandler: \"onCustomCallback\"; first exists at 4.12.10; \(read)"
        }
    }

    /// One line on what changed.
    var summary: String {
        switch self {
        case .eventCallback: return "analytics events reach handleSuperwallEvent(withInfo:) again; handleSuperwallPlacement(withInfo:) is deprecated"
        case .willDismissHandler: return "the presentation handler hears the dismissal coming (onWillDismiss, in paywall.closing)"
        case .customCallback: return "the presentation handler can answer the paywall's custom callbacks (onCustomCallback)"
        }
    }

    /// What the app's code must do.
    var advice: String {
        switch self {
        case .eventCallback: return "move the analytics code from handleSuperwallPlacement(withInfo:) to handleSuperwallEvent(withInfo:); implementing both counts every event twice"
        case .willDismissHandler: return "implement onWillDismiss to act before the paywall goes; onDismiss still follows"
        case .customCallback: return "implement onCustomCallback if the paywall requests callbacks"
        }
    }

    /// The canonical events whose differences the gate explains.
    var events: [String] {
        switch self {
        case .eventCallback:
            // Every event the model tracks through the analytics callback (`SuperwallSession.track`).
            return [EventName.purchaseStarted, .purchaseCompleted, .purchaseCancelled, .purchaseFailed, .restoreStarted, .restoreCompleted,
                    .restoreFailed, .renderFailed].map(\.rawValue)
                + ["subscription_start", "transaction_restore", "paywall_presentation_request", "paywall_response_load_fail",
                   "paywall_open", "paywall_close", "paywall_decline"].map { EventName.recorded($0).rawValue }
        case .willDismissHandler: return [EventName.paywallClosing.rawValue]
        case .customCallback: return []
        }
    }

    /// The app's method before and after the gate.
    var methods: (before: String?, after: String?) {
        switch self {
        case .eventCallback: return ("handleSuperwallPlacement(withInfo:)", SuperwallCallback.handleSuperwallEvent.native)
        case .willDismissHandler: return (nil, SuperwallCallback.onWillDismiss.native)
        case .customCallback: return (nil, "handler.onCustomCallback")
        }
    }

    /// The public declarations the gate adds at its tag, keyed as `SurfaceRelease.facts` keys them.
    var declares: Set<String> {
        switch self {
        case .eventCallback: return ["delegate handleSuperwallEvent(withInfo:)"]
        case .willDismissHandler: return ["handler onWillDismiss(_:)"]
        case .customCallback: return ["handler onCustomCallback(_:)"]
        }
    }

    /// The key `SurfaceRelease.facts` gives the app's method `native`; nil for a form that is no
    /// declaration the app implements (the SDK's alerts, Safari, the feature block).
    static func declarationKey(of native: String) -> String? {
        let method = NativeForm(native).method
        if method.hasPrefix("handler.") { return "handler " + method.dropFirst("handler.".count) + "(_:)" }
        if SuperwallCallback.allCases.contains(where: { $0.native == method }) || method == "handleSuperwallPlacement(withInfo:)" {
            return method == SuperwallCallback.feature.native ? nil : "delegate " + method
        }
        return nil
    }

    /// The gate as a value a migration report reads.
    var versionGate: VersionGate {
        VersionGate(id: id, version: since, change: change, summary: summary, source: source, before: methods.before, after: methods.after,
                    advice: advice, events: events, introduces: self == .willDismissHandler ? [SuperwallCallback.onWillDismiss.rawValue] : [],
                    tag: origin.citation, commit: origin.commit)
    }

}
