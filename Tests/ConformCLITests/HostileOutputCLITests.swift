import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// Escaping in one place (issue 27): every command is fed the same hostile strings — in spec
/// titles and file names, an adapter's declared SDK, divergence reasons, recordings, labels,
/// report file names, a Package.resolved, an adapter's handshake, arguments — and none of them
/// reaches stdout, stderr or the step summary raw: no control character (ESC, BEL), no bidi
/// override (U+202E), zero-width (U+200B) or no-break space (U+00A0), and no line that opens a
/// workflow command (`::warning::…`).
@Suite(.serialized) struct HostileOutputCLITests {
    /// The hostile string, as Swift writes it.
    static let hostile = "x\u{1B}[31m\u{07}\u{202E}\u{200B}\u{A0}\n::warning::pwned"
    /// The same, escaped for a YAML-ish double-quoted scalar.
    static let yaml = #""x\e[31m\a\u202E\u200B\_\n::warning::pwned""#
    /// The same, escaped for a JSON string (with its quotes).
    static let json = #""x\u001b[31m\u0007\u202e\u200b\u00a0\n::warning::pwned""#
    /// How the escaping shows the hostile newline and the `::` after it.
    static let shownNewline = #"\n:\u{3A}warning"#

    /// What must never reach the output raw.
    static func rawProblems(_ output: String) -> [String] {
        var problems: [String] = []
        for scalar in output.unicodeScalars {
            let value = scalar.value
            if (value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(value) || [0x202E, 0x200B, 0xA0].contains(value) {
                problems.append("raw U+\(String(value, radix: 16, uppercase: true))")
            }
        }
        for line in output.split(separator: "\n") where line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("::") {
            problems.append("a workflow command: \(line.prefix(60))")
        }
        return Array(Set(problems)).sorted()
    }

    /// `conform args…` in `directory`: its stdout and stderr hold nothing hostile raw.
    @discardableResult
    static func clean(
        _ args: [String], in directory: String, environment: [String: String] = [:], input: String = "",
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> Subprocess.Output {
        let result = try ConformBinary.run(args, in: directory, environment: environment, input: input)
        let output = result.stdoutText + result.stderrText
        #expect(result.status < 4, "\(args): crashed? \(result.status)", sourceLocation: sourceLocation)
        let problems = rawProblems(output)
        #expect(problems.isEmpty, "\(args) printed \(problems):\n\(output.prefix(3000))", sourceLocation: sourceLocation)
        return result
    }

    /// A workspace full of hostile strings: a replay adapter declaring a hostile SDK, a spec with a
    /// hostile title and a recording that fails with a hostile line, a spec file with a hostile
    /// name, a hostile divergence reason.
    static func workspace() throws -> Sandbox {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - miniwall\n  - {name: dev, replay: Recordings/dev}\n")
        try box.write(
            "Recordings/dev/adapter.json",
            #"{"protocol":"conform/1","adapter":"dev","sdk":\#(json),"sdk_version":"1","summary":\#(json),"capabilities":[],"emits":["paywall","purchase"]}"#
        )
        try box.write(
            "Specs/common/h.yaml",
            "title: \(yaml)\ntags: [common]\ngiven:\n  products: [premium_monthly]\nsteps:\n  - present\nexpect:\n  order: [paywall.shown]\n")
        try box.write("Specs/common/bad\(hostile).yaml", "title: t\nsteps: [present]\nexpect:\n  state: open\n")
        try box.write("Specs/common/worse.yaml", "title: t\nsteps:\n  - buy: \(yaml)\nexpect:\n  state: open\n")
        try box.write(
            "Recordings/dev/common/h.jsonl",
            #"{"type":"recording","format":"conform-recording/1","spec":"common/h","fingerprint":"0"}"# + "\n" + #"{"type":\#(json)}"# + "\n")
        try box.write("Divergences/miniwall.yaml", "common/h: \(yaml)\n")
        return box
    }

    @Test("run, check, list, show, matrix, adapters, status, accept, reject, review, mutate, diff, upgrade and record print nothing hostile raw")
    func workspaceCommands() throws {
        let box = try Self.workspace()
        let run = try Self.clean(["run"], in: box.path)
        #expect(run.status != 0)
        #expect(run.stdoutText.contains("ERROR"), "\(run.stdoutText)")
        try Self.clean(["run", "--verbose"], in: box.path)
        try Self.clean(["run", "--format", "json"], in: box.path)
        try Self.clean(["run", "--format", "junit"], in: box.path)
        try Self.clean(["run", "--format", "tap"], in: box.path)
        try Self.clean(["run", "--format", "markdown"], in: box.path)
        try Self.clean(["run", "--label", Self.hostile], in: box.path)
        try Self.clean(["run", "--filter", Self.hostile], in: box.path)
        try Self.clean(["run", "--adapter", Self.hostile], in: box.path)
        try Self.clean(["check"], in: box.path)
        try Self.clean(["list"], in: box.path)
        try Self.clean(["list", "--tag", Self.hostile], in: box.path)
        let adapters = try Self.clean(["adapters"], in: box.path)
        #expect(adapters.stdoutText.contains(Self.shownNewline), "the SDK name's newline is shown escaped:\n\(adapters.stdoutText)")
        try Self.clean(["adapters", Self.hostile], in: box.path)
        try Self.clean(["show", "common/h", "--adapter", "miniwall"], in: box.path)
        try Self.clean(["show", Self.hostile], in: box.path)
        try Self.clean(["matrix"], in: box.path)
        try Self.clean(["status"], in: box.path)
        try Self.clean(["accept", Self.hostile], in: box.path)
        try Self.clean(["reject", "--adapter", Self.hostile], in: box.path)
        try Self.clean(["review"], in: box.path, input: "q\n")
        try Self.clean(["mutate", "--adapter", "miniwall", "--max-mutants", "5"], in: box.path)
        try Self.clean(["diff", "adapty@2", Self.hostile], in: box.path)
        try Self.clean(["upgrade", "--from", Self.hostile], in: box.path)
        try box.write(
            "Package.resolved", #"{"pins":[{"identity":\#(Self.json),"location":\#(Self.json),"state":{"version":\#(Self.json)}}],"version":2}"#)
        try Self.clean(["upgrade", "--package-resolved", "Package.resolved", "--to", "adapty@3"], in: box.path)
        try Self.clean(["record", "--adapter", "dev", "--spec", "common/h"], in: box.path)
        try box.write("r\(Self.hostile).jsonl", #"{"type":\#(Self.json)}"# + "\n")
        let record = try Self.clean(["record", "--adapter", "dev", "--spec", "common/h", "--check", "r\(Self.hostile).jsonl"], in: box.path)
        #expect(record.stdoutText.contains(Self.shownNewline), "the file name's newline is shown escaped:\n\(record.stdoutText)")
        try Self.clean(["completions", Self.hostile], in: box.path)
        try Self.clean(["init", "--sdk", Self.hostile], in: box.path)
        try Self.clean(["init", "--external", "--name", Self.hostile, "--", "true"], in: box.path)
        try Self.clean(
            [
                "adapter-check", "--", "sh", "-c",
                "printf '%s\\n' '{\"type\":\"ready\",\"protocol\":\"conform/1\",\"adapter\":\(Self.json.replacingOccurrences(of: "'", with: "")),\"sdk\":\"s\",\"sdk_version\":\"1\",\"capabilities\":[],\"emits\":[]}'; cat >/dev/null"
            ],
            in: box.path)
    }

    @Test("merge, trend and badge print nothing hostile raw from a report's label, adapters or file name")
    func reportCommands() throws {
        let box = try Self.workspace()
        try Self.clean(["run", "--json", "r.json"], in: box.path)
        // '--label' refuses control characters; a report's label is whatever its file says.
        let url = URL(fileURLWithPath: box.path + "/r.json")
        var root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        root["label"] = "label " + Self.hostile
        try JSONSerialization.data(withJSONObject: root).write(to: url)
        let renamed = "q\(Self.hostile).json"
        try FileManager.default.copyItem(atPath: box.path + "/r.json", toPath: box.path + "/" + renamed)
        try Self.clean(["merge", "r.json"], in: box.path)
        try Self.clean(["merge", "r.json", "--format", "markdown"], in: box.path)
        let trend = try Self.clean(["trend", "r.json", renamed], in: box.path)
        #expect(trend.stdoutText.contains(Self.shownNewline), "the label's newline is shown escaped in the header:\n\(trend.stdoutText)")
        try Self.clean(["trend", "r.json", renamed, "--format", "markdown"], in: box.path)
        try Self.clean(["trend", "r.json", renamed, "--format", "json"], in: box.path)
        try Self.clean(["badge", "r.json", "--adapter", "miniwall", "--label", Self.hostile], in: box.path)
        try Self.clean(["badge", "r.json", "--adapter", Self.hostile], in: box.path)
        try Self.clean(["trend", Self.hostile], in: box.path)
        try Self.clean(["merge", Self.hostile], in: box.path)
    }

    @Test("the GitHub step summary and annotations carry nothing hostile raw, the <summary> line included")
    func stepSummary() throws {
        let box = try Self.workspace()
        let summary = box.path + "/summary.md"
        let result = try ConformBinary.run(["run"], in: box.path, environment: ["GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": summary])
        let text = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(text.contains("<summary>"))
        #expect(Self.rawProblems(text).isEmpty, "\(Self.rawProblems(text))\n\(text.prefix(3000))")
        for line in text.split(separator: "\n") where line.hasPrefix("<details><summary>") {
            #expect(line.hasSuffix("</summary>"), "a <summary> line is one line: \(line)")
        }
        // Annotations are conform's own workflow commands; what they carry is escaped.
        let annotations = result.stderrText.split(separator: "\n").filter { $0.hasPrefix("::") }
        #expect(!annotations.isEmpty)
        for line in annotations {
            #expect(line.hasPrefix("::error ") || line.hasPrefix("::warning ") || line.hasPrefix("::notice "), "\(line)")
            #expect(Self.rawProblems(String(line.drop { $0 == ":" })).isEmpty, "\(line)")
        }
    }
}
