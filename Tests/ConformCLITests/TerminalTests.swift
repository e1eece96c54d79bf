@testable import ConformCLI
import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// What the terminal gets: colour by the rule `--color`, NO_COLOR and FORCE_COLOR make; completion
/// scripts every shell accepts; and the workspace found above the current folder.
@Suite struct TerminalTests {
    @Test(
        "the colour rule: --color wins, then NO_COLOR, then FORCE_COLOR, then a terminal that is not dumb",
        arguments: [
            (Terminal.ColourMode.always, nil, nil, nil, false, true),
            (.never, nil, "1", nil, true, false),
            (.auto, "1", "1", nil, true, false),
            (.auto, "", nil, nil, true, true),
            (.auto, nil, "1", nil, false, true),
            (.auto, nil, "0", nil, false, false),
            (.auto, nil, "false", nil, true, true),
            (.auto, nil, nil, "dumb", true, false),
            (.auto, nil, nil, "xterm", true, true),
            (.auto, nil, nil, nil, false, false)
        ] as [(Terminal.ColourMode, String?, String?, String?, Bool, Bool)])
    func colourRule(_ mode: Terminal.ColourMode, _ noColour: String?, _ force: String?, _ term: String?, _ tty: Bool, _ expected: Bool) {
        #expect(Terminal.decide(mode: mode, noColour: noColour, forceColour: force, term: term, isTerminal: tty) == expected)
    }

    @Test("--color always colours a piped run; FORCE_COLOR too; NO_COLOR and --color never do not")
    func colourEndToEnd() throws {
        let args = ["run", "Specs/miniwall/purchase/order.yaml", "--adapter", "miniwall", "-r", "p"]
        let always = try ConformBinary.run(args + ["--color", "always"], in: ConformBinary.packageRoot)
        #expect(always.stdoutText.contains("\u{1B}["))
        let forced = try ConformBinary.run(args, in: ConformBinary.packageRoot, environment: ["FORCE_COLOR": "1"])
        #expect(forced.stdoutText.contains("\u{1B}["))
        let plain = try ConformBinary.run(args, in: ConformBinary.packageRoot, environment: ["FORCE_COLOR": "1", "NO_COLOR": "1"])
        #expect(!plain.stdoutText.contains("\u{1B}["))
        let never = try ConformBinary.run(args + ["--color", "never"], in: ConformBinary.packageRoot, environment: ["FORCE_COLOR": "1"])
        #expect(!never.stdoutText.contains("\u{1B}["))
        let bad = try ConformBinary.run(args + ["--color", "sometimes"], in: ConformBinary.packageRoot)
        #expect(bad.status == 2)
    }

