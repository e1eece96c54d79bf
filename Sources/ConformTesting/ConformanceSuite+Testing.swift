#if canImport(Testing)
import ConformKit
import Foundation
import Testing

extension ConformanceSuite {
    /// Runs the suite inside a Swift Testing test and records one issue per problem, located at the
    /// spec's file and line.
    public func expectConformance() throws {
        for failure in try failures() {
            let path = failure.location.file.hasPrefix("/") ? failure.location.file
                : FileManager.default.currentDirectoryPath + "/" + failure.location.file
            let location = Testing.SourceLocation(fileID: "Specs/" + (path as NSString).lastPathComponent, filePath: path,
                                                  line: failure.location.line, column: failure.location.column)
            Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
        }
    }
}
#endif
