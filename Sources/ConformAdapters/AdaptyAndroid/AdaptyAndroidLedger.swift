import ConformKit

extension BehaviourLedger {
    /// AdaptyUI Android's ledger: adaptyteam/AdaptySDK-Android 3.1.1 … 4.1.0
    /// (`ci/surfaces/ledger-adapty-android.py`), with the verdicts of `AdaptyAndroidLedgerVerdicts`.
    static let adaptyAndroid = BehaviourLedger.parse(data: AdaptyAndroidLedgerData.text, verdicts: AdaptyAndroidLedgerVerdicts.text)
}
