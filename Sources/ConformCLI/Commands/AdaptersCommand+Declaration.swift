extension AdaptersCommand {
    /// `conform adapters`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "adapters",
        summary: "list the adapters, their capabilities, and the versioned models",
        description: [
            """
            Lists every adapter (built-in and from conform.yaml), a line each: its SDK and version, what \
            kind it is, and how many capabilities, host handlers and SDK options it has; then the \
            versioned models, which answer for any version in their range ('adapty@3.9.2'). Name \
            adapters, or add -v for every one, to see them in full: the events their SDK emits (and \
            those it has but the harness cannot see), each handler (what a spec may say it does, and its \
            native signature) and each option (the values it takes).
            """,
            """
            '--versions NAME' lists one versioned model's gates instead: each version where its behaviour \
            changes, the kind of change, the app's methods it concerns, and the source it cites.
            """,
        ],
        arguments: [.optional("ADAPTER", repeating: true, help: "only these adapters (default: every one)")],
        options: [
            .value("--versions", "NAME", help: "list the version gates of the versioned model NAME, such as 'adapty'"),
            .flag("--verbose", short: "v", help: "every adapter in full: events, handlers, options"),
        ],
        examples: [
            "conform adapters",
            "conform adapters adapty@3 miniwall",
            "conform adapters --versions adapty",
        ])
}
