// NOT the real AdaptyUI: the few shapes RealSDK/AdaptyUIAdapter.swift uses, so ci/ios-app.sh can type-check
// the adapter on Linux against ConformKit's public API (Swift 6 mode). Match them to the real SDK
// when the adapter changes; they prove nothing about the SDK itself.
import Adapty
import UIKit
public enum AdaptyUI {
    public struct PaywallConfiguration: Sendable {}
    public enum Action: Sendable { case close, openURL(url: URL), custom(id: String) }
    public static func getPaywallConfiguration(forPaywall paywall: AdaptyPaywall) async throws -> PaywallConfiguration { PaywallConfiguration() }
    @MainActor public static func paywallController(with configuration: PaywallConfiguration, delegate: any AdaptyPaywallControllerDelegate) throws -> AdaptyPaywallController { AdaptyPaywallController() }
}
public struct AdaptyUIError: Error, Sendable {}
@MainActor public final class AdaptyPaywallController: UIViewController {}
@MainActor public protocol AdaptyPaywallControllerDelegate: AnyObject {
    func paywallControllerDidAppear(_ controller: AdaptyPaywallController)
    func paywallControllerDidDisappear(_ controller: AdaptyPaywallController)
    func paywallController(_ controller: AdaptyPaywallController, didPerform action: AdaptyUI.Action)
    func paywallController(_ controller: AdaptyPaywallController, didSelectProduct product: any AdaptyPaywallProductWithoutDeterminingOffer)
    func paywallController(_ controller: AdaptyPaywallController, didStartPurchase product: any AdaptyPaywallProduct)
    func paywallController(_ controller: AdaptyPaywallController, didFinishPurchase product: any AdaptyPaywallProductWithoutDeterminingOffer, purchaseResult: AdaptyPurchaseResult)
    func paywallController(_ controller: AdaptyPaywallController, didFailPurchase product: any AdaptyPaywallProduct, error: AdaptyError)
    func paywallControllerDidStartRestore(_ controller: AdaptyPaywallController)
    func paywallController(_ controller: AdaptyPaywallController, didFinishRestoreWith profile: AdaptyProfile)
    func paywallController(_ controller: AdaptyPaywallController, didFailRestoreWith error: AdaptyError)
    func paywallController(_ controller: AdaptyPaywallController, didFailRenderingWith error: AdaptyUIError)
    func paywallController(_ controller: AdaptyPaywallController, didFailLoadingProductsWith error: AdaptyError) -> Bool
}
