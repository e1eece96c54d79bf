import ConformKit
import Foundation
import Testing

/// The vendor oracle's tables (issue 36): each SDK page's "Vendor tests" section lists the vendor's
/// tests that assert paywall callbacks, with a status. The table and `Specs/<sdk>/vendor/` stay in
/// step: every encoded row names specs that exist and cite the row's repository, commit, file and
/// test names; every vendor spec is named by an encoded row; every other row says why.
@Suite struct VendorTablesTests {
    /// A page with vendor tests: its SDK folder and the repository its specs cite.
    struct Page: Sendable, CustomTestStringConvertible {
        var sdk: String
        var repository: String
        var testDescription: String { sdk }
    }

    static let pages = [
        Page(sdk: "superwall", repository: "superwall/Superwall-iOS"),
        Page(sdk: "revenuecatui", repository: "RevenueCat/purchases-ios"),
        Page(sdk: "revenuecatui-android", repository: "RevenueCat/purchases-android")
    ]

    /// One row of a table.
    struct Row {
        var file: String
        var tests: [String]
        var status: String
        var specs: [String]
    }

    /// The statuses a row may have; every one but `encoded` says why after a colon.
    static let statuses = ["encoded", "inexpressible:", "not modelled:", "not app-visible:"]

    /// The text between backticks in `cell`.
    static func quoted(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    /// The "Vendor tests" section of `docs/adapters/<sdk>.md`.
    static func section(_ sdk: String) throws -> String {
        let text = try String(contentsOfFile: DocsValidationTests.root + "/docs/adapters/\(sdk).md", encoding: .utf8)
        guard let start = text.range(of: "\n## Vendor tests\n") else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The table's rows.
    static func rows(_ sdk: String) throws -> [Row] {
        try section(sdk).split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            return Row(
                file: quoted(cells[1]).first ?? "", tests: quoted(cells[2]), status: cells[4],
                specs: cells[4] == "encoded" ? quoted(cells[5]) : [])
        }
    }

    @Test(
        "every row has a status; every encoded row names specs that exist and cite its repository, a commit, its file and its tests", arguments: pages
    )
    func encodedRowsCite(_ page: Page) throws {
        let rows = try Self.rows(page.sdk)
        #expect(rows.count >= 10, "docs/adapters/\(page.sdk).md has no vendor table")
        for row in rows {
            #expect(Self.statuses.contains { row.status.hasPrefix($0) }, "\(row.tests): status '\(row.status)'")
            #expect(!row.tests.isEmpty && !row.file.isEmpty, "\(row)")
            guard row.status == "encoded" else { continue }
            #expect(!row.specs.isEmpty, "\(row.tests): encoded names no spec")
            for id in row.specs {
                #expect(id.hasPrefix("\(page.sdk)/vendor/"), "\(id)")
                let spec = try AdaptyDefaultSpecTests.spec(id)
                let source = spec.source ?? ""
                #expect(source.contains(page.repository + "@"), "\(id) cites no \(page.repository)")
                #expect(source.range(of: "[0-9a-f]{40}", options: .regularExpression) != nil, "\(id) cites no commit")
                #expect(source.contains(row.file), "\(id) does not cite \(row.file)")
                for test in row.tests {
                    #expect(source.contains(" \(test):") || source.contains(" \(test) "), "\(id) does not cite \(test)")
                }
            }
        }
    }

    @Test("every spec under Specs/<sdk>/vendor is named by an encoded row", arguments: pages)
    func everySpecListed(_ page: Page) throws {
        let folder = DocsValidationTests.root + "/Specs/\(page.sdk)/vendor"
        let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".yaml") } ?? []
        #expect(!files.isEmpty)
        let named = Set(try Self.rows(page.sdk).flatMap(\.specs))
        for file in files {
            let id = "\(page.sdk)/vendor/" + file.dropLast(".yaml".count)
            #expect(named.contains(id), "\(id) is in no encoded row of docs/adapters/\(page.sdk).md")
        }
    }

    @Test("the pages of SDKs without callback tests say so", arguments: ["adapty", "qonversion"])
    func noCallbackTests(_ sdk: String) throws {
        let section = try Self.section(sdk)
        #expect(section.contains("no tests that assert"), "docs/adapters/\(sdk).md: \(section.prefix(200))")
        #expect(!FileManager.default.fileExists(atPath: DocsValidationTests.root + "/Specs/\(sdk)/vendor"))
    }
}