    @Test("completion scripts for bash, zsh and fish name every command and option", arguments: CompletionScript.Shell.allCases)
    func completionsComplete(_ shell: CompletionScript.Shell) {
        let script = CompletionScript.render(shell, commands: CLI.commands.map(\.declaration))
        for command in CLI.commands.map(\.declaration) {
            #expect(script.contains(command.name))
            for option in command.options { #expect(script.contains(String(option.name.dropFirst(2))), "\(shell) lacks \(option.name)") }
        }
    }

    /// The shell's executable, where one is installed.
    static func binary(of shell: CompletionScript.Shell) -> String? {
        ["/usr/bin/\(shell.rawValue)", "/bin/\(shell.rawValue)", "/usr/local/bin/\(shell.rawValue)"]
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    @Test("the bash completion script is a valid bash script", .enabled(if: binary(of: .bash) != nil, "bash is not installed"))
    func bashParses() throws { try parses(.bash) }

    @Test("the zsh completion script is a valid zsh script", .enabled(if: binary(of: .zsh) != nil, "zsh is not installed"))
    func zshParses() throws { try parses(.zsh) }

    @Test("the fish completion script is a valid fish script", .enabled(if: binary(of: .fish) != nil, "fish is not installed"))
    func fishParses() throws { try parses(.fish) }

    /// `shell -n` accepts the script.
    func parses(_ shell: CompletionScript.Shell) throws {
        let script = CompletionScript.render(shell, commands: CLI.commands.map(\.declaration))
        let binary = try #require(Self.binary(of: shell))
        let box = try Sandbox()
        try box.write("conform.\(shell.rawValue)", script)
        let check = try Subprocess.run(
            binary, ["-n", box.path + "/conform.\(shell.rawValue)"], directory: box.path,
            environment: ProcessInfo.processInfo.environment, input: Data(), timeout: 30)
        #expect(check.status == 0, "\(shell) -n: \(check.stderrText)")
    }

    @Test(
        "bash completes commands, options and the values of --format",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "bash is not installed"))
    func bashCompletes() throws {
        let box = try Sandbox()
        try box.write("conform.bash", CompletionScript.render(.bash, commands: CLI.commands.map(\.declaration)))
        let probe = """
            source conform.bash
            COMP_WORDS=(conform comp); COMP_CWORD=1; _conform; echo "${COMPREPLY[*]}"
            COMP_WORDS=(conform run --form); COMP_CWORD=2; _conform; echo "${COMPREPLY[*]}"
            COMP_WORDS=(conform run --format j); COMP_CWORD=3; _conform; echo "${COMPREPLY[*]}"
            """
        let out = try Subprocess.run(
            "/bin/bash", ["-c", probe], directory: box.path, environment: ProcessInfo.processInfo.environment,
            input: Data(), timeout: 30)
        #expect(out.stdoutText == "completions\n--format\njson junit\n")
    }

    @Test(
        "bash completes a value by its declared type: a folder option folders only, a file option and a spec files",
        .enabled(if: FileManager.default.isExecutableFile(atPath: "/bin/bash"), "bash is not installed"))
    func bashCompletesByType() throws {
        let box = try Sandbox()
        try box.write("conform.bash", CompletionScript.render(.bash, commands: CLI.commands.map(\.declaration)))
        try box.write("results/keep", "")
        try box.write("report.json", "")
        try box.write("Package.resolved", "")
        let probe = ["run --artifacts r", "run --json r", "show r", "upgrade --package-resolved P", "status --group r"].map { line in
            let words = line.split(separator: " ")
            return
                "COMPREPLY=(); COMP_WORDS=(conform \(line)); COMP_CWORD=\(words.count); _conform; printf '%s\\n' \"${COMPREPLY[@]}\" | sort | paste -sd' '"
        }
        let out = try Subprocess.run(
            "/bin/bash", ["-c", (["source conform.bash"] + probe).joined(separator: "\n")], directory: box.path,
            environment: ProcessInfo.processInfo.environment, input: Data(), timeout: 30)
        #expect(out.stdoutText == "results\nreport.json results\nreport.json results\nPackage.resolved\n\n", "\(out.stderrText)")
    }

    @Test("a command run below the workspace finds conform.yaml above and writes goldens only there")
    func workspaceAbove() throws {
        let box = try Sandbox()
        try box.copy("Specs/miniwall/purchase")
        try box.write("conform.yaml", "adapters: [miniwall]\n")
        let inner = box.path + "/Specs/miniwall"
        let out = try ConformBinary.run(["run", "purchase", "--json", "report.json"], in: inner)
        #expect(out.status == 1, "no goldens yet: every pair is new")
        #expect(out.stdoutText.contains("NEW"))
        #expect(!box.exists("Specs/miniwall/Golden"), "never a golden tree beside the specs")
        #expect(box.exists("Golden/miniwall/miniwall/purchase/order.transcript.new"))
        #expect(box.exists("Specs/miniwall/report.json"), "a report path means what it meant where it was typed")
        #expect(try box.read("Specs/miniwall/report.json").contains("\"file\": \"Specs/miniwall/purchase/order.yaml\""))
    }

    @Test("below the workspace, 'show' takes a spec file where it was typed and a spec id as it is")
    func showBelowWorkspace() throws {
        let folder = ConformBinary.packageRoot + "/Specs/revenuecatui/close"
        let golden = try String(
            contentsOfFile: ConformBinary.packageRoot + "/Golden/revenuecatui/revenuecatui/close/close-button.transcript", encoding: .utf8)
        for spec in ["close-button.yaml", "./close-button.yaml", "revenuecatui/close/close-button"] {
            let out = try ConformBinary.run(["show", spec, "--adapter", "revenuecatui"], in: folder)
            #expect(out.status == 0, "conform show \(spec): \(out.stderrText)")
            #expect(out.stdoutText == golden, "conform show \(spec) prints the golden transcript")
        }
        let missing = try ConformBinary.run(["show", "close-buton.yaml", "--adapter", "revenuecatui"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.stderrText.contains("Specs/revenuecatui/close/close-buton.yaml"), "the error names the file where it was typed")
    }

    @Test("without conform.yaml, the folder holding Specs/ is the workspace")
    func workspaceBySpecs() throws {
        let box = try Sandbox()
        try box.copy("Specs/miniwall/purchase/order.yaml")
        let out = try ConformBinary.run(["list"], in: box.path + "/Specs/miniwall/purchase")
        #expect(out.status == 0)
        #expect(out.stdoutText.contains("miniwall/purchase/order"))
        #expect(WorkspaceRoot.find(from: box.path + "/Specs/miniwall/purchase") == WorkspaceRoot.standardised(box.path))
        #expect(WorkspaceRoot.rebase("order.yaml", from: box.path + "/Specs/miniwall/purchase", to: box.path) == "Specs/miniwall/purchase/order.yaml")
        #expect(
            WorkspaceRoot.rebase("../../../../x.json", from: box.path + "/Specs/miniwall/purchase", to: box.path)
                == WorkspaceRoot.standardised(box.path + "/../x.json"))
    }
}
