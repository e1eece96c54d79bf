import ConformKit
import ConformTesting
import Testing

/// The suite an iOS team declares once: the shared specs and this target's goldens, resolved from
/// this file, against the in-process adapter of the SDK (here the main-actor test double).
let paywallDoubleSuite = ConformanceSuite(
    specs: "../../../Specs", golden: "Golden", adapters: [PaywallDoubleAdapter()],
    filters: ["common/**"])

/// ConformTesting as an iOS team uses it from Swift Testing: one test per spec × adapter.
@Suite struct PaywallDoubleConformanceTests {
    @Test("the main-actor double conforms", arguments: paywallDoubleSuite.cases)
    func conforms(_ pair: ConformanceCase) async throws {
        try await paywallDoubleSuite.check(pair)
    }

    @Test("every shared spec is a case of its own, named spec × adapter")
    func oneCasePerPair() {
        let cases = paywallDoubleSuite.cases
        #expect(cases.count == 16)
        #expect(cases.map(\.description).contains("common/purchase/success × paywall-double"))
        #expect(cases.allSatisfy { $0.file.hasPrefix("/") && $0.file.hasSuffix(".yaml") })
    }
}
