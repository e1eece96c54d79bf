import ConformKit

/// Dismissals: the close button, back, the app's own code, and `dismissRequest` after a purchase or restore.
extension RevenueCatUIAndroidSession {
    /// The close button: `closePaywall()` → `dismissRequest()`. From 7.2.9 (`9b6c4cad0c`) it is
    /// disabled while an action runs; before, it closed mid-purchase.
    func close(context: SessionContext) {
        guard isOnScreen, alert == nil, !actionInProgress || !features.has(.closeDisabledInAction) else { return }
        dismiss(result: "closed", context: context)
    }

    /// Back. Over the `ErrorDialog`, the dialog takes it (`Dialog(onDismissRequest)`): the dialog goes.
    /// A `PaywallDialog` answers it through its `Dialog`'s `onDismissRequest` at every version. A
    /// `Paywall`'s `BackHandler { closePaywall() }` (7.2.2, `d64f9d7839`) calls `dismissRequest` — even
    /// while a purchase runs, since it does not read `actionInProgress`; before, back went to the host
    /// Activity, which finished without `dismissRequest`.
    func pressBack(context: SessionContext) {
        guard isOnScreen else { return }
        if alert != nil {
            try? confirmAlert()
            return
        }
        if dialog || features.has(.backHandler) {
            dismiss(result: "closed", context: context)
        } else if features.activity {
            finishActivity(result: "back", context: context)
        } else {
            phase = .closed("back")
            context.recorder.record(.paywallClosed, "back", native: Self.hostBack)
        }
    }

    /// The app takes the paywall away in its own code: no callback tells it anything. The Activity's
    /// app cannot: `PaywallActivityLauncher` has no API that finishes it.
    func dismissByApp(context: SessionContext) throws {
        if features.activity {
            throw AdapterError.unsupported(
                "revenuecatui-android-activity cannot perform 'dismiss': PaywallActivityLauncher has no API that finishes the Activity")
        }
        guard isOnScreen else { return }
        alert = nil
        phase = .closed("dismissed")
        context.recorder.record(.paywallClosed, "dismissed", native: Self.appRemoves)
    }

    /// `dismissRequest()`: the app's lambda, which the model reads as removing the paywall, as every
    /// sample does. A `PaywallDialog` hides itself first and calls the app's optional one after. A
    /// `Paywall` never removes itself: an app whose `dismissRequest` does nothing (`absent`: the
    /// empty lambda `{}`) keeps it on screen.
    func dismiss(result: String, context: SessionContext) {
        guard isOnScreen else { return }
        if features.activity { return finishActivity(result: result, context: context) }
        let callback = RevenueCatUIAndroidCallback.dismissRequest
        alert = nil
        if !dialog && given.isAbsent(callback.rawValue) { return }
        phase = .closed(result)
        if dialog && given.isAbsent(callback.rawValue) {
            context.recorder.record(.paywallClosed, result, native: Self.dialogHides)
        } else {
            context.recorder.record(.paywallClosed, result, native: callback.native(dialog: dialog))
        }
    }
}
