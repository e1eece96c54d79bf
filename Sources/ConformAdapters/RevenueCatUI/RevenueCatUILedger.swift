import ConformKit

extension BehaviourLedger {
    /// RevenueCatUI's behaviour ledger: every commit of RevenueCat/purchases-ios 4.31.5 … 5.85.0 that
    /// touched the paywall flow (`RevenueCatUILedgerData`, read by `ci/surfaces/ledger-revenuecatui.py`),
    /// with its verdict (`RevenueCatUILedgerVerdicts`).
    static let revenuecatui = BehaviourLedger.parse(data: RevenueCatUILedgerData.text, verdicts: RevenueCatUILedgerVerdicts.text)
}
