/// What one option of a command is called, takes and says, declared once through its typed key
/// (`Flag`, `Option`): the parser accepts exactly these, and the help lists exactly these.
struct CommandOption: Sendable {
    /// The long name, with its dashes: `--jobs`.
    let name: String
    /// The one-letter alias, if any: `j` for `-j`.
    let short: Character?
    /// What the value stands for (`N`, `FILE`), or nil for a flag that takes no value.
    let placeholder: String?
    /// The values it takes, when they are a closed set (`pretty`, `json`, …), the default first;
    /// the command checks the value against the same list.
    let choices: [String]
    /// Whether the option may be given several times, or with comma-separated values (`--adapter a,b`).
    let repeatable: Bool
    /// The line of help beside the option: lowercase, no final period.
    let help: String
    /// Options of which at least one must be given with this one (`--force` means nothing alone).
    var requires: [String] = []
    /// Options that cannot be given with this one (`--update` with `--no-golden`), and why.
    var conflicts: [(name: String, reason: String)] = []
    /// Whether the value is a path, read or written. A place the user types is written where it
    /// says, inside the workspace or not (docs/cli.md, "The workspace"); confinement is for places
    /// read from files (`golden:`, `suite:`).
    var path: PathKind?

    /// Whether the value is a place the command writes (`--json FILE`, `--artifacts DIR`).
    var writes: Bool { path?.access == .written }

    /// Whether the option takes a value (`--jobs 4`) rather than being a flag (`--update`).
    var takesValue: Bool { placeholder != nil }

    /// The short alias as typed: `-j`.
    var shortName: String? { short.map { "-\($0)" } }

    /// How the usage line shows it: `[--jobs N]`, `[--adapter A…]`, `[--format pretty|json]`.
    var usage: String {
        guard let placeholder else { return "[\(name)]" }
        let value = choices.isEmpty ? placeholder : choices.joined(separator: "|")
        return "[\(name) \(value)\(repeatable ? "…" : "")]"
    }

    /// An option that takes a value.
    static func value(
        _ name: String, _ placeholder: String, short: Character? = nil, choices: [String] = [],
        repeatable: Bool = false, help: String
    ) -> CommandOption {
        CommandOption(name: name, short: short, placeholder: placeholder, choices: choices, repeatable: repeatable, help: help)
    }
}
