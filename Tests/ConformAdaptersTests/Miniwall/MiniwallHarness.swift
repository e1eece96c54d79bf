import ConformAdapters
import ConformKit

/// What one scenario did (the shared harness's result).
typealias MiniwallRun = AdapterRun

/// Drives the Miniwall model directly, the way the runner does: perform each step (advancing the
/// clock on `wait`), drain scheduled work, then finish.
enum MiniwallHarness {
    /// The products most scenarios offer.
    static let products = ["premium_monthly", "premium_annual"]

    /// Runs `steps` against a fresh session for `given`.
    static func run(_ given: Given, _ steps: [Step]) throws -> MiniwallRun {
        try AdapterHarness.run(MiniwallAdapter(), given, steps, specID: "miniwall-test")
    }

    /// A world with the usual products, these store answers and these handler behaviours.
    static func given(
        store: [String: StoreAnswer] = [:], restore: RestoreAnswer = .products([]),
        handlers: [String: HandlerScript] = [:], renderFailure: String? = nil,
        screenFailure: String? = nil
    ) -> Given {
        Given(
            products: products, store: store, restore: restore, renderFailure: renderFailure,
            screenFailure: screenFailure, handlers: handlers)
    }

    /// `canonical | native | key=value …`, with ` @time` when the event did not fire at zero.
    static func line(_ event: Event) -> String { AdapterHarness.line(event) }
}

/// Expected lines that recur across tests.
enum Line {
    /// The analytics event of a buy tap.
    static func click(_ id: String) -> String { "recorded.purchase_click \(id) | analytics: purchase_click | packageId=\(id)" }
    /// onPurchase being called.
    static func started(_ id: String) -> String { "purchase.started \(id) | onPurchase(_:) | packageId=\(id)" }
    /// onPurchase returning true.
    static func completed(_ id: String) -> String { "purchase.completed \(id) | onPurchase(_:) -> true | packageId=\(id)" }
    /// The purchase analytics event.
    static func recordedPurchase(_ id: String) -> String { "recorded.purchase \(id) | analytics: purchase | packageId=\(id)" }
    /// present returning purchased.
    static func closedPurchased(_ id: String) -> String {
        "paywall.closed purchased | present(_:options:) -> .purchased(packageId:) | packageId=\(id)"
    }
    /// onPurchase returning false.
    static func cancelled(_ id: String) -> String { "purchase.cancelled \(id) | onPurchase(_:) -> false | packageId=\(id)" }
    /// The cancel analytics event.
    static func recordedCancel(_ id: String) -> String { "recorded.cancel \(id) | analytics: cancel | packageId=\(id)" }
    /// onPurchase throwing `code`.
    static func failed(_ id: String, _ code: String) -> String {
        "purchase.failed \(id) | onPurchase(_:) throws | code=\(code) packageId=\(id)"
    }
    /// The purchase error analytics event.
    static func recordedError(_ id: String) -> String {
        "recorded.purchase_error \(id) | analytics: purchase_error | packageId=\(id)"
    }
    /// onError receiving an error of `code`.
    static func error(_ code: String) -> String { "error \(code) | onError(_:) | code=\(code)" }
}
