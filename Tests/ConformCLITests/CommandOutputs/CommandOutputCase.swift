import Foundation
import Testing

/// One command line whose stdout, stderr and exit status are golden: what `conform` tells its user
/// in a fixed situation, recorded under `Tests/Fixtures/command-outputs/expected/<name>.*`.
struct CommandOutputCase: Sendable, CustomTestStringConvertible {
    /// A command run before the one whose output is golden, to leave the state it needs (pending
    /// files, shard reports); only its exit status is checked.
    struct Invocation: Sendable {
        /// The arguments after `conform`.
        let args: [String]
        /// The exit status it must end with, or the case's own output would be about another state.
        let exit: Int32
    }

    /// The case's name: the stem of its expected files, lowercase words joined by hyphens.
    let name: String
    /// The arguments after `conform`; `<package>` stands for the package root (for the shipped
    /// examples), `<workspace>` for the copy of the fixture the command runs in.
    let args: [String]
    /// What the command reads on stdin (`conform review` reads one answer a line without a terminal).
    let stdin: String
    /// Variables added to the environment (CI variables and `NO_COLOR` are removed first), with the
    /// same placeholders as `args`.
    let environment: [String: String]
    /// The fixture folder under `Tests/Fixtures/command-outputs/` copied to run in.
    let folder: String
    /// What runs first, in the same copy.
    let before: [Invocation]

    /// A case named `name` running `conform args…` in a fresh copy of `folder`.
    init(
        _ name: String, _ args: [String], stdin: String = "", environment: [String: String] = [:],
        folder: String = "workspace", before: [Invocation] = []
    ) {
        self.name = name
        self.args = args
        self.stdin = stdin
        self.environment = environment
        self.folder = folder
        self.before = before
    }

    /// The command this case exercises: the first argument (`--help` and `--version` included).
    var command: String { args.first ?? "" }

    /// The command line as a user would type it, for the test's name.
    var commandLine: String { (["conform"] + args).joined(separator: " ") }

    /// How the test names the case: its name, then the command line with its environment and stdin.
    var testDescription: String {
        var text = "\(name): \(commandLine)"
        if !stdin.isEmpty { text += " <<< \(stdin.debugDescription)" }
        if !environment.isEmpty { text = environment.keys.sorted().map { "\($0)=\(environment[$0] ?? "")" }.joined(separator: " ") + " " + text }
        return text
    }
}
