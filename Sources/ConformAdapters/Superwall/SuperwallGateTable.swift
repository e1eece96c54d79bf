import ConformKit

/// Each Superwall gate's row of the family's gate table (`GateTable`): its id, as `conform adapters
/// --versions` lists it, the kind of change an app sees, and the behaviour-ledger commit that
/// introduced it, which gives its repository, first release tag and subject. The enum's raw values
/// are the ids; every other fact of a gate is its row of `SuperwallGate.facts`.
extension SuperwallGate {
    /// The rows, in the order of the cases.
    static let rows = #"""
        event-callback renamed 506c507595
        placement-callback-default added 4e8f7068fa
        will-dismiss-handler added be52e978fa
        custom-callback added c3b3454e6b
        should-dismiss-flag final_state 97d133a0f2
        redemption-events added bd545cd8fe
        enrichment-events added 8501c22092
        network-decoding-event added daf107252a
        missing-products-event added 1f4c8ebe09
        integration-attributes-event added 52dbe4786d
        review-requested-event added a721f1432d
        webview-terminated-event added c2a63ad289
        customer-info-event added 81053fd825
        web-checkout-abandon added b8aba054a1
        permission-events added 21a9bfaa68
        preload-events added bbb4424691
        stripe-checkout-events added bc01587443
        test-mode-events added e397c049d7
        page-view-event added 4149bcef71
        attribution-match-event added 319c8f23ba
        """#

    /// The table, read once against `BehaviourLedger.superwall`.
    static let table = loadTable(rows, ledgers: BehaviourLedger.superwall)
    /// Each gate's first version, read once.
    static let versions = GateVersions<Self>()
}
