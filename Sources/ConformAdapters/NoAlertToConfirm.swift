import ConformKit

extension AdapterError {
    /// A `confirm_alert` step with no alert of the SDK's on screen: there is nothing for the user to
    /// tap OK on, so the step is the spec's mistake, reported at its line instead of passing silently.
    static func noAlertToConfirm(_ adapter: String) -> AdapterError {
        .unsupported(
            "\(adapter) has no alert on screen to confirm: put 'confirm_alert' after the step that shows one (an 'alert.shown' event), or remove it")
    }
}
