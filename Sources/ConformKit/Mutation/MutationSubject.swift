/// What mutating one pair needs besides its transcript: the spec's expectations and what it offers,
/// the adapter's surface, the events out of the spec's scope and the mutants it declares equivalent.
package struct MutationSubject: Sendable {
    /// What the spec expects.
    package var expect: Expectations
    package var adapterID = "any"
    /// The workspace's reading of adapter ids, for the adapters a declared equivalent names.
    package var names = AdapterNames()
    /// What the adapter's SDK emits and what the harness sees.
    package var surface = EventSurface.everything()
    /// The products the spec offers, for realistic replacements.
    package var products: [String] = []
    /// Event names out of the spec's scope (`SetApartReason.outOfScope`).
    package var outOfScope: Set<String> = []
    /// Native arguments out of the spec's scope, as `name key` (`purchase.started product`): keys
    /// that not every run's events of that name carry, and that no expectation names.
    package var outOfScopeArguments: Set<String> = []
    /// Whether the final state is out of the spec's scope: its runs end in different states and it
    /// states none — the SDKs differ there, so the contract cannot say it.
    package var stateOutOfScope = false
    /// Whether the result is out of scope: its runs end with different results and it states none.
    package var resultOutOfScope = false
    /// The spec's declared equivalent mutants.
    package var equivalent: [Located<EquivalentMutant>] = []

    /// The event names out of scope of a spec mutated on transcripts `runs`: those some runs fire and
    /// others do not, unless an expectation names them (a prefix such as `recorded.*` names a family).
    package static func outOfScope(_ runs: [[Event]], expect: Expectations) -> Set<String> {
        guard runs.count > 1 else { return [] }
        let sets = runs.map { Set($0.map(\.name.rawValue)) }
        var every = sets[0]
        var any = sets[0]
        for set in sets.dropFirst() {
            every.formIntersection(set)
            any.formUnion(set)
        }
        let patterns = named(expect) + expect.unspecified.map(\.value)
        return any.subtracting(every).filter { name in
            !patterns.contains { $0.isPrefix ? name.hasPrefix($0.name) : $0.name == name }
        }
    }

    /// The native arguments out of scope of a spec mutated on transcripts `runs` (`outOfScopeArguments`).
    package static func outOfScopeArguments(_ runs: [[Event]], expect: Expectations) -> Set<String> {
        guard runs.count > 1 else { return [] }
        var every: [String: Set<String>] = [:]
        var any: Set<String> = []
        for run in runs {
            var here: [String: Set<String>] = [:]
            for event in run { here[event.name.rawValue, default: []].formUnion(event.arguments.map(\.key)) }
            for (name, keys) in here {
                every[name] = every[name].map { $0.intersection(keys) } ?? keys
                for key in keys { any.insert(name + " " + key) }
            }
        }
        let keys = Set(named(expect).flatMap { $0.arguments.map(\.key) })
        return any.filter { entry in
            guard let space = entry.firstIndex(of: " ") else { return false }
            let name = String(entry[..<space])
            let key = String(entry[entry.index(after: space)...])
            return !(every[name]?.contains(key) ?? false) && !keys.contains(key)
        }
    }

    /// The patterns the spec's `order`, `exact`, `never` and `count` expectations name.
    static func named(_ expect: Expectations) -> [EventPattern] {
        expect.order.flatMap(\.value.patterns) + (expect.exact ?? []).flatMap(\.value.patterns) + expect.never.map(\.value)
            + expect.counts.map(\.value.pattern)
    }

    /// Why `change` is set apart, or nil when it counts: it touches (or adds) an event the spec
    /// declares unspecified, or touches one out of the spec's scope. A changed end is judged by the end
    /// alone — out of scope only where the spec's adapters end differently and it states nothing —
    /// not by the close event that comes or goes with it.
    func setApart(_ change: Mutant.Change, events: [Event]) -> SetApartReason? {
        switch change {
        case .state: return stateOutOfScope ? .outOfScope : nil
        case .result: return resultOutOfScope || stateOutOfScope ? .outOfScope : nil
        default: break
        }
        let touched = change.touched
        let unspecified = expect.unspecified
        if !unspecified.isEmpty {
            if touched.contains(where: { i in unspecified.contains { $0.value.matches(events[i]) } }) { return .unspecified }
            if let added = change.added, unspecified.contains(where: { $0.value.matches(added) }) { return .unspecified }
        }
        if !outOfScope.isEmpty, touched.contains(where: { outOfScope.contains(events[$0].name.rawValue) }) { return .outOfScope }
        if !outOfScopeArguments.isEmpty {
            switch change {
            case .omit(let i, let key):
                if outOfScopeArguments.contains(events[i].name.rawValue + " " + key) { return .outOfScope }
            case .argument(let i, let from, _) where events[i].subject != from:
                let keys = events[i].arguments.filter { $0.value == from }.map(\.key)
                if keys.allSatisfy({ outOfScopeArguments.contains(events[i].name.rawValue + " " + $0) }) { return .outOfScope }
            default: break
            }
        }
        return nil
    }

    /// The `unspecified` pattern a change is about (`paywall.closed`), if any.
    func unspecifiedPattern(_ change: Mutant.Change, events: [Event]) -> String? {
        let touched = change.touched.map { events[$0] } + (change.added.map { [$0] } ?? [])
        return expect.unspecified.first { p in touched.contains { p.value.matches($0) } }.map { $0.value.description }
    }

    /// The index of the declared equivalent covering the mutant described `words`, if any.
    func equivalentIndex(_ words: String) -> Int? {
        guard !equivalent.isEmpty else { return nil }
        let adapter = names.name(of: adapterID)
        return equivalent.firstIndex { $0.value.covers(words, adapter: adapter, names: names) }
    }
}
