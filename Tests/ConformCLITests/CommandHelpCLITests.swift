@testable import ConformCLI
import ConformKit
import Foundation
import Testing

/// `--help` through the built binary: every command answers it from its declaration, and every
/// command the overview lists is one the binary dispatches.
@Suite struct CommandHelpCLITests {
    @Test(
        "'conform <command> --help' exits 0 and prints the command's declared help, usage line first",
        arguments: CLI.commands.map(\.declaration.name))
    func help(_ name: String) throws {
        let command = try #require(CLI.command(named: name)?.declaration)
        let out = try ConformBinary.run([name, "--help"], in: ConformBinary.packageRoot)
        #expect(out.status == 0)
        #expect(out.stderrText.isEmpty, "\(out.stderrText)")
        #expect(out.stdoutText.hasPrefix(HelpRenderer.usage(command)))
        #expect(out.stdoutText == HelpRenderer.help(for: command))
        for spelling in [[name, "-h"], ["help", name], ["--help", name]] {
            let again = try ConformBinary.run(spelling, in: ConformBinary.packageRoot)
            #expect(again.status == 0 && again.stdoutText == out.stdoutText, "\(spelling)")
        }
    }

    @Test("every command the overview lists dispatches to a command that knows its name")
    func overviewDispatches() throws {
        let overview = try ConformBinary.run(["--help"], in: ConformBinary.packageRoot)
        #expect(overview.status == 0)
        #expect(overview.stdoutText == CLI.overview)
        let listed =
            overview.stdoutText.components(separatedBy: "Commands:\n").last?
            .split(separator: "\n").prefix { $0.hasPrefix("  ") }
            .compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
        #expect(listed.count == CLI.commands.count)
        for name in listed {
            let out = try ConformBinary.run([name, "--frobnicate"], in: ConformBinary.packageRoot)
            #expect(out.status == 2)
            #expect(out.stderrText.contains("unknown option '--frobnicate' for 'conform \(name)'"), "\(out.stderrText)")
        }
    }

    @Test(
        "an undeclared option exits 2 with a did-you-mean, and nothing on stdout",
        arguments: [
            (["check", "--quite"], "did you mean '--quiet'?"), (["merge", "--junt", "x"], "did you mean '--junit'?"),
            (["status", "--gruop", "1"], "did you mean '--group'?"), (["adapter-check", "--timout", "5s", "x"], "did you mean '--timeout'?")
        ])
    func undeclared(_ args: [String], _ message: String) throws {
        let out = try ConformBinary.run(args, in: ConformBinary.packageRoot)
        #expect(out.status == 2)
        #expect(out.stderrText.contains(message), "\(out.stderrText)")
        #expect(out.stdoutText.isEmpty)
    }

    @Test("docs/cli.md opens with the declared usage line of every command, in help order")
    func docsSynopsis() throws {
        let docs = try String(contentsOfFile: ConformBinary.packageRoot + "/docs/cli.md", encoding: .utf8)
        let block = docs.components(separatedBy: "```\n").dropFirst().first ?? ""
        let declared = CLI.commands.map { HelpRenderer.usage($0.declaration, prefix: "") }.joined()
        #expect(block == declared, "replace the first code block of docs/cli.md with:\n\(declared)")
    }
}
