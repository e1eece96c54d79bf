/// What a migration compares: the adapters to run, in order, and for each neighbouring pair the
/// version it crosses and the gates that can explain its differences.
///
/// A direct comparison (`conform diff A B`) has two stops. A version chain (`conform diff A..B`)
/// stops at every version of a versioned model where a gate changes the behaviour, so each
/// difference is found at the version it first appeared in.
package struct MigrationPlan: Sendable {
    /// The side migrated from, as the user named it.
    package var oldID: String
    /// The side migrated to, as the user named it.
    package var newID: String
    /// Every adapter to run, oldest first.
    package var stops: [any Adapter]
    /// For each step (stop `i` to stop `i + 1`), the version it crosses, in a chain.
    package var versions: [SDKVersion?]
    /// For each step, the gates that can explain its differences.
    package var gates: [[VersionGate]]
    /// The versioned model both sides belong to, if they do.
    package var family: (any VersionedAdapterFamily)?
    /// Whether the plan walks a version chain.
    package var isChain: Bool
    /// Whether both sides are versions of one model through one variant (every chain is): then a
    /// variant's own gates tell the versions apart too.
    package var oneVariant = false

    /// How callbacks are told apart: the family's way; between two SDKs, each side's model's way
    /// (`CallbackNaming.combining`); else read from the forms.
    package var naming: CallbackNaming

    /// Whether the plan compares two SDKs directly, not versions of one model.
    package var isSwitch: Bool { !isChain && family == nil }

    /// For two models of one vendor on different platforms (`revenuecatui` and
    /// `revenuecatui-android`): one SDK across platforms, not a switch between SDKs.
    package var platforms: CrossPlatform?

    /// `A..B` as its two ends, or nil when `text` is no chain.
    package static func chainEnds(_ text: String) -> (old: String, new: String)? {
        guard let range = text.range(of: "..") else { return nil }
        let old = String(text[..<range.lowerBound]), new = String(text[range.upperBound...])
        return old.isEmpty || new.isEmpty ? nil : (old, new)
    }

    /// Compares two adapters directly. When both are versions of one model, the gates between them
    /// (and those of their variants, when the variants differ) can explain the differences.
    package static func direct(_ oldID: String, _ newID: String, in workspace: Workspace) throws -> MigrationPlan {
        let old = try workspace.adapter(oldID), new = try workspace.adapter(newID)
        guard old.id != new.id else {
            throw ConformError.input("both sides are '\(old.id)'", next: "name two different adapters")
        }
        var gates: [VersionGate] = []
        var family: (any VersionedAdapterFamily)?
        var oneVariant = false
        let a = try workspace.member(oldID), b = try workspace.member(newID)
        // Between two SDKs, a form that is no Swift name, or that either side's model calls an
        // action of the SDK, is no callback.
        let naming = CallbackNaming.combining(
            [.swiftNames] + [oldID, newID].compactMap { model(of: $0, in: workspace) }.map(CallbackNaming.init(family:)))
        if let a, let b, a.family.name == b.family.name {
            family = a.family
            let (low, high) = (min(a.member.version, b.member.version), max(a.member.version, b.member.version))
            oneVariant = a.member.variant == b.member.variant
            gates = a.family.gates(for: b.member.variant ?? a.member.variant).filter { gate in
                // Between two variants, a variant's gate tells them apart at any version up to the newer one.
                if let variant = gate.variant, !oneVariant {
                    return [a.member.variant, b.member.variant].contains(variant) && gate.version <= high
                }
                // Between two versions of one variant, its own gates date changes as a chain's do.
                return (gate.variant == nil || gate.variant == a.member.variant) && gate.version > low && gate.version <= high
            }
        }
        var plan = MigrationPlan(
            oldID: oldID, newID: newID, stops: [old, new], versions: [nil], gates: [gates], family: family,
            isChain: false, oneVariant: oneVariant, naming: family.map(CallbackNaming.init(family:)) ?? naming)
        if let a = model(of: oldID, in: workspace), let b = model(of: newID, in: workspace) {
            plan.platforms = CrossPlatform(a, b)
        }
        return plan
    }

    /// The versioned model an adapter is a version of: `adapty@3.9.2`'s, or a named adapter's
    /// (`revenuecatui`, `revenuecatui-swiftui`: the family's name, with a variant or not).
    static func model(of id: String, in workspace: Workspace) -> (any VersionedAdapterFamily)? {
        workspace.families.model(ofAdapter: id)?.family
    }

    /// Walks the versions of one model from `oldID` to `newID`: the first, every version after it
    /// where a gate changes the behaviour, and the last.
    package static func chain(_ oldID: String, _ newID: String, in workspace: Workspace) throws -> MigrationPlan {
        guard let (family, old) = try workspace.member(oldID) else {
            let meant = workspace.names.suggestion(for: oldID)
            throw ConformError.input(
                "'\(oldID)' is no version of a versioned model, so there is no chain to walk",
                next: meant.map { "did you mean '\($0)'? ('conform adapters' lists the models)" }
                    ?? "compare two adapters with 'conform diff \(oldID) \(newID)'")
        }
        guard let (other, new) = try workspace.member(newID), other.name == family.name else {
            let meant = workspace.names.suggestion(for: newID).map { "did you mean '\($0)'? " } ?? ""
            throw ConformError.input(
                "'\(newID)' is no version of '\(family.name)'",
                next: meant
                    + "name two versions of one model, such as '\(family.name)@\(old.version)..\(family.name)@\(family.newest.map(\.description) ?? "")'"
            )
        }
        guard old.variant == new.variant else {
            throw ConformError.input(
                "a version chain keeps one variant, but '\(oldID)' and '\(newID)' differ",
                next:
                    "walk the versions on one surface, then compare the surfaces with 'conform diff \(new.id.replacingVariant(old.variant)) \(new.id)'"
            )
        }
        guard old.version < new.version else {
            throw ConformError.input(
                "'\(oldID)..\(newID)' does not go forward: \(old.version) is not older than \(new.version)",
                next: "write the older version first")
        }
        // The version gates, and the chain's variant's own: a variant's gate is also the version its
        // surface changed at (the SwiftUI modifier's default retry arrives at 3.0.0).
        let gates = family.gates(for: old.variant).filter { $0.variant == nil || $0.variant == old.variant }
        let variantStops = gates.filter { $0.variant != nil && $0.version > old.version && $0.version <= new.version }.map(\.version)
        var versions = Array(Set(family.stops(after: old.version, through: new.version) + variantStops)).sorted()
        if versions.last != new.version { versions.append(new.version) }
        let stops = [old.version] + versions
        let adapters = stops.map {
            family.adapter(
                FamilyMember(family: family.name, version: $0, variant: old.variant),
                id: FamilyMember(family: family.name, version: $0, variant: old.variant).id)
        }
        return MigrationPlan(
            oldID: oldID, newID: newID, stops: adapters, versions: versions.map { $0 },
            gates: versions.map { version in gates.filter { $0.version == version } }, family: family, isChain: true, oneVariant: true,
            naming: CallbackNaming(family: family))
    }

    /// `spec` as the comparison runs it: a spec scoped to any version of the family, through a
    /// variant the comparison walks, is run by every version, so behaviour is compared wherever
    /// both sides can run it, not only where its ids say. A spec of another variant stays scoped.
    package func rescope(_ spec: Spec) -> Spec {
        guard let family else { return spec }
        let names = AdapterNames([family])
        let variants = Set([oldID, newID].map { names.name(of: $0).variant })
        guard
            spec.scope.adapters.contains(where: { entry in
                switch names.selector(entry) {
                case .family(let name, let variant): return name == family.name && (variant == nil || variants.contains(variant))
                case .adapter(let adapter): return adapter.family == family.name && variants.contains(adapter.variant)
                }
            })
        else { return spec }
        var spec = spec
        spec.scope.adapters = []
        return spec
    }
}

extension String {
    /// The family id with another variant suffix (or none): `adapty@3.17.2` for `adapty@3.17.2-swiftui` and nil.
    fileprivate func replacingVariant(_ variant: String?) -> String {
        let at = firstIndex(of: "@") ?? endIndex
        let base = self[..<(self[at...].firstIndex(of: "-") ?? endIndex)]
        return String(base) + (variant.map { "-\($0)" } ?? "")
    }
}
