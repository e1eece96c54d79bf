/// How a migration tells callbacks apart: which native forms are callbacks of the app (not actions
/// the model records, such as the SDK's own dismissal), and which callback a form belongs to
/// whatever its signature. A versioned family knows; otherwise the form is read as Swift.
package struct CallbackNaming: Sendable {
    /// Whether the native form is a callback of the app.
    package var isCallback: @Sendable (String) -> Bool
    /// The callback the native form belongs to.
    package var callback: @Sendable (String) -> String

    /// Creates a naming from its two questions.
    package init(isCallback: @escaping @Sendable (String) -> Bool, callback: @escaping @Sendable (String) -> String) {
        self.isCallback = isCallback
        self.callback = callback
    }

    /// Every form is a callback, named by its base name and first keyword label (`NativeForm`).
    package static let generic = CallbackNaming(isCallback: { _ in true }, callback: { NativeForm($0).callback })

    /// The naming `family` gives.
    package init(family: any VersionedAdapterFamily) {
        self.init(isCallback: { family.isCallback(native: $0) }, callback: { family.callback(of: $0) })
    }
}
