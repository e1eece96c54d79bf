import ConformKit

/// Button actions: `didPerform(.close)`, `.openURL(url)` and `.custom(id)` with their defaults.
extension AdaptySession {
    /// The close button: `didPerform(.close)`, then the dismissal — the UIKit default dismisses the
    /// controller; on SwiftUI the docs' sample sets `isPresented = false`, and the modifier's
    /// fallback (no `didPerformAction` passed) dismisses through the presentation mode.
    func close(context: SessionContext) {
        guard acceptsTaps else { return }
        emit(.didPerformAction, .action, "close", context: context, [Argument("action", ".close")])
        let dismissal: Dismissal = surface == .swiftui && !isAbsent(.didPerformAction) ? .app : .sdkDefault
        dismiss(result: "closed", by: dismissal, context: context)
    }

    /// A link button: `didPerform(.openURL(url))`; the default opens it, and the paywall stays.
    func openLink(_ url: String, context: SessionContext) {
        guard acceptsTaps else { return }
        emit(.didPerformAction, .linkOpened, url, context: context, [Argument("action", ".openURL"), Argument("url", url)])
    }

    /// A custom button: `didPerform(.custom(id))`; the default does nothing.
    func performCustomAction(_ id: String, context: SessionContext) {
        guard acceptsTaps else { return }
        emit(.didPerformAction, .action, id, context: context, [Argument("action", ".custom"), Argument("id", id)])
    }
}
