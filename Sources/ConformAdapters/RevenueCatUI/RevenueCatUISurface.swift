/// How the app receives RevenueCatUI's callbacks: one behaviour, two API surfaces.
package enum RevenueCatUISurface: String, Sendable, Hashable, CaseIterable {
    /// `PaywallViewControllerDelegate` methods on a UIKit `PaywallViewController`.
    case uikit
    /// View modifiers on a SwiftUI `PaywallView` (`.onPurchaseCompleted { … }`), or the closures of
    /// `.presentPaywallIfNeeded(…)`.
    case swiftui

    /// How the surface is named in adapter summaries and docs.
    var title: String {
        switch self {
        case .uikit: return "UIKit PaywallViewControllerDelegate"
        case .swiftui: return "SwiftUI view modifiers"
        }
    }
}
