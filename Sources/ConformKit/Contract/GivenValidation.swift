/// Checks what a spec names that only adapters can vouch for — its `given.handlers`, its
/// `given.options` and its `scope.requires` — against the declarations of a workspace's adapters.
/// The one place these rules live; `conform check`, `conform run` and the other commands all come
/// through it (`GivenValidation+Suite`).
///
/// The rules, each a located error with a did-you-mean and a next step:
/// - a handler or option that **no** adapter declares is a typo: `spec.unknown-handler`,
///   `spec.unknown-option` at the key;
/// - a behaviour or value that no adapter **declaring** that name accepts (`returns maybe` of a
///   Bool handler, `throws` of one that cannot throw): `spec.bad-handler`, `spec.bad-option` at
///   the value;
/// - a required capability that is neither in `Capability.known` nor declared by an adapter (an
///   external one may add its own): `spec.unknown-capability` at the name;
/// - an expected event name (in `order`, `exact`, `never`, `count`, `unspecified`) that is not in
///   the vocabulary (docs/events.md: the canonical names and any `recorded.<name>`) and that no
///   adapter declares in its `emits` or `cannot_see`: `spec.unknown-event` at the expectation —
///   a typo is an invalid spec, never an unobservable expectation that quietly passes. One kept
///   for `conform/1`: a family an adapter speaking conform/1 declares vouches for every name in it
///   (`paywall` for `paywall.will_dismiss`), as that version was published; such a spec is valid,
///   and `legacyEvents(of:)` names what it relies on, for a warning.
///
/// A name or value that some adapters accept and others do not is not a mistake: on the others
/// the spec is *not applicable* (`AdapterInfo.inapplicability(of:)`), as before. But a workspace
/// that lists its adapters (`running`: conform.yaml's `adapters:`) runs only those, so a handler,
/// option or adapter-declared event that only adapters outside the list have is an error too
/// (`spec.unknown-handler`, `spec.unknown-option`, `spec.unknown-event`, naming the adapters that
/// have it): a spec copied from another SDK's workspace would otherwise apply nowhere, quietly.
/// A spec whose `scope.adapters` names its adapters says whom it is for, and is checked against
/// every adapter as before (one it names that the workspace does not run: `check --strict` says
/// the spec runs nowhere).
package struct GivenValidation: Sendable {
    /// Every declaration of a handler, by name, with the adapter declaring it, adapters sorted by id.
    let handlers: [String: [(adapter: String, signature: HandlerSignature)]]
    /// Every declaration of an option, by name, with the adapter declaring it, adapters sorted by id.
    let options: [String: [(adapter: String, declaration: OptionDeclaration)]]
    /// The capabilities a spec may require: the vocabulary and every adapter's own.
    let capabilities: Set<Capability>
    /// The sorted names, for did-you-mean suggestions.
    let handlerNames: [String]
    /// The sorted option names, for did-you-mean suggestions.
    let optionNames: [String]
    /// The sorted capability names, for did-you-mean suggestions.
    let capabilityNames: [String]
    /// Event names adapters declare beyond the vocabulary (exact names in `emits`/`cannotSee`).
    let declaredEvents: Set<String>
    /// Families the vocabulary and the adapters know, for `family.*` patterns.
    let families: Set<String>
    /// The sorted known event names, for did-you-mean suggestions.
    let eventNames: [String]
    /// Families (names without a dot) declared by adapters whose families vouch for names outside
    /// the vocabulary (`AdapterInfo.familiesCoverUnlistedEvents`: conform/1), with their ids, sorted.
    let openFamilies: [String: [String]]
    /// The ids of the adapters the workspace runs, when it lists them; nil when every declaring
    /// adapter runs (no list).
    private(set) var running: Set<String>?
    /// Every adapter declaring each event name beyond the vocabulary, sorted.
    let eventDeclarers: [String: [String]]
    /// Every adapter that observes `paywall.closed`, sorted by id, with the subjects it closes the
    /// paywall with (`AdapterInfo.closeSubjects`; nil: not declared, so not checked).
    let closers: [(adapter: String, subjects: Set<String>?)]
    /// The reading of adapter ids and scope entries a spec's scope is matched with (the workspace's,
    /// so `revenuecatui-swiftui` selects the SwiftUI models by family and variant, never by text).
    let names: AdapterNames

    /// An expected event name that only a conform/1 family vouches for.
    package struct LegacyEvent: Sendable, Hashable {
        /// The name, e.g. `paywall.will_dismiss`.
        package var name: String
        /// Its family, e.g. `paywall`.
        package var family: String
        /// The adapters declaring that family under conform/1, sorted.
        package var adapters: [String]
        /// Where the spec writes it.
        package var location: SourceLocation
    }

    /// The next step every diagnostic names.
    static let listing = "run 'conform adapters -v' to list each adapter's handlers, options and capabilities"

    /// Prepares the check against `adapters` (those that could not declare themselves, an
    /// external adapter whose handshake failed, are for the caller to leave out).
    package init(adapters: [AdapterInfo], running: Set<String>? = nil, names: AdapterNames = AdapterNames()) {
        self.names = names
        var handlers: [String: [(adapter: String, signature: HandlerSignature)]] = [:]
        var options: [String: [(adapter: String, declaration: OptionDeclaration)]] = [:]
        var capabilities = Set(Capability.known)
        var declaredEvents = Set<String>()
        var families = Set(EventName.canonical.map { String($0.family) } + [EventName.recordedFamily])
        var openFamilies: [String: [String]] = [:]
        var eventDeclarers: [String: [String]] = [:]
        for info in adapters.sorted(by: { $0.id < $1.id }) {
            for name in info.emits.union(info.cannotSee).sorted() {
                families.insert(String(Event.family(of: name)))
                if name.contains(".") {
                    declaredEvents.insert(name)
                    eventDeclarers[name, default: []].append(info.id)
                } else if info.familiesCoverUnlistedEvents, openFamilies[name]?.last != info.id {
                    openFamilies[name, default: []].append(info.id)
                }
            }
        }
        self.declaredEvents = declaredEvents
        self.running = running
        self.eventDeclarers = eventDeclarers
        self.openFamilies = openFamilies
        self.families = families
        eventNames = Set(EventName.canonical.map(\.rawValue)).union(declaredEvents).sorted()
        for info in adapters.sorted(by: { $0.id < $1.id }) {
            for (name, signature) in info.handlers { handlers[name, default: []].append((info.id, signature)) }
            for (name, declaration) in info.options { options[name, default: []].append((info.id, declaration)) }
            capabilities.formUnion(info.capabilities)
            for declaration in info.options.values { capabilities.formUnion(declaration.grants.values.joined()) }
        }
        closers = adapters.sorted(by: { $0.id < $1.id }).filter { $0.observes(EventName.paywallClosed.rawValue) }.map { ($0.id, $0.closeSubjects) }
        self.handlers = handlers
        self.options = options
        self.capabilities = capabilities
        handlerNames = handlers.keys.sorted()
        optionNames = options.keys.sorted()
        capabilityNames = capabilities.map(\.rawValue).sorted()
    }

    /// Every problem of `spec`, sorted by location; empty when the workspace's adapters account
    /// for all it names. At most `Diagnostic.maxPerFile` are reported.
    package func diagnostics(for spec: Spec) -> [Diagnostic] {
        if running != nil && !spec.scope.adapters.isEmpty {
            var everyAdapter = self
            everyAdapter.running = nil
            return everyAdapter.diagnostics(for: spec)
        }
        var found: [Diagnostic] = []
        let fallback = SourceLocation(file: spec.file, line: 1, column: 1)
        for (index, capability) in spec.scope.requires.enumerated() where !capabilities.contains(capability) {
            guard found.count < Diagnostic.maxPerFile else { break }
            let location = index < spec.locations.requires.count ? spec.locations.requires[index] : fallback
            found.append(
                unknown(
                    .specUnknownCapability, "unknown capability '\(NodeReader.excerpt(capability.rawValue))': no adapter declares it",
                    name: capability.rawValue, among: capabilityNames, at: location))
        }
        for (name, script) in spec.given.handlers {
            guard found.count < Diagnostic.maxPerFile else { break }
            let location = spec.locations.handlers[name] ?? EntryLocation(key: fallback, value: fallback)
            let declared = (handlers[name] ?? []).filter { runs($0.adapter) }
            guard !declared.isEmpty else {
                found.append(undeclared(.specUnknownHandler, "a host handler", name: name, in: handlers, among: handlerNames, at: location.key))
                continue
            }
            guard !declared.contains(where: { $0.signature.problem(with: script) == nil }) else { continue }
            // A setup the spec expects refused is the spec's point, not a mistake.
            guard spec.expect.refused?.value != name else { continue }
            let problem = declared.lazy.compactMap { $0.signature.problem(with: script) }.first ?? "handler '\(name)' cannot be '\(script)'"
            // Only a returned value can be a near miss ('returns ture'): the keywords are the decoder's to check.
            var near: String?
            for call in script.calls {
                guard case .returns(let value) = call.behaviour else { continue }
                let returned = Self.union(declared.map { $0.signature.behaviours.filter { $0.hasPrefix("returns ") && !$0.contains("<") } })
                guard !returned.contains("returns \(value)") else { continue }
                near = Suggestion.nearest(to: value.description, among: returned.map { String($0.dropFirst("returns ".count)) }).map {
                    "returns \($0)"
                }
                break
            }
            found.append(
                badValue(
                    .specBadHandler, problem, near: near, forms: Self.union(declared.map(\.signature.behaviours)),
                    what: "'\(name)' can be", adapters: declared.map(\.adapter), at: location.value))
        }
        for (name, value) in spec.given.options {
            guard found.count < Diagnostic.maxPerFile else { break }
            let location = spec.locations.options[name] ?? EntryLocation(key: fallback, value: fallback)
            let declared = (options[name] ?? []).filter { runs($0.adapter) }
            guard !declared.isEmpty else {
                found.append(undeclared(.specUnknownOption, "an SDK option", name: name, in: options, among: optionNames, at: location.key))
                continue
            }
            let products = spec.given.products
            guard !declared.contains(where: { $0.declaration.problem(with: value, products: products) == nil }) else { continue }
            guard spec.expect.refused?.value != name else { continue }
            let problem =
                declared.lazy.compactMap { $0.declaration.problem(with: value, products: products) }.first
                ?? "option '\(name)' cannot be '\(value)'"
            let near = Suggestion.nearest(to: value, among: Self.union(declared.map(\.declaration.literalForms)))
            found.append(
                badValue(
                    .specBadOption, problem, near: near, forms: Self.union(declared.map(\.declaration.forms)),
                    what: "'\(name)' can be", adapters: declared.map(\.adapter), at: location.value))
        }
        for (pattern, location) in Self.eventPatterns(of: spec.expect) where found.count < Diagnostic.maxPerFile {
            if !pattern.isPrefix, running != nil, !EventName(pattern.name).isCanonical, let havers = eventDeclarers[pattern.name],
                !havers.contains(where: runs)
            {
                let ran = eventDeclarers.filter { $0.value.contains(where: runs) }.keys
                found.append(
                    foreign(
                        .specUnknownEvent, "an event", name: pattern.name, havers: havers,
                        among: Set(EventName.canonical.map(\.rawValue)).union(ran).sorted(), at: location))
                continue
            }
            if let problem = closeSubjectProblem(pattern, in: spec, at: location) {
                found.append(problem)
                continue
            }
            guard !knows(pattern.isPrefix ? pattern.name + "*" : pattern.name), vouching(for: pattern).isEmpty else { continue }
            var notes: [String] = []
            if let near = Suggestion.nearest(to: pattern.name, among: eventNames) { notes.append("did you mean '\(near)'?") }
            notes.append(
                "event names are the vocabulary of docs/events.md, 'recorded.<name>', or what an adapter emits ('conform adapters -v' lists them)")
            found.append(
                Diagnostic(
                    id: .specUnknownEvent, location: location,
                    message: "unknown event '\(NodeReader.excerpt(pattern.name))': no vocabulary and no adapter knows it", notes: notes))
        }
        return found.sorted()
    }

    /// Whether an expected event name is known: canonical, `recorded.<name>`, declared by an
    /// adapter, or a `family.*` prefix of a known family.
    func knows(_ name: String) -> Bool {
        if name.hasSuffix("*") {
            let prefix = String(name.dropLast())
            return prefix.isEmpty || families.contains(String(Event.family(of: prefix))) || families.contains(prefix)
        }
        return EventName(name).isCanonical || declaredEvents.contains(name)
    }

    /// The adapters speaking conform/1 whose family alone vouches for the name of `pattern`; empty
    /// for a name the vocabulary or an exact declaration knows, and for a `family.*` prefix.
    func vouching(for pattern: EventPattern) -> [String] {
        guard !pattern.isPrefix, !openFamilies.isEmpty, !knows(pattern.name) else { return [] }
        return openFamilies[String(Event.family(of: pattern.name))] ?? []
    }

    /// Every expected event name of `spec` that is known only because a family an adapter speaking
    /// conform/1 declares vouches for it, in the order the spec writes them: valid, and deprecated —
    /// under conform/2 the adapter lists the exact name (docs/adapter-protocol.md, "Versions").
    package func legacyEvents(of spec: Spec) -> [LegacyEvent] {
        guard !openFamilies.isEmpty else { return [] }
        return Self.eventPatterns(of: spec.expect).compactMap { pattern, location in
            let adapters = vouching(for: pattern)
            guard !adapters.isEmpty else { return nil }
            return LegacyEvent(name: pattern.name, family: String(Event.family(of: pattern.name)), adapters: adapters, location: location)
        }
    }

    /// One warning per name in `events` (each spec's legacy events, from `legacyEvents(of:)`): where
    /// it is first written, how many more places write it, and the exact name to declare instead.
    package static func legacyWarnings(_ events: [LegacyEvent]) -> [String] {
        var byName: [String: [LegacyEvent]] = [:]
        for event in events { byName[event.name, default: []].append(event) }
        return byName.keys.sorted().compactMap { name in
            guard let uses = byName[name]?.sorted(by: { $0.location < $1.location }), let first = uses.first else { return nil }
            let adapters = first.adapters.map { "'\($0)'" }.joined(separator: ", ")
            let more = uses.count == 1 ? "" : " (and \(uses.count - 1) more place\(uses.count == 2 ? "" : "s"))"
            return "warning: \(first.location): event '\(NodeReader.excerpt(name))' is outside the vocabulary and known only "
                + "through the family '\(first.family)' that \(adapters) declare\(first.adapters.count == 1 ? "s" : "") under conform/1\(more); "
                + "conform/1 still accepts it, conform/2 does not\n  next: list '\(NodeReader.excerpt(name))' by its exact name in the adapter's 'emits' "
                + "and declare \"protocol\": \"conform/2\" (docs/adapter-protocol.md, \"From conform/1 to conform/2\")"
        }
    }

    /// Every event pattern of `expect`, with where it is written.
    static func eventPatterns(of expect: Expectations) -> [(EventPattern, SourceLocation)] {
        var patterns: [(EventPattern, SourceLocation)] = []
        patterns.reserveCapacity(
            expect.order.count + (expect.exact?.count ?? 0) + expect.never.count + expect.counts.count + expect.unspecified.count)
        for list in [expect.order, expect.exact ?? []] {
            for item in list {
                switch item.value {
                case .event(let pattern): patterns.append((pattern, item.location))
                case .anyOrder(let members): for member in members { patterns.append((member, item.location)) }
                }
            }
        }
        for item in expect.never { patterns.append((item.value, item.location)) }
        for item in expect.counts { patterns.append((item.value.pattern, item.location)) }
        for item in expect.unspecified { patterns.append((item.value, item.location)) }
        return patterns
    }

    /// Whether the workspace runs `adapter`: every adapter does when conform.yaml lists none.
    func runs(_ adapter: String) -> Bool { running?.contains(adapter) ?? true }

    /// The problem of `name`, which no adapter the workspace runs declares in `table`: no adapter
    /// declares it at all (a did-you-mean among `names`), or only adapters outside the list do.
    private func undeclared<Value>(
        _ id: DiagnosticID, _ what: String, name: String, in table: [String: [(adapter: String, Value)]], among names: [String],
        at location: SourceLocation
    ) -> Diagnostic {
        guard let havers = table[name]?.map(\.adapter) else {
            return unknown(id, "no adapter has \(what) '\(NodeReader.excerpt(name))'", name: name, among: names, at: location)
        }
        return foreign(id, what, name: name, havers: havers, among: runningNames(table), at: location)
    }

    /// A name only adapters outside the workspace's list declare (`havers`, sorted): who has it, the
    /// nearest name a running adapter has, and the two ways on.
    private func foreign(
        _ id: DiagnosticID, _ what: String, name: String, havers: [String], among names: [String],
        at location: SourceLocation
    ) -> Diagnostic {
        let ran = (running ?? []).sorted()
        let list = ran.count <= 3 ? ran.map { "'\($0)'" }.joined(separator: ", ") : "\(ran.count) adapters"
        var notes: [String] = []
        let who = havers.count <= 3 ? havers.map { "'\($0)'" }.joined(separator: ", ") : "'\(havers[0])' and \(havers.count - 1) more"
        notes.append(
            "\(who) \(havers.count == 1 ? "has" : "have") it; the workspace runs \(list) (conform.yaml's adapters:), so the spec would apply nowhere")
        if let near = Suggestion.nearest(to: name, among: names) { notes.append("did you mean '\(near)'?") }
        let first = ran.first.map { " \($0)" } ?? ""
        notes.append(
            "next: use what the workspace's adapters have ('conform adapters -v\(ran.count == 1 ? first : "")' lists it), or add an adapter that has it to conform.yaml's adapters:"
        )
        return Diagnostic(
            id: id, location: location,
            message: "no adapter this workspace runs has \(what) '\(NodeReader.excerpt(name))'", notes: notes)
    }

    /// The names of `declarations` a running adapter declares, sorted, for did-you-mean.
    private func runningNames<Value>(_ declarations: [String: [(adapter: String, Value)]]) -> [String] {
        declarations.filter { $0.value.contains { runs($0.adapter) } }.keys.sorted()
    }

    /// A name nobody declares, with the nearest known one.
    private func unknown(_ id: DiagnosticID, _ message: String, name: String, among names: [String], at location: SourceLocation) -> Diagnostic {
        var notes: [String] = []
        if let near = Suggestion.nearest(to: name, among: names) { notes.append("did you mean '\(near)'?") }
        notes.append(Self.listing)
        return Diagnostic(id: id, location: location, message: message, notes: notes)
    }

    /// A value no declaring adapter accepts: what is accepted, the nearest accepted form, who declares it.
    private func badValue(
        _ id: DiagnosticID, _ message: String, near: String?, forms: [String],
        what: String, adapters: [String], at location: SourceLocation
    ) -> Diagnostic {
        var notes: [String] = []
        if let near { notes.append("did you mean '\(near)'?") }
        notes.append("\(what): \(forms.joined(separator: ", "))")
        let who = adapters.count <= 3 ? adapters.map { "'\($0)'" }.joined(separator: ", ") : "\(adapters.count) adapters"
        notes.append("declared by \(who); run 'conform adapters -v' to see each declaration")
        return Diagnostic(id: id, location: location, message: message, notes: notes)
    }

    /// The forms of several declarations, each once, in the order first seen.
    private static func union(_ lists: [[String]]) -> [String] {
        var seen = Set<String>()
        return lists.joined().filter { seen.insert($0).inserted }
    }
}
