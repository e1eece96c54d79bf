import ConformAdapters
import ConformKit
import ConformTesting
import Foundation
import Testing

/// The CLI and ConformTesting run one pipeline (ConformKit's `Suite`): what `conform run` says of a
/// pair, an app's test target says too.
@Suite struct OnePipelineTests {
    @Test("a known divergence is an expected failure through 'conform run' and through ConformanceSuite alike")
    func divergencesHonouredEverywhere() throws {
        let root = ConformBinary.packageRoot
        let out = try ConformBinary.run(["run", "Specs/common/restore/nothing.yaml", "--adapter", "appdna", "--no-golden", "--verbose"], in: root)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stdoutText.contains("XFAIL        appdna  common/restore/nothing"), "\(out.stdoutText)")
        #expect(out.stdoutText.contains("known divergence: AppDNA iOS Paywalls \"Restore Purchases\" step 4"))

        let suite = ConformanceSuite(
            specs: root + "/Specs", golden: root + "/Golden", adapters: [AppDNAAdapter()],
            filters: ["common/restore/nothing"])
        let report = try suite.run()
        #expect(report.pairs.map(\.verdict) == [.expectedFail])
        #expect(report.pairs.first?.divergenceReason?.hasPrefix("AppDNA iOS Paywalls \"Restore Purchases\" step 4") == true)
        #expect(try suite.failures().isEmpty, "an expected failure is not a test failure")
    }

    @Test("without its divergence list the same pair fails in ConformanceSuite, located at the broken expectation")
    func withoutDivergencesItFails() throws {
        let root = ConformBinary.packageRoot
        let suite = ConformanceSuite(
            specs: root + "/Specs", divergences: "/nonexistent-divergences", adapters: [AppDNAAdapter()],
            filters: ["common/restore/nothing"])
        let failures = try suite.failures()
        let violations = try #require(try suite.run().pairs.first).violations
        #expect(failures.count == violations.count, "one failure per broken expectation")
        #expect(failures.map(\.location) == violations.map(\.location))
        #expect(failures.allSatisfy { $0.location.file.hasSuffix("Specs/common/restore/nothing.yaml") })
    }
}
