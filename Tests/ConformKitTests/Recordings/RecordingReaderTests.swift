import Testing
@testable import ConformKit

/// Reading `conform-recording/1` files: what a good one holds, and every mistake named at its line.
@Suite struct RecordingReaderTests {
    static let header = #"{"type":"recording","format":"conform-recording/1","spec":"purchase/success","fingerprint":"0123456789abcdef"}"#
    static let end = #"{"type":"end","final":{"state":"closed","result":"purchased"}}"#

    @Test("a recording reads as steps, waits and events at their times, and the final state")
    func reads() throws {
        let text =
            [
                Self.header,
                #"{"type":"step","step":{"kind":"present"}}"#,
                #"{"type":"event","name":"paywall.shown","native":"onShow()","args":{}}"#,
                #"{"type":"step","step":{"kind":"buy","product":"premium_monthly"}}"#,
                #"{"type":"advance","by_ms":2000,"to_ms":2000}"#,
                "",
                #"{"type":"event","name":"purchase.completed","subject":"premium_monthly","native":"onDone(p)","args":{"product":"premium_monthly"},"at":2000}"#,
                Self.end
            ].joined(separator: "\n") + "\n"
        let recording = try Recording.read(text, file: "r.jsonl")
        #expect(recording.header.spec == "purchase/success")
        #expect(recording.steps == [.present(Presentation()), .buy(product: "premium_monthly"), .wait(.seconds(2))])
        #expect(recording.final == FinalState(state: .closed, result: "purchased"))
        guard case .event(let event, let line) = recording.entries[4] else { Issue.record("not an event"); return }
        #expect(event.canonical == "purchase.completed premium_monthly" && event.time == .seconds(2) && line == 7)
    }

    /// Broken recordings: the lines after the header, the line of the problem, a part of its message.
    static let broken: [(String, [String], Int, String)] = [
        ("no header", [#"{"type":"step","step":{"kind":"present"}}"#, end], 1, "the first line must be the header"),
        ("wrong format", [#"{"type":"recording","format":"conform-recording/2","spec":"a","fingerprint":"f"}"#, end], 1, "not 'conform-recording/1'"),
        ("bad spec id", [#"{"type":"recording","format":"conform-recording/1","spec":"A B","fingerprint":"f"}"#, end], 1, "not a spec id"),
        ("not JSON", [header, "{type: step}", end], 2, "not JSON"),
        ("no end", [header, #"{"type":"step","step":{"kind":"present"}}"#], 2, "no 'end' line"),
        ("after end", [header, end, #"{"type":"step","step":{"kind":"close"}}"#], 3, "nothing may follow"),
        (
            "a callback after the end", [header, end, #"{"type":"event","name":"purchase.failed","native":"onFail","args":{},"at":0,"late_ms":240}"#],
            3,
            "a callback after the walk ended: 'purchase.failed' (onFail) came 240 ms after the recorder's finish, so the recording misses it where it happened: wait for the SDK's answers before finishing the walk"
        ),
        ("not JSON after the end", [header, end, "{"], 3, "nothing may follow"),
        ("unknown type", [header, #"{"type":"tap"}"#, end], 2, "unknown line type 'tap'"),
        ("wrong to_ms", [header, #"{"type":"advance","by_ms":1000,"to_ms":2000}"#, end], 2, "'to_ms' must be 1000"),
        ("event in the future", [header, #"{"type":"event","name":"a","native":"n","at":5}"#, end], 2, "after the recording's time"),
        (
            "time goes back",
            [
                header, #"{"type":"advance","by_ms":10,"to_ms":10}"#, #"{"type":"event","name":"a","native":"n","at":10}"#,
                #"{"type":"event","name":"b","native":"n","at":5}"#, end
            ], 4, "time never goes back"
        ),
        ("event name with a space", [header, #"{"type":"event","name":"a b","native":"n"}"#, end], 2, "without spaces"),
        ("a wait as a step", [header, #"{"type":"step","step":{"kind":"wait","ms":5}}"#, end], 2, "time passes with 'advance'"),
        ("bad final", [header, #"{"type":"end","final":{"state":"gone"}}"#], 2, "open, closed or not_shown"),
        ("empty", [], 1, "the file is empty")
    ]

    @Test("a broken recording is refused at the line of its first problem", arguments: broken.indices)
    func refusesBroken(_ row: Int) {
        let (name, lines, line, message) = Self.broken[row]
        do {
            _ = try Recording.read(lines.joined(separator: "\n"), file: "r.jsonl")
            Issue.record("'\(name)' was read")
        } catch {
            #expect(error.line == line, "\(name): \(error)")
            #expect(error.message.contains(message), "\(name): \(error)")
            #expect(error.description.hasPrefix("r.jsonl:\(line): "))
        }
    }

    /// A spec with `title`, `given`, steps and `expect` as given.
    static func spec(
        title: String = "t", given: Given = Given(products: ["premium_monthly"]),
        steps: [Step] = [.present(Presentation()), .buy(product: "premium_monthly")], never: Bool = false
    ) -> Spec {
        var expect = Expectations()
        if never { expect.state = Located(.closed, at: SourceLocation(file: "f", line: 9, column: 3)) }
        return Spec(
            id: "purchase/success", file: "Specs/purchase/success.yaml", title: title, given: given,
            steps: steps.map { Located($0, at: SourceLocation(file: "f", line: 1, column: 1)) }, expect: expect)
    }

    @Test("the fingerprint follows the given and the steps, not the title or the expectations")
    func fingerprint() {
        let base = RecordingFingerprint.of(Self.spec())
        #expect(base.count == 16)
        #expect(RecordingFingerprint.of(Self.spec(title: "another title", never: true)) == base)
        #expect(RecordingFingerprint.of(Self.spec(given: Given(products: ["premium_annual"]))) != base)
        #expect(
            RecordingFingerprint.of(
                Self.spec(given: Given(products: ["premium_monthly"], store: ["premium_monthly": StoreAnswer(outcome: .cancelled)]))) != base)
        #expect(RecordingFingerprint.of(Self.spec(steps: [.present(Presentation())])) != base)
        #expect(RecordingFingerprint.of(Self.spec(steps: [.present(Presentation()), .buy(product: "premium_monthly"), .wait(.seconds(1))])) != base)
    }
}
