import ConformKit

/// Each Adapty gate's row of the family's gate table (`GateTable`): its id, as `conform adapters
/// --versions` lists it, the kind of change an app sees, and the behaviour-ledger commit that
/// introduced it, which gives its repository, first release tag and subject. The enum's raw values
/// are the ids; every other fact of a gate is its row of `AdaptyGate.facts`.
extension AdaptyGate {
    /// The rows, in the order of the cases.
    static let rows = #"""
        restore-start added 3f96d9964a
        swiftui-modifier added c61c4ec54e
        observer-mode-delegate renamed 71edad3ebe
        observer-mode-delegate-removed renamed 05d45b1fd8
        observer-mode-resolver renamed 0e0f77a917
        swiftui-observer-mode-resolver renamed 350d401087
        delegate-public-defaults arguments b2dd6e5355
        delegate-main-actor arguments 2fe6271817
        swiftui-app-alerts added 849ea4583e
        swiftui-alerts-ignored removed fca5c05b31
        swiftui-alerts-restored added 2f40ab9327
        web-open-in added d951dcba50
        open-url-presentation arguments 20ad439c14
        swiftui-optional-closures arguments 24848d106e
        cancel-through-finish renamed fca5c05b31
        purchase-result arguments dd3eb79bc9
        pending-result added dd3eb79bc9
        dismiss-unless-cancelled final_state 9aa1d74c3e
        partial-load-callback added 05a6aeb2d6
        select-product-type arguments 93b80f2c59
        appearance-callbacks added c5e35bbfe1
        swipe-through-disappear renamed c5e35bbfe1
        swiftui-partial-load added c5e35bbfe1
        swiftui-placeholder added f88bcb3a50
        web-paywall added cfc08c1c86
        render-error-type arguments de069628d4
        retry-while-on-screen removed 3a1ea4728a
        automatic-selection added af1ade9bd1
        retry-never removed fb5b68e1cb
        restore-resolver renamed 73f92bddbb
        resolver-main-actor arguments 73f92bddbb
        resolver-sendable arguments 49cb37cee8
        swiftui-default-retry arguments 24848d106e
        """#

    /// The table, read once against `BehaviourLedger.adapty`.
    static let table = loadTable(rows, ledgers: BehaviourLedger.adapty)
    /// Each gate's first version, read once.
    static let versions = GateVersions<Self>()
}
