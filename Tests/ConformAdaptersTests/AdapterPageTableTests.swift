import ConformAdapters
import ConformKit
import Foundation
import Testing

/// No relabelling out of sight (issue 25): every (canonical, native) pair a seed model emits in the
/// shipped suite's goldens is in a table of its docs/adapters page — one row naming both the
/// canonical event and the native callback it came through — so a reader of the page sees which
/// callback each canonical event stands for (a cancel heard through onPaywallPurchaseFailed is a
/// failure, a link handed to didPerformAction is a tap).
@Suite struct AdapterPageTableTests {
    /// The seed models and the page that documents each.
    static let pages: [(adapter: String, page: String)] = [
        ("miniwall", "docs/adapters/miniwall.md"), ("appdna", "docs/adapters/appdna.md"),
        ("adapty@2", "docs/adapters/adapty.md"), ("adapty@3.1", "docs/adapters/adapty.md"), ("adapty@3.10", "docs/adapters/adapty.md"),
        ("adapty@3.12", "docs/adapters/adapty.md"), ("adapty@3", "docs/adapters/adapty.md"), ("adapty@3-swiftui", "docs/adapters/adapty.md")
    ]

    /// Every (canonical name, native form) pair in the goldens of `adapter`.
    static func pairs(_ adapter: String) throws -> Set<String> {
        let root = DocsValidationTests.root + "/Golden/" + adapter
        let files = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".transcript") }
        var pairs: Set<String> = []
        for file in files {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            guard case .success(let transcript) = TranscriptFormat.parse(text, file: file) else {
                Issue.record("Golden/\(adapter)/\(file) does not parse")
                continue
            }
            for event in transcript.events { pairs.insert(event.name.rawValue + "\u{0}" + event.native) }
        }
        return pairs
    }

    /// Whether a table row of `rows` names `canonical` (any `recorded.*` for an analytics event) and
    /// `native` — a native answering `-> true` or `-> false` is the row's `-> true\|false`.
    static func documented(_ canonical: String, _ native: String, in rows: [Substring]) -> Bool {
        let name = canonical.hasPrefix("recorded.") ? "`recorded." : "`" + canonical
        var forms = [native]
        for answer in [" -> true", " -> false"] where native.hasSuffix(answer) {
            forms.append(String(native.dropLast(answer.count)) + " -> true\\|false")
        }
        return rows.contains { row in row.contains(name) && forms.contains { row.contains($0) } }
    }

    @Test("each (canonical, native) pair a seed model emits is in a table row of its docs/adapters page", arguments: pages.map(\.adapter))
    func pairsDocumented(_ adapter: String) throws {
        let page = try #require(Self.pages.first { $0.adapter == adapter }?.page)
        let rows = try String(contentsOfFile: DocsValidationTests.root + "/" + page, encoding: .utf8)
            .split(separator: "\n").filter { $0.hasPrefix("|") }
        let pairs = try Self.pairs(adapter)
        #expect(!pairs.isEmpty, "Golden/\(adapter) holds no event: the test checks nothing")
        let missing = pairs.sorted().filter { pair in
            let parts = pair.split(separator: "\u{0}", maxSplits: 1).map(String.init)
            return !Self.documented(parts[0], parts[1], in: rows)
        }.map { $0.replacingOccurrences(of: "\u{0}", with: " / ") }
        #expect(missing.isEmpty, "\(page) has no table row for: \(missing)")
    }
}
