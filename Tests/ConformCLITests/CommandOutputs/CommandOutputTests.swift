@testable import ConformCLI
import ConformKit
import Foundation
import Testing

/// What every command tells its user, end to end: each case of `CommandOutputCase.all` runs the
/// built binary in a copy of a fixed workspace and compares stdout, stderr and the exit status with
/// the files recorded under Tests/Fixtures/command-outputs/expected/ — Conform checking its own
/// output the way it checks SDKs. `CONFORM_RECORD_OUTPUTS=1` records them instead.
@Suite struct CommandOutputTests {
    /// The fixture folders, relative to the package root.
    static let fixtures = "Tests/Fixtures/command-outputs"
    /// Where the recorded outputs are.
    static let expected = ConformBinary.packageRoot + "/" + fixtures + "/expected"
    /// The three recorded streams of a case, by file extension.
    static let streams = ["stdout", "stderr", "exit"]
    /// How to record the outputs again.
    static let recordCommand = "CONFORM_RECORD_OUTPUTS=1 swift test --filter CommandOutputTests"

    /// Whether this run records the outputs instead of comparing them.
    static var recording: Bool { ProcessInfo.processInfo.environment["CONFORM_RECORD_OUTPUTS"] == "1" }

    @Test("'conform <case>' prints what it printed when it was reviewed", arguments: CommandOutputCase.all)
    func output(_ c: CommandOutputCase) throws {
        let box = try Sandbox()
        let relative = Self.fixtures + "/" + c.folder
        try box.copy(relative)
        let normaliser = OutputNormaliser(workspace: box.path + "/" + relative, package: ConformBinary.packageRoot, version: CLI.version)
        for step in c.before {
            let out = try ConformBinary.run(step.args.map(normaliser.substitute), in: normaliser.workspace)
            try #require(
                out.status == step.exit,
                """
                the preparation 'conform \(step.args.joined(separator: " "))' exited \(out.status), not \(step.exit):
                \(out.stdoutText)\(out.stderrText)
                """)
        }
        let out = try ConformBinary.run(
            c.args.map(normaliser.substitute), in: normaliser.workspace,
            environment: c.environment.mapValues(normaliser.substitute), input: c.stdin)
        #expect(!out.timedOut, "'\(c.commandLine)' was killed after the timeout")
        let actual = [
            "stdout": normaliser.normalise(out.stdoutText),
            "stderr": normaliser.normalise(out.stderrText),
            "exit": "\(out.status)\n"
        ]
        if Self.recording {
            try record(c, actual)
            return
        }
        for stream in Self.streams {
            let path = Self.expected + "/\(c.name).\(stream)"
            guard let recorded = try? String(contentsOfFile: path, encoding: .utf8) else {
                Issue.record("nothing recorded for '\(c.commandLine)' at \(path)\n  next: run '\(Self.recordCommand)' and review the new files")
                continue
            }
            let now = actual[stream] ?? ""
            if let diff = LineDiff.unified(
                expected: recorded, actual: now, expectedName: "expected/\(c.name).\(stream) (recorded)",
                actualName: "\(stream) of '\(c.commandLine)' (now)")
            {
                Issue.record(
                    """
                    '\(c.commandLine)' printed another \(stream) than the one recorded when it was reviewed:
                    \(diff)
                    next: if the change is intended, run '\(Self.recordCommand)' and review the diff of \
                    \(Self.fixtures)/expected/ like any golden change
                    """)
            }
        }
    }

    /// Writes `actual` as the case's expected files and records an issue, so that a recording run
    /// never passes silently.
    func record(_ c: CommandOutputCase, _ actual: [String: String]) throws {
        try FileManager.default.createDirectory(atPath: Self.expected, withIntermediateDirectories: true)
        var changed: [String] = []
        for stream in Self.streams {
            let path = Self.expected + "/\(c.name).\(stream)"
            let text = actual[stream] ?? ""
            if (try? String(contentsOfFile: path, encoding: .utf8)) != text { changed.append(stream) }
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        let what = changed.isEmpty ? "unchanged" : "changed: " + changed.joined(separator: ", ")
        Issue.record(
            "recorded the output of '\(c.commandLine)' as expected/\(c.name).* (\(what)); review the diff, then run without CONFORM_RECORD_OUTPUTS")
    }

    @Test("every command the CLI declares has at least one case, and one of its error path (exit 2)")
    func everyCommandHasACase() throws {
        let covered = Set(CommandOutputCase.all.map(\.command))
        for entry in CLI.commands {
            let name = entry.declaration.name
            #expect(covered.contains(name), "'conform \(name)' has no case in CommandOutputCase.all: add one (and record it)")
            let exits = CommandOutputCase.all.filter { $0.command == name }.compactMap {
                try? String(contentsOfFile: Self.expected + "/\($0.name).exit", encoding: .utf8)
            }
            #expect(exits.contains("2\n"), "'conform \(name)' has no case of its error path: add one that exits 2 (an unknown option will do)")
        }
    }

    @Test("case names are unique words joined by hyphens, so each names its own expected files")
    func caseNames() {
        let names = CommandOutputCase.all.map(\.name)
        #expect(Set(names).count == names.count, "two cases share a name")
        for name in names {
            #expect(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "'\(name)'")
        }
    }

    @Test("every file under expected/ belongs to a case: a removed case takes its outputs with it")
    func noStrayExpectedFiles() throws {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: Self.expected)) ?? []
        let owned = Set(CommandOutputCase.all.flatMap { c in Self.streams.map { "\(c.name).\($0)" } })
        let stray = files.filter { !owned.contains($0) }.sorted()
        #expect(stray.isEmpty, "no case records \(stray.joined(separator: ", ")): remove the files or add the case")
    }

    @Test("the line diff shows removed and added lines with context in separate hunks, and nothing for equal texts")
    func lineDiff() {
        #expect(LineDiff.unified(expected: "a\nb\n", actual: "a\nb\n", expectedName: "old", actualName: "new") == nil)
        let diff = LineDiff.unified(
            expected: "1\n2\n3\n4\n5\n6\n7\n8\n9\n", actual: "1\n2\n3\n4\nfive\n6\n7\n8\n9\n",
            expectedName: "old", actualName: "new")
        #expect(diff == "--- old\n+++ new\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n")
        let old = (1...20).map { "\($0)\n" }.joined()
        let far = old.replacingOccurrences(of: "\n2\n", with: "\ntwo\n").replacingOccurrences(of: "\n18\n", with: "\neighteen\n")
        let hunks = LineDiff.unified(expected: old, actual: far, expectedName: "old", actualName: "new")
        #expect(hunks == "--- old\n+++ new\n@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n 4\n 5\n@@ -15,6 +15,6 @@\n 15\n 16\n 17\n-18\n+eighteen\n 19\n 20\n")
        let newline = LineDiff.unified(expected: "a\n", actual: "a", expectedName: "old", actualName: "new")
        #expect(newline == "--- old\n+++ new\n\\ the new output has no newline at its end\n")
    }
}
