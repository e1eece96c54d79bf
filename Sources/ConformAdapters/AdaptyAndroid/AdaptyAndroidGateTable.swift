import ConformKit

/// Each AdaptyUI Android gate's row of the family's gate table (`GateTable`): its id, the kind of
/// change an app sees, and the behaviour-ledger commit that introduced it (`AdaptyAndroidLedgerData`),
/// which gives its repository, first release tag and subject. The public repository's history is one
/// squashed commit a release, so each commit is that release's.
extension AdaptyAndroidGate {
    /// The rows, in the order of the cases.
    static let rows = #"""
        purchase-finished renamed 4c7532d442
        dismiss-unless-cancelled final_state 4c7532d442
        paywall-shown added faeb14d8e1
        web-paywall added 7f16e1f45d
        restore-handler renamed 7f16e1f45d
        web-navigation-callback added f52218089b
        open-url-presentation arguments 30c83f3279
        flow-listener renamed 622c51e79c
        back-callback added 622c51e79c
        no-dismiss-after-purchase final_state 622c51e79c
        """#

    /// The table, read once against `BehaviourLedger.adaptyAndroid`.
    static let table = loadTable(rows, ledgers: BehaviourLedger.adaptyAndroid)
    /// Each gate's first version, read once.
    static let versions = GateVersions<Self>()
}
