import ConformKit

/// `conform completions SHELL`: the shell completion script, generated from the command declarations.
enum CompletionsCommand {
    static func main(_ a: Arguments) throws -> Int32 {
        let names = CompletionScript.Shell.allCases.map(\.rawValue)
        guard let name = a.positional.first else {
            throw ConformError.input("'conform completions' needs a shell", next: "one of: \(names.joined(separator: ", "))")
        }
        guard a.positional.count == 1 else {
            throw ConformError.input("'conform completions' takes one shell, not \(a.positional.count)", next: "for example: conform completions bash")
        }
        guard let shell = CompletionScript.Shell(rawValue: name) else {
            var next = "one of: \(names.joined(separator: ", "))"
            if let near = Suggestion.nearest(to: name, among: names) { next = "did you mean '\(near)'? (\(next))" }
            throw ConformError.input("no completions for the shell '\(name)'", next: next)
        }
        Terminal.out(CompletionScript.render(shell, commands: CLI.commands.map(\.declaration)))
        return 0
    }
}
