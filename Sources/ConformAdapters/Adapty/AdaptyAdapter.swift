import ConformKit

/// An executable model of the Adapty iOS paywall (AdaptyUI) callbacks at one SDK version, through
/// one surface. Written from the "adapty-ios-paywall-events" page (seeds 001 Russian, 002 Spanish)
/// and the Adapty section of SDK-FACTS; see docs/adapters/adapty.md.
package struct AdaptyAdapter: SynchronousAdapter {
    /// The modelled SDK version.
    package let version: AdaptyVersion
    /// How the app receives callbacks.
    package let surface: AdaptySurface
    /// Who the adapter is, and what this version and surface can do and report (built once:
    /// the runner reads it for every spec).
    package let info: AdapterInfo

    /// Creates the model of `version` through `surface`, listed as `id`; its summary names `source`,
    /// where the modelled behaviour comes from.
    package init(id: String, version: AdaptyVersion, surface: AdaptySurface, source: String) {
        self.version = version
        self.surface = surface
        let features = AdaptyFeatures(version: version, surface: surface)
        var info = AdapterInfo(
            id: id,
            sdk: "Adapty iOS",
            sdkVersion: version.description,
            summary: "a model of Adapty \(version) paywall callbacks (\(surface.title)), from \(source)",
            capabilities: features.capabilities,
            emits: features.observable,
            handlers: AdaptyCallback.allCases.filter { $0.exists(in: features) }.map { $0.signature(on: surface, features: features) },
            options: AdaptyOptions.declarations(for: features),
            volatileArguments: ["profile", "transaction", "purchasedInfo"]
        )
        // SDK-FACTS (Adapty iOS, Analytics): paywall_showed and the other analytics events are
        // recorded inside the SDK and never delivered to the app — the SDK has them, the harness
        // cannot see them. Every other event outside `observable` is one the SDK does not emit.
        info.cannotSee = [String(EventName.recorded("paywall_showed").family)]
        // `AdaptySession`'s dismissals: the close action, the app's code, a swipe, after a purchase (or a pending one).
        info.closeSubjects = ["closed", "dismissed", "pending", "purchased", "swiped"]
        self.info = info
    }

    /// The version's behaviour gates.
    var features: AdaptyFeatures { AdaptyFeatures(version: version, surface: surface) }

    /// Opens a session for `given`, whose handlers and options were checked against this version's
    /// declarations before the spec got here (`GivenValidation`, `AdapterInfo.inapplicability(of:)`).
    package func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        if given.screenFailure != nil {
            throw AdapterError.unsupported("\(id) models a paywall whose configuration loaded: 'screen_failure' is not modelled")
        }
        return AdaptySession(given: given, surface: surface, features: features, options: AdaptyOptions(given))
    }
}
