import ConformKit

/// Each RevenueCatUI Android gate's row of the family's gate table (`GateTable`): its id, as
/// `conform adapters --versions` lists it, the kind of change an app sees, and the behaviour-ledger
/// commit that introduced it, which gives its repository, first release tag and subject
/// (`ci/surfaces/verify-gates.py` checks the rows against the repository).
extension RevenueCatUIAndroidGate {
    /// The rows, in the order of the cases.
    static let rows = #"""
        back-handler added d64f9d7839
        close-disabled-in-action final_state 9b6c4cad0c
        cancel-callback added 6275870bd4
        dialog-restore-dismiss added 663112b144
        purchase-logic added 4c89ab6e9a
        purchase-not-busy added 4c89ab6e9a
        purchase-busy-again removed a581da3bf0
        web-checkout-button added 28a37c5f0c
        purchase-gate added e8958b7008
        restore-gate added e60c267cde
        web-checkout-opened added afb5582dde
        url-opened added 68a4c594be
        activity-restore-result added 3848f2055d
        activity-restore-error added 662032bced
        activity-listener added 5fcfb0510f
        """#

    /// The table, read once against `BehaviourLedger.revenuecatuiAndroid`.
    static let table = loadTable(rows, ledgers: BehaviourLedger.revenuecatuiAndroid)
    /// Each gate's first version, read once.
    static let versions = GateVersions<Self>()
}
