/// Native forms that are not paywall callbacks: observer-mode resolvers and the dismissals the
/// model records where no disappear callback tells the app.
enum AdaptyNative {
    /// The 3.x observer-mode resolver's purchase method.
    static let observerPurchase = "observerMode(didInitiatePurchase:onStartPurchase:onFinishPurchase:)"
    /// The 2.x `AdaptyObserverModeDelegate` method.
    static let observerPurchaseDelegate = "paywallController(_:didInitiatePurchase:onStartPurchase:onFinishPurchase:)"
    /// The observer-mode resolver's restore method (3.15.0+).
    static let observerRestore = "observerModeDidInitiateRestorePurchases(onStartRestore:onFinishRestore:)"
    /// The UIKit delegate's default implementation dismissing the controller (and the app doing so).
    static let controllerDismiss = "controller.dismiss(animated:)"
    /// The SwiftUI modifier's fallback when the app passed no closure.
    static let presentationDismiss = "presentationMode.wrappedValue.dismiss()"
    /// The app's SwiftUI binding turned off, as the docs' `.paywall` sample does on `.close`.
    static let bindingDismiss = "isPresented = false"
    /// UIKit's sheet presentation controller telling that a swipe dismissed the controller.
    static let sheetSwiped = "presentationControllerDidDismiss(_:)"
    /// The default for `.openURL` when the app does not implement `didPerformAction`: the system opens it.
    static let systemOpen = "UIApplication.shared.open(_:)"
    /// The app's own code opening a link it heard (`does: open_link`).
    static let appOpen = "UIApplication.shared.open(_:) in didPerformAction"
    /// The app setting the SwiftUI modifier's alert binding (`does: show_alert`), followed by ` in <handler>`;
    /// the modifier draws the alert with `showAlertBuilder`.
    static let appAlert = "showAlertItem = item"
    /// The SwiftUI modifier drawing the app's placeholder view while the paywall loads.
    static let placeholder = ".paywall(placeholderBuilder:)"
    /// The fields of `AdaptyPaywallProduct` a callback's product carries, by the spec's
    /// `given.product_metadata` key: the page's example events ("localizedTitle": "Premium Monthly",
    /// "localizedDescription", "localizedPrice": "$9.99", "price": 9.99, "currencyCode": "USD").
    static let productFields = [
        "title": "localizedTitle", "description": "localizedDescription", "price": "price",
        "localized_price": "localizedPrice", "currency": "currencyCode"
    ]
}
