extension InitCommand {
    /// `conform init`: what it takes and what its help says.
    static let declaration = CommandDeclaration(
        name: "init",
        summary: "start a workspace here: conform.yaml, the common contract, a CI workflow",
        description: [
            """
            Writes a workspace for one SDK into the current folder: conform.yaml naming the adapter, \
            Specs/common (the cross-SDK contract, as this version of conform ships it), Specs/app with one \
            commented spec of the app's own that lists the handlers the SDK lets an app implement, \
            .github/workflows/conform.yml (sharded, with a merge job that refuses a missing shard) and \
            .gitignore. It never overwrites: conform.yaml or a starter spec already there is refused, and an \
            existing .gitignore or workflow is kept.
            """,
            """
            With --sdk it then runs the starter suite once: the common specs the SDK's model is known to \
            fail go to Divergences/<adapter>.yaml with their reasons (as expected failures, so a fix shows \
            up as an unexpected pass), and the goldens are recorded, so the next 'conform run' is green. \
            With --external the adapter's command is written to conform.yaml and nothing runs: check it \
            with 'conform adapter-check' first.
            """,
        ],
        arguments: [.optional("CMD", repeating: true, help: "with --external: the adapter's command and its arguments")],
        options: [
            .value("--sdk", "ID", help: "a built-in model: adapty@3.17.2, revenuecatui@5.85.0, superwall, miniwall, … ('conform adapters')"),
            .flag("--external", help: "an external adapter: its command follows ('--external -- python3 my_adapter.py')"),
            .value("--name", "NAME", help: "with --external: the adapter's name (default: app-sdk)"),
        ],
        optionPlacement: .beforeArguments,
        examples: [
            "conform init --sdk adapty@3.17.2",
            "conform init --external --name acme -- python3 adapters/acme.py",
        ],
        notes: [
            "What was written, and what to do next, goes to stdout; notes and errors to stderr.",
        ],
        exitCodes: [
            ExitCodeDeclaration(code: 0, meaning: "the workspace was written (and, with --sdk, its goldens recorded)"),
            ExitCodeDeclaration(code: 2, meaning: "invalid input: no or an unknown SDK, a workspace already here"),
            ExitCodeDeclaration(code: 3, meaning: "a file could not be written, or the first run could not run"),
        ],
        usesWorkspace: false)
}
