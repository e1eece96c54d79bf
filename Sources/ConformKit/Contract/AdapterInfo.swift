/// What an adapter declares about itself: who it is, what it can do and what it can see.
public struct AdapterInfo: Sendable, Hashable {
    /// The id users type (`miniwall`, `adapty@3`, `adapty@3-swiftui`); also the golden folder's name.
    public var id: String
    /// The SDK it drives or models, e.g. `Miniwall iOS`.
    public var sdk: String
    /// The SDK version it drives or models, e.g. `3.17.2`.
    public var sdkVersion: String
    /// One line on what it is and where its behaviour comes from.
    public var summary: String
    /// Capabilities (`restore`, `promo-code`, `web-purchase`, `restore-button`, …) specs may require.
    public var capabilities: Set<Capability>
    /// Event families (`purchase`, `recorded`) or single event names (`paywall.closed`) it can
    /// observe; expectations about others are reported as not observable.
    public var emits: Set<String>
    /// Host handlers a spec may declare in `given.handlers`, by native name, with their signatures.
    public var handlers: [String: HandlerSignature]
    /// SDK options a spec may set in `given.options`, by name, with the values they accept.
    package var options: [String: OptionDeclaration]
    /// Argument keys whose values vary run to run (transaction ids, dates): transcripts redact them
    /// to stable numbered placeholders.
    public var volatileArguments: Set<String>
    /// Why the adapter cannot run at all (an external adapter whose handshake failed), or nil.
    /// The runner reports every spec as an error with this reason, before applicability.
    package var unavailable: String?
    /// Event names or families the SDK has but the harness cannot see (rare: Adapty's internal
    /// analytics): expectations about them are not observable, never checked. Everything else
    /// outside `emits` is an event the SDK does not emit, and expecting it fails.
    package var cannotSee: Set<String> = []
    /// Whether a family in `emits` or `cannotSee` also vouches for event names outside the
    /// vocabulary (`paywall` for `paywall.will_dismiss`), so specs may expect them: what an
    /// external adapter speaking `conform/1` declares (docs/adapter-protocol.md, "Versions").
    /// Specs relying on it are accepted with a warning naming the exact name to declare; false
    /// for every other adapter, whose names outside the vocabulary are listed exactly.
    package var familiesCoverUnlistedEvents = false
    /// The subjects this adapter's `paywall.closed` can carry (AppDNA's `dismissed`, `tappedOutside`,
    /// …): a spec expecting another is invalid (`spec.unknown-subject`). Nil: not declared (an
    /// external adapter), so no subject is checked.
    package var closeSubjects: Set<String>?

    public init(
        id: String, sdk: String, sdkVersion: String, summary: String, capabilities: Set<Capability>,
        emits: Set<String>, handlers: [HandlerSignature] = [], volatileArguments: Set<String> = []
    ) {
        self.init(
            id: id, sdk: sdk, sdkVersion: sdkVersion, summary: summary, capabilities: capabilities, emits: emits,
            handlers: handlers, options: [], volatileArguments: volatileArguments)
    }

