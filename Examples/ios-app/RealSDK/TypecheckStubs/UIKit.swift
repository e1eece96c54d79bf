// NOT the real UIKit: the few shapes RealSDK/AdaptyUIAdapter.swift uses, so ci/ios-app.sh can type-check
// the adapter on Linux against ConformKit's public API (Swift 6 mode). Match them to the real SDK
// when the adapter changes; they prove nothing about the SDK itself.
@_exported import Foundation
@MainActor open class UIViewController {
    public init() {}
    open func present(_ controller: UIViewController, animated: Bool) {}
    open func dismiss(animated: Bool) {}
}
@MainActor open class UIScene {}
@MainActor open class UIWindowScene: UIScene { public var windows: [UIWindow] = [] }
@MainActor open class UIWindow { public var isKeyWindow = false; public var rootViewController: UIViewController? }
@MainActor open class UIApplication { public static let shared = UIApplication(); public var connectedScenes: Set<UIScene> { [] } }
extension UIScene: Hashable {
    nonisolated public static func == (a: UIScene, b: UIScene) -> Bool { a === b }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
