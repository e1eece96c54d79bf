import ConformKit

/// Dismissals: the close button, the app's own code, and the SDK's auto-dismissal after a purchase.
extension RevenueCatUISession {
    /// The close button: the dismissal is requested (`onRequestedDismissal` on SwiftUI,
    /// `handleDismissalRequest` on UIKit), then the paywall goes and `WasDismissed` fires.
    func close(context: SessionContext) {
        guard acceptsTaps else { return }
        dismiss(result: "closed", requested: true, context: context)
    }

    /// The app dismisses the paywall in code: UIKit still hears `WasDismissed`; SwiftUI has no
    /// callback for it, and the model records the app's binding.
    func dismissByApp(context: SessionContext) {
        guard isOnScreen else { return }
        alert = nil
        if features.surface == .swiftui && !presentedIfNeeded {
            phase = .closed("dismissed")
            context.recorder.record(.paywallClosed, "dismissed", native: RevenueCatUINative.bindingDismiss)
            return
        }
        dismiss(result: "dismissed", requested: false, context: context)
    }

    /// Dismisses the paywall with `result`, as the surface does it: a requested dismissal goes to
    /// the app's `.onRequestedDismissal` when it registered one, else the view dismisses itself;
    /// UIKit reports `paywallViewControllerWasDismissed` (4.31.5+); `.presentPaywallIfNeeded`
    /// calls its `onDismiss`.
    func dismiss(result: String, requested: Bool, context: SessionContext) {
        guard isOnScreen else { return }
        phase = .closed(result)
        alert = nil
        if presentedIfNeeded {
            let native =
                given.isAbsent(RevenueCatUICallback.onDismiss.rawValue)
                ? RevenueCatUINative.sheetDismiss : ".presentPaywallIfNeeded(onDismiss:)"
            context.recorder.record(.paywallClosed, result, native: native)
            return
        }
        switch features.surface {
        case .swiftui:
            // `.onRequestedDismissal` replaces the view's own dismissal, so it counts only when the
            // spec registers it; the app's closure is read as dismissing, as every sample does.
            let byApp =
                requested && RevenueCatUICallback.onRequestedDismissal.exists(in: features)
                && given.handlers[RevenueCatUICallback.onRequestedDismissal.rawValue] == .registered
            context.recorder.record(.paywallClosed, result, native: byApp ? ".onRequestedDismissal" : RevenueCatUINative.dismissAction)
        case .uikit:
            let callback = RevenueCatUICallback.paywallViewControllerWasDismissed
            if callback.isImplemented(in: features, by: given) {
                emit(callback, .paywallClosed, result, context: context)
            } else {
                context.recorder.record(.paywallClosed, result, native: RevenueCatUINative.controllerDismiss)
            }
        }
    }
}
