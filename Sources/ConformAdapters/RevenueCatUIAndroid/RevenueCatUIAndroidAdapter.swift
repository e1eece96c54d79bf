import ConformKit

/// An executable model of RevenueCatUI Android's paywall callbacks at one SDK version: the Compose
/// `Paywall(PaywallOptions)` a Kotlin app presents (`present`), or the `PaywallDialog` with a
/// `shouldDisplayBlock` (`present: {mode: auto}`), the app's `PaywallListener` and `dismissRequest`;
/// or, through `activity`, the `PaywallActivity` a `PaywallActivityLauncher` starts (`launch`, or
/// `launchIfNeeded` for `present: {mode: auto}`) and the app's `PaywallResultHandler`.
/// Written from RevenueCat/purchases-android's code at its tags (docs/adapters/sources/revenuecatui-android-code.md);
/// see docs/adapters/revenuecatui-android.md.
package struct RevenueCatUIAndroidAdapter: AutoDismissDeclaring {
    /// The modelled SDK version.
    package let version: SDKVersion
    /// Who the adapter is and what this version can do (built once).
    package let info: AdapterInfo

    /// Whether the model is the Activity (`-activity`) rather than the Compose paywall.
    package let activity: Bool

    /// Creates the model of `version`, listed as `id`, through the Activity when `activity`.
    package init(id: String, version: SDKVersion, activity: Bool = false) {
        self.version = version
        self.activity = activity
        let features = RevenueCatUIAndroidFeatures(version: version, activity: activity)
        let surface = activity ? "PaywallActivityLauncher, PaywallResultHandler" : "Compose Paywall / PaywallDialog, PaywallListener"
        var info = AdapterInfo(
            id: id, sdk: RevenueCatUIAndroidFamily.sdkName, sdkVersion: version.description,
            summary:
                "a model of RevenueCatUI Android \(version) paywall callbacks (\(surface)), from RevenueCat/purchases-android's code at its tags",
            capabilities: features.capabilities, emits: features.emits,
            handlers: RevenueCatUIAndroidCallback.allCases.filter { $0.exists(in: features) }.map { $0.signature(features) },
            volatileArguments: ["customerInfo", "storeTransaction"])
        // `PaywallViewModel.track(…)`: `paywall_impression`, `paywall_close`, `paywall_cancel` go to RevenueCat, never to the app.
        info.cannotSee = [EventName.recordedFamily]
        // `dismissRequest()`: the close button and back (closed), after a purchase or a restore, after a failed load's OK;
        // the app's own code (dismissed); back before the BackHandler (back).
        // The Activity: the same, each finishing it; the app cannot finish it (no `dismissed`).
        info.closeSubjects = Set(["back", "closed", "load_failed", "purchased", "restored"] + (activity ? [] : ["dismissed"]))
        self.info = info
    }

    /// The version's gates, through the variant.
    var features: RevenueCatUIAndroidFeatures { RevenueCatUIAndroidFeatures(version: version, activity: activity) }

    /// What the paywall dismisses by itself: `dismissRequest()` right after `onPurchaseCompleted`.
    package var autoDismiss: AutoDismissPolicy {
        if activity {
            return AutoDismissPolicy(
                purchase: .yes("finish(), after onPurchaseCompleted: PaywallResult.Purchased"), pending: .no("a failure, with the error dialog"),
                cancel: .no(),
                restore: .no(features.has(.activityRestoreResult) ? "only launchIfNeeded's Activity, when the restore grants the entitlement" : ""))
        }
        return AutoDismissPolicy(
            purchase: .yes("dismissRequest, after onPurchaseCompleted"), pending: .no("a failure, with the error dialog"), cancel: .no(),
            restore: .no(features.has(.dialogRestoreDismiss) ? "only a PaywallDialog whose shouldDisplayBlock now answers false" : ""))
    }

    /// Opens a session for `given`, whose handlers and options were checked against this declaration.
    package func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        RevenueCatUIAndroidSession(given: given, features: features)
    }
}

/// The named RevenueCatUI Android adapters; `RevenueCatUIAndroidFamily` answers for any other
/// released version (`revenuecatui-android@9.13.0`, `revenuecatui-android@9.13.0-activity`).
package enum RevenueCatUIAndroidAdapters {
    /// The family part of every id.
    package static let family = "revenuecatui-android"

    /// The named adapters: the newest version read, through the Compose paywall and through the Activity.
    package static let adapters: [RevenueCatUIAndroidAdapter] = [
        RevenueCatUIAndroidAdapter(id: family, version: RevenueCatUIAndroidFeatures.newest),
        RevenueCatUIAndroidAdapter(id: family + "-activity", version: RevenueCatUIAndroidFeatures.newest, activity: true)
    ]

    /// Every named adapter, in order.
    package static var all: [any Adapter] { adapters }
}
