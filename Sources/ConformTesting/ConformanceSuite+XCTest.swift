#if canImport(XCTest)
import ConformKit
import Foundation
import XCTest

extension ConformanceSuite {
    /// Runs the whole suite on a thread of its own (main-actor adapters need the main actor free)
    /// and records one XCTest failure per problem, named by its spec id and adapter, at the spec's
    /// file and line.
    public func assertConformance(in testCase: XCTestCase) async throws {
        let failures = try await failures()
        record(failures, in: testCase)
    }

    /// Runs the whole suite on the calling thread (synchronous adapters only) and records one
    /// failure per problem.
    public func assertConformance(in testCase: XCTestCase) throws {
        record(try failures(), in: testCase)
    }

    /// Records each failure in `testCase` at its spec file and line.
    func record(_ failures: [ConformanceFailure], in testCase: XCTestCase) {
        for failure in failures {
            let line = max(1, failure.location.line)
            #if canImport(Darwin)
            let issue = XCTIssue(type: .assertionFailure, compactDescription: failure.message,
                                 sourceCodeContext: XCTSourceCodeContext(location: XCTSourceCodeLocation(filePath: failure.location.file, lineNumber: line)))
            testCase.record(issue)
            #else
            testCase.recordFailure(withDescription: failure.message, inFile: failure.location.file, atLine: line, expected: true)
            #endif
        }
    }
}
#endif
