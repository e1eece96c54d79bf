import ConformAdapters
import ConformKit
import Foundation
import Testing

/// Claims tables as tests (issue 25, item 5). Each model's docs/adapters page lists every sentence
/// of its SDK page (for an SDK without a seed page, of its SDK-FACTS section) in the table
/// "Documented sentence → modelled behaviour → events", with a **Spec** column; its table "Where
/// the page contradicts itself or is silent" names the spec that pins each contradiction. This
/// suite holds the pages to them:
///
/// - **Spec column.** A cell is either `none: <why>` (a reason of a few words at least), or spec
///   ids in backticks, separated by commas. Ids are full (the path under `Specs/` without
///   `.yaml`: `miniwall/purchase/order`, `common/purchase/cancel`).
/// - **The row's sentence.** The quotations of the first cell are its sentence: text between
///   straight double quotes, paired in order (a quote inside a sentence is written with single
///   quotes), each split into pieces at `…` (an elision). Text outside the quotes (`onError:`,
///   `Order for a purchase:`) is a label for the reader and is not checked.
/// - **Each listed spec exists and cites the sentence.** Its `source:` contains every piece, after
///   normalising both: quote characters (`" ' “ ” ‘ ’ « » „`), backticks and Markdown's `*` and
///   `\` removed, whitespace collapsed, letter case folded, surrounding `.,;:` trimmed.
///   **Russian and Spanish**: the Adapty page exists in both, and a row may quote the sentence in
///   either language or in both (`(ru) "…" / (es) "…"`). Its quotations are grouped by script —
///   those with Cyrillic letters, and the others — and a spec cites the row when its source
///   contains every piece of one group.
/// - **Each listed spec holds on the page's adapters.** On every page adapter in its scope the
///   verdict is `pass`, `expected_fail` (a known divergence, failing as listed) or, for an adapter
///   lacking a capability it requires, `not_applicable`; on at least one it is `pass` or
///   `expected_fail`. The suite runs in process with the built-in adapters, expectations only
///   (goldens are `conform run`'s business).
/// - **Contradictions.** Rows are numbered 1, 2, 3 …; every backticked id in the spec column names
///   an existing spec (relative ids are under the page's own folder, `Specs/<sdk>/`, unless they
///   begin with a folder of `Specs/` or with `Specs/`; a `*` must match at least one spec), or
///   the cell starts with `none` and says why. Every "contradiction N" the page mentions is a row.
/// - **The seed pages**, which the repository ships (`docs/adapters/sources/seeds`, and
///   `docs/adapters/sources/SDK-FACTS.md` for an SDK without a seed page, as the pages' source
///   lists say): every quotation of the sentence table is in one of the page's sources, read with
///   Markdown links as their text. No checkout skips it.
///
/// It lives beside `AdapterPageTableTests` rather than in `ConformKitTests/Docs`: it runs the
/// built-in models, which only this test target links.
@Suite(.serialized) struct AdapterClaimsTablesTests {
    /// A page: its file, the folder its relative spec ids are under, its adapters, and its sources
    /// (paths under `docs/adapters/sources`, the last component a file-name prefix).
    struct Page: Sendable, CustomStringConvertible {
        var file: String
        var folder: String
        var adapters: [String]
        var seeds: [String]
        var description: String { file }
    }

