@testable import ConformCLI
import Foundation
import Testing

/// Short options as argument-parser users type them: together (`-qv`), with a value attached
/// (`-j2`, `-oFILE`) or next (`-o FILE`), `-o` for `--output`, and `--name=value`; read back
/// through the typed keys the commands declare.
@Suite struct ShortOptionTests {
    @Test("-qv is -q -v; -j2 and -j 2 are --jobs 2; -o FILE and -oFILE are --output FILE; a group may end in a value")
    func groups() throws {
        let run = try CommandDeclarationTests.declaration("run")
        let grouped = try Arguments(["-qv", "-j2", "-o", "out.json"], for: run)
        #expect(grouped[Common.quiet] && grouped[Common.verbose])
        #expect(try grouped[Common.jobs] == 2)
        #expect(try grouped[ReportOutput.output] == "out.json")
        let attached = try Arguments(["-oreport.tap", "-qj", "3"], for: run)
        #expect(try attached[ReportOutput.output] == "report.tap")
        #expect(attached[Common.quiet] && !attached[Common.verbose])
        #expect(try attached[Common.jobs] == 3)
    }

    @Test("--name=value is --name value, for every kind of value")
    func equals() throws {
        let parsed = try Arguments(
            ["--jobs=3", "--output=r.json", "--adapter=a,b", "--shard=2/3", "--format=json"],
            for: try CommandDeclarationTests.declaration("run"))
        #expect(try parsed[Common.jobs] == 3)
        #expect(try parsed[ReportOutput.output] == "r.json")
        #expect(try parsed[RunCommand.adapter] == ["a", "b"])
        #expect(try parsed[RunCommand.shard] != nil)
        #expect(try parsed[ReportOutput.format] == .json)
    }

    @Test(
        "refused groups: an undeclared letter, a value letter at the end without its value, a value letter inside",
        arguments: [
            (["-qz"], "unknown option '-z' for 'conform run'"),
            (["-qj"], "option '--jobs' needs a value"),
            (["-qj2"], "'-j' takes a value, so it cannot stand inside the group '-qj2'"),
            (["-vro", "x"], "'-r' takes a value, so it cannot stand inside the group '-vro'")
        ])
    func refusals(_ args: [String], _ message: String) throws {
        let error = try #require(CommandDeclarationTests.parseError(args, for: try CommandDeclarationTests.declaration("run")))
        #expect(error.contains(message), "\(error)")
    }

    /// A workspace of the miniwall specs and goldens, which run green.
    static func workspace() throws -> Sandbox {
        let box = try Sandbox()
        try box.copy("Specs/miniwall")
        try box.copy("Golden/miniwall/miniwall")
        return box
    }

    @Test("conform run -qj 2 --adapter=miniwall --format=json -o FILE runs quietly on two jobs and writes the report to FILE")
    func endToEnd() throws {
        let box = try Self.workspace()
        let out = try ConformBinary.run(["run", "-qj", "2", "--adapter=miniwall", "--format=json", "-o", "r.json"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stdoutText == "53 specs × 1 adapter: 53 passed\n")
        #expect(out.stderrText == "")
        #expect(try box.read("r.json").hasPrefix("{\n  \"schema\": \"conform-report/2\""))
    }

    @Test("conform run -j2 -o - writes the report to stdout")
    func attachedJobs() throws {
        let box = try Self.workspace()
        let out = try ConformBinary.run(["run", "-j2", "--adapter", "miniwall", "--format", "json", "-o", "-"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stdoutText.hasPrefix("{\n  \"schema\": \"conform-report/2\""))
        #expect(out.stderrText == "")
    }

    @Test(
        "usage errors in short and '=' forms exit 2 with one located message and nothing on stdout",
        arguments: [
            (["run", "-qv"], "'--quiet' and '--verbose' contradict each other\n  next: give one of them"),
            (["run", "-qx"], "unknown option '-x' for 'conform run'\n  next: see 'conform run --help'"),
            (
                ["run", "-qj2"],
                "'-j' takes a value, so it cannot stand inside the group '-qj2'\n  next: write '-q -j2', or end the group with '-j' and give its value next"
            ),
            (["run", "-qj"], "option '--jobs' needs a value\n  next: see 'conform run --help'"),
            (["list", "-qv"], "unknown option '-q' for 'conform list'\n  next: see 'conform list --help'"),
            (["run", "--jobs=abc"], "'--jobs' must be a whole number from 1 to 1024, not 'abc'\n  next: for example: --jobs 4"),
            (["run", "--update=yes"], "option '--update' takes no value\n  next: write it as '--update'")
        ])
    func usageErrors(_ args: [String], _ message: String) throws {
        let box = try Self.workspace()
        let out = try ConformBinary.run(args, in: box.path)
        #expect(out.status == 2)
        #expect(out.stdoutText == "")
        #expect(out.stderrText == "conform: error: \(message)\n")
    }

    @Test("-o FILE writes where it says, as --output FILE does, inside the workspace or not")
    func shortOutputOutside() throws {
        let box = try Self.workspace()
        let outside = try Sandbox()
        let out = try ConformBinary.run(["run", "--format", "json", "-o", outside.path + "/short-option.json"], in: box.path)
        #expect(!out.stdoutText.contains("\"summary\""), "the report went to the file: \(out.stdoutText)")
        #expect(try outside.read("short-option.json").contains("\"summary\""), "\(out.stderrText)")
    }
}