    /// Creates a declaration that also declares SDK options, or says why the adapter cannot run.
    package init(
        id: String, sdk: String, sdkVersion: String, summary: String, capabilities: Set<Capability>,
        emits: Set<String>, handlers: [HandlerSignature] = [], options: [OptionDeclaration],
        volatileArguments: Set<String> = [], unavailable: String? = nil
    ) {
        self.id = id
        self.sdk = sdk
        self.sdkVersion = sdkVersion
        self.summary = summary
        self.capabilities = capabilities
        self.emits = emits
        self.handlers = Dictionary(handlers.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.options = Dictionary(options.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.volatileArguments = volatileArguments
        self.unavailable = unavailable
    }

    /// The SDK family part of the id: `adapty` for `adapty@3-swiftui`.
    package var family: Substring {
        if let at = id.firstIndex(of: "@") { return id[..<at] }
        return id[...]
    }

    /// The event surface the matcher judges expectations against: what the SDK emits, and what it
    /// has but the harness cannot see.
    package var surface: EventSurface { EventSurface(adapter: id, emits: emits, cannotSee: cannotSee) }

    /// Whether the adapter can observe events named `name` (by its family or by the exact name).
    /// A prefix pattern (`recorded.*`) is observable when its family is.
    package func observes(_ name: String) -> Bool {
        emits.contains(name) || emits.contains(String(Event.family(of: name)))
    }

    /// Why `spec` does not apply to this adapter, its scope aside (`AdapterNames.inapplicability(of:to:)`
    /// asks both), or nil when it does. A handler or option the
    /// adapter declares but refuses to be set up as the spec says is a refusal when the spec expects
    /// one (`expect.refused` naming it: see `refusal(of:)`), and a reason not to apply otherwise.
    package func inapplicability(of spec: Spec) -> String? {
        let capabilities = capabilities(with: spec.given)
        for capability in spec.scope.requires where !capabilities.contains(capability) {
            return "the adapter lacks capability '\(capability)' that the spec requires" + granting(capability)
        }
        for need in spec.given.requiredCapabilities where !capabilities.contains(need.capability) {
            return "the adapter lacks capability '\(need.capability)' for 'given.\(need.key)'" + granting(need.capability)
        }
        for step in spec.steps {
            if let capability = step.value.requiredCapability, !capabilities.contains(capability) {
                return "the adapter lacks capability '\(capability)' for step '\(step.value.keyword)' at line \(step.location.line)"
                    + granting(capability)
            }
        }
        // A spec that expects a refusal is judged on the refusal, whatever the adapter refuses.
        if spec.expect.refused != nil, givenRefusal(spec.given) != nil { return nil }
        return givenProblem(spec.given)
    }

    /// The adapter's capabilities with the options `given` sets: its own, and those an option's
    /// value grants (`OptionDeclaration.grants`).
    package func capabilities(with given: Given) -> Set<Capability> {
        var all = capabilities
        for (name, value) in given.options { all.formUnion(options[name]?.grants[value] ?? []) }
        return all
    }

    /// `capability`'s next step where an option's value grants it: ` (option 'storekit_version: 1' gives it)`.
    func granting(_ capability: Capability) -> String {
        let ways = options.values.flatMap { option in option.grants.filter { $0.value.contains(capability) }.map { "'\(option.name): \($0.key)'" } }
        return ways.isEmpty ? "" : " (option \(ways.sorted().joined(separator: " or ")) gives it)"
    }

    /// What the adapter refuses of a spec that expects a refusal (`expect.refused`): the first
    /// handler or option it declares but cannot set up as `given` says, or nil when it accepts
    /// the setup. A name it does not declare at all is not a refusal but a reason not to apply.
    package func refusal(of spec: Spec) -> GivenRefusal? {
        guard let expected = spec.expect.refused?.value else { return nil }
        let refusals = givenRefusals(spec.given)
        return refusals.first { $0.subject == expected } ?? refusals.first
    }

    /// The first handler or option of `given` this adapter declares but refuses as set.
    package func givenRefusal(_ given: Given) -> GivenRefusal? {
        givenRefusals(given).first
    }

    /// Every handler (by name), then every option (by name), of `given` this adapter declares but
    /// refuses as set.
    package func givenRefusals(_ given: Given) -> [GivenRefusal] {
        var refusals: [GivenRefusal] = []
        for name in given.handlers.keys.sorted() {
            guard let signature = handlers[name], let script = given.handlers[name] else { continue }
            if let problem = signature.problem(with: script) { refusals.append(GivenRefusal(subject: name, reason: "the adapter's \(problem)")) }
        }
        for name in given.options.keys.sorted() {
            guard let declaration = options[name], let value = given.options[name] else { continue }
            if let problem = declaration.problem(with: value, products: given.products) {
                refusals.append(GivenRefusal(subject: name, reason: "the adapter's \(problem)"))
            }
        }
        return refusals
    }

    /// Why this adapter cannot set up the handlers and options of `given`, judged by its
    /// declarations: a name it does not declare, or a value its declaration does not accept.
    /// (A name or value no adapter of the workspace accepts is an invalid spec: `GivenValidation`.)
    package func givenProblem(_ given: Given) -> String? {
        for name in given.handlers.keys.sorted() {
            guard let signature = handlers[name] else { return "the adapter has no host handler '\(name)'" }
            if let script = given.handlers[name], let problem = signature.problem(with: script) {
                return "the adapter's \(problem)"
            }
        }
        for name in given.options.keys.sorted() {
            guard let declaration = options[name] else { return "the adapter has no SDK option '\(name)'" }
            if let value = given.options[name], let problem = declaration.problem(with: value, products: given.products) {
                return "the adapter's \(problem)"
            }
        }
        return nil
    }
}
