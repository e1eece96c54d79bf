// How an iOS team runs Conform from its own test target (XCTest or Swift Testing): each spec that
// breaks is reported as a test failure at the spec's file and line. Compiles only where AdaptyUI
// can be imported; the same code against a built-in model runs in this package's own tests
// (Tests/ConformTestingTests).

#if canImport(AdaptyUI) && canImport(UIKit) && canImport(XCTest)
import Adapty
import AdaptyUI
import ConformTesting
import XCTest

final class PaywallConformanceTests: XCTestCase {
    func testTheRealSDKConformsToTheSuite() async throws {
        let paywall = try await Adapty.getPaywall(placementId: "conform_tests")
        let configuration = try await AdaptyUI.getPaywallConfiguration(forPaywall: paywall)
        let adapter = AdaptyUIAdapter(paywall: paywall, configuration: configuration) { step, controller in
            try await PaywallTapper.perform(step, on: controller)   // your UI-testing helper
        }
        let specs = Bundle(for: Self.self).resourcePath.map { $0 + "/Specs" } ?? "Specs"
        try ConformanceSuite(specs: specs, adapters: [adapter], filters: ["common/**", "adapty/**"])
            .assertConformance(in: self)
    }
}
#endif
