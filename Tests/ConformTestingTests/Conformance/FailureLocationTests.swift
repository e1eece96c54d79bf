import ConformKit
import Foundation
import ConformTesting
import Testing

/// Where Swift Testing shows a problem of the suite: at the spec's full path and line.
@Suite struct FailureLocationTests {
    @Test("a violated expectation is an issue at the spec's full path and the expectation's line")
    func violatedExpectation() async throws {
        let folder = try TemporarySpecs(["wrong/success-stays-open.yaml": TemporarySpecs.wrongSuccess])
        let suite = ConformanceSuite(specs: folder.path, adapters: [PaywallDoubleAdapter()], record: .never)
        let pair = try #require(suite.cases.first)
        #expect(pair.description == "wrong/success-stays-open × paywall-double")
        await withKnownIssue {
            await suite.expect(pair)
        } matching: { issue in
            issue.sourceLocation?.filePath == folder.path + "/wrong/success-stays-open.yaml"
                && issue.sourceLocation?.line == 9
                && issue.sourceLocation?.fileID == (folder.path as NSString).lastPathComponent + "/wrong/success-stays-open.yaml"
                && issue.comments.contains {
                    $0.rawValue.hasPrefix(folder.path + "/wrong/success-stays-open.yaml:9:")
                        && $0.rawValue.contains("the paywall ended closed, expected open")
                }
        }
    }

    @Test("an invalid spec file is a case of its own, failing at the line of its mistake")
    func invalidSpec() async throws {
        let folder = try TemporarySpecs(["bad.yaml": "title: typo\nsteps:\n  - presnt\nexpect:\n  state: open\n"])
        let suite = ConformanceSuite(specs: folder.path, adapters: [PaywallDoubleAdapter()], record: .never)
        let pair = try #require(suite.cases.first)
        #expect(pair.adapterID == nil)
        let failures = await suite.failures(for: pair)
        #expect(failures.first?.location.line == 3)
        #expect(failures.first?.message.hasPrefix("bad: invalid spec:") == true)
    }

    @Test("paths are resolved from the test file, not the working directory")
    func pathsFromTheTestFile() {
        let suite = ConformanceSuite(specs: "Specs", golden: "../Golden", adapters: [], file: "/app/Tests/AppTests/PaywallTests.swift")
        #expect(suite.specs == "/app/Tests/AppTests/Specs")
        #expect(suite.golden == "/app/Tests/Golden")
        #expect(suite.divergences == "/app/Tests/AppTests/Divergences")
    }
}
