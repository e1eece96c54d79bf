/// One positional argument of a command (`PATHS…`, `SPEC`), for its usage line and help.
struct ArgumentDeclaration: Sendable {
    /// The name shown, in capitals: `PATHS`.
    let name: String
    /// Whether the command runs without it.
    let optional: Bool
    /// Whether it may be given several times (`PATHS…`).
    let repeating: Bool
    /// The line of help beside it: lowercase, no final period.
    let help: String
    /// Whether it is a path (`PATHS…`, `REPORT.json`), and how.
    var path: PathKind?

    /// The name with `…` when it repeats: `PATHS…`.
    var label: String { repeating ? name + "…" : name }

    /// How the usage line shows it: `[PATHS…]`, `SPEC`.
    var usage: String { optional ? "[\(label)]" : label }

    /// An argument the command needs.
    static func required(_ name: String, repeating: Bool = false, path: PathKind? = nil, help: String) -> ArgumentDeclaration {
        ArgumentDeclaration(name: name, optional: false, repeating: repeating, help: help, path: path)
    }

    /// An argument the command can do without.
    static func optional(_ name: String, repeating: Bool = false, path: PathKind? = nil, help: String) -> ArgumentDeclaration {
        ArgumentDeclaration(name: name, optional: true, repeating: repeating, help: help, path: path)
    }

    /// `[PATHS…]`: the spec files or folders a command reads, rebased and completed as paths.
    static func paths(_ help: String = "spec files or folders (default: the suite root)") -> ArgumentDeclaration {
        .optional("PATHS", repeating: true, path: .read(.either), help: help)
    }
}
