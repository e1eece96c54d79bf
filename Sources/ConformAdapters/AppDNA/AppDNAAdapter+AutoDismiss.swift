/// What the AppDNA paywall dismisses by itself (seed 004).
extension AppDNAAdapter: AutoDismissDeclaring {
    /// "Paywall auto-dismisses on successful purchase"; "The paywall stays visible after both
    /// completion and failure" of a restore (the model's default reading; `restore_dismiss` takes
    /// the DismissReason table's); pending and cancel are undocumented and read as staying.
    package var autoDismiss: AutoDismissPolicy {
        AutoDismissPolicy(
            purchase: .yes("reason purchased"), pending: .no("undocumented: read like a cancel"),
            cancel: .no("undocumented"), restore: .no("the page contradicts itself: option restore_dismiss"))
    }
}
