import Foundation
import Testing
@testable import ConformCLI

/// Every command the tool tells its user to run — a `next:` line, a hint, a note — is quoted as
/// `'conform …'`. Each one in the recorded outputs of every command, and in the docs, must parse:
/// a real command, declared options with valid values, the arguments it takes (issue 37, item 6).
/// A placeholder (`<spec>`, `ID…`, `N`) marks a command the user completes, and is left out, as is
/// a command a message is about (`'conform carry' takes …`).
@Suite struct NextStepsParseTests {
    /// The files whose quoted commands are checked: what the commands print, and the docs.
    static func sources() throws -> [String] {
        let root = ConformBinary.packageRoot
        var files: [String] = []
        for folder in ["Tests/Fixtures/command-outputs/expected", "Tests/Fixtures/migration", "docs", "docs/adapters"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: root + "/" + folder).sorted()
            files += names.filter { $0.hasSuffix(".md") || $0.hasSuffix(".stdout") || $0.hasSuffix(".stderr") || $0.hasSuffix(".txt") }
                .map { root + "/" + folder + "/" + $0 }
        }
        return files + [root + "/README.md"]
    }

    /// The `'conform …'` commands of `text` that name no placeholder.
    static func commands(in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let start = rest.range(of: "'conform ") {
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(where: { $0 == "'" || $0 == "\n" }) else { break }
            let command = String(after[..<end])
            rest = after[end...].dropFirst()
            // `'conform run' needs …` names a command in a message about it; `--help` is answered before parsing.
            if rest.hasPrefix(" needs ") || rest.hasPrefix(" takes ") || command.hasSuffix(" --help") { continue }
            let words = command.split(separator: " ")
            let placeholder =
                command.contains("<") || command.contains("…") || command.contains("\\") || command.contains("$")
                || words.contains { $0.count > 0 && $0.allSatisfy { $0.isUppercase || $0 == "_" || $0 == "|" } }
            if !placeholder, !words.isEmpty { found.append(command) }
        }
        return found
    }

    @Test("every 'conform …' the tool and the docs tell a user to run parses as that command")
    func everyNextStepParses() throws {
        var checked = Set<String>()
        for file in try Self.sources() {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            for command in Self.commands(in: text) where !checked.contains(command) {
                checked.insert(command)
                let words = command.split(separator: " ").map(String.init)
                guard let declaration = CLI.command(named: words[0])?.declaration else {
                    Issue.record("\(file): 'conform \(command)' names no command")
                    continue
                }
                do {
                    let parsed = try Arguments(Array(words.dropFirst()), for: declaration)
                    try parsed.validate()
                } catch {
                    Issue.record("\(file): 'conform \(command)': \(error)")
                }
            }
        }
        #expect(checked.count > 20, "\(checked.count) commands checked")
    }
}
