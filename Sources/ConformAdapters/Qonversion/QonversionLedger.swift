import ConformKit

extension BehaviourLedger {
    /// Qonversion No-Codes' behaviour ledger: every commit of qonversion/qonversion-ios-sdk 6.0.0 …
    /// 6.13.1 that touched the paywall flow (`QonversionLedgerData`, read by
    /// `ci/surfaces/ledger-qonversion.py`), with its verdict (`QonversionLedgerVerdicts`).
    static let qonversion = BehaviourLedger.parse(data: QonversionLedgerData.text, verdicts: QonversionLedgerVerdicts.text)
}
