import ConformKit

/// The first released tag with a change of a modelled SDK and the commit that introduced it, as
/// the models of Adapty, RevenueCatUI, Superwall and Qonversion cite them: a row of the family's gate
/// table (`GateTable`) resolved in its behaviour ledger (`ci/surfaces/verify-gates.py` checks each
/// against the repository).
struct GateOrigin: Sendable, Hashable {
    /// `RevenueCat/purchases-ios`, `adaptyteam/AdaptySDK-iOS`.
    var repository: String
    /// The tag, which is the version.
    var tag: String
    /// The commit (40 hex digits), first contained in `tag`.
    var commit: String
    /// The commit's subject line, to recognise it by.
    var subject: String

    /// The version the tag names.
    var version: SDKVersion { SDKVersion(tag) ?? SDKVersion(0, 0) }
    /// `RevenueCat/purchases-ios@5.69.0`.
    var citation: String { "\(repository)@\(tag)" }
    /// `read at RevenueCat/purchases-ios@5.69.0, commit 24ca2403 "Defer …"`.
    var reading: String { "read at \(citation), commit \(commit.prefix(8)) \"\(subject)\"" }
}
