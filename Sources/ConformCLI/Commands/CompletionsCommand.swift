import ConformKit

/// `conform completions SHELL`: the shell completion script, generated from the command declarations.
enum CompletionsCommand {
    static let declaration = CommandDeclaration(
        name: "completions",
        summary: "print the shell completion script for bash, zsh or fish",
        description: [
            """
            Prints a completion script for SHELL, generated from the same declarations the commands are \
            parsed and helped from: every command, its options, the values of options with a fixed set, \
            and files and folders where an option or argument names one.
            """
        ],
        arguments: [.required("SHELL", help: "bash, zsh or fish")],
        examples: [
            "conform completions bash > /etc/bash_completion.d/conform",
            "conform completions zsh > \"${fpath[1]}/_conform\"",
            "conform completions fish > ~/.config/fish/completions/conform.fish"
        ],
        exitCodes: [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: "the script was printed"),
            ExitCodeDeclaration(code: ExitStatus.invalidInput, meaning: "no shell, or one Conform has no completions for")
        ],
        usesWorkspace: false)

    static func main(_ a: Arguments) throws -> Int32 {
        let names = CompletionScript.Shell.allCases.map(\.rawValue)
        let name = a.positional[0]  // exactly one: `Arguments.checkArgumentCount`
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            var next = "one of: \(names.joined(separator: ", "))"
            if let near = Suggestion.nearest(to: name, among: names) { next = "did you mean '\(near)'? (\(next))" }
            throw ConformError.input("no completions for the shell '\(name)'", next: next)
        }
        Terminal.out(CompletionScript.render(shell, commands: CLI.commands.map(\.declaration)))
        return ExitStatus.success
    }
}
