@testable import ConformCLI
import Testing

/// The help texts, rendered from the declarations: the overview's command list, the tables, the
/// usage lines and the wrapping.
@Suite struct HelpRendererTests {
    @Test("the overview lists every declared command with its summary, in table order")
    func overview() {
        let text = CLI.overview
        let listed = text.components(separatedBy: "Commands:\n")[1].split(separator: "\n").prefix { $0.hasPrefix("  ") }
        #expect(listed.map { $0.split(separator: " ").first.map(String.init) ?? "" } == CLI.commands.map(\.declaration.name))
        for entry in CLI.commands {
            #expect(text.contains(entry.declaration.name.padding(toLength: 13) + "  " + entry.declaration.summary))
        }
        for code in ExitCodeDeclaration.standard {
            #expect(text.contains("  \(code.code)  \(code.meaning)\n"))
        }
    }

    @Test("every help line fits in 100 columns", arguments: CLI.commands.map(\.declaration.name))
    func width(_ name: String) throws {
        let command = try #require(CLI.command(named: name)?.declaration)
        for line in HelpRenderer.help(for: command).split(separator: "\n") {
            #expect(line.count <= HelpRenderer.width, "\(line)")
        }
    }

    @Test("help texts and option tables line up in one column per command")
    func alignment() throws {
        let run = try #require(CLI.command(named: "run")?.declaration)
        let help = HelpRenderer.help(for: run)
        #expect(help.contains("  -j, --jobs N          worker threads (default: the number of cores)\n"))
        #expect(help.contains("  --pending-dir DIR     write pending transcripts under DIR instead of beside goldens\n"))
        #expect(help.contains("  PATHS…                spec files or folders"))
        #expect(help.hasSuffix("  3  adapter or infrastructure error: an adapter crashed, hung or broke the protocol\n"))
    }

    @Test("a repeatable option says so in its help line and with '…' in the usage line")
    func repeatable() throws {
        let matrix = try #require(CLI.command(named: "matrix")?.declaration)
        let help = HelpRenderer.help(for: matrix)
        #expect(help.contains("[--adapter A…]"))
        #expect(help.contains("--adapter A        only adapter A (repeatable, or comma-separated)"))
        #expect(help.contains("[--jobs N]"))
    }

    @Test(
        "a format option lists the command's own formats, the default first",
        arguments: [
            ("run", ["pretty", "json", "junit", "tap", "markdown"]), ("merge", ["pretty", "json", "junit", "tap", "markdown"]),
            ("matrix", ["text", "markdown", "json"]), ("diff", ["pretty", "markdown", "json"]), ("upgrade", ["pretty", "markdown", "json"])
        ])
    func formats(_ name: String, _ formats: [String]) throws {
        let option = try #require(CLI.command(named: name)?.declaration.option(named: "--format"))
        #expect(option.help.hasPrefix("\(formats[0]) (default), "))
        for format in formats { #expect(option.help.contains(format)) }
        #expect(option.usage == "[--format \(formats.joined(separator: "|"))]")
        #expect(option.choices == formats)
    }

    @Test("the usage line wraps under the command's name, options after arguments unless they must come first")
    func usage() throws {
        let run = try #require(CLI.command(named: "run")?.declaration)
        let lines = HelpRenderer.usage(run).split(separator: "\n")
        #expect(lines.count > 1)
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix(String(repeating: " ", count: "Usage: conform run ".count) + "[") })
        #expect(lines[0].hasPrefix("Usage: conform run [PATHS…] [--adapter A…]"))
        let check = try #require(CLI.command(named: "adapter-check")?.declaration)
        #expect(
            HelpRenderer.usage(check).hasPrefix("Usage: conform adapter-check [--timeout DURATION] [--trace-adapter] [--quiet] [--verbose] [--] CMD"))
    }

    @Test(
        "wrapping breaks at spaces, keeps a long word whole and honours line breaks",
        arguments: [
            ("one two three", 7, ["one two", "three"]),
            ("one two three", 100, ["one two three"]),
            ("averyveryverylongword x", 5, ["averyveryverylongword", "x"]),
            ("first\nsecond line", 8, ["first", "second", "line"])
        ])
    func wrap(_ text: String, _ width: Int, _ lines: [String]) {
        #expect(HelpRenderer.wrap(text, width: width) == lines)
    }
}
