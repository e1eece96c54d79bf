import ConformKit
import ConformRecorder
import Foundation

/// A device walk, as a UI test runs it on a simulator (docs/ios.md, "Recording on a device"): the
/// plans `conform record --plan` wrote, a `ConformRecorder` per plan, and at the end the recording
/// compared with the committed one or written, as the record mode says — like a golden.
///
/// ```swift
/// let walk = DeviceWalk(root: "../..")   // the package's folder, from this file
///
/// @MainActor @Test(arguments: walk.plans) func deviceWalk(_ plan: String) async throws {
///     let recorder = try walk.recorder(for: plan)
///     … for step in recorder.steps { recorder.record(step); perform it; await DeviceWalk.settle(recorder) }
///     await walk.expect(recorder, final: session.final)
/// }
/// ```
public struct DeviceWalk: Sendable {
    /// The package's folder (absolute): plans and recordings are relative to it.
    public var root: String
    /// The folder of plans, relative to `root`.
    public var plansFolder: String
    /// When recordings are written (`CONFORM_RECORD`, or missing ones only, or never in CI).
    public var record: RecordMode
    /// How long `finish` keeps listening after the walk for callbacks that come too late.
    public var lateWatch: Duration

    /// A walk of the plans under `plans` in the package folder `root`, which may be relative to
    /// the folder of `file` (leave it out). `record` overrides `CONFORM_RECORD`.
    public init(
        root: String, plans: String = "Recordings/plans", record: RecordMode? = nil,
        lateWatch: Duration = SessionTiming.defaultLateWatch, file: StaticString = #filePath
    ) {
        self.root = ConformanceSuite.resolve(root, in: ConformanceSuite.folder(of: "\(file)"))
        self.plansFolder = plans
        self.record = record ?? RecordMode.fromEnvironment(ProcessInfo.processInfo.environment).mode
        self.lateWatch = lateWatch
    }

    /// Every plan under `plansFolder`, relative to `root`, sorted: for `@Test(arguments:)`.
    public var plans: [String] {
        let folder = root + "/" + plansFolder
        let found = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".plan.json") }.sorted().map { plansFolder + "/" + $0 }
    }

    /// A recorder started from `plan` (relative to `root`).
    public func recorder(for plan: String) throws -> ConformRecorder {
        try ConformRecorder(planAt: URL(fileURLWithPath: root + "/" + plan))
    }

    /// Lets the callbacks the last step caused arrive: main-queue turns until three in a row bring
    /// nothing new, then `quiet` without a callback (50 ms, the adapters' default). On a device,
    /// wait for the screen as well.
    @MainActor public static func settle(_ recorder: ConformRecorder, quiet: Duration = SessionTiming.defaultQuietPeriod) async {
        var seen = recorder.text
        while true {
            var calm = 0
            while calm < 3 {
                await Task.yield()
                let now = recorder.text
                (seen, calm) = (now, now == seen ? calm + 1 : 0)
            }
            try? await Task.sleep(for: quiet)
            let now = recorder.text
            if now == seen { return }
            seen = now
        }
    }

    /// Ends the walk with `final`, listens `lateWatch` for callbacks that come after it, and
    /// compares the recording with the committed one — or writes it, as the record mode says.
    /// Returns the problems: a written recording (review and check it), a difference, a late
    /// callback; empty when the committed recording is this one.
    public func problems(_ recorder: ConformRecorder, final: FinalState) async -> [ConformanceFailure] {
        recorder.finish(final)
        try? await Task.sleep(for: lateWatch)
        let spec = recorder.spec
        guard let file = recorder.file else {
            return [failure(spec, root, "the recorder was not started from a plan that names its file; start it with walk.recorder(for: plan)")]
        }
        let path = root + "/" + file
        let check = "conform record --adapter \(recorder.adapter ?? "<adapter>") --spec \(spec) --check \(file)"
        var problems = recorder.lateCallbacks.map {
            failure(
                spec, path,
                "a callback after the walk ended: \($0); wait for the SDK's answers before finishing (DeviceWalk.settle with a longer quiet period), then record again"
            )
        }
        let committed = try? String(contentsOfFile: path, encoding: .utf8)
        guard committed != recorder.text else { return problems }
        if committed == nil && record != .never || record == .failed || record == .all {
            do {
                try recorder.write(to: URL(fileURLWithPath: path))
                problems.append(
                    failure(spec, path, "wrote the recording '\(file)' (record mode '\(record.rawValue)'); check it with '\(check)' and run again"))
            } catch {
                problems.append(failure(spec, path, "could not write the recording '\(file)': \(error)"))
            }
        } else {
            let none = committed == nil ? " (none is committed)" : ""
            problems.append(
                failure(
                    spec, path,
                    "the walk's recording differs from '\(file)'\(none); if the SDK's change is intended, record it with "
                        + "\(RecordMode.environmentVariable)=failed and check it with '\(check)'\n\(recorder.text)"))
        }
        return problems
    }

    /// A problem of the walk of `spec`, at `file`.
    private func failure(_ spec: String, _ file: String, _ message: String) -> ConformanceFailure {
        ConformanceFailure(
            specID: spec, adapterID: nil, location: SourceLocation(file: file, line: 1, column: 1), message: "\(spec) (device walk): \(message)")
    }
}

extension ConformRecorder {
    /// Ends the recording with a session's final state: `finish(state: final.stateName, result: final.result)`.
    public func finish(_ final: FinalState) {
        finish(state: final.stateName, result: final.result)
    }
}
