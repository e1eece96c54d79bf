import ConformTesting
import Foundation
import Testing

/// The device walk with nothing copied by hand: `conform record --plan` writes the plan, the
/// recorder starts from it and lists the steps, and the recording it makes passes `--check`.
@Suite struct RecordingPlanCLITests {
    @Test("a recording made from the plan, through the shared CallbackRecorder calls, passes 'conform record --check'")
    func planToCheckedRecording() throws {
        let box = try Sandbox()
        try box.copy("Tests/Fixtures/command-outputs/replay")
        let dir = box.path + "/Tests/Fixtures/command-outputs/replay"
        let plan = try ConformBinary.run(["record", "--adapter", "tiny-device", "--spec", "purchase/cancel", "--plan", "cancel.plan.json"], in: dir)
        #expect(plan.status == 0, "\(plan.stderrText)")
        #expect(
            plan.stderrText
                == "conform: wrote the plan of 'purchase/cancel' for 'tiny-device' to cancel.plan.json: ConformRecorder(planAt:) reads it\n")

        let recorder = try ConformRecorder(planAt: URL(fileURLWithPath: dir + "/cancel.plan.json"))
        #expect(recorder.steps.map(\.text) == ["present", "buy premium_monthly"])
        #expect(recorder.file == "Recordings/tiny-device/purchase/cancel.jsonl")
        // The world the SDK is set up from: the spec's given, as the in-process adapter gets it.
        let given = try recorder.plannedGiven()
        #expect(given.products == ["premium_monthly"])
        #expect(given.storeAnswer(for: "premium_monthly").outcome == .cancelled)
        // The app's delegate, written once against CallbackRecorder, reports what the SDK calls.
        let delegate: any CallbackRecorder = recorder
        for step in recorder.steps {
            recorder.record(step)
            if step.text == "present" { delegate.event("paywall.shown", subject: nil, native: "onShow()", arguments: [:]) }
            if step.text.hasPrefix("buy") {
                delegate.event("purchase.started", subject: "premium_monthly", native: "onBuy(product)", arguments: ["product": "premium_monthly"])
                delegate.event(
                    "purchase.cancelled", subject: "premium_monthly", native: "onCancel(product)", arguments: ["product": "premium_monthly"])
            }
        }
        recorder.finish(state: "open", result: "none")
        try recorder.write(to: URL(fileURLWithPath: dir + "/made.jsonl"))

        let check = try ConformBinary.run(["record", "--adapter", "tiny-device", "--spec", "purchase/cancel", "--check", "made.jsonl"], in: dir)
        #expect(check.status == 0, "\(check.stdoutText)")
    }

    @Test("a callback that came after the walk's finish makes 'conform record --check' fail at its line, naming it and what to change")
    func lateCallbackFailsTheCheck() throws {
        let box = try Sandbox()
        try box.copy("Tests/Fixtures/command-outputs/replay")
        let dir = box.path + "/Tests/Fixtures/command-outputs/replay"
        let plan = try ConformBinary.run(["record", "--adapter", "tiny-device", "--spec", "purchase/cancel", "--plan", "cancel.plan.json"], in: dir)
        #expect(plan.status == 0, "\(plan.stderrText)")
        let recorder = try ConformRecorder(planAt: URL(fileURLWithPath: dir + "/cancel.plan.json"))
        for step in recorder.steps {
            recorder.record(step)
            if step.text == "present" { recorder.event("paywall.shown", subject: nil, native: "onShow()", arguments: [:]) }
            if step.text.hasPrefix("buy") {
                recorder.event("purchase.started", subject: "premium_monthly", native: "onBuy(product)", arguments: ["product": "premium_monthly"])
            }
        }
        recorder.finish(state: "open", result: "none")
        recorder.event("purchase.cancelled", subject: "premium_monthly", native: "onCancel(product)", arguments: ["product": "premium_monthly"])
        try recorder.write(to: URL(fileURLWithPath: dir + "/late.jsonl"))
        let lateMs = try #require(recorder.lateCallbacks.first?.split(separator: " ").dropLast(3).last)

        let check = try ConformBinary.run(["record", "--adapter", "tiny-device", "--spec", "purchase/cancel", "--check", "late.jsonl"], in: dir)
        #expect(check.status == 1)
        #expect(check.stderrText == "")
        #expect(
            check.stdoutText == """
                conform record: checking 'late.jsonl' as 'purchase/cancel' for 'tiny-device'
                ✗ reads as a conform-recording/1 file
                    late.jsonl:7: a callback after the walk ended: 'purchase.cancelled' (onCancel(product)) came \(lateMs) ms after the recorder's finish, \
                so the recording misses it where it happened: wait for the SDK's answers before finishing the walk (settle longer), then record the spec again
                1 checks: 1 failed

                """, "\(check.stdoutText)")
    }

    @Test("a recorder not started from a plan, or a plan whose world is damaged, has no world to give, and says how to get one")
    func plannedGivenRefusals() throws {
        let bare = ConformRecorder(spec: "purchase/cancel", fingerprint: "0000000000000000")
        #expect { try bare.plannedGiven() } throws: { "\($0)".contains("not started from a plan; start it with ConformRecorder(planAt:)") }
        let plan = #"{"schema":"conform-recording-plan/1","spec":"s","fingerprint":"f","steps":[],"given":{"store":{"p":{"kind":"gift"}}}}"#
        let damaged = try ConformRecorder(plan: Data(plan.utf8))
        #expect { try damaged.plannedGiven() } throws: {
            "\($0)".contains("unknown kind 'gift'") && "\($0)".contains("write it again with 'conform record")
        }
    }

    @Test("a plan that is not one is refused with the command that writes it")
    func badPlan() throws {
        #expect(throws: ConformRecorder.PlanError.self) { try ConformRecorder(plan: Data("{}".utf8)) }
        do {
            _ = try ConformRecorder(plan: Data(#"{"schema":"conform-recording-plan/9"}"#.utf8))
            Issue.record("a plan of another schema was read")
        } catch let error as ConformRecorder.PlanError {
            #expect(error.description.contains("'conform-recording-plan/9', not 'conform-recording-plan/1'"))
        }
    }
}
