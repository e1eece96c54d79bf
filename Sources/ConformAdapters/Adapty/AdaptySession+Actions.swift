import ConformKit

/// Button actions: `didPerform(.close)`, `.openURL(url)` and `.custom(id)` with their defaults.
extension AdaptySession {
    /// The close button: `didPerform(.close)`. Only an app that does not implement `didPerformAction`
    /// gets the default dismissal (the UIKit default implementation dismisses the controller; the
    /// SwiftUI modifier's fallback dismisses through the presentation mode); an app that implements
    /// it closes the paywall itself — the page's SwiftUI sample sets `paywallPresented = false` —
    /// or the paywall stays.
    func close(context: SessionContext) {
        guard acceptsTaps else { return }
        emit(.didPerformAction, .action, "close", context: context, [Argument("action", ".close")])
        if isAbsent(.didPerformAction) { dismiss(result: "closed", by: .sdkDefault, context: context) }
    }

    /// A link button: `didPerform(.openURL(url))`, and the paywall stays. Only an app that does not
    /// implement `didPerformAction` gets the default, which opens the link in the system
    /// (`link.opened`). An app that implements it hears the tap (`link.tapped`) and replaces the
    /// default: nothing opens the link unless the app's own code does, so the model opens nothing.
    func openLink(_ url: String, context: SessionContext) {
        guard acceptsTaps else { return }
        let arguments = [Argument("action", ".openURL"), Argument("url", url)]
        if isAbsent(.didPerformAction) {
            context.recorder.record(.linkOpened, url, native: AdaptyNative.systemOpen, [Argument("url", url)])
            return
        }
        emit(.didPerformAction, .linkTapped, url, context: context, arguments)
    }

    /// A custom button: `didPerform(.custom(id))`; the default does nothing.
    func performCustomAction(_ id: String, context: SessionContext) {
        guard acceptsTaps else { return }
        emit(.didPerformAction, .action, id, context: context, [Argument("action", ".custom"), Argument("id", id)])
    }
}