    static let pages: [Page] = [
        Page(file: "docs/adapters/miniwall.md", folder: "miniwall", adapters: ["miniwall"], seeds: ["seeds/003_"]),
        Page(file: "docs/adapters/appdna.md", folder: "appdna", adapters: ["appdna"], seeds: ["seeds/004_"]),
        Page(
            file: "docs/adapters/adapty.md", folder: "adapty",
            adapters: ["adapty@3", "adapty@3-swiftui", "adapty@3.12", "adapty@3.10", "adapty@3.1", "adapty@2"],
            seeds: ["seeds/001_", "seeds/002_"]),
        // No vendor page in the seeds: the page is the SDK's section of SDK-FACTS.md.
        Page(file: "docs/adapters/qonversion.md", folder: "qonversion", adapters: ["qonversion-nocodes"], seeds: ["SDK-FACTS.md"]),
        Page(file: "docs/adapters/superwall.md", folder: "superwall", adapters: ["superwall"], seeds: ["SDK-FACTS.md"]),
        Page(
            file: "docs/adapters/revenuecatui.md", folder: "revenuecatui",
            adapters: ["revenuecatui", "revenuecatui-swiftui", "revenuecatui@5.68", "revenuecatui@5.68-swiftui"], seeds: ["SDK-FACTS.md"]),
        // No vendor page: the page is what the code shows, read from purchases-android's tags.
        Page(
            file: "docs/adapters/revenuecatui-android.md", folder: "revenuecatui-android",
            adapters: ["revenuecatui-android", "revenuecatui-android-activity"],
            seeds: ["revenuecatui-android-code.md"]),
        // No vendor page: the page is the reading of the Kotlin at the tags.
        Page(
            file: "docs/adapters/adapty-android.md", folder: "adapty-android", adapters: ["adapty-android@4", "adapty-android@3"],
            seeds: ["adapty-android-code.md"])
    ]

    /// One row of a table: its line on the page and its cells.
    struct Row {
        var line: Int
        var cells: [String]
    }

