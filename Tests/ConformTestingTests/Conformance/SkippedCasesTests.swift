import ConformKit
@testable import ConformTesting
import Foundation
import Testing
import XCTest

/// A case that does not apply to its adapter is skipped with its reason, never shown as passed:
/// `check` cancels it in Swift Testing (Swift 6.3 and later), and in XCTest the suite's pairs that
/// were not checked are listed, and a run where none was checked is skipped.
enum SkippedCases {
    /// A spec the double cannot run: it needs a web purchase.
    static let needsWeb = """
        title: A web purchase opens the browser
        scope:
          requires: [web-purchase]
        steps:
          - present
        expect:
          state: open

        """
}

@Suite struct SkippedCasesTests {
    @Test("a case that does not apply is reported as skipped with the adapter's reason, and has no failure")
    func notApplicable() throws {
        let folder = try TemporarySpecs(["web/purchase.yaml": SkippedCases.needsWeb])
        let suite = ConformanceSuite(specs: folder.path, adapters: [PaywallDoubleAdapter()], record: .never)
        let pair = try #require(suite.cases.first)
        let outcome = suite.outcome(of: pair)
        #expect(outcome.failures.isEmpty)
        let reason = try #require(outcome.skipped)
        #expect(reason.hasPrefix("web/purchase × paywall-double: not applicable: "), "\(reason)")
        #expect(reason.contains("web-purchase"), "\(reason)")
    }

    #if os(Linux) && compiler(>=6.3)
        @Test("in a real run, check cancels exactly the cases that do not apply, with their reasons (the event stream an IDE reads)")
        func cancelledInTheEventStream() throws {
            // The test binary itself, run once more on the double's conformance test only.
            let run = try EventStream.run(filter: "PaywallDoubleConformanceTests/conforms")
            #expect(run.status == 0)
            let lines = run.lines
            let cancelled = lines.filter { $0.contains("\"kind\":\"testCaseCancelled\"") }
            let reasons = lines.filter { $0.contains("not applicable: the adapter lacks capability") }
            #expect(cancelled.count == 3, "\(cancelled.count) cancelled")
            #expect(
                reasons.contains {
                    $0.contains("common\\/purchase\\/auto-dismiss × paywall-double: not applicable: the adapter lacks capability 'auto-dismiss'")
                },
                "\(reasons)")
        }
    #endif

    @Test("a case that applies is not skipped")
    func applies() throws {
        let folder = try TemporarySpecs(["wrong/success-stays-open.yaml": TemporarySpecs.wrongSuccess])
        let suite = ConformanceSuite(specs: folder.path, adapters: [PaywallDoubleAdapter()], record: .never)
        let outcome = suite.outcome(of: try #require(suite.cases.first))
        #expect(outcome.skipped == nil)
        #expect(outcome.failures.count == 1)
    }
}

final class SkippedCasesXCTests: XCTestCase {
    func testARunWhereNoCaseAppliesIsSkippedNotPassed() async throws {
        let folder = try TemporarySpecs(["web/purchase.yaml": SkippedCases.needsWeb])
        let suite = ConformanceSuite(specs: folder.path, adapters: [PaywallDoubleAdapter()], record: .never)
        let capture = CapturingTestCase.make()
        do {
            try await suite.assertConformance(in: capture)
            XCTFail("a run where nothing applies passed")
        } catch let skip as XCTSkip {
            XCTAssertTrue("\(skip)".contains("web/purchase × paywall-double: not applicable"), "\(skip)")
        }
        XCTAssertTrue(capture.failures.isEmpty)
    }

    func testARunWithSomeCasesCheckedIsNotSkipped() async throws {
        let folder = try TemporarySpecs(["web/purchase.yaml": SkippedCases.needsWeb, "wrong/success-stays-open.yaml": TemporarySpecs.wrongSuccess])
        let suite = ConformanceSuite(specs: folder.path, adapters: [PaywallDoubleAdapter()], record: .never)
        let capture = CapturingTestCase.make()
        try await suite.assertConformance(in: capture)
        XCTAssertEqual(capture.failures.count, 1)
    }
}
