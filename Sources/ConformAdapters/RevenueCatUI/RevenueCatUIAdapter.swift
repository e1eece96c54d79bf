import ConformKit

/// An executable model of RevenueCatUI's paywall callbacks at one SDK version, through one
/// surface. Written from the RevenueCatUI section of SDK-FACTS (read from purchases-ios 5.85.0)
/// and the repository's history for the versions; see docs/adapters/revenuecatui.md.
package struct RevenueCatUIAdapter: AutoDismissDeclaring {
    /// The modelled SDK version.
    package let version: SDKVersion
    /// How the app receives callbacks.
    package let surface: RevenueCatUISurface
    /// Who the adapter is and what this version and surface can do (built once).
    package let info: AdapterInfo

    /// Creates the model of `version` through `surface`, listed as `id`.
    package init(id: String, version: SDKVersion, surface: RevenueCatUISurface) {
        self.version = version
        self.surface = surface
        let features = RevenueCatUIFeatures(version: version, surface: surface)
        var info = AdapterInfo(
            id: id, sdk: "RevenueCatUI iOS", sdkVersion: features.version.description,
            summary:
                "a model of RevenueCatUI \(features.version) paywall callbacks (\(features.surface.title)), from SDK-FACTS (purchases-ios 5.85.0) and the repository's history",
            capabilities: features.capabilities, emits: features.emits,
            handlers: RevenueCatUICallback.allCases.filter { $0.exists(in: features) }.map { $0.signature(features) },
            options: RevenueCatUIOptions.declarations(for: features),
            volatileArguments: ["customerInfo", "transaction"])
        // SDK-FACTS (RevenueCatUI, Present): `paywall_impression`, `paywall_close` and the other
        // paywall events are sent to RevenueCat, never to the app.
        info.cannotSee = [EventName.recordedFamily]
        // `dismiss(result:)`: the close button, the app's code, after a purchase or a restore, after a failed load's OK.
        info.closeSubjects = ["closed", "dismissed", "load_failed", "purchased", "restored"]
        self.info = info
    }

    /// The version's and surface's gates.
    var features: RevenueCatUIFeatures { RevenueCatUIFeatures(version: version, surface: surface) }

    /// What the paywall dismisses by itself (SDK-FACTS, "Cross-SDK auto-dismiss summary").
    package var autoDismiss: AutoDismissPolicy {
        let features = self.features
        let purchase =
            features.has(.dismissAfterCompletion)
            ? "full-screen, after the completion callbacks"
            : "full-screen, racing ahead of the completion callbacks"
        return AutoDismissPolicy(
            purchase: .yes(purchase), pending: .no("a failure, with an error alert"), cancel: .no(),
            restore: .no(surface == .swiftui ? "only .presentPaywallIfNeeded, when the entitlement is now active" : ""))
    }

    /// Opens a session for `given`, whose handlers and options were checked against this declaration.
    package func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        RevenueCatUISession(given: given, features: features, options: RevenueCatUIOptions(given, features: features))
    }
}
