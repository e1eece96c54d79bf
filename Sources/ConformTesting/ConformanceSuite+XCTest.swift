#if canImport(XCTest)
    import ConformKit
    import Foundation
    import XCTest

    extension ConformanceSuite {
        /// Runs the whole suite on a thread of its own (main-actor adapters need the main actor free)
        /// and records one XCTest failure per problem, named by its spec id and adapter, at the spec's
        /// file and line.
        ///
        /// The pairs that were not checked (not applicable, not observable) are listed on standard
        /// output with their reasons; when no pair was checked at all, the test is skipped (`XCTSkip`)
        /// instead of passing.
        public func assertConformance(in testCase: XCTestCase) async throws {
            let report = try await Self.offThread { try self.run() }
            try settle(report, in: testCase)
        }

        /// Runs the whole suite on the calling thread (synchronous adapters only) and records one
        /// failure per problem, as the asynchronous form does.
        public func assertConformance(in testCase: XCTestCase) throws {
            try settle(try run(), in: testCase)
        }

        /// Records the failures of `report`, says which pairs were not checked, and skips the test when
        /// none was.
        func settle(_ report: RunReport, in testCase: XCTestCase) throws {
            let failures = failures(in: report) + lateFailures(in: report)
            Self.record(failures, in: testCase)
            let skipped = Self.skipped(in: report)
            for line in skipped { print("ConformTesting: skipped \(line)") }
            for expected in Self.expected(in: report) { recordExpected(expected, in: testCase) }
            if failures.isEmpty, !skipped.isEmpty, skipped.count == report.pairs.count, report.invalid.isEmpty {
                throw XCTSkip("no case applies to its adapter: \(skipped.count == 1 ? skipped[0] : "\(skipped.count) cases, listed above")")
            }
        }

        /// Records a known divergence as an expected failure where XCTest can say so (`XCTExpectFailure`,
        /// Apple platforms), and names it on standard output everywhere (`ConformTesting: expected
        /// failure …`): swift-corelibs-xctest has no expected failures, and a recorded failure there
        /// would fail the test.
        func recordExpected(_ expected: ConformanceFailure, in testCase: XCTestCase) {
            print("ConformTesting: \(expected.located)")
            #if canImport(Darwin)
                XCTExpectFailure(expected.message, strict: false) {
                    Self.record([expected], in: testCase)
                }
            #endif
        }

        /// Records each failure in `testCase` at its spec file and line.
        static func record(_ failures: [ConformanceFailure], in testCase: XCTestCase) {
            for failure in failures {
                let line = max(1, failure.location.line)
                #if canImport(Darwin)
                    let issue = XCTIssue(
                        type: .assertionFailure, compactDescription: failure.message,
                        sourceCodeContext: XCTSourceCodeContext(location: XCTSourceCodeLocation(filePath: failure.location.file, lineNumber: line)))
                    testCase.record(issue)
                #else
                    testCase.recordFailure(withDescription: failure.message, inFile: failure.location.file, atLine: line, expected: true)
                #endif
            }
        }
    }
#endif
