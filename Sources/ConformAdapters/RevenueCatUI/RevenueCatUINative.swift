/// Native forms that are not delegate callbacks or modifiers: the SDK's alerts and the dismissals
/// the model records where no callback tells the app.
enum RevenueCatUINative {
    /// The V1 footer's alert after a restore that found purchases (`Views/FooterView.swift`).
    static let restoredAlert = ".alert(\"Purchases restored successfully!\")"
    /// The error alert the SDK shows for a failed purchase, a pending one, a V2 restore failure or a
    /// failed load (`AsyncButton` → `displayError`).
    static let errorAlert = "displayError(_:)"
    /// The UIKit controller dismissed, where `paywallViewControllerWasDismissed` does not tell the app.
    static let controllerDismiss = "controller.dismiss(animated:)"
    /// `PaywallView` dismissing itself through SwiftUI's `DismissAction` (no `.onRequestedDismissal`).
    static let dismissAction = "dismiss()"
    /// The app's SwiftUI binding turned off (the app dismissing in code).
    static let bindingDismiss = "isPresented = false"
    /// `.presentPaywallIfNeeded` closing its sheet where the app passed no `onDismiss`.
    static let sheetDismiss = "presentPaywallIfNeeded sheet dismissed"
}
