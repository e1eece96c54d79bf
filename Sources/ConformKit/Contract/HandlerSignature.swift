/// A host handler an adapter lets specs set in `given.handlers`, with what its signature allows:
/// what it returns, whether it can throw, whether the app must register it. `GivenValidation` reads
/// it to refuse a spec that says `returns maybe` of a Bool handler before anything runs, and
/// `conform adapters` prints it.
public struct HandlerSignature: Sendable, Hashable {
    /// What the handler returns.
    public enum Returns: Sendable, Hashable {
        /// Nothing (`Void`): a spec cannot say `returns …`.
        case nothing
        /// A Bool: `returns true` or `returns false`.
        case bool
        /// One of these literals (an enum case, a string the SDK expects).
        case values([String])
        /// Anything: the declaration does not say (an external adapter that lists only names).
        case any
    }

    /// The handler's native name, as specs write it (`onPurchase`, `didFailLoadingProducts`).
    public var name: String
    /// What it returns.
    public var returns: Returns
    /// Whether it is declared `throws`, so a spec may say `throws <code>`.
    public var canThrow: Bool
    /// Whether the app must provide it (a delegate method without a default, a non-optional
    /// closure), so a spec cannot say `absent`.
    public var isRequired: Bool
    /// Whether its answer can come later — an `async` handler, or one that answers through a
    /// completion the app calls when it likes — so a spec may say `after <duration>`.
    public var canWait: Bool
    /// The native declaration, for people: `var onPurchase: ((PurchaseRequest) async throws -> Bool)?`.
    public var signature: String
    /// What the SDK does when the app does not register the handler, which an app's implementation
    /// replaces (Adapty's `didFinishPurchase`: "dismisses the paywall unless the purchase was
    /// cancelled"); nil when nothing. A failing spec that lists no `absent` for it is told so.
    public var defaultBehaviour: String?
    /// Whether the handler receives a link the app can open itself (`does: open_link`): Adapty's
    /// `didPerformAction` with `.openURL(url)`, Miniwall's `onOpenURL`.
    public var receivesLink = false

    /// Declares handler `name`.
    public init(
        name: String, returns: Returns = .nothing, canThrow: Bool = false, isRequired: Bool = false, canWait: Bool = false,
        signature: String = "", defaultBehaviour: String? = nil, receivesLink: Bool = false
    ) {
        self.name = name
        self.returns = returns
        self.canThrow = canThrow
        self.isRequired = isRequired
        self.canWait = canWait
        self.signature = signature
        self.defaultBehaviour = defaultBehaviour
        self.receivesLink = receivesLink
    }

    /// A handler known only by name (an external adapter's handshake that lists names): every
    /// behaviour is accepted, as before signatures existed.
    package static func undeclared(_ name: String) -> HandlerSignature {
        HandlerSignature(name: name, returns: .any, canThrow: true, canWait: true)
    }

    /// Whether nothing beyond the name is declared.
    package var isUndeclared: Bool { self == .undeclared(name) }

    /// Why `script` cannot be what this handler does, call by call (lowercase, user values
    /// quoted), or nil when its signature allows every call. `absent` is the whole script.
    package func problem(with script: HandlerScript) -> String? {
        for call in script.calls {
            if call.behaviour == .absent, script.calls.count > 1 {
                return "'absent' is the whole handler: the app registers '\(name)' or it does not, so 'absent' cannot be one of its calls"
            }
            if let problem = problem(with: call.behaviour) { return problem }
            if call.after > .zero, !canWait {
                return "handler '\(name)' answers at once (it is neither async nor given a completion), so it cannot answer 'after \(call.after)'"
            }
            if call.behaviour == .absent, call.after > .zero || !call.does.isEmpty {
                return "handler '\(name)' is absent, so it can neither run for a time nor do anything"
            }
            if call.does.contains(.openLink), !receivesLink {
                return "handler '\(name)' receives no link, so the app cannot 'open_link' in it"
            }
        }
        return nil
    }

    /// Why `behaviour` cannot be what this handler does (lowercase, user values quoted), or nil
    /// when its signature allows it.
    package func problem(with behaviour: HandlerBehaviour) -> String? {
        switch behaviour {
        case .registered:
            return nil
        case .absent:
            return isRequired ? "handler '\(name)' must be registered, so it cannot be absent" : nil
        case .throwsError:
            return canThrow ? nil : "handler '\(name)' is not declared 'throws', so it cannot throw"
        case .returns(let value):
            switch returns {
            case .any:
                return nil
            case .nothing:
                return "handler '\(name)' returns nothing, so it cannot return '\(value)'"
            case .bool:
                if case .bool = value { return nil }
                return "handler '\(name)' returns a Bool, so it cannot return '\(value)'"
            case .values(let values):
                if values.contains(value.description) { return nil }
                return "handler '\(name)' returns one of \(values.map { "'\($0)'" }.joined(separator: ", ")), so it cannot return '\(value)'"
            }
        }
    }

    /// The behaviours a spec may write for it, in the spec's own words: `absent`, `registered`,
    /// `returns true`, `returns false`, `throws <code>`.
    package var behaviours: [String] {
        var forms: [String] = []
        if !isRequired { forms.append("absent") }
        forms.append("registered")
        switch returns {
        case .nothing: break
        case .bool: forms += ["returns true", "returns false"]
        case .values(let values): forms += values.map { "returns \($0)" }
        case .any: forms.append("returns <value>")
        }
        if canThrow { forms.append("throws <code>") }
        if canWait { forms.append("… after <duration>") }
        return forms
    }

    /// One line for `conform adapters`: what a spec may say, then the native declaration.
    package var line: String {
        let forms = behaviours.joined(separator: " | ")
        return signature.isEmpty ? "\(name): \(forms)" : "\(name): \(forms)  — \(signature)"
    }
}
