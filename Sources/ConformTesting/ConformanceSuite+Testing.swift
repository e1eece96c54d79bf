#if canImport(Testing)
    import ConformKit
    import Foundation
    import Testing

    extension ConformanceSuite {
        /// Runs one case inside a Swift Testing test and records one issue per problem, at the spec's
        /// full path and line (`@Test(arguments: suite.cases) func conforms(_ c: ConformanceCase)`). A
        /// known divergence is recorded as a known issue (`withKnownIssue`), so the test is reported
        /// as an expected failure; a case that does not apply passes (use `check` to skip it).
        public func expect(_ testCase: ConformanceCase) async {
            let outcome = await outcome(of: testCase)
            record(outcome.failures)
            recordKnownIssue(outcome.expected)
            if outcome.failures.isEmpty, let reason = outcome.skipped { print("ConformTesting: not checked \(reason)") }
        }

        /// Runs one case inside a Swift Testing test, records one issue per problem, records a known
        /// divergence as a known issue (`withKnownIssue`: an expected failure, never a pass), and skips
        /// a case that does not apply to its adapter with the reason (`Test.cancel`, Swift 6.3 and
        /// later; on earlier toolchains it passes, as with `expect`), naming it on standard output
        /// (`ConformTesting: skipped …`) in every version:
        /// `@Test(arguments: suite.cases) func conforms(_ c: ConformanceCase) async throws { try await suite.check(c) }`.
        public func check(_ testCase: ConformanceCase) async throws {
            let outcome = await outcome(of: testCase)
            record(outcome.failures)
            recordKnownIssue(outcome.expected)
            guard outcome.failures.isEmpty, let reason = outcome.skipped else { return }
            // The console of swift-testing 6.3 prints a cancelled test case as passed (the event stream
            // and Xcode say cancelled): the terminal gets the case and its reason on a line of its own.
            print("ConformTesting: skipped \(reason)")
            #if compiler(>=6.3)
                try Test.cancel(Comment(rawValue: reason))
            #endif
        }

        /// Records a known divergence's failure as a known issue at its place in the spec.
        func recordKnownIssue(_ expected: ConformanceFailure?) {
            guard let expected else { return }
            withKnownIssue(Comment(rawValue: expected.message)) {
                Issue.record(Comment(rawValue: expected.located), sourceLocation: sourceLocation(of: expected))
            }
        }

        /// Runs the whole suite inside one Swift Testing test and records one issue per problem.
        public func expectConformance() async throws {
            record(try await run())
        }

        /// Runs the whole suite on the calling thread (synchronous adapters only) and records one
        /// issue per problem, and a known issue per known divergence.
        public func expectConformance() throws {
            record(try run())
        }

        /// Records a whole-suite run: an issue per problem, late callbacks included, and a known
        /// issue per known divergence.
        func record(_ report: RunReport) {
            record(failures(in: report) + lateFailures(in: report))
            for expected in Self.expected(in: report) { recordKnownIssue(expected) }
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
            return Testing.SourceLocation(
                fileID: suiteName + "/" + relative, filePath: path,
                line: max(1, failure.location.line), column: max(1, failure.location.column))
        }
    }
#endif
