/// One difference between two runs of a spec, as it would read in any spec: the canonical event
/// without its subject, and the native forms without values that name a product, a URL or a
/// redacted placeholder's number, so identical causes group together across specs.
package struct MigrationDifference: Sendable, Hashable, Comparable {
    /// Its kind: exactly one per difference.
    package var kind: ChangeKind
    /// The canonical event name it is about (`purchase.cancelled`), or `final` for the final state.
    package var event: String
    /// How it was: the native form (and the changed arguments), or the old final state; empty for an addition.
    package var before: String
    /// How it is: the native form (and the changed arguments), or the new final state; empty for a removal.
    package var after: String
    /// The app-side method it concerns, as the app implemented it (`… -> Bool` for a handler's
    /// answer); nil for a final state.
    package var method: String?
    /// The app-side method after the change, when it is another one.
    package var newMethod: String?
    /// Whether only the spelling of the method changed (another surface's name for the same
    /// callback), with the same arguments, answer and time.
    package var signatureOnly = false
    /// For a callback removed between two SDKs: the canonical event that arrives at the same point
    /// through the callback `after` names instead (Adapty's pending `purchase.pending` arrives as
    /// RevenueCatUI's `purchase.failed`).
    package var arrivesAs: String?
    /// For a callback added or removed where the other side's SDK acts on its own and calls no
    /// callback of the app: that action's form (`UIApplication.shared.open(_:)`, `displayError(_:)`).
    package var sdkAction: String?

    /// Orders by kind, then event, then text.
    package static func < (lhs: MigrationDifference, rhs: MigrationDifference) -> Bool {
        (lhs.kind, lhs.event, lhs.before, lhs.after) < (rhs.kind, rhs.event, rhs.before, rhs.after)
    }
}
