/// One `conform` command, declared once: its name, what it takes, what it says about itself and how
/// it exits. `Arguments` parses from it and `HelpRenderer` renders `--help` from it, so the options
/// a command accepts and the options its help lists are the same list.
struct CommandDeclaration: Sendable {
    /// Where a command's options may stand among its arguments.
    enum OptionPlacement {
        /// Anywhere: `conform run Specs/ --jobs 2`.
        case anywhere
        /// Only before the first argument; everything from it on is the argument's own, untouched,
        /// as `conform adapter-check` passes on the adapter's command line.
        case beforeArguments
    }

    /// The command's name: `conform <name>`.
    let name: String
    /// One line for the overview: lowercase, no final period.
    let summary: String
    /// What the command does, a paragraph each (wrapped when rendered).
    let description: [String]
    /// The positional arguments, in order.
    let arguments: [ArgumentDeclaration]
    /// The options, in help order; `--help` is implied and comes last.
    let options: [CommandOption]
    let optionPlacement: OptionPlacement
    /// Command lines worth copying.
    let examples: [String]
    /// Paragraphs after the options: environment, output streams.
    let notes: [String]
    /// The exit codes and what each means for this command.
    let exitCodes: [ExitCodeDeclaration]
    /// Whether the command works in a workspace: it is found by walking up from the current folder
    /// to `conform.yaml` (or the folder holding `Specs/`), as git and SwiftPM find theirs.
    let usesWorkspace: Bool

    /// Declares a command; everything but its name, summary and description is optional.
    init(
        name: String, summary: String, description: [String], arguments: [ArgumentDeclaration] = [],
        options: [any OptionKey] = [], optionPlacement: OptionPlacement = .anywhere, examples: [String] = [],
        notes: [String] = [], exitCodes: [ExitCodeDeclaration] = ExitCodeDeclaration.standard, usesWorkspace: Bool = true
    ) {
        self.name = name
        self.summary = summary
        self.description = description
        self.arguments = arguments
        self.options = options.map(\.declaration)
        self.optionPlacement = optionPlacement
        self.examples = examples
        self.notes = notes
        self.exitCodes = exitCodes
        self.usesWorkspace = usesWorkspace
    }

    /// Every option the command accepts: the declared ones, then `--color` and `--help`.
    var allOptions: [CommandOption] { options + [Common.color.declaration, Common.help.declaration] }

    /// The option `typed` names, by long name or alias.
    func option(named typed: String) -> CommandOption? {
        allOptions.first { $0.name == typed || $0.shortName == typed }
    }

    /// The usage line's parts after `conform <name>`: arguments and options (not `--help`), in the
    /// order the command takes them.
    var usageParts: [String] {
        let arguments = arguments.map(\.usage)
        let options = options.map(\.usage)
        switch optionPlacement {
        case .anywhere: return arguments + options
        case .beforeArguments: return options + ["[--]"] + arguments
        }
    }
}
