import ConformTesting
import Foundation
import MyPaywallSDK
import Testing

/// The device side of the replay road, as a UI test walks it on a simulator: for each plan that
/// `conform record --plan` wrote (Recordings/plans/), set the SDK up from the plan's world, record
/// each step just before tapping it, and let the adapter's own delegate — written against
/// `any CallbackRecorder` — report every callback to a `ConformRecorder`. Here the SDK is MyPaywall
/// and its test store; the recordings it makes are what `conform run` replays in this folder
/// (conform.yaml: the replay adapter `mypaywall-device`). A recording that differs from the
/// committed one fails; CONFORM_RECORD=failed (or all) writes it.
@MainActor @Test(arguments: plans()) func deviceWalk(_ plan: String) async throws {
    let recorder = try ConformRecorder(planAt: packageRoot.appendingPathComponent(plan))
    let session = MyPaywallSession(store: MyTestStore(try recorder.plannedGiven()), recorder: recorder)
    for step in recorder.steps {
        recorder.record(step)   // just before performing it
        let words = step.text.split(separator: " ").map(String.init)
        switch (words.first, step.waitMilliseconds) {
        case (_, let wait?): session.store.advance(by: VirtualTime(milliseconds: Int64(wait)))
        case ("present", _): session.paywall.present()
        case ("buy", _) where words.count == 2: session.paywall.buy(words[1])
        case ("restore", _): session.paywall.restore()
        case ("close", _): session.paywall.close()
        default: Issue.record("the walk cannot perform '\(step.text)'"); return
        }
        await settle(recorder)
    }
    let paywall = session.paywall
    let (state, result) = paywall.dismissReason.map { ("closed", $0.rawValue) } ?? (paywall.isPresented ? ("open", "none") : ("not_shown", "none"))
    recorder.finish(state: state, result: result)

    let file = try #require(recorder.file, "the plan names no file")
    let url = packageRoot.appendingPathComponent(file)
    let committed = try? String(contentsOf: url, encoding: .utf8)
    guard committed != recorder.text else { return }
    let mode = RecordMode.fromEnvironment(ProcessInfo.processInfo.environment).mode
    if committed == nil && mode != .never || mode == .failed || mode == .all {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try recorder.write(to: url)
        Issue.record("wrote the recording '\(file)'; check it with '\(recorder.checkCommand(file))' and run the tests again")
    } else {
        Issue.record("the walk's recording differs from '\(file)'\(committed == nil ? " (none is committed)" : ""); if the SDK's change is intended, record it with CONFORM_RECORD=failed and check it with '\(recorder.checkCommand(file))'\n\(recorder.text)")
    }
}

/// The package's folder: this file is Tests/PaywallConformanceTests/DeviceWalkTests.swift.
private let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The plans, relative to the package's folder, in a stable order.
private func plans() -> [String] {
    let folder = packageRoot.appendingPathComponent("Recordings/plans")
    let found = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.hasSuffix(".plan.json") }.sorted().map { "Recordings/plans/" + $0 }
}

/// Lets the callbacks the last tap caused arrive: main-queue turns until three bring nothing new
/// (on a device, the UI test waits for the screen instead).
@MainActor private func settle(_ recorder: ConformRecorder) async {
    var (seen, calm) = (recorder.text, 0)
    while calm < 3 {
        await Task.yield()
        let now = recorder.text
        (seen, calm) = (now, now == seen ? calm + 1 : 0)
    }
}

private extension ConformRecorder {
    /// The command that checks a recording of this plan's spec.
    func checkCommand(_ file: String) -> String {
        let spec = file.split(separator: "/").dropFirst(2).joined(separator: "/").replacingOccurrences(of: ".jsonl", with: "")
        return "conform record --adapter mypaywall-device --spec \(spec) --check \(file)"
    }
}
