@testable import ConformCLI
import Foundation
import Testing

/// Every file or folder an option names for a command to write — found from the commands'
/// declarations, so a new one cannot be forgotten — is written where the user says: inside the
/// workspace, in an included package, outside it by its path or through a symbolic link, or to
/// stdout, with no `--allow-outside` (docs/cli.md, "The workspace"): each is run, on arguments that
/// succeed, and the file or folder is looked for where it should have landed. Confinement is for
/// places read from files (a `golden:`, a `suite:`: ConfinementCLITests).
@Suite struct OutputPlacesCLITests {
    /// Options with a file or folder placeholder that a command only reads.
    static let readOnly: Set<String> = ["record --check", "upgrade --package-resolved", "status --pending-dir"]

    /// Every (command, option) pair whose value is a place the command writes.
    static let writes: [(command: String, option: String)] = CLI.commands.flatMap { entry in
        entry.declaration.options.filter(\.writes).map { (entry.declaration.name, $0.name) }
    }

    @Test("every option whose value is a file or folder either writes there or is one the command only reads")
    func everyPathOptionIsClassified() {
        for entry in CLI.commands {
            for option in entry.declaration.options where ["FILE", "DIR", "PATH"].contains(option.placeholder ?? "") {
                let name = "\(entry.declaration.name) \(option.name)"
                #expect(option.writes != Self.readOnly.contains(name), "\(name): mark it .writing(), or list it here as read-only")
            }
        }
        #expect(Self.writes.count >= 20, "the enumeration found \(Self.writes.count) written places")
    }

    /// How a command that writes is run so that it succeeds in `workspace()`, its place option aside.
    struct Invocation: Sendable {
        /// Commands run first, in the workspace: the report that `merge`, `trend` and `badge` read.
        var before: [[String]] = []
        /// The arguments, before the place option.
        var arguments: [String]
        /// Whether the command consumes the pending transcripts `run --pending-dir PLACE` left at the place.
        var consumesPending = false
        /// What it reads on stdin.
        var input = ""
    }

    /// The report the commands that read reports are given.
    static let report = ["run", "-q", "--json", "r.json"]

    /// Every command with a written place, run on arguments that succeed in `workspace()`. In the
    /// fixture, `common/close/close-button`'s miniwall golden differs, so `run --adapter miniwall`
    /// has a pending transcript for `--pending-dir` and a diff for `--artifacts`; `mutate --adapter
    /// appdna` leaves a survivor whose expectation fits, a patch for `--suggest`.
    static let invocations: [String: Invocation] = [
        "run": Invocation(arguments: ["--adapter", "miniwall", "-q"]),
        "merge": Invocation(before: [report], arguments: ["r.json", "-q"]),
        "trend": Invocation(before: [report], arguments: ["r.json"]),
        "badge": Invocation(before: [report], arguments: ["r.json", "--adapter", "miniwall"]),
        "matrix": Invocation(arguments: ["--adapter", "miniwall"]),
        "diff": Invocation(arguments: ["adapty@3", "appdna"]),
        "upgrade": Invocation(arguments: ["--from", "adapty@3.10.0", "--to", "adapty@3.17.2"]),
        "mutate": Invocation(arguments: ["--adapter", "appdna"]),
        "record": Invocation(arguments: ["--adapter", "acme.dev", "--spec", "common/close/close-button"]),
        "accept": Invocation(arguments: [], consumesPending: true),
        "reject": Invocation(arguments: [], consumesPending: true),
        "review": Invocation(arguments: [], consumesPending: true, input: "a\n")
    ]

    /// What a `-` for stdout needs beside it: the trend itself goes to a file when `--json` takes stdout.
    static let besideStdout: [String: [String]] = ["trend --json": ["--output", "trend.txt"]]

    /// The pending transcript `run --adapter miniwall --pending-dir DIR` leaves under DIR.
    static let pending = "miniwall/common/close/close-button.transcript.new"

    /// The command-output fixture at `ws/`, including the package `acme/` (a replay adapter,
    /// `acme.dev`, for `record`), with `outside/` beside it, `ws/linked` a link to `linked-target/`,
    /// and a folder `ws/reports/` (a file's folder must exist; a place's own folder is created).
    static func workspace() throws -> Sandbox {
        let box = try Sandbox()
        try box.copyItem("Tests/Fixtures/command-outputs/workspace", to: "ws")
        try box.write("ws/conform.yaml", try box.read("ws/conform.yaml") + "packages:\n  - ../acme\n")
        try box.write("acme/conform.yaml", "package: acme\nadapters:\n  - {name: dev, replay: Recordings/dev}\n")
        try box.write(
            "acme/Recordings/dev/adapter.json",
            #"{"protocol":"conform/1","adapter":"dev","sdk":"Dev","sdk_version":"1","summary":"a device","capabilities":[],"emits":["paywall","purchase"]}"#
        )
        for folder in ["outside", "linked-target", "ws/reports"] {
            try FileManager.default.createDirectory(atPath: box.path + "/" + folder, withIntermediateDirectories: true)
        }
        try FileManager.default.createSymbolicLink(atPath: box.path + "/ws/linked", withDestinationPath: box.path + "/linked-target")
        return box
    }

