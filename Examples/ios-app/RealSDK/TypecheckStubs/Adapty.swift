// NOT the real Adapty: the few shapes RealSDK/AdaptyUIAdapter.swift uses, so ci/ios-app.sh can type-check
// the adapter on Linux against ConformKit's public API (Swift 6 mode). Match them to the real SDK
// when the adapter changes; they prove nothing about the SDK itself.
public struct AdaptyPaywall: Sendable {}
public struct AdaptyError: Error, Sendable { public var errorCode: Int = 0 }
public struct AdaptyAccessLevel: Sendable { public var isActive = false }
public struct AdaptyProfile: Sendable { public var accessLevels: [String: AdaptyAccessLevel] = [:] }
public protocol AdaptyPaywallProductWithoutDeterminingOffer: Sendable { var vendorProductId: String { get } }
public protocol AdaptyPaywallProduct: AdaptyPaywallProductWithoutDeterminingOffer {}
public enum AdaptyPurchaseResult: Sendable { case userCancelled, pending, success(profile: AdaptyProfile) }
public enum Adapty {
    public static let SDKVersion = "3.17.2"
    public static func getPaywall(placementId: String) async throws -> AdaptyPaywall { AdaptyPaywall() }
}
