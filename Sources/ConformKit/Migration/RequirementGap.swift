/// What a spec needs of an adapter, by name — capabilities (`scope.requires`, implied by `given`
/// and the steps), host handlers and SDK options — and which of those an adapter lacks. A
/// migration compares a spec that only one side can run by the gate that brought (or retired)
/// what the other side lacks.
enum RequirementGap {
    /// Every capability, handler and option name `spec` needs.
    static func needs(_ spec: Spec) -> [String] {
        var names = spec.scope.requires.map(\.rawValue)
        names += spec.given.requiredCapabilities.map(\.capability.rawValue)
        names += spec.steps.compactMap(\.value.requiredCapability?.rawValue)
        names += spec.given.handlers.keys.sorted()
        names += spec.given.options.keys.sorted()
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// The names `spec` needs that `info` does not declare, in the order the spec needs them.
    static func missing(_ spec: Spec, in info: AdapterInfo) -> [String] {
        needs(spec).filter { name in
            !info.capabilities.contains(Capability(name)) && info.handlers[name] == nil && info.options[name] == nil
        }
    }

    /// The difference a spec only the new side (or only the old side) can run shows, from the gate
    /// among `gates` that introduced or retired what the other side lacks; nil when none did.
    static func difference(
        spec: Spec, old: AdapterInfo, new: AdapterInfo, newRuns: Bool,
        gates: [VersionGate]
    ) -> (MigrationDifference, VersionGate)? {
        let lacking = Set(missing(spec, in: newRuns ? new : old))
        for name in missing(spec, in: newRuns ? old : new) where !lacking.contains(name) {
            guard let gate = gates.first(where: { $0.introduces.contains(name) || $0.retires.contains(name) }) else { continue }
            let method = newRuns ? (gate.after ?? gate.before) : (gate.before ?? gate.after)
            let native = method.map { NativeForm($0).method } ?? name
            let event = gate.events.first ?? name
            let difference =
                newRuns
                ? MigrationDifference(kind: .added, event: event, before: "", after: native, method: method)
                : MigrationDifference(kind: .removed, event: event, before: native, after: "", method: method)
            return (difference, gate)
        }
        return nil
    }
}
