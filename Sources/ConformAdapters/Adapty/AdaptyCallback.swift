import ConformKit

/// One callback of the Adapty paywall, named as the app registers it: the SwiftUI `.paywall`
/// closure label, which is also the delegate method's key word (`didFinishPurchase`). Specs use
/// these names in `given.handlers`; the native form depends on the surface and the version.
enum AdaptyCallback: String, Sendable, Hashable, CaseIterable, VersionedCallback {
    /// `paywallControllerDidAppear(_:)` / `didAppear` (3.5.0+).
    case didAppear
    /// `paywallControllerDidDisappear(_:)` / `didDisappear` (3.5.0+).
    case didDisappear
    /// `paywallController(_:didPerform:)` / `didPerformAction`.
    case didPerformAction
    /// `paywallController(_:didSelectProduct:)` / `didSelectProduct`.
    case didSelectProduct
    /// `paywallController(_:didStartPurchase:)` / `didStartPurchase`.
    case didStartPurchase
    /// `paywallController(_:didFinishPurchase:purchaseResult:)` (3.2.0+) or `…purchasedInfo:)` (before).
    case didFinishPurchase
    /// `paywallController(_:didCancelPurchase:)` (2.x … 3.1.x).
    case didCancelPurchase
    /// `paywallController(_:didFailPurchase:error:)` / `didFailPurchase`.
    case didFailPurchase
    /// `paywallControllerDidStartRestore(_:)` / `didStartRestore` (2.1.0+).
    case didStartRestore
    /// `paywallController(_:didFinishRestoreWith:)` / `didFinishRestore`.
    case didFinishRestore
    /// `paywallController(_:didFailRestoreWith:)` / `didFailRestore`.
    case didFailRestore
    /// `paywallController(_:didFailRenderingWith:)` / `didFailRendering`.
    case didFailRendering
    /// `paywallController(_:didFailLoadingProductsWith:) -> Bool` / `didFailLoadingProducts`.
    case didFailLoadingProducts
    /// `paywallController(_:didPartiallyLoadProducts:)` / `didPartiallyLoadProducts` (3.2.0+).
    case didPartiallyLoadProducts
    /// `paywallController(_:didFinishWebPaymentNavigation:error:)` / `didFinishWebPaymentNavigation` (3.6.0+).
    case didFinishWebPaymentNavigation

    /// Whether the callback exists in the SDK version `features` describes.
    func exists(in features: AdaptyFeatures) -> Bool {
        switch self {
        case .didAppear, .didDisappear: return features.has(.appearanceCallbacks)
        case .didCancelPurchase: return !features.has(.cancelThroughFinish)
        case .didStartRestore: return features.has(.restoreStart)
        case .didPartiallyLoadProducts: return features.hasPartialLoadCallback
        case .didFinishWebPaymentNavigation: return features.has(.webPaywall)
        default: return true
        }
    }

    /// Whether the app must provide it: the delegate methods without a default implementation and
    /// the `.paywall` modifier's non-optional closures. Such a handler cannot be `absent`.
    func isRequired(on surface: AdaptySurface, features: AdaptyFeatures) -> Bool {
        switch self {
        case .didFailPurchase, .didFinishRestore, .didFailRestore: return true
        case .didFailRendering: return surface == .swiftui || !features.has(.delegatePublicDefaults)
        // Before 3.0.2 the delegate's defaults of these were internal (or, for didCancelPurchase, missing):
        // an app had to implement them (`AdaptyGate.delegatePublicDefaults`).
        case .didCancelPurchase, .didStartRestore: return surface == .uikit && !features.has(.delegatePublicDefaults)
        // AdaptyUI-iOS 2.x's modifier takes both without a default (`AdaptyGate.swiftUIOptionalClosures`).
        case .didPerformAction:
            return surface == .swiftui ? !features.has(.swiftUIOptionalClosures) : !features.has(.delegatePublicDefaults)
        case .didFinishPurchase: return surface == .swiftui && !features.has(.swiftUIOptionalClosures)
        default: return false
        }
    }

    /// Whether a spec may say what the handler returns (`returns true|false`).
    var returnsBool: Bool { self == .didFailLoadingProducts }

    /// What a spec may say the handler does in the version `features` describes, through `surface`:
    /// none throws, only `didFailLoadingProducts` returns (a Bool), and the required ones cannot be absent.
    func signature(on surface: AdaptySurface, features: AdaptyFeatures) -> HandlerSignature {
        HandlerSignature(
            name: rawValue, returns: returnsBool ? .bool : .nothing, canThrow: false,
            isRequired: isRequired(on: surface, features: features),
            signature: native(on: surface, features: features) + (returnsBool ? " -> Bool" : ""),
            defaultBehaviour: defaultBehaviour(features), receivesLink: self == .didPerformAction)
    }

    /// What the delegate's default implementation does, which the app's implementation replaces
    /// (SDK-FACTS, Adapty: `AdaptyUI+DefaultConfiguration.swift`).
    func defaultBehaviour(_ features: AdaptyFeatures) -> String? {
        switch self {
        case .didFinishPurchase:
            return features.has(.purchaseResult)
                ? "the SDK's default dismisses the paywall after a purchase unless it was cancelled"
                : "the SDK's default dismisses the paywall after a successful purchase"
        case .didPerformAction:
            // Before 3.0.2 UIKit's default is internal: the app implements the method (`AdaptyGate.delegatePublicDefaults`).
            if features.surface == .uikit && !features.has(.delegatePublicDefaults) { return nil }
            return "the SDK's default dismisses the paywall on .close and opens the link on .openURL"
        default:
            return nil
        }
    }

    /// The native form recorded in transcripts, e.g. `paywallController(_:didFinishPurchase:purchaseResult:)`
    /// on UIKit or `.paywall(didFinishPurchase:)` on SwiftUI.
    func native(on surface: AdaptySurface, features: AdaptyFeatures) -> String {
        switch surface {
        case .swiftui:
            return ".paywall(\(rawValue):)"
        case .uikit:
            switch self {
            case .didAppear: return "paywallControllerDidAppear(_:)"
            case .didDisappear: return "paywallControllerDidDisappear(_:)"
            case .didPerformAction: return "paywallController(_:didPerform:)"
            case .didSelectProduct: return "paywallController(_:didSelectProduct:)"
            case .didStartPurchase: return "paywallController(_:didStartPurchase:)"
            case .didFinishPurchase:
                return features.has(.purchaseResult)
                    ? "paywallController(_:didFinishPurchase:purchaseResult:)"
                    : "paywallController(_:didFinishPurchase:purchasedInfo:)"
            case .didCancelPurchase: return "paywallController(_:didCancelPurchase:)"
            case .didFailPurchase: return "paywallController(_:didFailPurchase:error:)"
            case .didStartRestore: return "paywallControllerDidStartRestore(_:)"
            case .didFinishRestore: return "paywallController(_:didFinishRestoreWith:)"
            case .didFailRestore: return "paywallController(_:didFailRestoreWith:)"
            case .didFailRendering: return "paywallController(_:didFailRenderingWith:)"
            case .didFailLoadingProducts: return "paywallController(_:didFailLoadingProductsWith:)"
            case .didPartiallyLoadProducts: return "paywallController(_:didPartiallyLoadProducts:)"
            case .didFinishWebPaymentNavigation: return "paywallController(_:didFinishWebPaymentNavigation:error:)"
            }
        }
    }
}
