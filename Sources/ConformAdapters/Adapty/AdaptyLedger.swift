import ConformKit

extension BehaviourLedger {
    /// The Adapty paywall's ledgers: AdaptyUI-iOS 2.0.0 … 2.11.3 and AdaptySDK-iOS 2.11.3 … 3.17.2
    /// (`ci/surfaces/ledger-adapty.py`), with the verdicts of `AdaptyLedgerVerdicts`.
    static let adapty = BehaviourLedger.parse(data: AdaptyLedgerData.text, verdicts: AdaptyLedgerVerdicts.text)
}
