import ConformAdapters
import ConformKit
import Foundation

/// Runs a Conform suite from an app's own test target against in-process adapters — a built-in
/// model, or one that drives the real SDK on a simulator — and turns every problem into a failure
/// at the spec's file and line, so the IDE points at the spec that broke (docs/ios.md).
///
/// Relative paths are resolved from the test file that creates the suite (`#filePath`), never
/// from the working directory, which Xcode does not set to the package root.
public struct ConformanceSuite: Sendable {
    /// The folder of spec files (the suite root spec ids are relative to), as an absolute path.
    public var specs: String
    /// The golden root, or nil to check expectations only.
    public var golden: String?
    /// The folder of known-divergence lists (`<adapter>.yaml`); by default `Divergences` beside the
    /// specs folder, as in a Conform workspace.
    public var divergences: String
    /// The adapters to run.
    public var adapters: [any Adapter]
    /// Spec id filters (`purchase/*`); empty runs everything.
    public var filters: [String]
    /// When goldens are written (`CONFORM_RECORD`, or missing ones only, or never in CI).
    public var record: RecordMode
    /// Why the record mode could not be read from the environment, reported as a failure.
    var recordProblem: String?

    /// Creates a suite. `specs`, `golden` and `divergences` may be relative to the folder of
    /// `file`, the test file calling this (leave `file` out). `record` overrides `CONFORM_RECORD`.
    public init(
        specs: String, golden: String? = nil, divergences: String? = nil, adapters: [any Adapter],
        filters: [String] = [], record: RecordMode? = nil, file: StaticString = #filePath
    ) {
        let base = Self.folder(of: "\(file)")
        self.specs = Self.resolve(specs, in: base)
        self.golden = golden.map { Self.resolve($0, in: base) }
        self.divergences = divergences.map { Self.resolve($0, in: base) } ?? Self.sibling("Divergences", of: self.specs)
        self.adapters = adapters
        self.filters = filters
        let environment = RecordMode.fromEnvironment(ProcessInfo.processInfo.environment)
        self.record = record ?? environment.mode
        self.recordProblem = record == nil ? environment.problem : nil
    }

    /// The pipeline `conform run` takes, in ConformKit's `Suite`: known divergences are expected
    /// failures here too. Goldens are compared; the record mode decides what is written after.
    func suite() -> Suite {
        Suite(
            Workspace(
                suite: specs, golden: golden ?? Self.sibling("Golden", of: specs), divergences: divergences, adapters: adapters,
                families: BuiltinAdapters.families))
    }

    /// The request for `paths` (the whole suite when empty) on `adapterIDs` (all when empty).
    func request(paths: [String] = [], adapterIDs: [String] = []) -> Suite.Request {
        Suite.Request(
            paths: paths, adapterIDs: adapterIDs, selection: Selection(filters: filters.map(Glob.init)),
            jobs: runsOnMainActor ? 1 : ProcessInfo.processInfo.activeProcessorCount,
            golden: golden == nil ? .ignore : .compare(pendingDirectory: nil, write: false),
            keepTranscripts: record == .all)
    }

    /// Whether an adapter runs on the main actor: its sessions run one at a time anyway, so the
    /// suite runs on one thread of its own rather than blocking the runner's parallel workers.
    var runsOnMainActor: Bool {
        adapters.contains { $0 is any MainActorAdapter }
    }

    /// Runs the whole suite on the calling thread. Fine for synchronous adapters; a main-actor
    /// adapter needs the `async` overload (the calling thread would otherwise wait for itself).
    package func run() throws -> RunReport {
        try suite().run(request())
    }

    /// Runs the whole suite on a thread of its own, so main-actor adapters can use the main actor
    /// meanwhile.
    package func run() async throws -> RunReport {
        try await Self.offThread { try self.run() }
    }

    /// Runs `work` on a new thread and returns its outcome: the runner's workers block while
    /// asynchronous sessions work, which must never hold up the caller's executor.
    static func offThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<T, any Error>) in
            Thread.detachNewThread {
                continuation.resume(with: Result { try work() })
            }
        }
    }

    /// The folder holding `file`.
    static func folder(of file: String) -> String {
        (file as NSString).deletingLastPathComponent
    }

    /// `path`, absolute: as given when it is, otherwise under `base`, without `.` and `..`.
    static func resolve(_ path: String, in base: String) -> String {
        let joined = path.hasPrefix("/") ? path : (base.isEmpty ? path : base + "/" + path)
        return (joined as NSString).standardizingPath
    }

    /// `name` in the folder that holds `folder`.
    static func sibling(_ name: String, of folder: String) -> String {
        let parent = (folder as NSString).deletingLastPathComponent
        return parent.isEmpty ? name : parent + "/" + name
    }
}
