/// What the Adapty paywall dismisses by itself for an app that observes its callbacks: nothing —
/// the delegate's default after `didFinishPurchase` only runs for an app that does not implement it.
extension AdaptyAdapter: AutoDismissDeclaring {
    /// SDK-FACTS (Adapty): "Default for didFinishPurchase: dismiss unless cancelled — so .pending
    /// dismisses too" (3.2+); before 3.2 the default dismisses after a success only, and a pending
    /// purchase reaches no callback. "Never auto-dismisses" on restore.
    package var autoDismiss: AutoDismissPolicy {
        // An app that observes didFinishPurchase implements it, and its implementation replaces the
        // default dismissal (the page: "we recommend closing the paywall screen" — the app's job).
        let appsJob = "the app's job: implementing didFinishPurchase replaces the default dismissal"
        let pending: AutoDismissPolicy.Answer = features.has(.purchaseResult) ? .no(appsJob) : .no("no pending result before 3.2")
        return AutoDismissPolicy(purchase: .no(appsJob), pending: pending, cancel: .no(), restore: .no())
    }
}
