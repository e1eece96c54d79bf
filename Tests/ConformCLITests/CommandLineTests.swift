import ConformKit
import Foundation
import Testing

/// The CLI's surface: help, errors, and the read-only commands.
@Suite struct CommandLineTests {
    @Test("every command has --help that lists the exit codes", arguments: ["run", "check", "list", "adapters", "show"])
    func help(_ command: String) throws {
        let out = try ConformBinary.run([command, "--help"], in: ConformBinary.packageRoot)
        #expect(out.status == 0)
        #expect(out.stdoutText.contains("Usage: conform \(command)"))
        #expect(out.stdoutText.contains("Exit codes:"))
        #expect(out.stderrText.isEmpty)
    }

    @Test(
        "an unknown command or option exits 2 with a did-you-mean",
        arguments: [
            (["rnu"], "did you mean 'conform run'?"), (["run", "--adaptr", "miniwall"], "did you mean '--adapter'?"),
            (["run", "--adapter", "miniwal"], "did you mean 'miniwall'?"), (["run", "--jobs", "0"], "'--jobs' must be a whole number"),
            (["run", "--format", "xml"], "option '--format' cannot be 'xml'"), (["run", "--format", "jsn"], "did you mean 'json'?"),
            (["status", "--format", "xml"], "option '--format' cannot be 'xml'")
        ])
    func unknown(_ args: [String], _ message: String) throws {
        let out = try ConformBinary.run(args, in: ConformBinary.packageRoot)
        #expect(out.status == 2)
        #expect(out.stderrText.contains(message), "\(out.stderrText)")
        #expect(out.stdoutText.isEmpty)
    }

    @Test("check validates without running and exits 0 on the shipped suite")
    func check() throws {
        let out = try ConformBinary.run(["check", "Specs/"], in: ConformBinary.packageRoot)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stdoutText.contains("0 invalid"))
    }

    @Test("list prints every spec id with its title")
    func list() throws {
        let out = try ConformBinary.run(["list"], in: ConformBinary.packageRoot)
        #expect(out.status == 0)
        #expect(out.stdoutText.contains("miniwall/purchase/order"))
    }

    @Test("adapters lists the built-in adapters with versions and capabilities")
    func adapters() throws {
        let out = try ConformBinary.run(["adapters"], in: ConformBinary.packageRoot)
        #expect(out.status == 0)
        // One row per adapter: its id, padded to the longest id, two spaces, then what it is.
        let rows = out.stdoutText.split(separator: "\n").map(String.init).prefix { !$0.contains("@<version>") }
        let column = (rows.map { $0.prefix { $0 != " " }.count }.max() ?? 0) + 2
        let miniwall = try #require(rows.first { $0.hasPrefix("miniwall ") }, "\(out.stdoutText)")
        #expect(miniwall.dropFirst(column) == "Miniwall iOS 1.x (docs), built-in model: 18 capabilities, 6 handlers", "\(miniwall)")
        for row in rows {
            #expect(row.count > column && row[row.index(row.startIndex, offsetBy: column - 1)] == " " && row.dropFirst(column).first != " ", "\(row)")
        }
        let full = try ConformBinary.run(["adapters", "-v"], in: ConformBinary.packageRoot)
        #expect(full.stdoutText.contains("miniwall  —  Miniwall iOS"))
        #expect(full.stdoutText.contains("capabilities:"))
    }

    @Test("show prints the transcript exactly as the golden holds it")
    func show() throws {
        let out = try ConformBinary.run(["show", "miniwall/purchase/order", "--adapter", "miniwall"], in: ConformBinary.packageRoot)
        #expect(out.status == 0, "\(out.stderrText)")
        let golden = try String(contentsOfFile: ConformBinary.packageRoot + "/Golden/miniwall/miniwall/purchase/order.transcript", encoding: .utf8)
        #expect(out.stdoutText == golden)
    }
}
