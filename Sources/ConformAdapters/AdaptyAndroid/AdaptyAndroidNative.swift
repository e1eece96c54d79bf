/// Native forms of AdaptyUI Android that are no listener callback: what the host Activity, the
/// default listener's bodies and the observer-mode handler do.
enum AdaptyAndroidNative {
    /// The default listener's close and post-purchase dismissal: the host Activity's back press,
    /// which finishes it (`context.getActivityOrNull()?.onBackPressed()`).
    static let defaultBack = "Activity.onBackPressed()"
    /// The app's own code closing the paywall (`does: dismiss`, the `dismiss` step).
    static let appFinish = "Activity.finish()"
    /// The system back reaching the host: 3.x registers no callback, 4.x lets it through when
    /// `onBackPressed` returns false.
    static let hostBack = "OnBackPressedDispatcher.onBackPressed()"
    /// The 3.x default for `Action.OpenUrl`: an `ACTION_VIEW` chooser.
    static let chooserOpen = "startActivity(Intent.createChooser(ACTION_VIEW))"
    /// The default for `Action.OpenUrl` from 3.17.0: the SDK's browser launcher with the action's presentation.
    static let launcherOpen = "BrowserLauncher.openUrl(action.url, action.presentation)"
    /// The app's own code opening a link it heard (`does: open_link`).
    static let appOpen = "startActivity(Intent(ACTION_VIEW)) in onActionPerformed"
    /// The observer-mode handler's purchase method.
    static let observerPurchase = "onPurchaseInitiated(product, paywall, context, onStartPurchase, onFinishPurchase)"
    /// The observer-mode handler's restore handler (3.15.0+).
    static let observerRestore = "RestoreHandler.onRestoreInitiated(onStartRestore, onFinishRestore)"
    /// The fields of `AdaptyPaywallProduct` a callback's product carries, by `given.product_metadata` key.
    static let productFields = [
        "title": "localizedTitle", "description": "localizedDescription", "price": "price.amount",
        "localized_price": "price.localizedString", "currency": "price.currencyCode"
    ]
}
