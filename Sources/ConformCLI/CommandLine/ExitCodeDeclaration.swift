/// One exit code a command can end with, and what it means there.
struct ExitCodeDeclaration: Sendable, Equatable {
    /// The exit status.
    let code: Int32
    /// What it means: lowercase, no final period.
    let meaning: String

    /// The exit codes most commands share (and the overview lists).
    static let standard: [ExitCodeDeclaration] = [
        ExitCodeDeclaration(code: 0, meaning: "everything as expected (pass, expected failures, not applicable)"),
        ExitCodeDeclaration(code: 1, meaning: "failures: fail, changed or new golden, unexpected pass, stale divergence entry"),
        ExitCodeDeclaration(code: 2, meaning: "invalid input: a bad spec, conform.yaml, divergence list or argument; or nothing selected"),
        ExitCodeDeclaration(code: 3, meaning: "adapter or infrastructure error: an adapter crashed, hung or broke the protocol"),
    ]
}
