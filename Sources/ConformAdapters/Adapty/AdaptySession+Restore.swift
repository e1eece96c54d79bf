import ConformKit

/// Restores: the delegate's three callbacks, or the observer-mode restore resolver (3.15+).
extension AdaptySession {
    /// The access level a restore that finds purchases grants.
    static let accessLevel = "premium"

    /// A tap on the restore button: `didStartRestore` (2.1+), then `didFinishRestoreWith(profile)` —
    /// also when nothing was restored, with a profile without an active access level — or
    /// `didFailRestoreWith(error)`. A restore never dismisses the paywall.
    func restore(context: SessionContext) {
        guard acceptsTaps else { return }
        if options.routesPurchasesToResolver && features.has(.restoreResolver) {
            context.recorder.record(.restoreStarted, native: AdaptyNative.observerRestore)
            return
        }
        emit(.didStartRestore, .restoreStarted, context: context)
        // A restore that takes time keeps the loader up, as a purchase does (a reading: the page
        // and SDK-FACTS say nothing of taps during a restore).
        let attempt = attempts.nextRestore()
        restoreInProgress = true
        context.clock.run(after: attempt.delay) { [self] in
            restoreInProgress = false
            finishRestore(attempt.answer, context: context)
        }
    }

    /// The restore's answer arrived: `didFinishRestoreWith(profile)` or `didFailRestoreWith(error)`.
    private func finishRestore(_ answer: RestoreAnswer, context: SessionContext) {
        switch answer {
        case .products(let restored):
            emit(
                .didFinishRestore, .restoreCompleted, context: context,
                [Argument("profile", volatileValues.next("profile")), Argument("accessLevel", restored.isEmpty ? "none" : Self.accessLevel)])
        case .failed(let code):
            emit(.didFailRestore, .restoreFailed, context: context, [Argument("code", code)])
        }
    }
}
