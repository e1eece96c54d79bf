import ConformKit

extension SurfaceHistory {
    /// RevenueCatUI Android's released tags the model covers, 7.1.0 … 10.16.1, each with its commit
    /// and the public callback surface `ci/surfaces/extract-revenuecatui-android.py` read from it
    /// (`RevenueCatUIAndroidReleaseData`).
    static let revenueCatUIAndroid = SurfaceHistory(RevenueCatUIAndroidReleaseData.text)
}

extension BehaviourLedger {
    /// RevenueCatUI Android's behaviour ledger: every commit of RevenueCat/purchases-android 7.1.0 …
    /// 10.16.1 that touched the paywall flow (`RevenueCatUIAndroidLedgerData`, read by
    /// `ci/surfaces/ledger-revenuecatui-android.py`), with its verdict (`RevenueCatUIAndroidLedgerVerdicts`).
    static let revenuecatuiAndroid = BehaviourLedger.parse(
        data: RevenueCatUIAndroidLedgerData.text, verdicts: RevenueCatUIAndroidLedgerVerdicts.text)
}
