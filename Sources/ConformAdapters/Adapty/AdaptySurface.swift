/// How the app receives the paywall's callbacks: one behaviour, two API surfaces.
package enum AdaptySurface: String, Sendable, Hashable, CaseIterable {
    /// `AdaptyPaywallControllerDelegate` methods on a UIKit `AdaptyPaywallController`.
    case uikit
    /// Closure parameters of the SwiftUI `.paywall(isPresented:…)` modifier.
    case swiftui

    /// How the surface is named in adapter summaries and docs.
    var title: String {
        switch self {
        case .uikit: return "UIKit AdaptyPaywallControllerDelegate"
        case .swiftui: return "SwiftUI .paywall modifier closures"
        }
    }
}
