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

    /// Runs one case inside a Swift Testing test, records one issue per problem, and skips a case
    /// that does not apply to its adapter with the reason (`Test.cancel`, Swift 6.3 and later; on
    /// earlier toolchains it passes, as with `expect`) — so a report never counts it as a pass:
    /// `@Test(arguments: suite.cases) func conforms(_ c: ConformanceCase) async throws { try await suite.check(c) }`.
    public func check(_ testCase: ConformanceCase) async throws {
        let (failures, skipped) = (try? await Self.offThread { self.outcome(of: testCase) }) ?? ([], nil)
        record(failures)
        #if compiler(>=6.3)
        if failures.isEmpty, let reason = skipped { try Test.cancel(Comment(rawValue: reason)) }
        #endif
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
