@testable import ConformCLI
import Foundation
import Testing

/// Every file or folder an option names for a command to write — found from the commands'
/// declarations, so a new one cannot be forgotten — is refused outside the workspace, by its path
/// or through a symbolic link, before anything runs (exit 2, nothing written), unless
/// `--allow-outside` (docs/cli.md, "The workspace"); inside it, or inside an included package, it
/// is not.
@Suite struct OutputConfinementCLITests {
    /// Options with a file or folder placeholder that a command only reads.
    static let readOnly: Set<String> = ["record --check", "upgrade --package-resolved", "status --pending-dir"]

    /// Every (command, option) pair whose value is a place the command writes.
    static let writes: [(command: String, option: String)] = CLI.commands.flatMap { entry in
        entry.declaration.options.filter(\.writes).map { (entry.declaration.name, $0.name) }
    }

    /// The arguments that get `command` past parsing: a value for each required positional.
    static func required(_ command: String) -> [String] {
        let declaration = CLI.commands.first { $0.declaration.name == command }!.declaration
        return declaration.arguments.filter { !$0.optional }.map { _ in "x" }
    }

    @Test("every option whose value is a file or folder either writes there, confined, or is one the command only reads")
    func everyPathOptionIsClassified() {
        for entry in CLI.commands {
            for option in entry.declaration.options where ["FILE", "DIR", "PATH"].contains(option.placeholder ?? "") {
                let name = "\(entry.declaration.name) \(option.name)"
                #expect(option.writes != Self.readOnly.contains(name), "\(name): mark it .writing(), or list it here as read-only")
            }
        }
        #expect(Self.writes.count >= 20, "the enumeration found \(Self.writes.count) written places")
    }

    @Test("every command with a written place takes --allow-outside, the way to write outside on purpose")
    func writersTakeAllowOutside() {
        for entry in CLI.commands where entry.declaration.options.contains(where: \.writes) {
            #expect(entry.declaration.options.contains { $0.name == "--allow-outside" }, "conform \(entry.declaration.name)")
        }
    }

    @Test("a written place outside the workspace, by its path or through a link, is refused before anything runs, and nothing is written",
          arguments: [false, true])
    func refusedOutside(throughLink: Bool) throws {
        let box = try Sandbox()
        try box.write("app/conform.yaml", "adapters:\n  - miniwall\n")
        try FileManager.default.createDirectory(atPath: box.path + "/outside", withIntermediateDirectories: true)
        if throughLink { try FileManager.default.createSymbolicLink(atPath: box.path + "/app/reports", withDestinationPath: box.path + "/outside") }
        for (command, option) in Self.writes {
            let place = throughLink ? "reports/out" : "../outside/out"
            let out = try ConformBinary.run([command] + Self.required(command) + [option, place], in: box.path + "/app")
            #expect(out.status == 2, "conform \(command) \(option) \(place): exit \(out.status)\n\(out.stderrText)")
            #expect(out.stderrText.contains("'\(option) \(place)' writes outside the workspace"), "conform \(command) \(option): \(out.stderrText)")
            #expect(out.stderrText.contains(throughLink ? "a symbolic link leads to" : "it resolves to"), "\(out.stderrText)")
            #expect(out.stderrText.contains("add '--allow-outside'"), "\(out.stderrText)")
            #expect(out.stdoutText.isEmpty)
            #expect(try FileManager.default.contentsOfDirectory(atPath: box.path + "/outside").isEmpty, "conform \(command) \(option) wrote outside")
        }
    }

    @Test("with --allow-outside, inside the workspace, in an included package, or to stdout, the place is not refused")
    func allowedPlaces() throws {
        let box = try Sandbox()
        try box.write("app/conform.yaml", "adapters:\n  - miniwall\npackages:\n  - ../acme\n")
        try FileManager.default.createDirectory(atPath: box.path + "/acme", withIntermediateDirectories: true)
        for (command, option) in Self.writes {
            for (place, extra) in [("../outside/out", ["--allow-outside"]), ("reports/out", []), ("../acme/pending", []), ("-", [])] {
                let out = try ConformBinary.run([command] + Self.required(command) + extra + [option, place], in: box.path + "/app")
                #expect(!out.stderrText.contains("writes outside the workspace"), "conform \(command) \(option) \(place) \(extra): \(out.stderrText)")
            }
        }
    }
}
