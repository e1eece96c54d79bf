import ConformKit

/// An executable model of the Superwall iOS SDK's paywall callbacks — the presentation handler,
/// the `SuperwallDelegate` and the feature block — written from the Superwall section of SDK-FACTS
/// (read from Superwall-iOS 4.16.3); see docs/adapters/superwall.md.
package struct SuperwallAdapter: AutoDismissDeclaring {
    /// The modelled SDK version.
    package let version: SDKVersion
    /// Who the adapter is and what it can do (built once).
    package let info: AdapterInfo

    /// Creates the model of `version`, listed as `id`.
    package init(id: String, version: SDKVersion) {
        self.version = version
        var info = AdapterInfo(
            id: id, sdk: "Superwall iOS", sdkVersion: version.description,
            summary: "a model of Superwall \(version) presentation handler, delegate and feature block, from SDK-FACTS (Superwall-iOS 4.16.3)",
            capabilities: [
                .restore, .productSelection, .links, .customAction, .placements, .autoDismiss, .restoreDismiss,
                .screenFailure, .renderFailure, .busyScreen, .linkOpening, .linkRefusal, .productKinds, .preload,
                .noPresenter
            ],
            emits: [
                EventName.paywallShown.rawValue, EventName.paywallClosing.rawValue, EventName.paywallClosed.rawValue,
                EventName.paywallLoadFailed.rawValue, EventName.purchaseStarted.rawValue, EventName.purchaseCompleted.rawValue,
                EventName.purchaseCancelled.rawValue, EventName.purchaseFailed.rawValue, String(EventName.restoreStarted.family),
                EventName.recordedFamily, EventName.linkOpened.rawValue, EventName.action.rawValue,
                String(EventName.alertShown.family), String(EventName.featureRan.family), EventName.renderFailed.rawValue,
                EventName.error.rawValue
            ],
            handlers: SuperwallCallback.allCases.filter { $0.exists(in: version) }.map { $0.signature(in: version) },
            options: SuperwallOptions.declarations)
        // `dismiss(result:)` and a skipped placement's `onSkip`.
        info.closeSubjects = ["declined", "purchased", "restored", "skipped"]
        self.info = info
    }

    /// What the paywall dismisses by itself (SDK-FACTS, "Cross-SDK auto-dismiss summary").
    package var autoDismiss: AutoDismissPolicy {
        AutoDismissPolicy(
            purchase: .yes("automaticallyDismiss and the paywall's shouldDismiss"), pending: .no("a transaction_fail, with an alert"),
            cancel: .no(), restore: .yes("automaticallyDismiss, when entitlements are active"))
    }

    /// Opens a session for `given`, whose handlers and options were checked against this declaration.
    package func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        SuperwallSession(given: given, version: version, options: SuperwallOptions(given))
    }
}
