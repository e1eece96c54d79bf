import ConformAdapters
import ConformKit

/// What one scenario did (the shared harness's result).
typealias AppDNARun = AdapterRun

/// Drives the AppDNA model directly, the way the runner does: perform each step (advancing the
/// clock on `wait`), drain scheduled work, then finish.
enum AppDNAHarness {
    /// The products most scenarios offer.
    static let products = ["premium_monthly", "premium_annual"]

    /// Runs `steps` against a fresh session for `given`.
    static func run(_ given: Given, _ steps: [Step]) throws -> AppDNARun {
        try AdapterHarness.run(AppDNAAdapter(), given, steps, specID: "appdna-test")
    }

    /// Opens a session for `given` and returns the error it throws, if any.
    static func sessionError(_ given: Given) -> AdapterError? {
        let clock = VirtualClock()
        let context = SessionContext(recorder: Recorder(clock: clock), clock: clock, specID: "appdna-test")
        do {
            _ = try AppDNAAdapter().makeSession(given: given, context: context)
            return nil
        } catch let error as AdapterError {
            return error
        } catch {
            return nil
        }
    }

    /// A world with the usual products and these store answers, restore answer, handlers and options.
    static func given(
        store: [String: StoreAnswer] = [:], restore: RestoreAnswer = .products([]),
        handlers: [String: HandlerScript] = [:], options: [String: String] = [:],
        screenFailure: String? = nil
    ) -> Given {
        Given(
            products: products, store: store, restore: restore, screenFailure: screenFailure,
            handlers: handlers, options: options)
    }

    /// `canonical | native | key=value …`, with ` @time` when the event did not fire at zero.
    static func line(_ event: Event) -> String { AdapterHarness.line(event) }
}

/// Expected AppDNA lines that recur across tests, for the default paywall id `premium_paywall`.
enum AppDNALine {
    /// `onPaywallPresented`.
    static let presented = "paywall.shown | onPaywallPresented(paywallId:) | paywallId=premium_paywall"
    /// `paywall_view` without a placement.
    static let view = "recorded.paywall_view | analytics: paywall_view"
    /// A present with no placement: the delegate call, then the analytics event.
    static let shown = [presented, view]

    /// `onPaywallAction` with `action`, for the canonical event `canonical`.
    static func action(_ canonical: String, _ action: String) -> String {
        "\(canonical) | onPaywallAction(paywallId:action:) | action=.\(action) paywallId=premium_paywall"
    }
    /// The CTA tap that buys `id`.
    static func cta(_ id: String) -> String { action("action.cta \(id)", "ctaTapped") }
    /// `onPaywallPurchaseStarted`.
    static func started(_ id: String) -> String {
        "purchase.started \(id) | onPaywallPurchaseStarted(paywallId:productId:) | paywallId=premium_paywall productId=\(id)"
    }
    /// `onPaywallPurchaseCompleted` with the `n`th transaction.
    static func completed(_ id: String, transaction n: Int = 1) -> String {
        "purchase.completed \(id) | onPaywallPurchaseCompleted(paywallId:productId:transaction:) | paywallId=premium_paywall productId=\(id) transactionId=\(2_000_000_000_000_000 + n)"
    }
    /// `onPaywallPurchaseFailed` reported as `canonical` with `code` (and `error`, by default the code).
    static func purchaseFailed(_ canonical: String, _ code: String, error: String? = nil) -> String {
        "\(canonical) | onPaywallPurchaseFailed(paywallId:error:) | code=\(code) error=\(error ?? code) paywallId=premium_paywall"
    }
    /// `onPaywallPurchaseFailed`, then the error the paywall shows by itself ("Error is shown in the paywall UI automatically").
    static func purchaseFailedShown(_ canonical: String, _ code: String, error: String? = nil) -> [String] {
        [purchaseFailed(canonical, code, error: error), "alert.shown purchase_error | paywall UI: error shown | code=\(code)"]
    }
    /// `onPaywallDismissed` for `reason`.
    static func dismissed(_ reason: String) -> String { "paywall.closed \(reason) | onPaywallDismissed(paywallId:) | paywallId=premium_paywall" }
    /// `paywall_close` with `reason` and no placement.
    static func close(_ reason: String) -> String { "recorded.paywall_close | analytics: paywall_close | reason=\(reason)" }
    /// A dismissal by the user or the app for `reason`: the delegate call, then the analytics event.
    static func closed(_ reason: String) -> [String] { [dismissed(reason), close(reason)] }
    /// The SDK's own auto-dismiss for `reason` (`purchased`, `restore_success`): only the analytics
    /// event tells, since the page documents onPaywallDismissed for a user who "closed without purchasing".
    static func autoClosed(_ reason: String) -> [String] { [close(reason)] }
    /// `onPaywallRestoreStarted`.
    static let restoreStarted = "restore.started | onPaywallRestoreStarted(paywallId:) | paywallId=premium_paywall"
    /// `onPaywallRestoreCompleted` with `ids`.
    static func restoreCompleted(_ ids: String) -> String {
        "restore.completed | onPaywallRestoreCompleted(paywallId:productIds:) | paywallId=premium_paywall productIds=\(ids)"
    }
    /// `onPaywallRestoreFailed` with `code` (and `error`, by default the code).
    static func restoreFailed(_ code: String, error: String? = nil) -> String {
        "restore.failed | onPaywallRestoreFailed(paywallId:error:) | code=\(code) error=\(error ?? code) paywallId=premium_paywall"
    }
    /// `purchase_restored`.
    static let restored = "recorded.purchase_restored | analytics: purchase_restored"
    /// `purchase_restore_failed`.
    static let restoreFailedTracked = "recorded.purchase_restore_failed | analytics: purchase_restore_failed"
}
