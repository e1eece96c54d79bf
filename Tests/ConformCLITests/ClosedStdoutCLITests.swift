import ConformKit
import ConformTestSupport
import Foundation
import Testing

/// Nothing crashes on a closed stdout (issue 41): with the shipped workspace — whose conform.yaml
/// starts the external example adapters, which leaves SIGPIPE ignored — every command that writes
/// to stdout, its reader gone, ends as a closed pipe ends any command-line tool: by SIGPIPE
/// (status 128 + 13), never by a trap (SIGILL, SIGTRAP) and never with a Foundation error.
@Suite struct ClosedStdoutCLITests {
    /// Commands that print to stdout, each run with nobody reading it.
    static let commands: [[String]] = [
        ["adapters"],
        ["adapters", "miniwall@web"],
        ["list"],
        ["run", "Specs/common/purchase", "--adapter", "miniwall@web,miniwall"],
        ["run", "Specs/common/purchase", "--adapter", "miniwall", "--format", "json"],
        ["show", "miniwall/purchase/order", "--adapter", "miniwall@web"],
        ["check", "Specs/common"],
        ["matrix", "Specs/common/purchase", "--adapter", "miniwall,miniwall@web"],
        ["diff", "adapty@3.10.0..adapty@3.17.2"],
        ["adapters", "--versions", "qonversion-nocodes"],
        ["completions", "bash"],
        ["--help"],
        ["run", "--help"],
    ]

    @Test("a closed stdout ends every command by SIGPIPE, whether an external adapter ran or not", arguments: commands)
    func closed(_ args: [String]) throws {
        let out = try ConformBinary.run(args, in: ConformBinary.packageRoot, stdoutClosed: true)
        #expect(out.status == 128 + SIGPIPE, "conform \(args.joined(separator: " ")): status \(out.status), stderr: \(out.stderrText)")
        #expect(!out.stderrText.contains("Fatal error") && !out.stderrText.contains("NSCocoaErrorDomain"), "\(out.stderrText)")
    }
}
