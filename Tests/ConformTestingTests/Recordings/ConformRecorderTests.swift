import ConformKit
import ConformTesting
import Testing

/// The device recorder writes what the replay adapter reads.
@Suite struct ConformRecorderTests {
    @Test("steps, waits, events and the end read back as the recording they describe")
    func readsBack() throws {
        let recorder = ConformRecorder(spec: "purchase/delayed", fingerprint: "0123456789abcdef", adapter: "x-device", sdk: "X", sdkVersion: "1")
        recorder.step("present")
        recorder.event("paywall.shown", native: "onShow()")
        recorder.step("buy", ["product": "premium_monthly"])
        recorder.wait(milliseconds: 2000)
        recorder.event("purchase.completed", subject: "premium_monthly", native: "onDone(\"p\")", arguments: ["z": "1", "a": "tab\there"])
        recorder.addNative("onDone(p, transaction)", to: "purchase.completed", arguments: ["transaction": "t-1", "a": "ignored"])
        recorder.finish(state: "closed", result: "purchased")
        let recording = try Recording.read(recorder.text, file: "r.jsonl")
        #expect(
            recording.header
                == Recording.Header(spec: "purchase/delayed", fingerprint: "0123456789abcdef", adapter: "x-device", sdk: "X", sdkVersion: "1"))
        #expect(recording.steps == [.present(Presentation()), .buy(product: "premium_monthly"), .wait(.seconds(2))])
        let events = recording.entries.compactMap { entry -> Event? in
            if case .event(let event, _) = entry { return event }
            return nil
        }
        #expect(events.count == 2)
        #expect(events.last?.native == "onDone(\"p\") + onDone(p, transaction)")
        #expect(events.last?.time == .seconds(2))
        #expect(events.last?.arguments == [Argument("a", "tab\there"), Argument("transaction", "t-1"), Argument("z", "1")])
        #expect(recording.final == FinalState(state: .closed, result: "purchased"))
    }

    @Test(
        "a callback after finish is not lost: written after the end line with how late it came, listed, and refused by the reader at its line with what to change"
    )
    func lateCallbackKept() throws {
        let recorder = ConformRecorder(spec: "purchase/late", fingerprint: "0123456789abcdef", adapter: "x-device")
        recorder.step("present")
        recorder.finish(FinalState.open)
        recorder.event("purchase.failed", subject: "premium_monthly", native: "onPurchaseFailure", arguments: ["code": "x"])
        recorder.step("close")  // steps after the end are not recorded
        let lines = recorder.text.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[2] == #"{"type":"end","final":{"state":"open","result":"none"}}"#)
        #expect(
            lines[3].hasPrefix(
                #"{"type":"event","name":"purchase.failed","subject":"premium_monthly","native":"onPurchaseFailure","args":{"code":"x"},"at":0,"late_ms":"#
            ))
        #expect(recorder.lateCallbacks.count == 1)
        #expect(recorder.lateCallbacks.first?.hasPrefix("'purchase.failed' (onPurchaseFailure) ") == true)
        #expect(recorder.lateCallbacks.first?.hasSuffix(" ms after finish") == true)
        do {
            _ = try Recording.read(recorder.text, file: "r.jsonl")
            Issue.record("a recording with a late callback was read")
        } catch {
            #expect(error.line == 4)
            #expect(error.message.hasPrefix("a callback after the walk ended: 'purchase.failed' (onPurchaseFailure) came "), "\(error.message)")
            #expect(error.message.contains("wait for the SDK's answers before finishing the walk"))
        }
    }

    @Test("a session's final state finishes a recording: its state as recordings write it, and its result")
    func finishWithFinalState() {
        let recorder = ConformRecorder(spec: "a", fingerprint: "f")
        recorder.finish(FinalState.closed("purchased"))
        #expect(recorder.text.hasSuffix(#"{"type":"end","final":{"state":"closed","result":"purchased"}}"# + "\n"))
        #expect(FinalState.notShown.stateName == "not_shown" && FinalState.open.stateName == "open")
    }

    @Test("adding a native form to an event that was never recorded records nothing")
    func addNativeNeedsAnEvent() {
        let recorder = ConformRecorder(spec: "a", fingerprint: "f")
        #expect(!recorder.addNative("b()", to: "purchase.completed"))
    }

    @Test("waits of Int.max saturate the virtual time instead of trapping the app's test process (issue 41)")
    func hugeWaits() {
        let recorder = ConformRecorder(spec: "a", fingerprint: "f")
        recorder.wait(milliseconds: Int.max)
        recorder.wait(milliseconds: Int.max)
        #expect(recorder.text.contains("\"to_ms\":\(Int.max)}"), "\(recorder.text)")
        #expect(recorder.text.contains("{\"type\":\"advance\",\"by_ms\":0,\"to_ms\":\(Int.max)}"))
    }
}
