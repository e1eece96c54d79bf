@testable import ConformCLI
import Foundation
import Testing

/// Every file or folder an option names for a command to write — found from the commands'
/// declarations, so a new one cannot be forgotten — is written where the user says: inside the
/// workspace, in an included package, outside it by its path or through a symbolic link, or to
/// stdout, with no `--allow-outside` (docs/cli.md, "The workspace"). Confinement is for places read
/// from files (a `golden:`, a `suite:`: ConfinementCLITests).
@Suite struct OutputPlacesCLITests {
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

    @Test(
        "a written place outside the workspace, by its path or through a link, is not refused: the user's path is the user's intent",
        arguments: [false, true])
    func writtenOutside(throughLink: Bool) throws {
        let box = try Sandbox()
        try box.write("app/conform.yaml", "adapters:\n  - miniwall\n")
        try FileManager.default.createDirectory(atPath: box.path + "/outside", withIntermediateDirectories: true)
        if throughLink { try FileManager.default.createSymbolicLink(atPath: box.path + "/app/reports", withDestinationPath: box.path + "/outside") }
        let place = throughLink ? "reports/out" : "../outside/out"
        for (command, option) in Self.writes {
            let out = try ConformBinary.run([command] + Self.required(command) + [option, place], in: box.path + "/app")
            #expect(
                !out.stderrText.contains("writes outside the workspace") && !out.stderrText.contains("--allow-outside"),
                "conform \(command) \(option) \(place): \(out.stderrText)")
        }
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
