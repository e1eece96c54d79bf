import ConformTesting
import MyPaywallSDK
import Testing

/// The device side of the replay road, as a UI test walks it on a simulator: for each plan that
/// `conform record --plan` wrote (Recordings/plans/), set the SDK up from the plan's world, record
/// each step just before tapping it, and let the adapter's own delegate — written against
/// `any CallbackRecorder` — report every callback to a `ConformRecorder`. Here the SDK is MyPaywall
/// and its test store; the recordings it makes are what `conform run` replays in this folder
/// (conform.yaml: the replay adapter `mypaywall-device`). `walk.expect` compares each recording with
/// the committed one, or writes it as CONFORM_RECORD says, like a golden.
let walk = DeviceWalk(root: "../..")   // the package's folder, from this file

@MainActor @Test(arguments: walk.plans) func deviceWalk(_ plan: String) async throws {
    let recorder = try walk.recorder(for: plan)
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
        await DeviceWalk.settle(recorder)   // on a simulator: wait for the screen too
    }
    await walk.expect(recorder, final: session.final)
}
