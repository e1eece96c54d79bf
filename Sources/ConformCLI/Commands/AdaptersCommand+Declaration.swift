extension AdaptersCommand {
    /// `conform adapters`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "adapters",
        summary: "list the adapters, their capabilities, and the versioned models",
        description: [
            """
            Lists every adapter (built-in and from conform.yaml) with its SDK version, capabilities, the \
            events its SDK emits (and those it has but the harness cannot see), its host handlers (what a \
            spec may say each does, and its native signature) and its SDK options (the values each takes); \
            then the versioned models, which answer for any version in their range ('adapty@3.9.2').
            """,
            """
            '--versions NAME' lists one versioned model's gates instead: each version where its behaviour \
            changes, the kind of change, the app's methods it concerns, and the source it cites.
            """,
        ],
        arguments: [.optional("ADAPTER", repeating: true, help: "only these adapters (default: every one)")],
        options: [
            .value("--versions", "NAME", help: "list the version gates of the versioned model NAME, such as 'adapty'"),
        ],
        examples: [
            "conform adapters",
            "conform adapters --versions adapty",
        ])
}