    /// The table whose header row's first cell is `first`: its header cells and rows.
    static func table(_ text: String, first: String) -> (header: [String], rows: [Row])? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("|") && cells($0).first == first }) else { return nil }
        var rows: [Row] = []
        for index in (start + 2)..<lines.count {
            guard lines[index].hasPrefix("|") else { break }
            rows.append(Row(line: index + 1, cells: cells(lines[index])))
        }
        return (cells(lines[start]), rows)
    }

    /// The cells of a table line, split at pipes that are not escaped (`\|` stays, as `|`).
    static func cells(_ line: String) -> [String] {
        var cells: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        cells.append(current)
        return Array(cells.dropFirst().dropLast()).map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The quotations of a cell: text between straight double quotes, paired in order.
    static func quotations(_ cell: String) -> [String] {
        let parts = cell.split(separator: "\"", omittingEmptySubsequences: false).map(String.init)
        return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
    }

    /// The pieces of a quotation, split at elisions, normalised; empty pieces dropped.
    static func pieces(_ quotation: String) -> [String] {
        quotation.components(separatedBy: "…").map(normalised).filter { !$0.isEmpty }
    }

    /// Quote characters, backticks and Markdown's `*` and `\` removed, whitespace collapsed, case
    /// folded, ends trimmed.
    static func normalised(_ text: String) -> String {
        let quotes: Set<Character> = ["\"", "'", "“", "”", "‘", "’", "«", "»", "„", "`", "*", "\\"]
        let kept = text.filter { !quotes.contains($0) }
        let words = kept.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return words.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: " .,;:"))
    }

    /// The backticked tokens of a cell.
    static func ticked(_ cell: String) -> [String] {
        let parts = cell.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        return stride(from: 1, to: parts.count - 1, by: 2).map { parts[$0] }
    }

    /// The quotations of a row grouped by script: a spec cites the row when it cites one group.
    static func groups(_ quotations: [String]) -> [[String]] {
        let cyrillic = quotations.filter { $0.unicodeScalars.contains { (0x0400...0x04FF).contains($0.value) } }
        let other = quotations.filter { !cyrillic.contains($0) }
        return [cyrillic, other].filter { !$0.isEmpty }
    }

    /// Whether `source` cites `quotations`, by the rule above.
    static func cites(_ source: String, _ quotations: [String]) -> Bool {
        let text = normalised(source)
        return groups(quotations).contains { group in group.allSatisfy { pieces($0).allSatisfy { text.contains($0) } } }
    }

    /// The shipped suite's specs, by id.
    static let specs: [String: Spec] = {
        guard let loaded = try? SuiteLoader(root: DocsValidationTests.root + "/Specs").load(paths: [], jobs: 2) else { return [:] }
        return Dictionary(loaded.specs.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }()

    /// A documented-sentence row with specs: its line, its quotations and the ids it lists.
    struct Claim {
        var line: Int
        var quotations: [String]
        var ids: [String]
    }

    /// The page's sentence table, and every problem its shape has.
    static func claims(_ page: Page) throws -> (claims: [Claim], problems: [String]) {
        let text = try String(contentsOfFile: DocsValidationTests.root + "/" + page.file, encoding: .utf8)
        guard let table = table(text, first: "Documented sentence") else { return ([], ["\(page.file) has no 'Documented sentence' table"]) }
        guard let column = table.header.firstIndex(of: "Spec") else { return ([], ["\(page.file): the sentence table has no Spec column"]) }
        var claims: [Claim] = []
        var problems: [String] = []
        for row in table.rows {
            let place = "\(page.file):\(row.line)"
            guard row.cells.count == table.header.count else {
                problems.append("\(place): \(row.cells.count) cells, the header has \(table.header.count)")
                continue
            }
            let cell = row.cells[column]
            if cell.hasPrefix("none:") {
                let why = cell.dropFirst("none:".count).trimmingCharacters(in: .whitespaces)
                if why.split(separator: " ").count < 2 { problems.append("\(place): 'none:' gives no reason") }
                continue
            }
            let ids = ticked(cell)
            let rest = cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 0 }
                .map { $0.element.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty && $0 != "," }
            if ids.isEmpty || !rest.isEmpty {
                problems.append("\(place): the Spec cell is neither 'none: <why>' nor backticked spec ids separated by commas: '\(cell)'")
                continue
            }
            let quotations = quotations(row.cells[0])
            if quotations.isEmpty {
                problems.append("\(place): a row with specs quotes no sentence")
                continue
            }
            claims.append(Claim(line: row.line, quotations: quotations, ids: ids))
        }
        if table.rows.isEmpty { problems.append("\(page.file): the sentence table has no rows") }
        return (claims, problems)
    }

    /// Every pair's verdict of the specs the tables list, on the pages' adapters.
    static let verdicts: Result<[String: [String: Verdict]], any Error> = Result {
        var ids: Set<String> = []
        for page in pages { for claim in try claims(page).claims { ids.formUnion(claim.ids) } }
        let files = ids.compactMap { specs[$0]?.file }.sorted()
        let root = DocsValidationTests.root
        let workspace = Workspace(
            suite: root + "/Specs", golden: root + "/Golden", divergences: root + "/Divergences",
            adapters: BuiltinAdapters.all, families: BuiltinAdapters.families)
        let adapters = pages.flatMap(\.adapters)
        let report = try Suite(workspace).run(Suite.Request(paths: files, adapterIDs: adapters, jobs: 2, golden: .ignore))
        var verdicts: [String: [String: Verdict]] = [:]
        for pair in report.pairs { verdicts[pair.specID, default: [:]][pair.adapterID] = pair.verdict }
        return verdicts
    }

    @Test(
        "the sentence table has a Spec column: 'none: <why>' or backticked spec ids, and a quoted sentence where it names specs",
        arguments: pages)
    func shape(_ page: Page) throws {
        let (claims, problems) = try Self.claims(page)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        #expect(!claims.isEmpty, "\(page.file): no row names a spec: the test checks nothing")
    }

    @Test(
        "each spec a sentence row lists exists, cites the sentence, and passes or is a listed divergence on the page's adapters",
        arguments: pages)
    func specsHold(_ page: Page) throws {
        let verdicts = try Self.verdicts.get()
        for claim in try Self.claims(page).claims {
            let place = "\(page.file):\(claim.line)"
            for id in claim.ids {
                guard let spec = Self.specs[id] else {
                    Issue.record("\(place): no spec '\(id)' (Specs/\(id).yaml)")
                    continue
                }
                #expect(
                    Self.cites(spec.source ?? "", claim.quotations),
                    "\(place): \(id)'s source does not quote \(claim.quotations.map { "\"\($0)\"" }.joined(separator: " / ")); it says: \(spec.source ?? "nothing")"
                )
                let scoped = page.adapters.filter { AdapterNames(BuiltinAdapters.families).scope(spec.scope, includes: $0) }
                let mine = (verdicts[id] ?? [:]).filter { scoped.contains($0.key) }
                let bad = mine.filter { ![.pass, .expectedFail, .notApplicable].contains($0.value) }
                #expect(bad.isEmpty, "\(place): \(id) \(bad.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value.rawValue)" })")
                #expect(
                    mine.values.contains { $0 == .pass || $0 == .expectedFail },
                    "\(place): \(id) neither passes nor is a listed divergence on any of \(page.adapters) (verdicts: \(mine))")
            }
        }
    }

    @Test("the contradictions table is numbered, and its spec column names existing specs or none", arguments: pages)
    func contradictions(_ page: Page) throws {
        let text = try String(contentsOfFile: DocsValidationTests.root + "/" + page.file, encoding: .utf8)
        let table = try #require(Self.table(text, first: "#"), "\(page.file) has no contradictions table")
        let column = try #require(table.header.firstIndex(of: "spec"), "\(page.file): the contradictions table has no spec column")
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: DocsValidationTests.root + "/Specs")) ?? []
        for (index, row) in table.rows.enumerated() {
            let place = "\(page.file):\(row.line)"
            #expect(row.cells.first == String(index + 1), "\(place): row \(row.cells.first ?? "") should be number \(index + 1)")
            guard row.cells.count == table.header.count else {
                Issue.record("\(place): \(row.cells.count) cells, the header has \(table.header.count)")
                continue
            }
            let cell = row.cells[column]
            if cell.lowercased().hasPrefix("none") { continue }
            let ids = Self.ticked(cell)
            if ids.isEmpty {
                Issue.record("\(place): the spec cell names no spec and does not say 'none': '\(cell)'")
                continue
            }
            for token in ids {
                var id = token.hasPrefix("Specs/") ? String(token.dropFirst("Specs/".count)) : token
                if !folders.contains(String(id.split(separator: "/").first ?? "")) { id = page.folder + "/" + id }
                if id.contains("*") {
                    let pattern = "^" + NSRegularExpression.escapedPattern(for: id).replacingOccurrences(of: "\\*", with: "[^/]*") + "$"
                    let regex = try NSRegularExpression(pattern: pattern)
                    let matches = Self.specs.keys.filter { regex.firstMatch(in: $0, range: NSRange($0.startIndex..., in: $0)) != nil }
                    #expect(!matches.isEmpty, "\(place): '\(token)' matches no spec")
                } else {
                    #expect(Self.specs[id] != nil, "\(place): '\(token)' names no spec (Specs/\(id).yaml)")
                }
            }
        }
        // Every "contradiction N" the page mentions is a row of the table.
        let mentions = try NSRegularExpression(pattern: "contradictions? (\\d+)")
        for match in mentions.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let number = Int((text as NSString).substring(with: match.range(at: 1))) ?? 0
            #expect((1...table.rows.count).contains(number), "\(page.file) mentions contradiction \(number); the table has \(table.rows.count) rows")
        }
    }

    @Test("every quotation of the sentence table is in the page's seed pages, which the repository ships", arguments: pages)
    func quotationsInSeeds(_ page: Page) throws {
        let shared = DocsValidationTests.root + "/docs/adapters/sources/"
        let files = page.seeds.flatMap { seed -> [String] in
            let folder = shared + (seed as NSString).deletingLastPathComponent
            let prefix = (seed as NSString).lastPathComponent
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { $0.hasPrefix(prefix) }.map { folder + "/" + $0 }
        }
        let seeds =
            try files
            .map {
                Self.normalised(
                    try String(contentsOfFile: $0, encoding: .utf8)
                        .replacingOccurrences(of: "\\[([^\\]]*)\\]\\([^)]*\\)", with: "$1", options: .regularExpression))
            }
        #expect(!seeds.isEmpty, "\(page.file): none of its seed pages \(page.seeds) is in docs/adapters/sources")
        let text = try String(contentsOfFile: DocsValidationTests.root + "/" + page.file, encoding: .utf8)
        let table = try #require(Self.table(text, first: "Documented sentence"))
        for row in table.rows {
            for piece in Self.quotations(row.cells.first ?? "").flatMap(Self.pieces) {
                #expect(seeds.contains { $0.contains(piece) }, "\(page.file):\(row.line): '\(piece)' is in none of the seed pages \(page.seeds)")
            }
        }
    }
}
