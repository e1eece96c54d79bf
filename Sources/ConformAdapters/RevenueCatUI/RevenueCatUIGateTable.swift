import ConformKit

/// Each RevenueCatUI gate's row of the family's gate table (`GateTable`): its id, as `conform adapters
/// --versions` lists it, the kind of change an app sees, and the behaviour-ledger commit that
/// introduced it, which gives its repository, first release tag and subject. The enum's raw values
/// are the ids; every other fact of a gate is its row of `RevenueCatUIGate.facts`.
extension RevenueCatUIGate {
    /// The rows, in the order of the cases.
    static let rows = #"""
        was-dismissed added 61a38d3a643211fa97e0ed57ff1ef2e2921ce5ca RevenueCat/purchases-ios 4.31.5 Paywalls: Add dismissal method in `PaywallViewControllerDelegate` (#3493)
        size-change added 280964f9b5
        cancel-callback added 0098ee8fe0
        failure-callbacks added fc566cd850
        restore-after-alert reordered 9d1772a85f
        restore-nothing-silent removed 9d1772a85f
        purchase-start added 4735b6b466
        package-and-restore-start added b7ecce223f
        requested-dismissal added 8bc8a013dc
        present-if-needed-restore-start added c6a826ff8c
        load-error-requested-dismissal added c4d50d3195
        component-paywalls reordered 3d86d7dbbb
        component-callbacks added 2cd5621736
        component-restore-completes added 55d21a9042
        restore-nothing-completes added 17efbf69ce
        purchase-gate-modifier added f28851da90
        offer-code-gate added f28851da90
        exit-offer added bfef4d94f4
        purchase-gate-delegate added 452ca659f4
        restore-gate added a29b707baf
        repeated-cancels-dropped removed 07d4adc31c
        dismiss-after-completion reordered 24ca24037d
        repeated-cancels added 60a3c37c46
        web-checkout added 360293533c
        did-open-url added 8720c34c76
        footer-cancel added 909b491fc9
        dismiss-requested-handler added 8bc8a013dc
        tier-change added 2bcd0ce328
        custom-purchase-logic added 41d3541451
        web-redemption added d3aa9768df
        custom-purchase-logic-uikit added fee69a1e93
        present-paywall added c22bdf12b6
        purchase-handler-object added 20b204c8fb
        """#

    /// The table, read once against `BehaviourLedger.revenuecatui`.
    static let table = loadTable(rows, ledgers: BehaviourLedger.revenuecatui)
    /// Each gate's first version, read once.
    static let versions = GateVersions<Self>()
}
