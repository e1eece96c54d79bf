import ConformKit

/// What a paywall does by itself after each outcome of one SDK version, as its model declares it:
/// whether the SDK dismisses the paywall without the app asking. The cross-SDK table in
/// docs/adapters/auto-dismiss.md is rendered from these declarations (`AutoDismissTable`), and a
/// test runs each model to check that its declaration says what it does.
package struct AutoDismissPolicy: Sendable, Hashable {
    /// One cell: whether the SDK dismisses by default, and in what circumstances it differs.
    package struct Answer: Sendable, Hashable {
        /// Whether the paywall dismisses itself with the SDK's defaults and the app's defaults.
        package var dismisses: Bool
        /// When, or why, in a few words (`full-screen, after the completion callbacks`); may be empty.
        package var note: String

        /// The SDK dismisses the paywall by default.
        package static func yes(_ note: String = "") -> Answer { Answer(dismisses: true, note: note) }
        /// The paywall stays by default.
        package static func no(_ note: String = "") -> Answer { Answer(dismisses: false, note: note) }

        /// `yes` or `no`, with the note in parentheses.
        package var text: String {
            let word = dismisses ? "yes" : "no"
            return note.isEmpty ? word : "\(word) (\(note))"
        }
    }

    /// After a successful purchase.
    package var purchase: Answer
    /// After a pending purchase (Ask to Buy).
    package var pending: Answer
    /// After the user cancels a purchase.
    package var cancel: Answer
    /// After a restore that finds purchases.
    package var restore: Answer
}

/// An adapter whose model declares what its paywall dismisses by itself.
package protocol AutoDismissDeclaring: SynchronousAdapter {
    /// The declaration for this adapter's SDK version and surface.
    var autoDismiss: AutoDismissPolicy { get }
}
