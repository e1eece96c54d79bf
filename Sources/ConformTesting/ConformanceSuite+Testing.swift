#if canImport(Testing)
import ConformKit
import Foundation
import Testing

extension ConformanceSuite {
    /// Runs one case inside a Swift Testing test and records one issue per problem, at the spec's
    /// full path and line (`@Test(arguments: suite.cases) func conforms(_ c: ConformanceCase)`).
    public func expect(_ testCase: ConformanceCase) async {
        record(await failures(for: testCase))
    }

    /// Runs the whole suite inside one Swift Testing test and records one issue per problem.
    public func expectConformance() async throws {
        record(try await failures())
    }

    /// Runs the whole suite on the calling thread (synchronous adapters only) and records one
    /// issue per problem.
    public func expectConformance() throws {
        record(try failures())
    }

    /// Records each failure as an issue at its spec file and line; the comment starts with the
    /// full path, since a console shows only the file's name beside the issue.
    func record(_ failures: [ConformanceFailure]) {
        for failure in failures {
            Issue.record(Comment(rawValue: failure.located), sourceLocation: sourceLocation(of: failure))
        }
    }

    /// Where a failure is, for Swift Testing: the full path, and a file id under the suite's folder.
    func sourceLocation(of failure: ConformanceFailure) -> Testing.SourceLocation {
        let path = failure.location.file
        let suiteName = (specs as NSString).lastPathComponent
        let relative = path.hasPrefix(specs + "/") ? String(path.dropFirst(specs.count + 1)) : (path as NSString).lastPathComponent
        return Testing.SourceLocation(fileID: suiteName + "/" + relative, filePath: path,
                                      line: max(1, failure.location.line), column: max(1, failure.location.column))
    }
}
#endif
