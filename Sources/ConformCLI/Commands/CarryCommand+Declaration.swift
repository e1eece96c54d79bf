extension CarryCommand {
    /// `conform carry`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "carry",
        summary: "carry one adapter's goldens over to another (another SDK version pinned)",
        description: [
            """
            When conform.yaml pins another version of an SDK's model (adapty@3.17.2 → adapty@3.17.1) or \
            renames an adapter, the goldens recorded for the old id are obsolete and the new id has none. \
            'conform run' says so and offers this command. It rewrites each golden of FROM for TO (the \
            adapter line; the sdk line stays, so the next run shows only what the new version changed) \
            and writes it atomically beside TO's goldens, then removes FROM's. A spec TO already has a \
            golden for is left as it is, and FROM's golden of it kept; a damaged golden is not carried.
            """,
        ],
        arguments: [
            .required("FROM", help: "the adapter the goldens were recorded for (a folder of the golden folder)"),
            .required("TO", help: "the adapter that replaces it"),
        ],
        options: [
            .flag("--keep", help: "keep FROM's goldens (copy instead of move)"),
            .allowOutside,
        ],
        examples: ["conform carry adapty@3.17.2 adapty@3.17.1"],
        exitCodes: [
            ExitCodeDeclaration(code: 0, meaning: "the goldens were carried (or there was nothing left to carry)"),
            ExitCodeDeclaration(code: 2, meaning: "invalid input: no goldens of FROM, an unknown TO, FROM is TO; or a damaged golden left"),
            ExitCodeDeclaration(code: 3, meaning: "a golden could not be read or written"),
        ])
}
