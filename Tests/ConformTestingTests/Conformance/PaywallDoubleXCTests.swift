import ConformKit
import ConformTesting
import XCTest

/// ConformTesting as an iOS team uses it from XCTest: one async test method runs the suite, and
/// every problem is a failure of its own, named by spec and adapter, at the spec's file and line.
final class PaywallDoubleXCTests: XCTestCase {
    func testTheMainActorDoubleConforms() async throws {
        try await paywallDoubleSuite.assertConformance(in: self)
    }

    func testAFailureIsRecordedAtTheSpecFileAndTheExpectationLine() async throws {
        let folder = try TemporarySpecs(["wrong/success-stays-open.yaml": TemporarySpecs.wrongSuccess])
        let suite = ConformanceSuite(specs: folder.path, adapters: [PaywallDoubleAdapter()], record: .never)
        let capture = CapturingTestCase.make()
        try await suite.assertConformance(in: capture)
        XCTAssertEqual(capture.failures.count, 1)
        let failure = try XCTUnwrap(capture.failures.first)
        XCTAssertEqual(failure.file, folder.path + "/wrong/success-stays-open.yaml")
        XCTAssertEqual(failure.line, 9)
        XCTAssertTrue(failure.description.hasPrefix("wrong/success-stays-open × paywall-double: "), failure.description)
        XCTAssertTrue(failure.description.contains("the paywall ended closed, expected open"), failure.description)
    }

    func testOneFailurePerSpecNamedByItsID() async throws {
        let folder = try TemporarySpecs(["a/first.yaml": TemporarySpecs.wrongSuccess, "b/second.yaml": TemporarySpecs.wrongSuccess])
        let suite = ConformanceSuite(specs: folder.path, adapters: [PaywallDoubleAdapter()], record: .never)
        let capture = CapturingTestCase.make()
        try await suite.assertConformance(in: capture)
        XCTAssertEqual(
            capture.failures.map { $0.description.prefix(while: { $0 != ":" }) }, ["a/first × paywall-double", "b/second × paywall-double"])
    }
}

/// A test case that keeps the failures recorded in it instead of failing, to check where they are.
final class CapturingTestCase: XCTestCase {
    /// What was recorded.
    var failures: [(description: String, file: String, line: Int)] = []

    /// A capturing case outside any test run.
    static func make() -> CapturingTestCase {
        #if canImport(Darwin)
            CapturingTestCase()
        #else
            CapturingTestCase(name: "capture", testClosure: { _ in })
        #endif
    }

    #if canImport(Darwin)
        override func record(_ issue: XCTIssue) {
            failures.append(
                (issue.compactDescription, issue.sourceCodeContext.location?.fileURL.path ?? "", issue.sourceCodeContext.location?.lineNumber ?? 0))
        }
    #else
        override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool) {
            failures.append((description, filePath, lineNumber))
        }
    #endif
}

/// The same reporting rules, seen from XCTest.
final class ProblemReportingXCTests: XCTestCase {
    func testEveryBrokenExpectationIsAFailureAtItsLineWithTheTranscript() async throws {
        let folder = try TemporarySpecs(["app/both.yaml": ProblemReportingTests.twoProblems])
        let suite = ConformanceSuite(specs: folder.path, adapters: [PaywallDoubleAdapter()], record: .never)
        let capture = CapturingTestCase.make()
        try await suite.assertConformance(in: capture)
        XCTAssertEqual(capture.failures.map(\.line), [8, 9])
        XCTAssertTrue(capture.failures.allSatisfy { $0.description.contains("\n  > ") }, "\(capture.failures.map(\.description))")
    }

    func testAGoldenDifferenceIsAFailureAtTheGoldensLine() async throws {
        let folder = try TemporarySpecs(["Specs/app/success.yaml": ProblemReportingTests.success])
        let suite = try ProblemReportingTests.recordedSuite(folder) {
            $0.replacingOccurrences(of: "step buy premium_monthly", with: "step buy premium_annual")
        }
        let capture = CapturingTestCase.make()
        try await suite.assertConformance(in: capture)
        XCTAssertEqual(capture.failures.count, 1)
        XCTAssertEqual(capture.failures.first?.file, folder.path + "/Golden/paywall-double/app/success.transcript")
        let golden = try String(contentsOfFile: folder.path + "/Golden/paywall-double/app/success.transcript", encoding: .utf8)
        let edited = try XCTUnwrap(golden.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "step buy premium_annual"))
        XCTAssertEqual(capture.failures.first?.line, edited + 1)
        XCTAssertTrue(capture.failures.first?.description.contains("if this change is intended") == true)
    }

    func testTheSDKVersionAloneIsNoFailure() async throws {
        let folder = try TemporarySpecs(["Specs/app/success.yaml": ProblemReportingTests.success])
        let suite = try ProblemReportingTests.recordedSuite(folder) { $0.replacingOccurrences(of: "sdk: ", with: "sdk: older ") }
        let capture = CapturingTestCase.make()
        try await suite.assertConformance(in: capture)
        XCTAssertEqual(capture.failures.count, 0, "\(capture.failures.map(\.description))")
    }
}
