extension ShowCommand {
    /// `conform show`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "show",
        summary: "print the transcript of one spec on one adapter",
        description: [
            """
            Runs one spec on one adapter and prints its transcript, exactly as a golden would hold it.
            """,
        ],
        arguments: [.required("SPEC", help: "a spec id such as 'miniwall/purchase/order', or a spec file")],
        options: [
            .value("--adapter", "A", help: "the adapter to run it on"),
            .traceAdapter,
            .allowOutside,
        ])
}
