import ConformKit

/// Dispatches `conform <command>` and turns every failure into a message and an exit code.
enum CLI {
    /// This tool's version.
    static let version = "0.1.0"

    /// The commands, in help order: each one's declaration and the code that runs it. Dispatch,
    /// parsing and every help text read this one table.
    static let commands: [CommandEntry] = [
        CommandEntry(RunCommand.declaration, run: RunCommand.main),
        CommandEntry(CheckCommand.declaration, run: CheckCommand.main),
        CommandEntry(ListCommand.declaration, run: ListCommand.main),
        CommandEntry(AdaptersCommand.declaration, run: AdaptersCommand.main),
        CommandEntry(ShowCommand.declaration, run: ShowCommand.main),
        CommandEntry(MatrixCommand.declaration, run: MatrixCommand.main),
        CommandEntry(DiffCommand.declaration, run: DiffCommand.main),
        CommandEntry(MutateCommand.declaration, run: MutateCommand.main),
        CommandEntry(PendingCommands.statusDeclaration, run: PendingCommands.status),
        CommandEntry(ReviewCommand.declaration, run: ReviewCommand.main),
        CommandEntry(PendingCommands.acceptDeclaration) { try PendingCommands.decide($0, accept: true) },
        CommandEntry(PendingCommands.rejectDeclaration) { try PendingCommands.decide($0, accept: false) },
        CommandEntry(MergeCommand.declaration, run: MergeCommand.main),
        CommandEntry(AdapterCheckCommand.declaration, run: AdapterCheckCommand.main),
        CommandEntry(RecordCommand.declaration, run: RecordCommand.main),
    ]

    /// The command called `name`, if there is one.
    static func command(named name: String) -> CommandEntry? {
        commands.first { $0.declaration.name == name }
    }

    /// The overview `conform --help` prints.
    static var overview: String { HelpRenderer.overview(commands.map(\.declaration)) }

    /// Runs the command line and returns the exit status.
    static func main(_ args: [String]) -> Int32 {
        guard let name = args.first else {
            Terminal.out(overview)
            return 0
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
                return 0
            case "--version", "version":
                Terminal.out("conform \(version)\n")
                return 0
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
            Terminal.err("conform: error: \(error)\n")
            return error.exitCode
        } catch let error as ConfigError {
            let sources = Dictionary(error.diagnostics.map { ($0.location.file, error.source) }, uniquingKeysWith: { a, _ in a })
            Terminal.err(DiagnosticRenderer.render(error.diagnostics, sources: sources, colour: Terminal.colour(fd: 2)) + "\n")
            Terminal.err("conform: error: conform.yaml is invalid\n  next: fix the problems above, or see docs/cli.md for its keys\n")
            return 2
        } catch {
            Terminal.err("conform: error: \(error)\n")
            return 3
        }
    }

    /// Parses `args` from the command's declaration, answers `--help` from it, or runs the command.
    static func run(_ entry: CommandEntry, _ args: [String]) throws -> Int32 {
        let arguments = try Arguments(args, for: entry.declaration)
        if arguments.has("--help") {
            Terminal.out(HelpRenderer.help(for: entry.declaration))
            return 0
        }
        return try entry.run(arguments)
    }
}
