/// What the Adapty paywall dismisses by itself: the delegate's default after `didFinishPurchase`.
extension AdaptyAdapter: AutoDismissDeclaring {
    /// SDK-FACTS (Adapty): "Default for didFinishPurchase: dismiss unless cancelled — so .pending
    /// dismisses too" (3.2+); before 3.2 the default dismisses after a success only, and a pending
    /// purchase reaches no callback. "Never auto-dismisses" on restore.
    public var autoDismiss: AutoDismissPolicy {
        let pending: AutoDismissPolicy.Answer = features.hasPurchaseResult ? .yes("delegate default: dismiss unless cancelled")
                                                                           : .no("no pending result before 3.2")
        return AutoDismissPolicy(purchase: .yes("delegate default"), pending: pending, cancel: .no(), restore: .no())
    }
}
