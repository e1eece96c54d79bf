extension ReviewCommand {
    /// `conform review`: what it takes and what its help says; it selects as `conform status` does.
    static let declaration = CommandDeclaration(
        name: "review",
        summary: "walk pending golden changes group by group; one key accepts a whole group",
        description: [
            "Walks the pending changes group by group, largest first, showing what changed and where.",
            """
            One key decides a whole group: a accept, r reject, s skip, v view and decide each, q quit. \
            Without a terminal, reads one answer per line from stdin.
            """,
        ],
        arguments: PendingCommands.selectionArguments,
        options: PendingCommands.selectionOptions)
}
