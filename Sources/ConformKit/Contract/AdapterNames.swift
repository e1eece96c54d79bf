/// The one reading of adapter ids: from the text a user writes — in `conform.yaml`, `--adapter`, a
/// chain, `conform init --sdk`, a spec's `scope.adapters`, a divergence list's name — to the family,
/// variant and version it names. Every command, the runner's scope and ConformTesting ask it.
///
/// One spelling is canonical: `family@version[-variant]` (`revenuecatui@5.60.0-swiftui`,
/// `adapty@3.10-swiftui`). The variant before the `@` (`revenuecatui-swiftui@5.60.0`) is refused
/// with the canonical spelling named; without a version the variant follows the family
/// (`revenuecatui-swiftui`, the newest SwiftUI model). An id of no versioned family
/// (`miniwall@web`, an external adapter) names its family by the text before the `@`.
package struct AdapterNames: Sendable {
    /// The versioned models whose ids are read here.
    package let families: [any VersionedAdapterFamily]

    /// The reading over `families` (none: every id is plain text).
    package init(_ families: [any VersionedAdapterFamily] = []) {
        self.families = families
    }

    /// What the adapter `id` is. A family's name alone (`revenuecatui`, `revenuecatui-swiftui`) is
    /// its newest version, as the named adapters of that spelling are; an id the families cannot
    /// read is plain.
    package func name(of id: String) -> AdapterName {
        if let (family, member) = try? member(id) {
            return AdapterName(id: id, family: family.name, variant: member.variant, version: member.version)
        }
        if let (family, variant) = bare(id) {
            return AdapterName(id: id, family: family.name, variant: variant, version: family.newest)
        }
        return AdapterName(plain: id)
    }

    /// What a spec's scope entry selects: a family, with a variant or not, when it names no version
    /// (`revenuecatui` selects every RevenueCatUI model, `revenuecatui-swiftui` the SwiftUI ones),
    /// else the one adapter it names, however spelt (`adapty@3.12` selects `adapty@3.12.0`).
    package func selector(_ entry: String) -> AdapterSelector {
        if let (family, variant) = bare(entry) { return .family(family.name, variant: variant) }
        if !entry.contains("@") { return .family(entry, variant: nil) }
        return .adapter(name(of: entry))
    }

    /// Whether `scope` includes the adapter `id`: no adapter list, or an entry selects it.
    package func scope(_ scope: Scope, includes id: String) -> Bool {
        scope.adapters.isEmpty || includes(scope, name(of: id))
    }

    /// Whether `scope` includes the adapter `name` (a caller asking for many adapters reads each name once).
    package func includes(_ scope: Scope, _ name: AdapterName) -> Bool {
        scope.adapters.isEmpty || scope.adapters.contains { selector($0).selects(name) }
    }

    /// Why `spec` does not apply to the adapter `info` declares — scoped elsewhere, or what
    /// `AdapterInfo.inapplicability(of:)` finds — or nil when it does.
    package func inapplicability(of spec: Spec, to info: AdapterInfo) -> String? {
        if !scope(spec.scope, includes: info.id) {
            return "the spec is scoped to \(spec.scope.adapters.map { "'\($0)'" }.joined(separator: ", "))"
        }
        return info.inapplicability(of: spec)
    }

    /// The versioned model and member `id` names, or nil for an id of no family. Throws for an id
    /// spelt with its variant before the `@`, naming the canonical spelling, and for a family
    /// member the family refuses (malformed, unknown variant, out of range, never released).
    package func member(_ id: String) throws -> (family: any VersionedAdapterFamily, member: FamilyMember)? {
        if let family = families.first(where: { $0.names(id) }) { return (family, try family.member(id)) }
        if let at = id.firstIndex(of: "@"), let (family, variant) = bare(String(id[..<at])), let variant {
            let canonical = "\(family.name)@\(id[id.index(after: at)...])-\(variant)"
            throw ConformError.input(
                "'\(id)' names the variant before the version; the one spelling is '\(canonical)'",
                next: "write '\(canonical)': a versioned model is 'family@version-variant' (docs/adapters/README.md, \"Adapter ids\")")
        }
        return nil
    }

    /// The family that a near miss of `id`'s family part means (`qonversion@6.2.0` for
    /// `qonversion-nocodes@6.2.0`), as the id to suggest; nil when none is near.
    package func suggestion(for id: String) -> String? {
        guard let at = id.firstIndex(of: "@") else { return nil }
        let typed = String(id[..<at])
        let names = families.map(\.name)
        guard let near = names.first(where: { $0.hasPrefix(typed + "-") || typed.hasPrefix($0 + "-") }) ?? Suggestion.nearest(to: typed, among: names)
        else {
            return nil
        }
        return near + id[at...]
    }

    /// The family and variant a bare id names: the family's name (`revenuecatui`), or the name and
    /// one of its variants (`revenuecatui-swiftui`).
    private func bare(_ id: String) -> (family: any VersionedAdapterFamily, variant: String?)? {
        guard !id.contains("@") else { return nil }
        if let family = families.first(where: { $0.name == id }) { return (family, nil) }
        guard let dash = id.lastIndex(of: "-") else { return nil }
        let variant = String(id[id.index(after: dash)...])
        guard let family = families.first(where: { $0.name == id[..<dash] && $0.variants.contains(variant) }) else { return nil }
        return (family, variant)
    }
}

/// What an adapter id names: its family, and for a versioned model its variant and version.
package struct AdapterName: Sendable, Hashable {
    /// The id as the adapter has it.
    package var id: String
    /// The family: a versioned model's name, else the text before the `@`.
    package var family: String
    /// The variant (`swiftui`), nil for the default one or an adapter of no versioned model.
    package var variant: String?
    /// The version of a versioned model; nil for an adapter of no versioned model.
    package var version: SDKVersion?

    /// Creates a name.
    package init(id: String, family: String, variant: String?, version: SDKVersion?) {
        self.id = id
        self.family = family
        self.variant = variant
        self.version = version
    }

    /// The name of an id no versioned model reads: its family is the text before the `@`.
    package init(plain id: String) {
        self.init(id: id, family: String(id.prefix { $0 != "@" }), variant: nil, version: nil)
    }
}

/// What a spec's scope entry selects.
package enum AdapterSelector: Sendable, Hashable {
    /// Every adapter of a family, or only those of one variant.
    case family(String, variant: String?)
    /// One adapter: one version and variant of a versioned model, else one id.
    case adapter(AdapterName)

    /// Whether the adapter `name` is selected.
    package func selects(_ name: AdapterName) -> Bool {
        switch self {
        case .family(let family, let variant):
            return name.family == family && (variant == nil || variant == name.variant)
        case .adapter(let wanted):
            guard let version = wanted.version else { return wanted.id == name.id }
            return wanted.family == name.family && wanted.variant == name.variant && version == name.version
        }
    }
}
