import ConformKit

/// An executable model of AdaptyUI Android's event listener at one released version, read from
/// adaptyteam/AdaptySDK-Android's Kotlin at its tags (docs/adapters/adapty-android.md): the
/// callbacks a Kotlin app overrides, and the default listener's bodies for those it does not.
package struct AdaptyAndroidAdapter: SynchronousAdapter, AutoDismissDeclaring {
    /// The family name.
    package static let family = "adapty-android"
    /// The SDK it models.
    package static let sdk = "Adapty Android"
    /// The named adapters, newest first: the newest 4.x (`AdaptyFlowEventListener`) and the newest 3.x
    /// (`AdaptyUiEventListener`), the two listeners a Kotlin app extends.
    package static let all: [any Adapter] = [
        AdaptyAndroidAdapter(id: "\(family)@4", version: SDKVersion(4, 1, 0)), AdaptyAndroidAdapter(id: "\(family)@3", version: SDKVersion(3, 17, 2))
    ]

    /// The modelled SDK version.
    package let version: SDKVersion
    /// Who the adapter is, and what this version can do and report.
    package let info: AdapterInfo

    /// The model of `version`, listed as `id`.
    package init(id: String, version: SDKVersion) {
        self.version = version
        let features = AdaptyAndroidFeatures(version: version)
        let listener = features.has(.flowListener) ? "AdaptyFlowEventListener" : "AdaptyUiEventListener"
        var info = AdapterInfo(
            id: id, sdk: Self.sdk, sdkVersion: version.description,
            summary: "a model of AdaptyUI Android \(version) \(listener) callbacks, from adaptyteam/AdaptySDK-Android's Kotlin at its tags",
            capabilities: features.capabilities, emits: features.observable,
            handlers: AdaptyAndroidCallback.allCases.filter { $0.exists(in: features) }.map { $0.signature(features) },
            options: AdaptyAndroidOptions.declarations(for: features),
            volatileArguments: ["profile", "purchasedInfo", "purchase"])
        // The SDK's own analytics (logShowPaywall) never reach the app.
        info.cannotSee = [String(EventName.recorded("paywall_showed").family)]
        // `AdaptyAndroidSession`'s dismissals: the close default, the app's code, a back press, after a purchase.
        info.closeSubjects = ["back", "closed", "dismissed", "pending", "purchased"]
        self.info = info
    }

    /// The version's behaviour gates.
    var features: AdaptyAndroidFeatures { AdaptyAndroidFeatures(version: version) }

    /// What the paywall closes by itself for an app that observes its callbacks: nothing — the
    /// default body after a purchase runs only for an app that does not override the callback.
    package var autoDismiss: AutoDismissPolicy {
        let appsJob = "the app's job: overriding the purchase callback replaces the default back press"
        let purchase: AutoDismissPolicy.Answer = features.has(.noDismissAfterPurchase) ? .no("the default onPurchaseFinished is empty") : .no(appsJob)
        let pending: AutoDismissPolicy.Answer = features.has(.purchaseFinished) ? purchase : .no("a pending purchase fails (onPurchaseFailure)")
        return AutoDismissPolicy(purchase: purchase, pending: pending, cancel: .no(), restore: .no())
    }

    /// Opens a session for `given`, already checked against this version's declarations.
    package func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        if given.renderFailure != nil {
            throw AdapterError.unsupported("\(id): the paywall's code never calls onRenderingError; 'render_failure' is not modelled")
        }
        return AdaptyAndroidSession(given: given, features: features, options: AdaptyOptions(given))
    }
}
