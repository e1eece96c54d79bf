import ConformTesting
import Testing

let commonSpecs = ConformanceSuite(specs: "../../../../Specs", divergences: "Divergences",   // Conform's checkout
                                   adapters: [ClosurePaywallAdapter()], filters: ["common/purchase/**", "common/restore/**", "common/close/**"])
let appSpecs = ConformanceSuite(specs: "Specs", divergences: "Divergences", adapters: [ClosurePaywallAdapter()])

@Test(arguments: commonSpecs.cases) func common(_ pair: ConformanceCase) async throws { try await commonSpecs.check(pair) }
@Test(arguments: appSpecs.cases) func app(_ pair: ConformanceCase) async throws { try await appSpecs.check(pair) }

/// A store slower than the quiet period: its answers come after the session ended, and each one
/// fails the case with what to raise — never a silent pass.
@Test func aStoreSlowerThanTheQuietPeriodFailsTheCase() async throws {
    let slow = ClosurePaywallAdapter(latency: .milliseconds(400), timing: SessionTiming(quietPeriod: .milliseconds(20), lateWatch: .seconds(2)))
    let suite = ConformanceSuite(specs: "Specs", divergences: "Divergences", adapters: [slow], filters: ["app/purchase/dismiss-first"])
    let failures = await suite.failures(for: try #require(suite.cases.first))
    let late = try #require(failures.first { $0.message.contains("a callback after the session ended") }, "\(failures.map(\.message))")
    #expect(late.message.contains("'paywall.closed' (onRequestedDismissal) came") && late.message.contains("'purchase.completed' (onPurchaseCompleted) came"))
    #expect(late.message.contains("raise the adapter's quiet period"))
}
