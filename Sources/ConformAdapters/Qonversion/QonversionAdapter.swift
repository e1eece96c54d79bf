import ConformKit

/// An executable model of Qonversion No-Codes' `NoCodesDelegate`, written from the Qonversion
/// section of SDK-FACTS (read from qonversion-ios-sdk 6.13.1); see docs/adapters/qonversion.md.
package struct QonversionAdapter: AutoDismissDeclaring {
    /// The modelled SDK version.
    package let version: SDKVersion
    /// Who the adapter is and what it can do (built once).
    package let info: AdapterInfo

    /// Creates the model of `version`, listed as `id`.
    package init(id: String, version: SDKVersion) {
        self.version = version
        var capabilities: Set<Capability> = [.restore, .productSelection, .links, .programmaticDismiss, .screenFailure, .productLoading]
        if version >= QonversionGate.customAction.since { capabilities.insert(.customAction) }
        var info = AdapterInfo(
            id: id, sdk: "Qonversion No-Codes iOS", sdkVersion: version.description,
            summary: "a model of Qonversion No-Codes \(version) NoCodesDelegate, from SDK-FACTS (qonversion-ios-sdk 6.13.1)",
            capabilities: capabilities,
            emits: [
                EventName.paywallShown.rawValue, EventName.paywallClosed.rawValue, EventName.paywallLoadFailed.rawValue,
                EventName.purchaseStarted.rawValue, EventName.purchaseCompleted.rawValue, EventName.purchaseFailed.rawValue,
                String(EventName.restoreStarted.family), EventName.action.rawValue, String(EventName.linkOpened.family),
                EventName.productsFailed.rawValue
            ],
            handlers: QonversionCallback.allCases.filter { $0.exists(in: version) }.map(\.signature),
            // The builder's success actions reach the SDK from 6.5.0 (`successEvent`); before, a success closes the screen.
            options: version >= QonversionGate.successEvent.since ? QonversionOptions.declarations : [])
        // `finishFlow(result:)`: the close action, the app's dismissal, a purchase or restore that closes.
        info.closeSubjects = ["closed", "dismissed", "purchased", "restored"]
        self.info = info
    }

    /// What the screen closes by itself: nothing, unless the builder's success action is a close
    /// (6.5.0 on); before 6.5.0 a success closes it, and before 6.3.1 every purchase outcome from 6.2.0.
    package var autoDismiss: AutoDismissPolicy {
        if version < QonversionGate.successEvent.since {
            let ignored = version >= QonversionGate.purchaseResultIgnored.since && version < QonversionGate.purchaseOutcome.since
            return AutoDismissPolicy(
                purchase: .yes("finishAndClose after the purchase"),
                pending: ignored ? .yes("the result is not read: finishAndClose") : .no("a noCodesFailedToExecute"),
                cancel: ignored ? .yes("the result is not read: finishAndClose") : .no("a noCodesFailedToExecute"),
                restore: .yes("finishAndClose after the restore"))
        }
        return AutoDismissPolicy(
            purchase: .no("only when the builder closes on success: on_purchase_success"),
            pending: .no("a noCodesFailedToExecute"), cancel: .no("a noCodesFailedToExecute"),
            restore: .no("only when the builder closes on success: on_restore_success"))
    }

    /// Opens a session for `given`, whose handlers and options were checked against this declaration.
    package func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
        if given.renderFailure != nil {
            throw AdapterError.unsupported("qonversion-nocodes models no rendering failure: use 'screen_failure'")
        }
        return QonversionSession(given: given, version: version, options: QonversionOptions(given))
    }
}
