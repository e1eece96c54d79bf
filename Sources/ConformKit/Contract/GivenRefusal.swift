/// A handler or option an adapter declares but refuses to set up as a spec's `given` says — what
/// the SDK itself refuses: a required handler left out (a compile error in the app), a handler made
/// to throw whose signature cannot, an option value the SDK does not take.
package struct GivenRefusal: Sendable, Hashable {
    /// The handler or option refused.
    package var subject: String
    /// Why, in the adapter's words: `the adapter's handler 'didFailPurchase' must be registered, …`.
    package var reason: String

    package init(subject: String, reason: String) {
        self.subject = subject
        self.reason = reason
    }
}
