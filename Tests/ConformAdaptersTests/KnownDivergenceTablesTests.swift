import Foundation
import Testing

/// Each docs/adapters page's "Known divergences" table says the same as `Divergences/`: a row
/// names a spec and the page adapters it fails on as listed, and every entry of a page adapter's
/// divergence file is a row. A row the files no longer hold (a divergence that stopped happening) is
/// a false statement a reader acts on; an entry the page does not list is a failure nobody explained.
///
/// The adapter cell reads: backticked ids (`adapty@3`), `@<version>` for the page's adapters with
/// that suffix (`@5.68`), and `all` / `every … adapter` for all the page's adapters. A table without
/// an adapter column is about the page's adapters.
@Suite struct KnownDivergenceTablesTests {
    @Test("the Known divergences table of each page equals the divergence files of its adapters", arguments: AdapterClaimsTablesTests.pages)
    func tableEqualsFiles(page: AdapterClaimsTablesTests.Page) throws {
        let root = DocsValidationTests.root
        let text = try String(contentsOfFile: root + "/" + page.file, encoding: .utf8)
        guard let section = text.components(separatedBy: "\n## Known divergences\n").dropFirst().first else {
            Issue.record("\(page.file) has no '## Known divergences' section")
            return
        }
        let body = section.components(separatedBy: "\n## ").first ?? section
        let first = body.split(separator: "\n").first { $0.hasPrefix("|") }.map { AdapterClaimsTablesTests.cells(String($0)).first ?? "" } ?? ""
        guard let table = AdapterClaimsTablesTests.table(body, first: first) else {
            Issue.record("\(page.file): the Known divergences section has no table")
            return
        }
        let hasAdapterColumn = table.header.first == "adapter"
        var listed: Set<String> = []  // "adapter spec"
        for row in table.rows {
            let adapters = hasAdapterColumn ? Self.adapters(in: row.cells[0], page: page) : page.adapters
            #expect(
                !adapters.isEmpty, "\(page.file), table row '\(row.cells.joined(separator: "|"))' names no adapter of the page (\(page.adapters))")
            let specs = Self.backticked(row.cells[hasAdapterColumn ? 1 : 0])
            #expect(!specs.isEmpty, "\(page.file), table row '\(row.cells.joined(separator: "|"))' names no spec")
            for adapter in adapters {
                for spec in specs { listed.insert("\(adapter) \(spec)") }
            }
        }
        var filed: Set<String> = []
        for adapter in page.adapters {
            for spec in try Self.entries(root + "/Divergences/\(adapter).yaml") { filed.insert("\(adapter) \(spec)") }
        }
        for pair in listed.subtracting(filed).sorted() {
            Issue.record(
                "\(page.file) lists '\(pair)' as a known divergence, but Divergences/ has no such entry: remove the row (or the adapter from it), or add the entry with its reason"
            )
        }
        for pair in filed.subtracting(listed).sorted() {
            Issue.record("Divergences/ lists '\(pair)', but \(page.file)'s Known divergences table does not: add a row that says why")
        }
    }

    /// The page adapters an adapter cell names.
    static func adapters(in cell: String, page: AdapterClaimsTablesTests.Page) -> [String] {
        let lower = cell.lowercased()
        if lower.trimmingCharacters(in: .whitespaces) == "all" || (lower.contains("every") && lower.contains("adapter")) { return page.adapters }
        return backticked(cell).flatMap { id in
            id.hasPrefix("@") ? page.adapters.filter { $0.hasSuffix(id) } : page.adapters.filter { $0 == id }
        }
    }

    /// The texts between backticks in `cell`.
    static func backticked(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The spec ids of a divergence file (none when there is no file).
    static func entries(_ path: String) throws -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        return try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && !$0.hasPrefix(" ") && $0.contains(":") }
            .map { String($0.prefix { $0 != ":" }).trimmingCharacters(in: .whitespaces) }
    }
}
