import ConformKit

/// `conform adapter-check CMD [ARGS…]`: a self-test for adapter authors — the handshake and a few
/// scripted specs, one ✓ or ✗ per check; exit 0 only when every check passes.
enum AdapterCheckCommand {
    /// Parses the options before the command, runs the checks, prints them; the exit status.
    static func main(_ args: [String]) throws -> Int32 {
        var timeout = 10.0
        var trace = false
        var rest = args[...]
        // Options come before the command; everything from the command on is the adapter's own.
        while let arg = rest.first, arg.hasPrefix("-") {
            rest = rest.dropFirst()
            switch arg {
            case "-h", "--help":
                Terminal.out(Help.adapterCheck)
                return 0
            case "--trace-adapter":
                trace = true
            case "--timeout":
                guard let text = rest.first else {
                    throw ConformError.input("option '--timeout' needs a value", next: "for example: --timeout 5s")
                }
                rest = rest.dropFirst()
                guard let span = VirtualTime(parsing: text), span > .zero else {
                    throw ConformError.input("'--timeout' must be a duration longer than 0s, not '\(text)'", next: "for example: --timeout 5s")
                }
                timeout = Double(span.milliseconds) / 1000
            case "--":
                guard !rest.isEmpty else { break }
                return check(Array(rest), timeout: timeout, trace: trace)
            default:
                throw ConformError.input("unknown option '\(arg)' for 'conform adapter-check'",
                                         next: "put options before the adapter's command, or '--' before a command that starts with '-'")
            }
        }
        guard !rest.isEmpty else {
            throw ConformError.input("'conform adapter-check' needs the adapter's command",
                                     next: "for example: conform adapter-check python3 Examples/python/miniwall_web.py")
        }
        return check(Array(rest), timeout: timeout, trace: trace)
    }

    /// Runs the checks on `command` and prints one line per check.
    private static func check(_ command: [String], timeout: Double, trace: Bool) -> Int32 {
        let results = AdapterCheck.run(AdapterProcess.Configuration(command: command), timeout: timeout,
                                       trace: trace ? WireTrace.standardError() : nil)
        Terminal.out(AdapterCheck.render(results, command: command.joined(separator: " ")))
        return results.allSatisfy(\.passed) ? 0 : 1
    }
}
