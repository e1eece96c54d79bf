/// What the Miniwall screen closes by itself: `present` finishes after a purchase and a restore.
extension MiniwallAdapter: AutoDismissDeclaring {
    /// Seed 003 "onPurchase" / "onRestore": a true answer records the outcome and `present` finishes.
    package var autoDismiss: AutoDismissPolicy {
        AutoDismissPolicy(
            purchase: .yes("present finishes with purchased"), pending: .no("onPurchase returns a Bool: read as a cancel"),
            cancel: .no(), restore: .yes("present finishes with restored"))
    }
}
