import ConformTesting
import Foundation
import Testing

/// ConformRecorder reads a plan inside an app's own test process, so a damaged or hostile plan is
/// refused with its place and the command that writes it again — never a trap, never a silent
/// reading (issue 41): a plan cut short, a key given twice, a plan of more steps or bytes than a
/// spec can have, a wait out of range, a step object of more than one line, a `file` that leaves
/// the recordings folder. `record --plan` with `--check` is refused as contradictory.
@Suite struct RecordingPlanInputTests {
    /// A plan with `steps` (JSON text of the list) and `file`.
    static func plan(
        steps: String = #"[{"text":"present","object":"{\"kind\":\"present\"}"},{"text":"wait 2s","wait_ms":2000}]"#,
        file: String = "Recordings/dev/purchase/cancel.jsonl"
    ) -> String {
        """
        {
          "schema": "conform-recording-plan/1",
          "spec": "purchase/cancel",
          "fingerprint": "0000000000000000",
          "steps": \(steps),
          "file": "\(file)"
        }
        """
    }

    /// The refusal `text` gets, as the recorder says it.
    static func refusal(_ text: String) -> ConformRecorder.PlanError? {
        do {
            _ = try ConformRecorder(plan: Data(text.utf8))
            return nil
        } catch let error as ConformRecorder.PlanError {
            return error
        } catch {
            return nil
        }
    }

    @Test("a plan as conform writes it is read: its steps, its file")
    func goodPlan() throws {
        let recorder = try ConformRecorder(plan: Data(Self.plan().utf8))
        #expect(recorder.steps.map(\.text) == ["present", "wait 2s"])
        #expect(recorder.file == "Recordings/dev/purchase/cancel.jsonl")
    }

    @Test("a plan cut short is refused at the line and column where it ends, with the command that writes it again")
    func cutShort() throws {
        let whole = Self.plan()
        let cut = String(whole.prefix(whole.count - 40))
        let error = try #require(Self.refusal(cut))
        let lines = cut.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(error.line == lines.count, "\(error)")
        #expect(error.description.hasPrefix("the plan, line \(lines.count), column "), "\(error)")
        #expect(
            error.description.contains("(cut short?)")
                && error.description.hasSuffix("write it again with 'conform record --adapter A --spec ID --plan FILE'"))
    }

    @Test("a key given twice in one object is refused at the second, naming the first")
    func duplicatedKey() throws {
        let text = Self.plan().replacingOccurrences(
            of: #""spec": "purchase/cancel","#, with: "\"spec\": \"purchase/cancel\",\n  \"spec\": \"other/spec\",")
        let error = try #require(Self.refusal(text))
        #expect(error.line == 4 && error.column == 3, "\(error)")
        #expect(error.description.contains("the key 'spec' is given twice in one object (first at line 3, column 3)"), "\(error)")
    }

    @Test("a plan of more steps than a spec may have is refused without walking them; so is one over the size bound")
    func limits() throws {
        let step = #"{"text":"wait 1ms","wait_ms":1}"#
        let many = "[" + Array(repeating: step, count: ConformRecorder.maxPlanSteps + 1).joined(separator: ",") + "]"
        let error = try #require(Self.refusal(Self.plan(steps: many)))
        #expect(
            error.description
                == "the plan lists 10001 steps, over the 10000 a spec may have; write it again with 'conform record --adapter A --spec ID --plan FILE'"
        )
        // 200,002 steps: refused by its size before anything is parsed.
        let huge = "[" + Array(repeating: step, count: 200_002).joined(separator: ",") + "]"
        let started = Date()
        let big = try #require(Self.refusal(Self.plan(steps: huge)))
        #expect(big.description.contains("bytes, over the 4194304 a plan may have; it was not read"), "\(big)")
        #expect(Date().timeIntervalSince(started) < 2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("plan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.plan.json")
        try Data(Self.plan(steps: huge).utf8).write(to: file)
        #expect { try ConformRecorder(planAt: file) } throws: { "\($0)".contains("huge.plan.json' holds ") && "\($0)".contains("it was not read") }
        #expect { try ConformRecorder(planAt: folder) } throws: {
            "\($0)"
                == "cannot read the plan '\(folder.path)': it is not a regular file; write it again with 'conform record --adapter A --spec ID --plan FILE'"
        }
        #expect { try ConformRecorder(planAt: folder.appendingPathComponent("none.json")) } throws: {
            !"\($0)".contains("NSCocoaErrorDomain") && "\($0)".contains("no file is there")
        }
    }

    @Test(
        "a wait outside 0 ms … 24 hours is refused; waits in range add up in the recording",
        arguments: ["-1", "86400001", "9223372036854775807", "1.5", "true", "\"2s\""])
    func waits(_ wait: String) throws {
        let error = try #require(Self.refusal(Self.plan(steps: #"[{"text":"wait","wait_ms":"# + wait + "}]")), "wait_ms \(wait)")
        #expect(
            error.description.contains("step 1 of the plan ('wait') waits ") || error.description.contains("has neither an 'object' nor 'wait_ms'"),
            "\(error)")
    }

    @Test("a step object of more than one line, or not an object, is refused; the recorder writes every step on one line")
    func oneLineObjects() throws {
        for object in [#"{\"kind\":\n\"present\"}"#, #"[1]"#, #"{\"kind\":"#] {
            let error = try #require(Self.refusal(Self.plan(steps: #"[{"text":"present","object":""# + object + #""}]"#)), "\(object)")
            #expect(error.description.hasPrefix("the 'object' of step 1 of the plan ('present') is not one line of a JSON object"), "\(error)")
        }
        let recorder = ConformRecorder(spec: "s", fingerprint: "f")
        recorder.step(json: "{\"kind\":\n \"tap\", \"text\": \"a\nb\"}")
        #expect(recorder.text.split(separator: "\n").count == 2, "\(recorder.text)")
        #expect(recorder.text.hasSuffix(#"{"type":"step","step":{"kind":  "tap", "text": "a\nb"}}"# + "\n"), "\(recorder.text)")
    }

    @Test(
        "a plan's file that leaves the recordings folder is refused",
        arguments: ["../../../../tmp/x", "/tmp/x.jsonl", "Recordings//x.jsonl", "Recordings/./x", "~/x", ""])
    func fileOutside(_ file: String) throws {
        let error = try #require(Self.refusal(Self.plan(file: file)), "file '\(file)'")
        #expect(error.description.hasPrefix("the 'file' of the plan, '\(file)', "), "\(error)")
        #expect(error.description.contains("it names where the recording goes in the workspace's recordings folder"))
    }

    @Test("record --plan with --check is refused as contradictory, before anything is read")
    func planWithCheck() throws {
        let box = try Sandbox()
        let out = try ConformBinary.run(["record", "--adapter", "dev", "--spec", "s", "--plan", "p.json", "--check", "r.jsonl"], in: box.path)
        #expect(out.status == 2)
        #expect(
            out.stderrText
                == "conform: error: '--plan' and '--check' contradict each other: '--plan' writes the plan of a recording to make, '--check' checks one made\n"
                + "  next: give one of them: first --plan FILE, then, with the recording, --check FILE\n")
        #expect(box.files().isEmpty)
    }
}
