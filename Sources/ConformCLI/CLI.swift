import ConformKit
import Foundation

/// Dispatches `conform <command>` and turns every failure into a message and an exit code.
enum CLI {
    static let version = "0.1.0"

    /// A command: its declaration, and the code that runs it on the arguments parsed from it.
    typealias Command = (declaration: CommandDeclaration, run: @Sendable (Arguments) throws -> Int32)

    /// The commands, in help order: each one's declaration and the code that runs it. Dispatch,
    /// parsing and every help text read this one table.
    static let commands: [Command] = [
        (InitCommand.declaration, InitCommand.main),
        (RunCommand.declaration, RunCommand.main),
        (CheckCommand.declaration, CheckCommand.main),
        (ListCommand.declaration, ListCommand.main),
        (AdaptersCommand.declaration, AdaptersCommand.main),
        (ShowCommand.declaration, ShowCommand.main),
        (MatrixCommand.declaration, MatrixCommand.main),
        (DiffCommand.declaration, DiffCommand.main),
        (MutateCommand.declaration, MutateCommand.main),
        (UpgradeCommand.declaration, UpgradeCommand.main),
        (PendingCommands.statusDeclaration, PendingCommands.status),
        (ReviewCommand.declaration, ReviewCommand.main),
        (PendingCommands.acceptDeclaration, { try PendingCommands.decide($0, accept: true) }),
        (PendingCommands.rejectDeclaration, { try PendingCommands.decide($0, accept: false) }),
        (CarryCommand.declaration, CarryCommand.main),
        (MergeCommand.declaration, MergeCommand.main),
        (BadgeCommand.declaration, BadgeCommand.main),
        (TrendCommand.declaration, TrendCommand.main),
        (AdapterCheckCommand.declaration, AdapterCheckCommand.main),
        (CompletionsCommand.declaration, CompletionsCommand.main),
        (RecordCommand.declaration, RecordCommand.main)
    ]

    /// The command called `name`, if there is one.
    static func command(named name: String) -> Command? {
        commands.first { $0.declaration.name == name }
    }

    /// The overview `conform --help` prints.
    static var overview: String { HelpRenderer.overview(commands.map(\.declaration)) }

    /// Runs the command line and returns the exit status.
    static func main(_ args: [String]) -> Int32 {
        guard let name = args.first else {
            Terminal.out(overview)
            return ExitStatus.success
        }
        let rest = Array(args.dropFirst())
        do {
            switch name {
            case "-h", "--help", "help":
                if let topic = rest.first, let entry = command(named: topic) {
                    Terminal.out(HelpRenderer.help(for: entry.declaration))
                } else {
                    Terminal.out(overview)
                }
                return ExitStatus.success
            case "--version", "version":
                Terminal.out("conform \(version)\n")
                return ExitStatus.success
            default:
                guard let entry = command(named: name) else {
                    var next = "run 'conform --help' for the commands"
                    if let near = Suggestion.nearest(to: name, among: commands.map(\.declaration.name)) {
                        next = "did you mean 'conform \(near)'?"
                    }
                    throw ConformError.input("unknown command '\(name)'", next: next)
                }
                return try run(entry, rest)
            }
        } catch let error as ConformError {
            Terminal.err("conform: error: \(shown(error))\n")
            return error.exitCode
        } catch let error as ConfigError {
            let sources = Dictionary(error.diagnostics.map { ($0.location.file, error.source) }, uniquingKeysWith: { a, _ in a })
            Terminal.err(DiagnosticRenderer.render(error.diagnostics, sources: sources, colour: Terminal.colour(fd: 2)) + "\n")
            Terminal.err("conform: error: conform.yaml is invalid\n  next: fix the problems above, or see docs/cli.md for its keys\n")
            return ExitStatus.invalidInput
        } catch {
            // Any other failure, such as a golden store that cannot be read or written, is infrastructure.
            Terminal.err("conform: error: \(VisibleText.escaped("\(error)"))\n")
            return ExitStatus.infrastructure
        }
    }

    /// The error as the user reads it: its message and next step each escaped, since either may
    /// quote a path or a value the user typed (`VisibleText.escaped`).
    static func shown(_ error: ConformError) -> String {
        switch error {
        case .input(let message, let next), .infrastructure(let message, let next):
            let text = VisibleText.escaped(message)
            return next.map { "\(text)\n  next: \(VisibleText.escaped($0))" } ?? text
        }
    }

    /// Parses `args` from the command's declaration, answers `--help` from it, or runs the command.
    static func run(_ entry: Command, _ args: [String]) throws -> Int32 {
        var arguments = try Arguments(args, for: entry.declaration)
        // Read before the arguments are checked, so their errors are coloured as asked; a value
        // outside the choices reads as none, and is refused by `validate`.
        if let mode = try arguments[Common.color] { Terminal.colourMode.withLock { $0 = mode } }
        if arguments[Common.help] {
            Terminal.out(HelpRenderer.help(for: entry.declaration))
            return ExitStatus.success
        }
        if entry.declaration.usesWorkspace { try enterWorkspace(&arguments) }
        try arguments.validate()
        return try entry.run(arguments)
    }

    /// Moves into the workspace above the current folder, if there is one and it is not the current
    /// folder, rewriting the paths the user typed so they still name what they named.
    static func enterWorkspace(_ arguments: inout Arguments) throws {
        let here = FileManager.default.currentDirectoryPath
        guard let root = WorkspaceRoot.find(from: here), WorkspaceRoot.standardised(here) != root else { return }
        arguments.rebasePaths { WorkspaceRoot.rebase($0, from: here, to: root) }
        guard FileManager.default.changeCurrentDirectoryPath(root) else {
            throw ConformError.infrastructure("cannot enter the workspace '\(root)'", next: "check the folder's permissions")
        }
    }
}
