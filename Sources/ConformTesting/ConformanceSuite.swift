import ConformKit
import Foundation

/// Runs a Conform suite from an app's own test target against in-process adapters (a built-in
/// model, or one that wraps the real SDK on a simulator), and turns every problem into a failure
/// located at the spec's file and line, so the IDE points at the spec that broke.
public struct ConformanceSuite: Sendable {
    /// The folder of spec files (the suite root spec ids are relative to).
    public var specs: String
    /// The golden root, or nil to check expectations only.
    public var golden: String?
    /// The folder of known-divergence lists (`<adapter>.yaml`); by default `Divergences` beside
    /// the specs folder, as in a Conform workspace.
    public var divergences: String
    /// The adapters to run.
    public var adapters: [any Adapter]
    /// Spec id filters (`purchase/*`); empty runs everything.
    public var filters: [String]

    /// Creates a suite.
    public init(specs: String, golden: String? = nil, divergences: String? = nil, adapters: [any Adapter], filters: [String] = []) {
        self.specs = specs
        self.golden = golden
        self.divergences = divergences ?? Self.sibling("Divergences", of: specs)
        self.adapters = adapters
        self.filters = filters
    }

    /// Runs the suite through ConformKit's `Suite`, the pipeline `conform run` takes: known
    /// divergences are expected failures here too. Goldens are compared, never written.
    public func run() throws -> RunReport {
        let workspace = Workspace(suite: specs, golden: golden ?? Self.sibling("Golden", of: specs), divergences: divergences, adapters: adapters)
        return try Suite(workspace).run(Suite.Request(
            selection: Selection(filters: filters.map(Glob.init)), jobs: ProcessInfo.processInfo.activeProcessorCount,
            golden: golden == nil ? .ignore : .compare(pendingDirectory: nil, write: false)))
    }

    /// `name` in the folder that holds `folder`.
    private static func sibling(_ name: String, of folder: String) -> String {
        let parent = (folder as NSString).deletingLastPathComponent
        return parent.isEmpty ? name : parent + "/" + name
    }

    /// Every problem of a run, located in the spec files: invalid specs, violated expectations,
    /// changed or new goldens, adapter errors, unexpected passes.
    public func failures() throws -> [ConformanceFailure] {
        let report = try run()
        var failures: [ConformanceFailure] = []
        for file in report.invalid {
            for d in file.diagnostics where d.severity == .error {
                failures.append(ConformanceFailure(specID: file.specID ?? file.file, adapterID: nil, location: d.location,
                                                   message: "invalid spec: \(d.message)" + d.notes.map { "; \($0)" }.joined()))
            }
        }
        for pair in report.pairs where pair.verdict.isFailure {
            let line = SourceLocation(file: pair.specFile, line: 1, column: 1)
            let message: String
            var location = line
            switch pair.verdict {
            case .fail:
                let first = pair.violations.first
                location = first?.location ?? line
                message = first?.message ?? "an expectation failed"
            case .changed where pair.goldenDamage != nil:
                let damage = pair.goldenDamage.map { damage in damage.diagnostics.map { "\($0.location): \($0.message)" }.joined(separator: "\n") } ?? ""
                message = "the golden cannot be read; run 'conform run \(pair.specFile) --adapter \(pair.adapterID) --update' to regenerate it\n\(damage)"
            case .changed:
                let diff = pair.goldenDifference.map { TranscriptDiffRenderer(colour: false).render($0.diff, goldenPath: $0.goldenPath) } ?? ""
                message = "the transcript differs from its golden (\(pair.goldenChanges) changes)\n\(diff)"
            case .new: message = "there is no golden transcript yet; run 'conform run \(pair.specFile) --adapter \(pair.adapterID) --update'"
            case .unexpectedPass: message = "passed, but the known-divergence list says it fails: \(pair.divergenceReason ?? "")"
            default: message = pair.errorMessage ?? "the adapter failed"
            }
            failures.append(ConformanceFailure(specID: pair.specID, adapterID: pair.adapterID, location: location,
                                               message: "[\(pair.adapterID)] \(pair.specID): \(message)"))
        }
        return failures
    }
}

/// One problem of a conformance run, at a place in a spec file.
public struct ConformanceFailure: Sendable, Hashable {
    /// The spec's id.
    public var specID: String
    /// The adapter, when the problem is about one.
    public var adapterID: String?
    /// Where in the spec file.
    public var location: SourceLocation
    /// What went wrong.
    public var message: String
}
