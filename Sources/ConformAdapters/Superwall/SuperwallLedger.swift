import ConformKit

extension BehaviourLedger {
    /// Superwall's ledger: every commit of superwall/Superwall-iOS 4.0.0 … 4.16.3 that touched the
    /// paywall flow (`ci/surfaces/ledger-superwall.py`), with the verdicts written by hand.
    static let superwall = BehaviourLedger.parse(data: SuperwallLedgerData.text, verdicts: SuperwallLedgerVerdicts.text)
}
