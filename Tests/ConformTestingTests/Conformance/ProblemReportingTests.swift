import ConformKit
import ConformTesting
import Foundation
import Testing

/// What an app's test target is told about a broken case, in Swift Testing: every problem, each at
/// its line with the transcript around it; a golden difference at the golden's own line, worded as
/// the regression it usually is; and no failure at all when only the SDK's version changed.
@Suite struct ProblemReportingTests {
    static let twoProblems = """
        title: A purchase leaves the paywall open and never completes (both wrong)
        given:
          products: [premium_monthly]
        steps:
          - present
          - buy: premium_monthly
        expect:
          never: [purchase.completed]
          state: open

        """

    static let success = """
        title: A purchase completes
        given:
          products: [premium_monthly]
        steps:
          - present
          - buy: premium_monthly
        expect:
          order: [purchase.completed premium_monthly]

        """

    /// A suite over `spec` with its goldens recorded, then the golden edited by `edit`.
    static func recordedSuite(_ folder: TemporarySpecs, edit: (String) -> String) throws -> ConformanceSuite {
        let golden = folder.path + "/Golden"
        let recording = ConformanceSuite(specs: folder.path + "/Specs", golden: golden, adapters: [PaywallDoubleAdapter()], record: .all)
        _ = try recording.failures()
        let file = golden + "/paywall-double/app/success.transcript"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try edit(text).write(toFile: file, atomically: true, encoding: .utf8)
        return ConformanceSuite(specs: folder.path + "/Specs", golden: golden, adapters: [PaywallDoubleAdapter()], record: .never)
    }

    @Test("every broken expectation of a case is an issue of its own, at its line, with the transcript around it")
    func everyProblem() async throws {
        let folder = try TemporarySpecs(["app/both.yaml": Self.twoProblems])
        let suite = ConformanceSuite(specs: folder.path, adapters: [PaywallDoubleAdapter()], record: .never)
        let pair = try #require(suite.cases.first)
        let failures = await suite.failures(for: pair)
        #expect(failures.map(\.location.line) == [8, 9])
        #expect(failures.allSatisfy { $0.message.contains("\n  > event ") || $0.message.contains("\n  > final") }, "\(failures.map(\.message))")
        await withKnownIssue {
            await suite.expect(pair)
        } matching: { issue in
            [8, 9].contains(issue.sourceLocation?.line ?? 0)
        }
    }

    @Test("a golden difference is an issue at the golden's first differing line, worded for a regression")
    func goldenDifferenceAtItsLine() async throws {
        let folder = try TemporarySpecs(["Specs/app/success.yaml": Self.success])
        let suite = try Self.recordedSuite(folder) { $0.replacingOccurrences(of: "step buy premium_monthly", with: "step buy premium_annual") }
        let failures = try await suite.failures()
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.location.file == folder.path + "/Golden/paywall-double/app/success.transcript")
        let golden = try String(contentsOfFile: failure.location.file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        let edited = try #require(golden.firstIndex(of: "step buy premium_annual"))
        #expect(failure.location.line == edited + 1, "the edited buy step is the golden's first line that differs")
        #expect(
            failure.message.contains(
                "a regression, unless the SDK changed on purpose — if this change is intended, record it with CONFORM_RECORD=failed"))
        #expect(!failure.message.contains("to accept it"))
    }

    @Test("a golden recorded by another version of the SDK, telling the same story, is no failure")
    func sdkVersionAlone() throws {
        let folder = try TemporarySpecs(["Specs/app/success.yaml": Self.success])
        let suite = try Self.recordedSuite(folder) { text in
            text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { $0.hasPrefix("sdk: ") ? "sdk: PaywallDouble 0.9 (the version before)" : String($0) }.joined(separator: "\n")
        }
        #expect(try suite.failures().isEmpty)
        let changed = try Self.recordedSuite(folder) {
            $0.replacingOccurrences(of: "sdk: ", with: "sdk: older ")
                .replacingOccurrences(of: "step buy premium_monthly", with: "step buy premium_annual")
        }
        #expect(try changed.failures().count == 1, "an event change beside the version still fails")
    }
}
