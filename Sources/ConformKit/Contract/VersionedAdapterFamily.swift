/// A model that answers for any version in its range, rather than a fixed list of adapters: one
/// state machine whose behaviour is read from version gates. `adapty@3.9.2` names version 3.9.2 of
/// the `adapty` family; a workspace asks the family for it when no adapter has that id.
///
/// A family also tells a migration report what it knows: where behaviour changes (its gates, each
/// with a citation), and which native forms are callbacks of the app rather than actions the
/// model records (a dismissal done by the SDK or the app).
package protocol VersionedAdapterFamily: Sendable {
    /// The family name before the `@`: `adapty`.
    var name: String { get }
    /// The SDK it models: `Adapty iOS`.
    var sdk: String { get }
    /// Who makes the SDK, the same for each of its platforms: `adapty` for `adapty` and
    /// `adapty-android`. Two families of one vendor on different platforms are one SDK across
    /// platforms; reports put a vendor's platforms side by side.
    var vendor: String { get }
    /// The platform the modelled SDK runs on.
    var platform: SDKPlatform { get }
    /// The modelled versions, oldest first, as closed ranges (`2.0.0 … 2.11.3`, `3.0.0 … 3.17.2`).
    var ranges: [ClosedRange<SDKVersion>] { get }
    /// The variants besides the default one, as id suffixes: `swiftui` for `adapty@3.9.2-swiftui`.
    var variants: [String] { get }
    /// Every gate, with its version and citation, naming the default variant's methods.
    var gates: [VersionGate] { get }
    /// The gates that tell versions apart for `variant` — those without a variant, and the
    /// variant's own — naming that variant's methods.
    func gates(for variant: String?) -> [VersionGate]
    /// The package identities a SwiftPM `Package.resolved` pins the SDK under (`adaptysdk-ios`).
    var packageIdentities: [String] { get }
    /// The model of `member`'s version through its variant, with `member.id` or `id` as its id.
    func adapter(_ member: FamilyMember, id: String) -> any Adapter
    /// Whether `native` is a callback the app receives, rather than an action the model records
    /// (the SDK's default dismissal, say). Only callbacks are added, removed or renamed.
    func isCallback(native: String) -> Bool
    /// The callback of the app `native` belongs to, whatever its signature or surface (the
    /// default reads it from the form: `NativeForm.callback`).
    func callback(of native: String) -> String
    /// The released versions inside `ranges`, oldest first, when the family knows them from the
    /// SDK's tags: then only these are versions, and any other is refused naming the nearest ones.
    /// Nil (the default) accepts every version in the ranges.
    var releases: [SDKVersion]? { get }
    /// The first version `variant` exists in, when it arrived later than the family's first version.
    func firstVersion(ofVariant variant: String) -> SDKVersion?
    /// Every commit of the SDK's repositories that touched the paywall flow in the modelled range,
    /// each with its verdict (`BehaviourLedger`); empty where the family has not read its history.
    var ledgers: [BehaviourLedger] { get }
    /// Why `version`, inside the ranges but no release of the family, is none — when the family
    /// knows better than "never released" (a core-SDK release that is no UI tag, naming the UI
    /// version to use); nil (the default) for the plain refusal.
    func notReleased(_ id: String, version: SDKVersion) -> ConformError?
}

extension VersionedAdapterFamily {
    /// Every version in the ranges, unless the family knows its released tags.
    package var releases: [SDKVersion]? { nil }

    /// The plain refusal of a version never released, unless the family says more.
    package func notReleased(_ id: String, version: SDKVersion) -> ConformError? { nil }

    /// No ledger, unless the family has read its SDK's history.
    package var ledgers: [BehaviourLedger] { [] }

    /// Every variant exists in every modelled version, unless the family says otherwise.
    package func firstVersion(ofVariant variant: String) -> SDKVersion? { nil }

    /// Every native form is a callback unless the family says otherwise.
    package func isCallback(native: String) -> Bool { true }

    /// The callback as the form's base name and first keyword label.
    package func callback(of native: String) -> String { NativeForm(native).callback }

    /// The newest modelled version.
    package var newest: SDKVersion? { ranges.last?.upperBound }

    /// Whether `version` is modelled.
    package func models(_ version: SDKVersion) -> Bool { ranges.contains { $0.contains(version) } }

    /// The modelled range as people read it: `2.0.0 … 2.11.3, 3.0.0 … 3.17.2`.
    package var rangeDescription: String {
        ranges.map { "\($0.lowerBound) … \($0.upperBound)" }.joined(separator: ", ")
    }

    /// Whether `id` names a member of this family (`adapty@…`).
    package func names(_ id: String) -> Bool { id.hasPrefix(name + "@") }

