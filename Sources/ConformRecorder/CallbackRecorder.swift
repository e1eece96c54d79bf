/// What an app's SDK delegate reports each callback to, named canonically (docs/events.md) and
/// natively — the same two calls wherever it runs: inside the app's test target, where
/// ConformTesting hands an adapter its session's recorder (`AsyncRecorder`), and on a device
/// walking a spec for a recording (`ConformRecorder`). Write the delegate once against this
/// protocol and give it either.
///
/// ```swift
/// final class PaywallEvents: MyPaywallDelegate {
///     let recorder: any CallbackRecorder
///     func paywall(_ p: MyPaywall, didStartPurchaseOf product: String) {
///         recorder.event("purchase.started", subject: product, native: "paywall(_:didStartPurchaseOf:)", arguments: ["product": product])
///     }
/// }
/// ```
public protocol CallbackRecorder: AnyObject, Sendable {
    /// Records one callback, fired now: its canonical name and subject, its native form, and its
    /// arguments as text.
    func event(_ name: String, subject: String?, native: String, arguments: [String: String])

    /// Adds a second native callback to the last event named `name` — one user action that fires
    /// several callbacks is one canonical event with every native form (`a + b`), its arguments
    /// the union. Returns false, recording nothing, when there is no such event yet.
    @discardableResult
    func addNative(_ native: String, to name: String, arguments: [String: String]) -> Bool
}

extension ConformRecorder: CallbackRecorder {}
