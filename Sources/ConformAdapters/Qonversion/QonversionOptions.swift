import ConformKit

/// The SDK options a spec may set in `given.options` for No-Codes: what the screen's builder
/// configured to run after a successful purchase or restore.
struct QonversionOptions: Sendable, Hashable {
    /// `on_purchase_success: close | none`: the builder's action after a successful purchase.
    static let purchaseSuccessKey = "on_purchase_success"
    /// `on_restore_success: close | none`: the builder's action after a successful restore.
    static let restoreSuccessKey = "on_restore_success"

    /// The options a spec may set.
    static let declarations: [OptionDeclaration] = [
        OptionDeclaration(
            name: purchaseSuccessKey, values: .oneOf(["none", "close"]),
            summary: "what the builder runs on the purchase's successEvent; default 'none' (the screen stays)", closesWith: "close"),
        OptionDeclaration(
            name: restoreSuccessKey, values: .oneOf(["none", "close"]),
            summary: "what the builder runs on the restore's successEvent; default 'none' (the screen stays)", closesWith: "close")
    ]

    /// Whether the builder closes the screen after a successful purchase.
    var closeAfterPurchase = false
    /// Whether the builder closes the screen after a successful restore.
    var closeAfterRestore = false

    /// Reads the options of `given`, whose values the declarations already accepted.
    init(_ given: Given) {
        closeAfterPurchase = given.options[Self.purchaseSuccessKey] == "close"
        closeAfterRestore = given.options[Self.restoreSuccessKey] == "close"
    }
}