    /// Reads `id` — `adapty@3.9.2`, `adapty@3.9` (3.9.0), `adapty@3` (the newest 3.x modelled),
    /// each optionally with a variant suffix (`-swiftui`) — into a member. Throws an input error
    /// for a malformed version, an unknown variant, or a version outside the modelled range.
    package func member(_ id: String) throws -> FamilyMember {
        guard names(id) else {
            throw ConformError.input("'\(id)' is not a version of '\(name)'", next: "write '\(name)@<version>', such as '\(example)'")
        }
        var rest = Substring(id.dropFirst(name.count + 1))
        var variant: String?
        if let dash = rest.lastIndex(of: "-"), variants.contains(String(rest[rest.index(after: dash)...])) {
            variant = String(rest[rest.index(after: dash)...])
            rest = rest[..<dash]
        }
        if let dash = rest.firstIndex(of: "-") {
            let suffix = String(rest[rest.index(after: dash)...])
            if let release = SDKVersion(String(rest[..<dash])), Self.isPreRelease(suffix) || Suggestion.nearest(to: suffix, among: variants) == nil {
                // `4.0.0-beta.1`: a pre-release comes before its release, and is no version an app resolves.
                throw ConformError.input(
                    "'\(id)' names pre-release \(rest) of '\(name)': only released versions are modelled (\(rangeDescription))",
                    next: nearestText(below: release, orAt: false, above: release, orAtAbove: true))
            }
            var next = variants.isEmpty ? "'\(name)' has no variants" : "the variants are: " + variants.map { "'-\($0)'" }.joined(separator: ", ")
            if let near = Suggestion.nearest(to: suffix, among: variants) { next = "did you mean '-\(near)'? (\(next))" }
            throw ConformError.input("'\(id)' names unknown variant '\(suffix)' of '\(name)'", next: next)
        }
        let text = String(rest)
        let version: SDKVersion
        if let full = SDKVersion(text) {
            version = full
        } else if !text.isEmpty, text.count <= 9, text.allSatisfy({ $0.isASCII && $0.isNumber }), let major = Int(text) {
            // A major alone is the newest modelled version of that major, as `adapty@3` is 3.17.2.
            guard let newest = ranges.map(\.upperBound).filter({ $0.major == major }).max() else {
                throw outOfRange(id)
            }
            version = newest
        } else {
            throw ConformError.input("'\(id)' has no version '\(text)'", next: "write a version such as '\(example)'")
        }
        guard models(version) else { throw outOfRange(id) }
        if let releases, !releases.contains(version) {
            if let refusal = notReleased(id, version: version) { throw refusal }
            throw ConformError.input(
                "'\(id)' names \(version), which '\(name)' never released: only released tags are versions",
                next: nearestText(below: version, orAt: false, above: version, orAtAbove: false))
        }
        if let variant, let first = firstVersion(ofVariant: variant), version < first {
            throw ConformError.input(
                "'\(id)' names variant '-\(variant)' before it existed: \(sdk) has it from \(first) on",
                next: "name '\(name)@\(first)-\(variant)' or later, or '\(name)@\(version)' without the variant")
        }
        return FamilyMember(family: name, version: version, variant: variant)
    }

    /// Whether a version suffix reads as a pre-release (`beta.1`, `rc2`, `customercenter.alpha.2`,
    /// `SNAPSHOT`) rather than a misspelt variant: one of its dot-separated identifiers starts with a
    /// pre-release word or a digit. A suffix near no variant is a pre-release too (SemVer: whatever
    /// follows the version's `-`), so only a near miss of a variant gets "did you mean".
    private static func isPreRelease(_ suffix: String) -> Bool {
        suffix.lowercased().split(separator: ".").contains { identifier in
            ["alpha", "beta", "rc", "pre", "dev", "preview", "snapshot"].contains { identifier.hasPrefix($0) }
                || (identifier.first?.isNumber ?? false)
        }
    }

    /// `the nearest released versions are 3.12.1 and 3.14.0`, around `version`.
    private func nearestText(below: SDKVersion, orAt: Bool, above: SDKVersion, orAtAbove: Bool) -> String {
        let known = releases ?? ranges.flatMap { [$0.lowerBound, $0.upperBound] }
        let lower = known.filter { orAt ? $0 <= below : $0 < below }.max()
        let upper = known.filter { orAtAbove ? $0 >= above : $0 > above }.min()
        let near = [lower, upper].compactMap { $0.map { "'\(name)@\($0)'" } }
        let list = near.isEmpty ? "none" : near.joined(separator: " and ")
        return "the nearest released version\(near.count == 1 ? " is" : "s are") \(list); 'conform adapters --versions \(name)' lists them"
    }

    /// The error for a version the family does not model, naming the range.
    private func outOfRange(_ id: String) -> ConformError {
        .input(
            "'\(id)' is outside the modelled range of '\(name)': \(rangeDescription)",
            next: "'conform adapters --versions \(name)' lists the versions and their gates")
    }

    /// An id to show in messages: the newest modelled version.
    private var example: String { "\(name)@\(newest.map(\.description) ?? "1.0.0")" }

    /// The gates without a variant and the variant's own, as `gates` names them.
    package func gates(for variant: String?) -> [VersionGate] {
        gates.filter { $0.variant == nil || $0.variant == variant }
    }

    /// The versions after `from`, up to and including `to`, where a version gate changes the
    /// behaviour: the stops of a version chain, oldest first.
    package func stops(after from: SDKVersion, through to: SDKVersion) -> [SDKVersion] {
        Array(Set(gates.filter { $0.variant == nil && $0.version > from && $0.version <= to }.map(\.version))).sorted()
    }
}

extension [any VersionedAdapterFamily] {
    /// The vendor and platform of an adapter id's versioned model (`adapty@3.9.2`, `revenuecatui`);
    /// nil for an adapter of no versioned model.
    package func vendor(ofAdapter id: String) -> (vendor: String, platform: SDKPlatform)? {
        model(ofAdapter: id).map { ($0.family.vendor, $0.family.platform) }
    }

    /// The versioned model an adapter id is of, with the variant it names, as `AdapterNames` reads
    /// the id (`adapty@3.9.2`, `adapty@3-swiftui`, `revenuecatui-swiftui`); nil for an adapter of no
    /// versioned model.
    package func model(ofAdapter id: String) -> (family: any VersionedAdapterFamily, variant: String?)? {
        let name = AdapterNames(self).name(of: id)
        guard name.version != nil, let family = first(where: { $0.name == name.family }) else { return nil }
        return (family, name.variant)
    }
}
