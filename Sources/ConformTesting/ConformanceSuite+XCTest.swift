#if canImport(XCTest)
import ConformKit
import Foundation
import XCTest

extension ConformanceSuite {
    /// Runs the suite inside an XCTest test case and records one failure per problem, located at
    /// the spec's file and line.
    public func assertConformance(in testCase: XCTestCase) throws {
        for failure in try failures() {
            let path = failure.location.file.hasPrefix("/") ? failure.location.file
                : FileManager.default.currentDirectoryPath + "/" + failure.location.file
            #if canImport(Darwin)
            let issue = XCTIssue(type: .assertionFailure, compactDescription: failure.message,
                                 sourceCodeContext: XCTSourceCodeContext(location: XCTSourceCodeLocation(filePath: path, lineNumber: failure.location.line)))
            testCase.record(issue)
            #else
            testCase.recordFailure(withDescription: failure.message, inFile: path, atLine: failure.location.line, expected: true)
            #endif
        }
    }
}
#endif
