import ConformTesting
import Testing
import XCTest

let commonSpecs = ConformanceSuite(specs: "../../../../Specs", golden: "Golden", divergences: "Divergences",   // Conform's checkout
                                   adapters: [MyPaywallAdapter()], filters: ["common/**"])
let appSpecs = ConformanceSuite(specs: "Specs", golden: "Golden", divergences: "Divergences", adapters: [MyPaywallAdapter()])

@Test(arguments: commonSpecs.cases) func common(_ pair: ConformanceCase) async throws { try await commonSpecs.check(pair) }
@Test(arguments: appSpecs.cases) func app(_ pair: ConformanceCase) async throws { try await appSpecs.check(pair) }

final class PaywallConformanceXCTests: XCTestCase {
    func testConforms() async throws { for suite in [commonSpecs, appSpecs] { try await suite.assertConformance(in: self) } }
}
