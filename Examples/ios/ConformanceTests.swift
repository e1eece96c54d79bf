// How an iOS team runs Conform from its own test target: the lines of docs/ios.md, against the real
// AdaptyUI SDK. Compiles only where AdaptyUI can be imported; the same code against a main-actor
// test double runs in this package's own tests on Linux (Tests/ConformTestingTests/Conformance).

#if canImport(AdaptyUI) && canImport(UIKit)
import Adapty
import AdaptyUI
import ConformTesting

/// The suite, declared once: Conform's shared specs (a checkout beside the app), this target's
/// goldens and divergences, resolved from this file; the real SDK behind the adapter.
let adaptySuite = ConformanceSuite(
    specs: "../../Conform/Specs", golden: "Golden", divergences: "Divergences",
    adapters: [AdaptyUIAdapter(placementID: "conform_tests") { step, controller in
        try await PaywallTapper.perform(step, on: controller)   // your UI-testing helper
    }],
    filters: ["common/**", "adapty/**"])

#if canImport(Testing)
import Testing

/// Swift Testing: one test per spec × adapter, run one at a time (one paywall on screen at once).
@Suite(.serialized) struct AdaptyPaywallConformance {
    @Test(arguments: adaptySuite.cases)
    func conforms(_ pair: ConformanceCase) async {
        await adaptySuite.expect(pair)
    }
}
#endif

#if canImport(XCTest)
import XCTest

/// XCTest: one test method; every spec that breaks is a failure of its own, named by its id, at the
/// spec's file and line.
final class AdaptyPaywallConformanceTests: XCTestCase {
    func testTheRealSDKConformsToTheSuite() async throws {
        try await adaptySuite.assertConformance(in: self)
    }
}
#endif
#endif
