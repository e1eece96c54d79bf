import ConformKit
import Foundation

extension ConformanceSuite {
    /// Every case of the suite, for `@Test(arguments: suite.cases)`: each selected spec with each
    /// adapter in its scope (spec id order, then adapter order), and each spec file that cannot be
    /// read, so it fails as its own test. Only ids and scopes are read: nothing runs.
    public var cases: [ConformanceCase] {
        let loaded: SuiteLoader.Loaded
        let workspace = suite().workspace
        do {
            loaded = try workspace.loadSpecs([], jobs: ProcessInfo.processInfo.activeProcessorCount)
        } catch {
            // The suite itself is unreadable (no such folder): one case that reports why.
            return [ConformanceCase(specID: (specs as NSString).lastPathComponent, adapterID: nil, file: specs)]
        }
        let selection = Selection(filters: filters.map(Glob.init))
        var cases: [ConformanceCase] = []
        for spec in loaded.specs where selection.selects(spec) {
            for adapter in adapters where workspace.names.scope(spec.scope, includes: adapter.id) {
                cases.append(ConformanceCase(specID: spec.id, adapterID: adapter.id, file: spec.file))
            }
        }
        for file in loaded.invalid where selection.selects(invalid: file) {
            cases.append(ConformanceCase(specID: file.specID ?? file.file, adapterID: nil, file: file.file))
        }
        return cases
    }

    /// Runs one case on the calling thread: the spec file alone, against its adapter (an unreadable
    /// file against none), through the same pipeline as the whole suite.
    public func failures(for testCase: ConformanceCase) -> [ConformanceFailure] {
        outcome(of: testCase).failures
    }

    /// Runs one case on a thread of its own: what it came to.
    func outcome(of testCase: ConformanceCase) async -> (failures: [ConformanceFailure], skipped: String?, expected: ConformanceFailure?) {
        (try? await Self.offThread { self.outcome(of: testCase) }) ?? ([], nil, nil)
    }

    /// Runs one case on a thread of its own (main-actor adapters need the main actor free).
    public func failures(for testCase: ConformanceCase) async -> [ConformanceFailure] {
        (try? await Self.offThread { self.failures(for: testCase) }) ?? []
    }

    /// What one case came to: its problems, and — when the spec does not apply to the adapter, or
    /// nothing it expects is observable there — why it was not checked, for the test to be skipped
    /// with that reason rather than shown as passed.
    /// A callback that reaches the case's session after it ended is a failure of the case (an
    /// error of its pair); one later than the case listened is reported by the next case that ends.
    func outcome(of testCase: ConformanceCase) -> (failures: [ConformanceFailure], skipped: String?, expected: ConformanceFailure?) {
        let report: RunReport
        do {
            report = try suite().run(request(paths: [testCase.file], adapterIDs: testCase.adapterID.map { [$0] } ?? []))
        } catch {
            return (
                [
                    ConformanceFailure(
                        specID: testCase.specID, adapterID: testCase.adapterID,
                        location: SourceLocation(file: testCase.file, line: 1, column: 1),
                        message: "\(testCase): \(error)")
                ], nil, nil
            )
        }
        let late = lateFailures { $0 == testCase.specID ? testCase.file : specFile($0) }
        return (failures(in: report) + late, late.isEmpty ? Self.skipped(in: report).first : nil, Self.expected(in: report).first)
    }

    /// The pairs of `report` that failed as their adapter's known-divergence list says they do:
    /// one expected failure each, at the first broken expectation (or the spec's first line), saying
    /// why the list expects it and what broke.
    static func expected(in report: RunReport) -> [ConformanceFailure] {
        report.pairs.filter { $0.verdict == .expectedFail }.map { pair in
            let first = pair.violations.first
            let broke = first.map { "; it broke: \($0.message)" } ?? pair.errorMessage.map { "; \($0)" } ?? ""
            return ConformanceFailure(
                specID: pair.specID, adapterID: pair.adapterID,
                location: first?.location ?? SourceLocation(file: pair.specFile, line: 1, column: 1),
                message: "\(pair.specID) × \(pair.adapterID): expected failure (known divergence: \(pair.divergenceReason ?? "listed"))\(broke)")
        }
    }

    /// Why each pair of `report` that was not checked was not: `spec × adapter: not applicable: …`.
    static func skipped(in report: RunReport) -> [String] {
        report.pairs.compactMap { pair in
            switch pair.verdict {
            case .notApplicable: return "\(pair.specID) × \(pair.adapterID): not applicable: \(pair.explanation ?? "the adapter cannot run it")"
            case .notObservable:
                return "\(pair.specID) × \(pair.adapterID): not observable: \(pair.explanation ?? "nothing it expects can be seen on this adapter")"
            default: return nil
            }
        }
    }
}
