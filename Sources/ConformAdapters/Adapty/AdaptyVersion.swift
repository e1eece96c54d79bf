import ConformKit

/// A version of the Adapty iOS SDK (`3.17.2`): 2.x is AdaptyUI-iOS, 3.x AdaptySDK-iOS. The same
/// semantic version every versioned model uses.
package typealias AdaptyVersion = SDKVersion
