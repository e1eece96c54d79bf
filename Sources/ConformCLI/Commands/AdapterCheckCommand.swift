import ConformKit

/// `conform adapter-check CMD [ARGS…]`: a self-test for adapter authors — the handshake and a few
/// scripted specs, one ✓ or ✗ per check; exit 0 only when every check passes.
enum AdapterCheckCommand {
    /// Reads the timeout, runs the checks on the adapter's command, prints them; the exit status.
    static func main(_ a: Arguments) throws -> Int32 {
        var timeout = 10.0
        if let text = a.value("--timeout") {
            guard let span = VirtualTime(parsing: text), span > .zero else {
                throw ConformError.input("'--timeout' must be a duration longer than 0s, not '\(text)'", next: "for example: --timeout 5s")
            }
            timeout = Double(span.milliseconds) / 1000
        }
        guard !a.positional.isEmpty else {
            throw ConformError.input("'conform adapter-check' needs the adapter's command",
                                     next: "for example: conform adapter-check python3 Examples/python/miniwall_web.py")
        }
        return check(a.positional, timeout: timeout, trace: a.has("--trace-adapter"))
    }

    /// Runs the checks on `command` and prints one line per check.
    private static func check(_ command: [String], timeout: Double, trace: Bool) -> Int32 {
        let results = AdapterCheck.run(AdapterProcess.Configuration(command: command), timeout: timeout,
                                       trace: trace ? WireTrace.standardError() : nil)
        Terminal.out(AdapterCheck.render(results, command: command.joined(separator: " ")))
        return results.allSatisfy(\.passed) ? 0 : 1
    }
}
