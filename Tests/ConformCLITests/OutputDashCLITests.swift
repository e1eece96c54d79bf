import Foundation
import Testing

/// `-o -` is stdout for every command that takes `--output`, as each one's help says: the output is
/// what the command prints without `-o`, and no file named `-` is written.
@Suite struct OutputDashCLITests {
    static let commands: [[String]] = [
        ["matrix", "Specs/common/purchase", "--adapter", "miniwall", "--format", "markdown"],
        ["mutate", "Specs/common/purchase/success.yaml", "--adapter", "miniwall", "--format", "json"],
        ["diff", "adapty@2", "adapty@3", "Specs/common/purchase", "--format", "markdown"],
        ["upgrade", "Specs/common/purchase", "--from", "adapty@3.10.2", "--to", "adapty@3.17.2", "--format", "markdown"],
        ["run", "Specs/common/purchase", "--adapter", "miniwall", "--format", "tap"]
    ]

    @Test("'-o -' prints to stdout what the command prints without it, and writes no file named '-'", arguments: commands)
    func dashIsStdout(_ command: [String]) throws {
        let sandbox = try Sandbox()
        try sandbox.copy("Specs/common/purchase")
        try sandbox.copy("Golden")
        let plain = try ConformBinary.run(command, in: sandbox.path)
        let dash = try ConformBinary.run(command + ["-o", "-"], in: sandbox.path)
        #expect(!plain.stdout.isEmpty, "\(plain.stderr)")
        #expect(dash.status == plain.status, "\(dash.stderr)")
        #expect(dash.stdout == plain.stdout)
        #expect(!sandbox.exists("-"), "a file named '-' was written")
    }
}
