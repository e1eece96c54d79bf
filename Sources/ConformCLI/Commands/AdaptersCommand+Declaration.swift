extension AdaptersCommand {
    /// `conform adapters`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "adapters",
        summary: "list the adapters with their SDK versions and capabilities",
        description: [
            """
            Lists every adapter (built-in and from conform.yaml) with its SDK version, capabilities, the \
            events its SDK emits (and those it has but the harness cannot see), its host handlers (what a \
            spec may say each does, and its native signature) and its SDK options (the values each takes).
            """,
        ],
        arguments: [.optional("ADAPTER", repeating: true, help: "only these adapters (default: every one)")])
}
