import ConformKit

/// Dispatches `conform <command>` and turns every failure into a message and an exit code.
enum CLI {
    /// This tool's version.
    static let version = "0.1.0"

    /// The commands, in help order.
    static let commands: [(name: String, summary: String)] = [
        ("run", "run specs against adapters and check transcripts against goldens (the CI gate)"),
        ("check", "validate spec files, conform.yaml and divergence lists without running anything"),
        ("list", "list the specs of the suite"),
        ("adapters", "list the adapters with their SDK versions and capabilities"),
        ("show", "print the transcript of one spec on one adapter"),
        ("matrix", "the cross-SDK matrix: spec × adapter verdicts, as text, markdown or JSON"),
        ("diff", "the migration report: what changed, callback by callback, between two adapters"),
        ("status", "list pending golden changes, grouped by the change itself"),
        ("review", "walk pending golden changes group by group; one key accepts a whole group"),
        ("accept", "accept pending golden changes (filters, or a group)"),
        ("reject", "reject pending golden changes (filters, or a group)"),
        ("merge", "join shard JSON reports into one verdict, exit code and report"),
        ("adapter-check", "self-test an external adapter: handshake and scripted specs, one ✓/✗ per check"),
    ]

    /// Runs the command line and returns the exit status.
    static func main(_ args: [String]) -> Int32 {
        guard let command = args.first else {
            Terminal.out(Help.overview)
            return 0
        }
        let rest = Array(args.dropFirst())
        do {
            switch command {
            case "-h", "--help", "help":
                if let topic = rest.first, let text = Help.command(topic) { Terminal.out(text) } else { Terminal.out(Help.overview) }
                return 0
            case "--version", "version":
                Terminal.out("conform \(version)\n")
                return 0
            case "run": return try RunCommand.main(rest)
            case "check": return try CheckCommand.main(rest)
            case "list": return try ListCommand.main(rest)
            case "adapters": return try AdaptersCommand.main(rest)
            case "show": return try ShowCommand.main(rest)
            case "matrix": return try MatrixCommand.main(rest)
            case "diff": return try DiffCommand.main(rest)
            case "status": return try PendingCommands.status(rest)
            case "accept": return try PendingCommands.decide(rest, accept: true)
            case "reject": return try PendingCommands.decide(rest, accept: false)
            case "review": return try ReviewCommand.main(rest)
            case "merge": return try MergeCommand.main(rest)
            case "adapter-check": return try AdapterCheckCommand.main(rest)
            default:
                var next = "run 'conform --help' for the commands"
                if let near = Suggestion.nearest(to: command, among: commands.map(\.name)) {
                    next = "did you mean 'conform \(near)'?"
                }
                throw ConformError.input("unknown command '\(command)'", next: next)
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
}
