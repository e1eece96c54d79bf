import Foundation
import Testing

/// Each problem of an invalid spec file is printed once: located, quoted and with its next step on
/// stderr, before the results; stdout's result line and end list name the file and the count.
@Suite struct InvalidSpecOnceCLITests {
    /// A spec with five problems, each message said in no other.
    static let bad = "spec: bad/one\nversion: 1\nsteps:\n  - tap: nonsense\n"
    static let messages = [
        "the spec has no 'expect'", "the spec has no 'title'", "unknown key 'spec' in a spec",
        "unknown key 'version' in a spec", "unknown step 'tap'"
    ]
    static let line = "bad  invalid spec: 5 problems in Specs/bad.yaml (above, on stderr)"

    /// How often `text` holds `part`.
    static func count(_ part: String, in text: String) -> Int { text.components(separatedBy: part).count - 1 }

    @Test(
        "conform run prints each problem once, on stderr, and refers to the file and the count on stdout",
        arguments: [[String](), ["-q"], ["-v"], ["-r", "A"]])
    func run(_ flags: [String]) throws {
        let box = try Sandbox()
        try box.write("Specs/bad.yaml", Self.bad)
        try box.write("Specs/ok.yaml", BadInputCorpusTests.validSpec)
        let out = try ConformBinary.run(["run", "--adapter", "miniwall", "--no-golden"] + flags, in: box.path)
        #expect(out.status == 2, "\(out.stdoutText)\n\(out.stderrText)")
        for message in Self.messages {
            #expect(Self.count(message, in: out.stderrText) == 1, "'\(message)' on stderr:\n\(out.stderrText)")
            #expect(Self.count(message, in: out.stdoutText) == 0, "'\(message)' on stdout:\n\(out.stdoutText)")
        }
        #expect(out.stderrText.contains("Specs/bad.yaml:4:5: error: unknown step 'tap'\n    4 |   - tap: nonsense\n"), "\(out.stderrText)")
        // The result line (not with -q) and the end list's line.
        #expect(Self.count(Self.line, in: out.stdoutText) == (flags == ["-q"] ? 1 : 2), "\(out.stdoutText)")
    }

    @Test("conform merge prints the problems of the shards' invalid files once on stderr, as the run does")
    func merge() throws {
        let box = try Sandbox()
        try box.write("Specs/bad.yaml", Self.bad)
        try box.write("Specs/ok.yaml", BadInputCorpusTests.validSpec)
        let run = try ConformBinary.run(["run", "--adapter", "miniwall", "--no-golden", "--json", "r.json"], in: box.path)
        let merged = try ConformBinary.run(["merge", "r.json"], in: box.path)
        #expect(merged.status == run.status && merged.stdoutText == run.stdoutText, "\(run.stdoutText)\n---\n\(merged.stdoutText)")
        for message in Self.messages {
            #expect(Self.count(message, in: merged.stderrText) == 1, "'\(message)' on stderr:\n\(merged.stderrText)")
        }
        #expect(merged.stderrText.contains("Specs/bad.yaml:4:5: error: unknown step 'tap'\n    4 |   - tap: nonsense\n"), "\(merged.stderrText)")
    }

    @Test("docs/cli.md shows the result line the run prints")
    func docs() throws {
        let docs = try String(contentsOfFile: ConformBinary.packageRoot + "/docs/cli.md", encoding: .utf8)
        let fixture = try String(
            contentsOfFile: ConformBinary.packageRoot + "/Tests/Fixtures/command-outputs/expected/run-invalid-spec.stdout", encoding: .utf8)
        let first = try #require(fixture.split(separator: "\n").first)
        #expect(docs.contains("  " + first + "\n"), "docs/cli.md should show: \(first)")
    }
}
