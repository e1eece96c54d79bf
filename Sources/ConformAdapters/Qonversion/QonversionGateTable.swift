import ConformKit

/// Each Qonversion gate's row of the family's gate table (`GateTable`): its id, as `conform adapters
/// --versions` lists it, the kind of change an app sees, and the behaviour-ledger commit that
/// introduced it, which gives its repository, first release tag and subject. The enum's raw values
/// are the ids; every other fact of a gate is its row of `QonversionGate.facts`.
extension QonversionGate {
    /// The rows, in the order of the cases.
    static let rows = #"""
        purchase-delegate added 96ff28c300
        purchase-result-ignored renamed 5e4c178d6b
        purchase-outcome renamed 29a11f4e33
        success-event final_state 518332242d
        promo-code-action arguments d8bd5e22d1
        screen-analytics-action arguments 802d86e3a1
        custom-loading-view added 9238d105c2
        context-action arguments 5c8d9cdeee
        custom-variables-delegate added 483c5809e5
        purchase-loader-action arguments 344b1dd59b
        custom-action added 163380e43c
        """#

    /// The table, read once against `BehaviourLedger.qonversion`.
    static let table = loadTable(rows, ledgers: BehaviourLedger.qonversion)
    /// Each gate's first version, read once.
    static let versions = GateVersions<Self>()
}
