extension AdaptersCommand {
    /// `conform adapters`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "adapters",
        summary: "list the adapters with their SDK versions and capabilities",
        description: [
            """
            Lists every adapter (built-in and from conform.yaml) with its SDK version, capabilities, the \
            event families it can observe, its host handlers and SDK options.
            """,
        ])
}
