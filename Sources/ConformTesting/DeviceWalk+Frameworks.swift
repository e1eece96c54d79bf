import ConformKit
import ConformRecorder
import Foundation

#if canImport(Testing)
    import Testing

    extension DeviceWalk {
        /// Ends the walk inside a Swift Testing test: `problems(_:final:)`, each recorded as an issue
        /// at the recording's file.
        public func expect(_ recorder: ConformRecorder, final: FinalState) async {
            for problem in await problems(recorder, final: final) {
                Issue.record(
                    Comment(rawValue: problem.located),
                    sourceLocation: Testing.SourceLocation(
                        fileID: "Recordings/" + ((problem.location.file as NSString).lastPathComponent),
                        filePath: problem.location.file, line: 1, column: 1))
            }
        }
    }
#endif

#if canImport(XCTest)
    import XCTest

    extension DeviceWalk {
        /// Ends the walk inside an XCTest test: `problems(_:final:)`, each a failure at the recording's file.
        public func assert(_ recorder: ConformRecorder, final: FinalState, in testCase: XCTestCase) async {
            let problems = await problems(recorder, final: final)
            ConformanceSuite.record(problems, in: testCase)
        }
    }
#endif
