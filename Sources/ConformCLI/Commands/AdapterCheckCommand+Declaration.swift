extension AdapterCheckCommand {
    /// `conform adapter-check`: what it takes and what its help says. Its options stand before the
    /// adapter's command, whose own arguments pass through untouched.
    static let declaration = CommandDeclaration(
        name: "adapter-check",
        summary: "self-test an external adapter: handshake and scripted specs, one ✓/✗ per check",
        description: [
            """
            A self-test for authors of external adapters (docs/adapter-protocol.md): starts CMD, performs \
            the handshake, drives it through a few scripted specs (present, close, a purchase the store \
            answers after virtual time, a spec abandoned without 'end') and what its handshake declares, \
            and checks that it exits when its input ends. Every protocol mistake is named plainly, one ✓ \
            or ✗ per check. It checks the conversation, not the SDK's behaviour.
            """,
            """
            The adapter is held to the protocol version it declares: what 'conform/2' makes a failure, an \
            adapter speaking 'conform/1' is told as a deprecation ('!', with what to change), never a \
            failure.
            """,
        ],
        arguments: [
            .required("CMD", help: "the adapter's command"),
            .optional("ARGS", repeating: true, help: "its arguments, passed on as they are"),
        ],
        options: [
            .value("--timeout", "DURATION", help: "how long one request may take (default 10s)"),
            .flag("--trace-adapter", help: "print the wire log to stderr ('→' sent, '←' received)"),
        ],
        optionPlacement: .beforeArguments,
        examples: [
            "conform adapter-check python3 Examples/python/miniwall_web.py",
            "conform adapter-check --trace-adapter node Examples/node/appdna_rn.js",
        ],
        exitCodes: [
            ExitCodeDeclaration(code: 0, meaning: "every check passed (deprecations included)"),
            ExitCodeDeclaration(code: 1, meaning: "a check failed"),
            ExitCodeDeclaration(code: 2, meaning: "invalid arguments"),
        ],
        usesWorkspace: false)
}
