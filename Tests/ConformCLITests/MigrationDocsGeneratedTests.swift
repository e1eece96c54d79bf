import ConformAdapters
import ConformKit
import Foundation
import Testing

/// docs/migration.md is generated from real output, never pasted: every output block follows a
/// `<!-- generated from: ARGS | … -->` line saying which command made it, and the gate table follows
/// `<!-- generated: gates of <family> -->` (one table per versioned model). This test runs each command with the built binary and
/// renders the table from the family's gates; `CONFORM_RECORD_OUTPUTS=1` rewrites the page.
@Suite struct MigrationDocsGeneratedTests {
    /// The page.
    static let path = ConformBinary.packageRoot + "/docs/migration.md"

    /// Whether to rewrite the page instead of checking it.
    static var recording: Bool { ProcessInfo.processInfo.environment["CONFORM_RECORD_OUTPUTS"] == "1" }

    /// A generated block's recipe: `ARGS | in DIR | lines N | stderr | exit | bare | fence LANG`.
    struct Recipe {
        var args: [String]
        var folder = ConformBinary.packageRoot
        var lines: Int?
        var stderr = false
        var exit = false
        var bare = false
        var fence = ""

        init(_ text: Substring) {
            let parts = text.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            args = parts.first.map { $0.split(separator: " ").map(String.init) } ?? []
            for option in parts.dropFirst() {
                let words = option.split(separator: " ", maxSplits: 1).map(String.init)
                switch words.first {
                case "in": folder = ConformBinary.packageRoot + "/" + (words.last ?? "")
                case "lines": lines = Int(words.last ?? "")
                case "stderr": stderr = true
                case "exit": exit = true
                case "bare": bare = true
                case "fence": fence = words.last ?? ""
                default: break
                }
            }
        }

        /// The fenced block the command prints today.
        func block() throws -> [String] {
            let out = try ConformBinary.run(args, in: folder)
            var text = (stderr ? out.stderrText : out.stdoutText).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if text.last == "" { text.removeLast() }
            if let lines, text.count > lines { text = Array(text.prefix(lines)) + ["…"] }
            var block = ["```" + fence]
            if !bare { block.append("$ conform " + args.joined(separator: " ")) }
            block += text
            if exit { block += ["$ echo $?", "\(out.status)"] }
            return block + ["```"]
        }
    }

    /// The gate table: every gate of the model `family` (Adapty by default) with its version, tag,
    /// commit, kind and source.
    static func gateTable(_ family: any VersionedAdapterFamily = AdaptyFamily()) -> [String] {
        var rows = ["| version | gate | kind | tag | commit | source |", "| --- | --- | --- | --- | --- | --- |"]
        for gate in family.gates {
            let version = gate.variant.map { "\(gate.version) (`-\($0)`)" } ?? "\(gate.version)"
            let source = gate.source.replacingOccurrences(of: "|", with: "\\|")
            rows.append("| \(version) | `\(gate.id)` | \(gate.change.label) | \(gate.tag ?? "—") | `\(gate.commit ?? "—")` | \(source) |")
        }
        return rows
    }

    /// The page as it must read: every generated part made again.
    static func regenerate(_ page: String) throws -> String {
        let lines = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var out: [String] = []
        var index = 0
        while index < lines.count {
            let line = lines[index]
            out.append(line)
            index += 1
            if line.hasPrefix("<!-- generated from: "), line.hasSuffix(" -->") {
                let recipe = Recipe(line.dropFirst("<!-- generated from: ".count).dropLast(" -->".count))
                guard index < lines.count, lines[index].hasPrefix("```") else { continue }
                var end = index + 1
                while end < lines.count, lines[end] != "```" { end += 1 }
                out += try recipe.block()
                index = end + 1
            } else if line.hasPrefix("<!-- generated: gates of "), line.hasSuffix(" -->"),
                let family = BuiltinAdapters.families.first(where: { line == "<!-- generated: gates of \($0.name) -->" })
            {
                while index < lines.count, lines[index].hasPrefix("|") { index += 1 }
                out += gateTable(family)
            }
        }
        return out.joined(separator: "\n")
    }

    @Test("every output block of docs/migration.md is what its command prints, and the gate table is the model's")
    func generated() throws {
        let page = try String(contentsOfFile: Self.path, encoding: .utf8)
        #expect(page.components(separatedBy: "<!-- generated from: ").count > 6, "the page marks its generated blocks")
        for family in BuiltinAdapters.families { #expect(page.contains("<!-- generated: gates of \(family.name) -->"), "\(family.name)") }
        let now = try Self.regenerate(page)
        if Self.recording {
            if now != page { try Data(now.utf8).write(to: URL(fileURLWithPath: Self.path), options: .atomic) }
            Issue.record(
                "regenerated docs/migration.md (\(now == page ? "unchanged" : "changed")); review the diff, then run without CONFORM_RECORD_OUTPUTS")
            return
        }
        if let diff = LineDiff.unified(expected: page, actual: now, expectedName: "docs/migration.md", actualName: "generated now") {
            Issue.record(
                "docs/migration.md is not what the commands print:\n\(diff)\nnext: CONFORM_RECORD_OUTPUTS=1 swift test --filter MigrationDocsGeneratedTests"
            )
        }
    }

    @Test("the gate table lists every gate with its tag and the commit that introduced it")
    func table() {
        let table = Self.gateTable()
        #expect(table.count == AdaptyFamily().gates.count + 2)
        #expect(
            table.contains {
                $0.contains("`automatic-selection`") && $0.contains("adaptyteam/AdaptySDK-iOS@3.14.0")
                    && $0.contains("af1ade9bd12c7a8d45d74e7a7e3c4884a2faeab8")
            })
        #expect(!table.dropFirst(2).contains { $0.contains("| — |") }, "a gate without its tag or commit")
        for family in BuiltinAdapters.families {
            let rows = Self.gateTable(family)
            #expect(rows.count == family.gates.count + 2, "\(family.name)")
            #expect(!rows.dropFirst(2).contains { $0.contains("| — |") || $0.contains("`—`") }, "\(family.name): a gate without its tag or commit")
        }
        #expect(
            Self.gateTable(RevenueCatUIFamily()).contains {
                $0.contains("`dismiss-after-completion`") && $0.contains("RevenueCat/purchases-ios@5.69.0")
                    && $0.contains("24ca24037d6e39d38884f74614989bde5ee8bb6e")
            })
    }
}
