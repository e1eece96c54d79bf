import ConformKit

/// `conform adapter-check CMD [ARGS…]`: a self-test for adapter authors — the handshake and a few
/// scripted specs, one ✓ or ✗ per check; exit 0 only when every check passes.
enum AdapterCheckCommand {
    /// Its options stand before the adapter's command, whose own arguments pass through untouched.
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
            """
        ],
        arguments: [
            .required("CMD", path: .read(.file), help: "the adapter's command"),
            .optional("ARGS", repeating: true, path: .read(.either), help: "its arguments, passed on as they are")
        ],
        options: [timeout, traceAdapter, quiet, verbose],
        optionPlacement: .beforeArguments,
        examples: [
            "conform adapter-check python3 Examples/python/miniwall_web.py",
            "conform adapter-check --trace-adapter node Examples/node/appdna_rn.js",
            "conform adapter-check -v python3 Examples/python/miniwall_web.py"
        ],
        exitCodes: [
            ExitCodeDeclaration(code: ExitStatus.success, meaning: "every check passed (deprecations included)"),
            ExitCodeDeclaration(code: ExitStatus.failures, meaning: "a check failed"),
            ExitCodeDeclaration(code: ExitStatus.invalidInput, meaning: "invalid arguments")
        ],
        usesWorkspace: false)

    /// How long one request may take without `--timeout`.
    static let defaultTimeout: Duration = .seconds(10)
    /// `--timeout DURATION`: how long one request may take.
    static let timeout = Option<Duration>(.value("--timeout", "DURATION", help: "how long one request may take (default 10s)")) { given in
        guard let text = given.last else { return defaultTimeout }
        guard let span = VirtualTime(parsing: text), span > .zero else {
            throw ConformError.input("'--timeout' must be a duration longer than 0s, not '\(text)'", next: "for example: --timeout 5s")
        }
        return .milliseconds(span.milliseconds)
    }
    static let traceAdapter = Flag("--trace-adapter", help: "print the wire log to stderr ('→' sent, '←' received)")
    /// `-q`: only the checks that did not pass.
    static let quiet = Flag("--quiet", short: "q", help: "only the checks that did not pass, and the summary line")
    /// `-v`: every check, with what was seen.
    static let verbose = Flag(
        "--verbose", short: "v", help: "every check with what was seen (by default a scripted spec whose checks all passed is one line)")

    /// Reads the timeout, runs the checks on the adapter's command, prints them; the exit status.
    static func main(_ a: Arguments) throws -> Int32 {
        let timeout = try a[Self.timeout]
        let results = AdapterCheck.run(
            AdapterProcess.Configuration(command: a.positional), timeout: timeout,
            trace: a[traceAdapter] ? WireTrace.standardError() : nil)
        guard !(a[quiet] && a[verbose]) else {
            throw ConformError.input("'--quiet' and '--verbose' ask for opposite things", next: "give one of them")
        }
        let detail: AdapterCheck.Detail = a[quiet] ? .problems : a[verbose] ? .every : .summary
        Terminal.out(AdapterCheck.render(results, command: a.positional.joined(separator: " "), detail: detail))
        return results.allSatisfy(\.passed) ? ExitStatus.success : ExitStatus.failures
    }
}
