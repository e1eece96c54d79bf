import Foundation
import Testing

/// The binary on hostile input: huge files of mistakes, files that are not files, links out of the
/// suite. Each is an error with a location and exit 2, quickly, never a crash or a hang.
@Suite struct RobustnessCLITests {
    /// A valid spec.
    static let spec = "title: x\nsteps: [present]\nexpect:\n  state: open\n"

    /// Files of a great many mistakes, as a generated or mangled file might hold, each near 1 MiB.
    static let mistakes: [(name: String, text: String)] = [
        ("unknown-keys", Self.spec + (0..<90_000).map { "k\($0): v\n" }.joined()),
        ("unterminated-quotes", (0..<90_000).map { "t\($0): \"x\n" }.joined()),
        ("unknown-steps", "title: x\nexpect:\n  state: open\nsteps:\n" + (0..<70_000).map { "  - bogus\($0)\n" }.joined()),
        ("bad-patterns", "title: x\nsteps: [present]\nexpect:\n  never:\n" + String(repeating: "    - 'a \"b'\n", count: 80_000)),
        ("combining-marks", "title: e" + String(repeating: "\u{301}", count: 400_000) + "\t\n")
    ]

    /// Checks that a near-1 MiB file of mistakes is checked in seconds with a bounded report.
    @Test("a near-1 MiB file of mistakes is checked in seconds with a bounded report", arguments: mistakes.map(\.name))
    func fileOfMistakes(_ name: String) throws {
        let box = try Sandbox()
        try box.write("Specs/\(name).yaml", Self.mistakes.first { $0.name == name }?.text ?? "")
        let started = Date()
        let out = try ConformBinary.run(["check", "Specs/\(name).yaml"], in: box.path)
        #expect(Date().timeIntervalSince(started) < 30, "each mistake must cost little: no edit distance, split or full quote per mistake")
        #expect(out.status == 2)
        #expect(out.stderr.count < 1_500_000, "\(out.stderr.count) bytes of diagnostics")
    }

    /// Checks that a spec with 170,000 mistakes on one line is checked in seconds, with 1,000 short diagnostics and a final notice.
    @Test("a spec with 170,000 mistakes on one line is checked in seconds, with 1,000 short diagnostics and a final notice")
    func manyMistakes() throws {
        let box = try Sandbox()
        try box.write("Specs/many.yaml", Self.spec + "tags: [" + Array(repeating: "[]", count: 170_000).joined(separator: ", ") + "]\n")
        let started = Date()
        let out = try ConformBinary.run(["check", "Specs/many.yaml"], in: box.path)
        #expect(Date().timeIntervalSince(started) < 30, "it used to take minutes: every diagnostic split the whole file again")
        #expect(out.status == 2)
        #expect(
            out.stderrText.contains("Specs/many.yaml:5:4008: error: too many errors; stopped reporting after 1000"), "\(out.stderrText.suffix(600))")
        #expect(out.stderr.count < 1_000_000, "each quote is a window around its column, not the whole line")
        #expect(out.stdoutText.contains("1 invalid (1001 problems)"))
    }

    /// Checks that a spec file linked from outside the suite and a spec folder linked from outside are errors of the run, not read.
    @Test("a spec file linked from outside the suite and a spec folder linked from outside are errors of the run, not read")
    func linksOutOfTheSuite() throws {
        let box = try Sandbox()
        try box.write("Specs/inside.yaml", Self.spec)
        try box.write("elsewhere/secret.yaml", Self.spec)
        try box.write("elsewhere/more/deep.yaml", Self.spec)
        try FileManager.default.createSymbolicLink(atPath: box.path + "/Specs/escape.yaml", withDestinationPath: box.path + "/elsewhere/secret.yaml")
        try FileManager.default.createSymbolicLink(atPath: box.path + "/Specs/shared", withDestinationPath: box.path + "/elsewhere/more")
        let check = try ConformBinary.run(["check"], in: box.path)
        #expect(check.status == 2)
        #expect(
            check.stderrText.contains("Specs/escape.yaml:1:1: error: the spec file 'Specs/escape.yaml' is a symbolic link to"), "\(check.stderrText)")
        #expect(check.stderrText.contains("Specs/shared:1:1: error: the folder 'Specs/shared' is a symbolic link to"), "\(check.stderrText)")
        #expect(check.stdoutText.contains("3 spec files: 1 valid, 2 invalid"), "\(check.stdoutText)")
        let run = try ConformBinary.run(["run", "--adapter", "miniwall", "--no-golden"], in: box.path)
        #expect(run.status == 2, "\(run.stdoutText)\(run.stderrText)")
        #expect(!run.stdoutText.contains("deep"), "nothing below the linked folder ran")
    }

    /// Checks that a device named as a spec is refused at once: outside the workspace, and even when that is allowed.
    @Test(
        "a device named as a spec is refused at once: outside the workspace, and as no regular file when allowed",
        arguments: ["/dev/zero", "/dev/null"])
    func device(_ path: String) throws {
        let box = try Sandbox()
        let outside = try ConformBinary.run(["check", path], in: box.path)
        #expect(outside.status == 2)
        #expect(outside.stderrText.contains("conform: error: '\(path)' is outside the workspace"), "\(outside.stderrText)")
        let out = try ConformBinary.run(["check", "--allow-outside", path], in: box.path)
        #expect(!out.timedOut)
        #expect(out.status == 2)
        #expect(out.stderrText.contains("\(path):1:1: error: '\(path)' is not a regular file"), "\(out.stderrText)")
    }
}
