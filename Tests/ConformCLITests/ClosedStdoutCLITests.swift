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
        ["run", "--help"]
    ]

    @Test("a closed stdout ends every command by SIGPIPE, whether an external adapter ran or not", arguments: commands)
    func closed(_ args: [String]) throws {
        let out = try ConformBinary.run(args, in: ConformBinary.packageRoot, stdoutClosed: true)
        #expect(out.status == 128 + SIGPIPE, "conform \(args.joined(separator: " ")): status \(out.status), stderr: \(out.stderrText)")
        #expect(!out.stderrText.contains("Fatal error") && !out.stderrText.contains("NSCocoaErrorDomain"), "\(out.stderrText)")
    }

    /// Where a command of `everyCommand` runs.
    enum Place: Sendable {
        /// The package itself (read-only commands).
        case shipped
        /// A miniwall workspace whose conform.yaml also runs the external `miniwall@web`, after a
        /// run that left its new goldens pending and wrote `r.json`.
        case workspace
        /// An empty folder.
        case empty
    }

    /// The commands `commands` leaves out, each where it has something to print.
    static let everyCommand: [(args: [String], place: Place)] = [
        (["mutate", "Specs/common/purchase/success.yaml", "--adapter", "miniwall@web"], .shipped),
        (["upgrade", "--from", "adapty@3.10.0", "--to", "adapty@3.17.2", "Specs/common/purchase"], .shipped),
        (["record", "--adapter", "paywall-double@recorded", "--spec", "common/close/close-button"], .shipped),
        (["adapter-check", "python3", "Examples/python/miniwall_web.py"], .shipped),
        (["status"], .workspace),
        (["review"], .workspace),
        (["accept"], .workspace),
        (["reject"], .workspace),
        (["carry", "miniwall", "miniwall@web", "--keep"], .workspace),
        (["merge", "r.json"], .workspace),
        (["badge", "r.json", "--adapter", "miniwall"], .workspace),
        (["trend", "r.json"], .workspace),
        (["init", "--external", "--name", "acme", "--", "python3", "a.py"], .empty)
    ]

    /// A folder for `place`: the package, or a fresh sandbox set up as `place` says.
    static func folder(_ place: Place) throws -> (path: String, sandbox: Sandbox?) {
        switch place {
        case .shipped:
            return (ConformBinary.packageRoot, nil)
        case .empty:
            let box = try Sandbox()
            return (box.path, box)
        case .workspace:
            let box = try Sandbox()
            #expect(try ConformBinary.run(["init", "--sdk", "miniwall"], in: box.path).status == 0)
            let adapter = ConformBinary.packageRoot + "/Examples/python/miniwall_web.py"
            try box.write("conform.yaml", try box.read("conform.yaml") + "  - name: miniwall@web\n    command: [python3, '\(adapter)']\n")
            let run = try ConformBinary.run(["run", "Specs/common/purchase", "--json", "r.json"], in: box.path)
            #expect(run.status == 1, "the external adapter's goldens are new: \(run.stdoutText)\(run.stderrText)")
            return (box.path, box)
        }
    }

    @Test("every other command, with an external adapter in the workspace, ends by SIGPIPE on a closed stdout", arguments: everyCommand.indices)
    func closedEveryCommand(_ index: Int) throws {
        let (args, place) = Self.everyCommand[index]
        let (path, sandbox) = try Self.folder(place)
        let out = try ConformBinary.run(args, in: path, stdoutClosed: true)
        #expect(out.status == 128 + SIGPIPE, "conform \(args.joined(separator: " ")): status \(out.status), stderr: \(out.stderrText)")
        #expect(!out.stderrText.contains("Fatal error") && !out.stderrText.contains("NSCocoaErrorDomain"), "\(out.stderrText)")
        withExtendedLifetime(sandbox) {}
    }

    @Test("the two lists hold every command 'conform --help' lists")
    func everyCommandCovered() throws {
        let help = try ConformBinary.run(["--help"], in: ConformBinary.packageRoot)
        let listed =
            help.stdoutText.components(separatedBy: "Commands:\n").last?.components(separatedBy: "\n\n").first?
            .split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
        #expect(listed.count >= 21, "\(listed)")
        let covered = Set((Self.commands + Self.everyCommand.map(\.args)).compactMap(\.first))
        #expect(Set(listed).subtracting(covered).isEmpty, "not run with a closed stdout: \(Set(listed).subtracting(covered).sorted())")
    }
}
