import ConformKit

/// An executable model of the Adapty iOS paywall (AdaptyUI) callbacks at one SDK version, through
/// one surface. Written from the "adapty-ios-paywall-events" page (seeds 001 Russian, 002 Spanish)
/// and the Adapty section of SDK-FACTS; see docs/adapters/adapty.md.
public struct AdaptyAdapter: Adapter {
    /// The id users type, e.g. `adapty@3`, `adapty@3-swiftui`, `adapty@2`.
    public let id: String
    /// The modelled SDK version.
    public let version: AdaptyVersion
    /// How the app receives callbacks.
    public let surface: AdaptySurface
    /// Where the modelled behaviour comes from, for the adapter's summary.
    public let source: String
    /// Who the adapter is, and what this version and surface can do and report (built once:
    /// the runner reads it for every spec).
    public let info: AdapterInfo

    /// Creates the model of `version` through `surface`, listed as `id`.
    public init(id: String, version: AdaptyVersion, surface: AdaptySurface, source: String) {
        self.id = id
        self.version = version
        self.surface = surface
        self.source = source
        self.info = Self.makeInfo(id: id, version: version, surface: surface, source: source)
    }

    /// The version's behaviour gates.
    var features: AdaptyFeatures { AdaptyFeatures(version: version, surface: surface) }

    /// Builds the declaration of `version` through `surface`.
    static func makeInfo(id: String, version: AdaptyVersion, surface: AdaptySurface, source: String) -> AdapterInfo {
        let features = AdaptyFeatures(version: version, surface: surface)
        var options = AdaptyOptions.keys
        if !features.hasWebPaywall { options.remove(AdaptyOptions.webNavigationErrorKey) }
        return AdapterInfo(
            id: id,
            sdk: "Adapty iOS",
            sdkVersion: version.description,
            summary: "a model of Adapty \(version) paywall callbacks (\(surface.title)), from \(source)",
            capabilities: features.capabilities,
            observableFamilies: features.observable,
            handlers: Set(AdaptyCallback.allCases.filter { $0.exists(in: features) }.map(\.handlerName)),
            options: options,
            volatileArguments: ["profile", "transaction", "purchasedInfo"]
        )
    }

    /// Opens a session for `given`, refusing handlers, options and worlds this version cannot have.
    public func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        for (name, behaviour) in given.handlers.sorted(by: { $0.key < $1.key }) {
            if let problem = problem(with: behaviour, of: name) {
                throw AdapterError.unsupported(problem)
            }
        }
        let options = try AdaptyOptions(given)
        if options.webNavigationError != nil && !features.hasWebPaywall {
            throw AdapterError.unsupported("\(id) (Adapty \(version)) has no web paywalls: they arrived in 3.6.0")
        }
        if given.screenFailure != nil {
            throw AdapterError.unsupported("\(id) models a paywall whose configuration loaded: 'screen_failure' is not modelled")
        }
        return AdaptySession(given: given, surface: surface, features: features, options: options)
    }

    /// Why `behaviour` cannot be what handler `name` does in this version and surface, or nil.
    func problem(with behaviour: HandlerBehaviour, of name: String) -> String? {
        guard let callback = AdaptyCallback(rawValue: name), callback.exists(in: features) else {
            return "\(id) (Adapty \(version)) has no handler '\(name)'"
        }
        switch behaviour {
        case .registered:
            return nil
        case .absent:
            return callback.isRequired(on: surface) ? "handler '\(name)' is required on \(surface.title), so it cannot be absent" : nil
        case .returns(let value):
            guard callback.returnsBool else { return "handler '\(name)' returns nothing, so it cannot return '\(value)'" }
            guard value == "true" || value == "false" else {
                return "handler '\(name)' returns a Bool, so it cannot return '\(value)' (use 'true' or 'false')"
            }
            return nil
        case .throwsError:
            return "handler '\(name)' is not declared 'throws', so it cannot throw"
        }
    }
}
