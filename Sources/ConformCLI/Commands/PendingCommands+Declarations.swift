extension PendingCommands {
    /// The selection `status`, `accept`, `reject` and `review` share: which pending changes.
    static let selectionArguments: [ArgumentDeclaration] = [
        .optional("SPEC-GLOB", repeating: true, help: "only specs whose id matches (e.g. 'miniwall/purchase/*')"),
    ]

    /// The selection options `accept`, `reject` and `review` share: they consume the pending
    /// files, so a `--pending-dir` outside the workspace needs `--allow-outside`.
    static let selectionOptions: [OptionDeclaration] = [
        .adapter("only adapter A"),
        .value("--group", "N", help: "only group N, as 'conform status' numbers them"),
        pendingDirectory.writing(),
        .allowOutside,
    ]

    /// `--pending-dir DIR`, as the selection commands take it.
    static let pendingDirectory = OptionDeclaration.value("--pending-dir", "DIR", help: "where 'conform run --pending-dir' left the pending files")

    /// `conform status`: what it takes and what its help says.
    static let statusDeclaration = CommandDeclaration(
        name: "status",
        summary: "list pending golden changes, grouped by the change itself",
        description: [
            """
            Lists the pending golden changes ('.transcript.new' files a run left), grouped by the change \
            itself: identical changes across specs and adapters are one group, largest first, numbered.
            """,
        ],
        arguments: selectionArguments,
        options: selectionOptions.map { $0.name == pendingDirectory.name ? pendingDirectory : $0 } + [   // status only reads
            .value("--format", "json", help: "print the groups as JSON (schema conform-pending/1), for tools"),
        ])

    /// `conform accept`: what it takes and what its help says.
    static let acceptDeclaration = CommandDeclaration(
        name: "accept",
        summary: "accept pending golden changes (filters, or a group)",
        description: [
            """
            Makes the selected pending changes the goldens (all of them when nothing is selected). \
            Writes are atomic: a temporary file, then a rename. A pending file that does not read back \
            as a transcript of its pair (cut short, hand-edited, not UTF-8) is refused with its problems \
            located, its golden stays as it was, and the exit status is 2.
            """,
        ],
        arguments: selectionArguments,
        options: selectionOptions)

    /// `conform reject`: what it takes and what its help says.
    static let rejectDeclaration = CommandDeclaration(
        name: "reject",
        summary: "reject pending golden changes (filters, or a group)",
        description: ["Deletes the selected pending changes (all of them when nothing is selected); goldens stay."],
        arguments: selectionArguments,
        options: selectionOptions)
}
