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
        recorder.event("paywall.closed", native: "too late")
        let recording = try Recording.read(recorder.text, file: "r.jsonl")
        #expect(recording.header == Recording.Header(spec: "purchase/delayed", fingerprint: "0123456789abcdef", adapter: "x-device", sdk: "X", sdkVersion: "1"))
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