    /// Where a place is given, as typed in `ws/`, and where the output lands, from the sandbox.
    static let places: [(name: String, typed: String, lands: String)] = [
        ("inside the workspace", "reports/", "ws/reports/"),
        ("outside by its path", "../outside/", "outside/"),
        ("outside through a symbolic link", "linked/", "linked-target/"),
        ("in an included package", "../acme/", "acme/")
    ]

    @Test("every command that writes has arguments that succeed here, so no written place goes unchecked")
    func everyWriterIsInvoked() {
        for command in Set(Self.writes.map(\.command)).sorted() {
            #expect(Self.invocations[command] != nil, "give '\(command)' arguments in OutputPlacesCLITests.invocations")
        }
    }

    @Test(
        "a written place lands where the user says — inside, outside by its path or through a link, in a package, or on stdout where '-' is offered, refused elsewhere — with no --allow-outside",
        arguments: writes.indices)
    func landed(_ index: Int) throws {
        let (command, option) = Self.writes[index]
        let declared = try #require(CLI.commands.first { $0.declaration.name == command }?.declaration.options.first { $0.name == option })
        let invocation = try #require(Self.invocations[command], "give '\(command)' arguments in OutputPlacesCLITests.invocations")
        let name = "\(command)\(option)"
        var insideText: String?
        for place in Self.places {
            let box = try Self.workspace()
            let ws = box.path + "/ws"
            let typed = place.typed + name, lands = box.path + "/" + place.lands + name
            for before in invocation.before {
                let out = try ConformBinary.run(before, in: ws)
                try #require(out.status < 2, "conform \(before.joined(separator: " ")): \(out.stderrText)")
            }
            if invocation.consumesPending {
                let out = try ConformBinary.run(["run", "--adapter", "miniwall", "-q", "--pending-dir", typed], in: ws)
                try #require(FileManager.default.fileExists(atPath: lands + "/" + Self.pending), "run --pending-dir \(typed): \(out.stderrText)")
            }
            let args = [command] + invocation.arguments + [option, typed]
            let out = try ConformBinary.run(args, in: ws, input: invocation.input)
            let context = "conform \(args.joined(separator: " ")) (\(place.name)): \(out.stderrText)"
            #expect(out.status < 2, "\(context)")
            if invocation.consumesPending {
                #expect(!FileManager.default.fileExists(atPath: lands + "/" + Self.pending), "the pending transcript is still there: \(context)")
            } else if declared.placeholder == "DIR" {
                let files = FileManager.default.enumerator(atPath: lands)?.allObjects.compactMap { $0 as? String } ?? []
                #expect(files.contains { !Self.isFolder(lands + "/" + $0) }, "no file under the folder: \(context)")
            } else {
                let text = try? String(contentsOfFile: lands, encoding: .utf8)
                #expect(text?.isEmpty == false, "nothing written at \(lands): \(context)")
                if place.typed == "reports/" { insideText = text }
            }
        }
        let box = try Self.workspace()
        guard declared.path?.stdout == true else {
            // No stdout here: '-' is refused before anything runs, never written as a file or folder named '-'.
            let args = [command] + invocation.arguments + [option, "-"]
            let out = try ConformBinary.run(args, in: box.path + "/ws", input: invocation.input)
            #expect(out.status == 2, "conform \(args.joined(separator: " ")): \(out.stderrText)")
            #expect(
                out.stderrText.hasPrefix("conform: error: option '\(option)' writes a "),
                "conform \(args.joined(separator: " ")): \(out.stderrText)")
            #expect(out.stderrText.contains("'-' (stdout) is not one of its places"), "\(out.stderrText)")
            #expect(!FileManager.default.fileExists(atPath: box.path + "/ws/-"), "a file named '-': conform \(args.joined(separator: " "))")
            return
        }
        #expect(declared.help.contains("'-' for stdout"), "\(command) \(option) takes '-' for stdout: its help says so")
        for before in invocation.before { _ = try ConformBinary.run(before, in: box.path + "/ws") }
        let args = [command] + invocation.arguments + (Self.besideStdout["\(command) \(option)"] ?? []) + [option, "-"]
        let out = try ConformBinary.run(args, in: box.path + "/ws", input: invocation.input)
        #expect(out.status < 2, "conform \(args.joined(separator: " ")): \(out.stderrText)")
        #expect(out.stdoutText == insideText, "stdout is not what a file gets: conform \(args.joined(separator: " ")): \(out.stderrText)")
        #expect(!FileManager.default.fileExists(atPath: box.path + "/ws/-"), "a file named '-': conform \(args.joined(separator: " "))")
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    @Test("conform run --json ../reports/r.json and --junit outside write the reports there")
    func runReportOutside() throws {
        let box = try Sandbox()
        try box.write("app/conform.yaml", "adapters:\n  - miniwall\n")
        try box.copy("Specs/miniwall/purchase")
        try FileManager.default.moveItem(atPath: box.path + "/Specs", toPath: box.path + "/app/Specs")
        try FileManager.default.createDirectory(atPath: box.path + "/reports", withIntermediateDirectories: true)
        let out = try ConformBinary.run(
            ["run", "Specs/", "--update", "--json", "../reports/r.json", "--junit", "../reports/junit.xml"], in: box.path + "/app")
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: box.path + "/reports/r.json"))) as? [String: Any])
        #expect(json["summary"] != nil, "\(json.keys)")
        #expect(try String(contentsOfFile: box.path + "/reports/junit.xml", encoding: .utf8).contains("<testsuites"))
    }
}
