import ConformKit

/// An executable model of RevenueCatUI Android's paywall callbacks at one SDK version: the Compose
/// `Paywall(PaywallOptions)` a Kotlin app presents (`present`), or the `PaywallDialog` with a
/// `shouldDisplayBlock` (`present: {mode: auto}`), the app's `PaywallListener` and `dismissRequest`.
/// Written from RevenueCat/purchases-android's code at its tags (docs/adapters/sources/revenuecatui-android-code.md);
/// see docs/adapters/revenuecatui-android.md.
package struct RevenueCatUIAndroidAdapter: AutoDismissDeclaring {
    /// The modelled SDK version.
    package let version: SDKVersion
    /// Who the adapter is and what this version can do (built once).
    package let info: AdapterInfo

    /// Creates the model of `version`, listed as `id`.
    package init(id: String, version: SDKVersion) {
        self.version = version
        let features = RevenueCatUIAndroidFeatures(version: version)
        var info = AdapterInfo(
            id: id, sdk: RevenueCatUIAndroidFamily.sdkName, sdkVersion: version.description,
            summary:
                "a model of RevenueCatUI Android \(version) paywall callbacks (Compose Paywall / PaywallDialog, PaywallListener), from RevenueCat/purchases-android's code at its tags",
            capabilities: features.capabilities, emits: features.emits,
            handlers: RevenueCatUIAndroidCallback.allCases.filter { $0.exists(in: features) }.map { $0.signature(features) },
            volatileArguments: ["customerInfo", "storeTransaction"])
        // `PaywallViewModel.track(…)`: `paywall_impression`, `paywall_close`, `paywall_cancel` go to RevenueCat, never to the app.
        info.cannotSee = [EventName.recordedFamily]
        // `dismissRequest()`: the close button and back (closed), after a purchase or a restore, after a failed load's OK;
        // the app's own code (dismissed); back before the BackHandler (back).
        info.closeSubjects = ["back", "closed", "dismissed", "load_failed", "purchased", "restored"]
        self.info = info
    }

    /// The version's gates.
    var features: RevenueCatUIAndroidFeatures { RevenueCatUIAndroidFeatures(version: version) }

    /// What the paywall dismisses by itself: `dismissRequest()` right after `onPurchaseCompleted`.
    package var autoDismiss: AutoDismissPolicy {
        AutoDismissPolicy(
            purchase: .yes("dismissRequest, after onPurchaseCompleted"), pending: .no("a failure, with the error dialog"), cancel: .no(),
            restore: .no(features.has(.dialogRestoreDismiss) ? "only a PaywallDialog whose shouldDisplayBlock now answers false" : ""))
    }

    /// Opens a session for `given`, whose handlers and options were checked against this declaration.
    package func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        RevenueCatUIAndroidSession(given: given, features: features)
    }
}

/// The named RevenueCatUI Android adapter; `RevenueCatUIAndroidFamily` answers for any other
/// released version (`revenuecatui-android@9.13.0`).
package enum RevenueCatUIAndroidAdapters {
    /// The family part of every id.
    package static let family = "revenuecatui-android"

    /// The named adapter: the newest version read.
    package static let adapters: [RevenueCatUIAndroidAdapter] = [
        RevenueCatUIAndroidAdapter(id: family, version: RevenueCatUIAndroidFeatures.newest)
    ]

    /// Every named adapter, in order.
    package static var all: [any Adapter] { adapters }
}
