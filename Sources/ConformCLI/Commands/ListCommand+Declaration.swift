extension ListCommand {
    /// `conform list`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "list",
        summary: "list the specs of the suite",
        description: ["Lists the suite's specs: id, title and tags."],
        arguments: [.optional("PATHS", repeating: true, help: "spec files or folders (default: the suite root)")],
        options: [.filter, .tag, .allowOutside])
}
