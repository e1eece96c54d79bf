@testable import ConformCLI
import ConformKit
import Foundation
import Testing

/// Each command is declared once; the parser and the help both read that declaration. These tests
/// fail when the two could disagree: an option the help lists that the parser refuses, or one the
/// parser takes that the help leaves out.
@Suite struct CommandDeclarationTests {
    /// Every command's name, in help order.
    static let names = CLI.commands.map(\.declaration.name)

    /// Every declared option of every command, `--help` included, as (command, option).
    static let options: [(String, String)] = CLI.commands.flatMap { entry in
        entry.declaration.allOptions.map { (entry.declaration.name, $0.name) }
    }

    /// The declaration of the command called `name`.
    static func declaration(_ name: String) throws -> CommandDeclaration {
        try #require(CLI.command(named: name)?.declaration)
    }

    /// The error message parsing `args` for `command` gives, or nil when it parses.
    static func parseError(_ args: [String], for command: CommandDeclaration) -> String? {
        do {
            _ = try Arguments(args, for: command)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("command names are unique, and so are each command's option names and aliases")
    func unique() {
        #expect(Set(Self.names).count == Self.names.count)
        for entry in CLI.commands {
            let options = entry.declaration.allOptions
            #expect(Set(options.map(\.name)).count == options.count, "\(entry.declaration.name)")
            let aliases = options.compactMap(\.shortName)
            #expect(Set(aliases).count == aliases.count, "\(entry.declaration.name)")
            #expect(options.allSatisfy { $0.name.hasPrefix("--") && !$0.help.isEmpty }, "\(entry.declaration.name)")
        }
    }

    @Test("every command has a summary, a description and its exit codes, 0 and 2 among them", arguments: names)
    func complete(_ name: String) throws {
        let command = try Self.declaration(name)
        #expect(!command.summary.isEmpty && !command.summary.hasSuffix("."))
        #expect(!command.description.isEmpty)
        #expect(command.exitCodes.map(\.code).contains(0) && command.exitCodes.map(\.code).contains(2))
    }

    @Test("a command's help mentions every declared argument, option, alias and exit code", arguments: names)
    func helpMentionsEverything(_ name: String) throws {
        let command = try Self.declaration(name)
        let help = HelpRenderer.help(for: command)
        #expect(help.hasPrefix("Usage: conform \(name)"))
        for argument in command.arguments {
            #expect(help.contains("  \(argument.label)  "), "\(name): \(argument.label)")
        }
        for option in command.allOptions {
            #expect(help.contains(HelpRenderer.label(option) + "  "), "\(name): \(option.name)")
            #expect(help.contains(option.help.split(separator: " ").prefix(3).joined(separator: " ")), "\(name): \(option.name)")
        }
        for code in command.exitCodes {
            #expect(help.contains("  \(code.code)  \(code.meaning)"), "\(name): exit \(code.code)")
        }
    }

    @Test("the options a command's help lists are exactly the options its parser accepts", arguments: names)
    func helpListsWhatParses(_ name: String) throws {
        let command = try Self.declaration(name)
        let help = HelpRenderer.help(for: command)
        let table = try #require(help.components(separatedBy: "Options:\n").last)
        let listed = table.split(separator: "\n").prefix { $0.hasPrefix("  ") }.filter { $0.hasPrefix("  -") }
            .compactMap { line in line.split(separator: " ").first { $0.hasPrefix("--") }.map(String.init) }
        #expect(listed == command.allOptions.map(\.name))
        for option in listed {
            let args = command.option(named: option)?.takesValue == true ? [option, "x"] : [option]
            #expect(Self.parseError(args, for: command) == nil, "\(name) \(option)")
        }
        let usage = HelpRenderer.usage(command)
        for word in usage.split(whereSeparator: { " []\n".contains($0) }) where word.hasPrefix("--") && word != "--" {
            #expect(command.option(named: String(word)) != nil, "\(name): usage names '\(word)'")
        }
    }

    @Test("the parser accepts every declared option by name, with '=', and by its alias", arguments: options)
    func parsesDeclared(_ name: String, _ optionName: String) throws {
        let command = try Self.declaration(name)
        let option = try #require(command.option(named: optionName))
        var spellings = [option.name] + (option.shortName.map { [$0] } ?? [])
        if option.takesValue { spellings.append(option.name + "=") }
        for spelling in spellings {
            let args = option.takesValue ? (spelling.hasSuffix("=") ? [spelling + "v1"] : [spelling, "v1"]) : [spelling]
            let parsed = try Arguments(args, for: command)
            if option.takesValue {
                #expect(try parsed[Option<[String]>(option) { $0 }] == ["v1"], "\(name) \(args)")
            } else {
                #expect(parsed[Flag(declaration: option)], "\(name) \(args)")
            }
            #expect(parsed.positional.isEmpty)
        }
    }

    /// Every option whose name less its last letter is a typo near it alone: '--ta' is as near
    /// '--tag' as '--tap', so neither has a single option to suggest.
    static let suggestible: [(String, String)] = options.filter { name, optionName in
        let typo = String(optionName.dropLast())
        let command = CLI.command(named: name)?.declaration
        return command?.allOptions.allSatisfy { $0.name == optionName || String($0.name.dropLast()) != typo } ?? false
    }

    @Test("an undeclared option is refused, naming the command, with a did-you-mean", arguments: suggestible)
    func refusesUndeclared(_ name: String, _ optionName: String) throws {
        let command = try Self.declaration(name)
        let typo = String(optionName.dropLast())
        let message = try #require(Self.parseError([typo], for: command))
        #expect(message.contains("unknown option '\(typo)' for 'conform \(name)'"), "\(message)")
        #expect(message.contains("did you mean '\(optionName)'?"), "\(message)")
    }

    @Test("an option nobody declares is refused by every command, pointing at its help", arguments: names)
    func refusesForeign(_ name: String) throws {
        // Not '--frobnicate', which is close enough to `upgrade`'s '--from' to be suggested.
        let message = try #require(Self.parseError(["--quuxify"], for: try Self.declaration(name)))
        #expect(message.contains("unknown option '--quuxify' for 'conform \(name)'"))
        #expect(!message.contains("did you mean"))
    }

    @Test("an option that takes a value needs one; a flag takes none")
    func values() throws {
        let run = try Self.declaration("run")
        #expect(Self.parseError(["--jobs"], for: run)?.contains("option '--jobs' needs a value") == true)
        #expect(Self.parseError(["-j"], for: run)?.contains("option '--jobs' needs a value") == true)
        #expect(Self.parseError(["--update=yes"], for: run)?.contains("option '--update' takes no value") == true)
        #expect(Self.parseError(["--help=yes"], for: run)?.contains("option '--help' takes no value") == true)
        let parsed = try Arguments(["--jobs", "--update", "--adapter", "a,b", "--adapter=c"], for: run)
        #expect(throws: ConformError.self) { try parsed[Common.jobs] }  // '--update' is no number
        #expect(try parsed[RunCommand.adapter] == ["a", "b", "c"])
        #expect(!parsed[RunCommand.update])
    }

    @Test("'--' ends the options, and a lone '-' is an argument")
    func doubleDash() throws {
        let parsed = try Arguments(["Specs/", "--", "--jobs", "-"], for: try Self.declaration("run"))
        #expect(parsed.positional == ["Specs/", "--jobs", "-"])
        #expect(try parsed[Common.jobs] == nil)
    }

    @Test("an alias works only where its option is declared: '-j' is '--jobs' for run, unknown for list")
    func aliases() throws {
        #expect(try Arguments(["-j", "3"], for: try Self.declaration("run"))[Common.jobs] == 3)
        #expect(try Arguments(["-h"], for: try Self.declaration("list"))[Common.help])
        #expect(Self.parseError(["-j", "3"], for: try Self.declaration("list"))?.contains("unknown option '-j' for 'conform list'") == true)
    }

    @Test("adapter-check reads options only before the adapter's command, which passes on untouched")
    func passThrough() throws {
        let command = try Self.declaration("adapter-check")
        let parsed = try Arguments(["--timeout", "5s", "node", "adapter.js", "--help", "-j"], for: command)
        #expect(try parsed[AdapterCheckCommand.timeout] == .seconds(5))
        #expect(parsed.positional == ["node", "adapter.js", "--help", "-j"])
        #expect(!parsed[Common.help])
        #expect(try Arguments(["--", "-weird"], for: command).positional == ["-weird"])
        let message = try #require(Self.parseError(["--timout", "5s", "node"], for: command))
        #expect(message.contains("did you mean '--timeout'?") && message.contains("put options before CMD"), "\(message)")
    }
}

extension CommandDeclarationTests {
    /// Each command source file, and the commands whose code it holds.
    static let sources: [String: [String]] = [
        "AdapterCheckCommand.swift": ["adapter-check"], "CompletionsCommand.swift": ["completions"], "AdaptersCommand.swift": ["adapters"],
        "CheckCommand.swift": ["check"],
        "BadgeCommand.swift": ["badge"], "TrendCommand.swift": ["trend"], "InitCommand.swift": ["init"], "CarryCommand.swift": ["carry"],
        "DiffCommand.swift": ["diff"], "ListCommand.swift": ["list"], "MatrixCommand.swift": ["matrix"], "MergeCommand.swift": ["merge"],
        "MutateCommand.swift": ["mutate"],
        "PendingCommands.swift": ["status", "accept", "reject", "review"], "ReviewCommand.swift": ["review"],
        "RecordCommand.swift": ["record"], "RunCommand.swift": ["run"], "ShowCommand.swift": ["show"], "UpgradeCommand.swift": ["upgrade"]
    ]

    @Test("each command is one file holding its declaration and its code")
    func oneFilePerCommand() throws {
        let folder = ConformBinary.packageRoot + "/Sources/ConformCLI/Commands"
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(Set(files) == Set(Self.sources.keys), "one file per command, listed in CommandDeclarationTests.sources")
        for (file, names) in Self.sources {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for name in names where name != "review" || file == "ReviewCommand.swift" {  // review shares the pending code
                #expect(text.contains("name: \"\(name)\","), "\(file) declares 'conform \(name)'")
            }
        }
    }

    @Test("every key a command's code reads is one of the keys its declaration lists")
    func codeReadsDeclared() throws {
        let folder = ConformBinary.packageRoot + "/Sources/ConformCLI/Commands"
        let reads = try NSRegularExpression(pattern: #"\ba\[(?:Self\.)?([A-Za-z.]+)\]"#)
        for file in Self.sources.keys {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            let listed = Self.optionLists(text)
            let keys = reads.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).map { String(text[$0]) }
            }
            #expect(!keys.isEmpty || ["ReviewCommand.swift", "CompletionsCommand.swift"].contains(file), "\(file) reads no option?")
            for key in keys {
                #expect(listed.contains(key), "\(file) reads '\(key)', which no option list of its declarations names")
            }
        }
    }

    /// The names in every option list of a command file (`options: [a, Common.b] + …`, and the
    /// selection options the pending commands share), up to the declaration's next argument.
    static func optionLists(_ text: String) -> Set<String> {
        var names: Set<String> = []
        for part in text.components(separatedBy: "options: ").dropFirst()
            + text.components(separatedBy: "selectionOptions: [any OptionKey] = ").dropFirst()
        {
            let list = part.components(separatedBy: CharacterSet(charactersIn: ")\n")).prefix { !$0.contains(":") || $0.hasPrefix("[") }
            for line in list { names.formUnion(line.split(whereSeparator: { " [],+".contains($0) }).map(String.init)) }
        }
        return names
    }

    @Test("no code reads an option by its name after parsing: options are read through their typed keys")
    func noStringLookups() throws {
        let root = ConformBinary.packageRoot + "/Sources/ConformCLI"
        let pattern = try NSRegularExpression(pattern: #"\w\.(value|list|all|has|positiveInt)\("-|\[\s*"--?[a-z]"#)
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            let found = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range, in: text).map { String(text[$0]) }
            }
            #expect(found.isEmpty, "\(file) looks an option up by name: \(found)")
        }
    }

    @Test("every exit status a command returns or declares comes from ExitStatus, never a literal")
    func exitStatusesByName() throws {
        let root = ConformBinary.packageRoot + "/Sources/ConformCLI"
        let pattern = try NSRegularExpression(pattern: #"(?m)(return [0-9]+\s*(\}|$)|ExitCodeDeclaration\(code: [0-9])"#)
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(files.count > 20)
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            let found = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range, in: text).map { String(text[$0]) }
            }
            #expect(
                found.isEmpty,
                "\(file) gives an exit status as a number: \(found) — use ExitStatus.success, .failures, .invalidInput or .infrastructure")
        }
    }
}
