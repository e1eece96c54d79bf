import ConformAdapters
import ConformKit
import ConformTesting
import Foundation
import Testing

/// ConformTesting run from a test target, against a built-in adapter, as an app team would use it.
@Suite struct ConformanceSuiteTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    @Test("the shipped Miniwall specs conform, goldens included, with no failures to record")
    func shippedSuiteConforms() throws {
        let suite = ConformanceSuite(
            specs: Self.root + "/Specs", golden: Self.root + "/Golden",
            adapters: [MiniwallAdapter()], filters: ["miniwall/**"])
        let report = try suite.run()
        #expect(report.pairs.count > 20)
        #expect(try suite.failures().isEmpty)
        try suite.expectConformance()
    }

    @Test("a violated expectation is reported at the spec's file and the expectation's line")
    func failureLocation() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("conform-testing-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir + "/wrong", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let spec = """
            title: A cancel closes the paywall (it does not)
            given:
              products: [premium_monthly]
              store: {premium_monthly: cancelled}
            steps:
              - present
              - buy: premium_monthly
            expect:
              state: closed

            """
        try Data(spec.utf8).write(to: URL(fileURLWithPath: dir + "/wrong/cancel.yaml"))
        let failures = try ConformanceSuite(specs: dir, adapters: [MiniwallAdapter()]).failures()
        #expect(failures.count == 1)
        #expect(failures.first?.location.line == 9)
        #expect(failures.first?.location.file.hasSuffix("wrong/cancel.yaml") == true)
        #expect(failures.first?.message.contains("the paywall ended open, expected closed") == true)
    }
}
