import ConformKit

/// One exit code a command can end with, and what it means there.
struct ExitCodeDeclaration: Sendable {
    let code: Int32
    /// What it means: lowercase, no final period.
    let meaning: String

    /// The exit codes most commands share (and the overview lists).
    static let standard: [ExitCodeDeclaration] = [
        ExitCodeDeclaration(code: ExitStatus.success, meaning: "everything as expected (pass, expected failures, not applicable)"),
        ExitCodeDeclaration(code: ExitStatus.failures, meaning: "failures: fail, changed or new golden, unexpected pass, stale divergence entry"),
        ExitCodeDeclaration(
            code: ExitStatus.invalidInput, meaning: "invalid input: a bad spec, conform.yaml, divergence list or argument; or nothing selected"),
        ExitCodeDeclaration(
            code: ExitStatus.infrastructure, meaning: "adapter or infrastructure error: an adapter crashed, hung or broke the protocol")
    ]

    /// The exit codes of a command that reads or lists and judges nothing (`status`, `list`,
    /// `adapters`): it never fails a run, so it has no exit 1.
    static func listing(_ done: String) -> [ExitCodeDeclaration] {
        [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: done),
            ExitCodeDeclaration(
                code: ExitStatus.invalidInput, meaning: "invalid input: a bad argument, conform.yaml or spec file, or nothing matched"),
            ExitCodeDeclaration(code: ExitStatus.infrastructure, meaning: "a file could not be read or written, or an adapter could not start")
        ]
    }
}
