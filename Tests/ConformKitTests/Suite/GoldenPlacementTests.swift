@testable import ConformKit
import Testing

/// Where goldens and pending transcripts go, as one table: CI or not, `--update`, `--prune`,
/// `--force`, `--pending-dir`, `--artifacts`, `--no-golden`.
@Suite struct GoldenPlacementTests {
    typealias Asked = GoldenPlacement.Asked

    static let table: [(Asked, Suite.GoldenMode, update: Bool)] = [
        // On a laptop: pending files beside the goldens.
        (Asked(), .compare(pendingDirectory: nil, write: true), false),
        (Asked(update: true), .compare(pendingDirectory: nil, write: true), true),
        (Asked(pendingDirectory: "out"), .compare(pendingDirectory: "out", write: true), false),
        (Asked(artifacts: "art"), .compare(pendingDirectory: "art/pending", write: true, diffDirectory: "art/diffs"), false),
        (Asked(pendingDirectory: "out", artifacts: "art"), .compare(pendingDirectory: "out", write: true, diffDirectory: "art/diffs"), false),
        (Asked(noGolden: true, pendingDirectory: "out"), .ignore, false),
        // In CI: nothing in the tree; pending files only where a folder is named.
        (Asked(ci: true), .compare(pendingDirectory: nil, write: false), false),
        (Asked(pendingDirectory: "out", ci: true), .compare(pendingDirectory: "out", write: true), false),
        (Asked(artifacts: "art", ci: true), .compare(pendingDirectory: "art/pending", write: true, diffDirectory: "art/diffs"), false),
        (Asked(update: true, force: true, ci: true), .compare(pendingDirectory: nil, write: false), true),
        (Asked(noGolden: true, ci: true), .ignore, false)
    ]

    @Test("each combination places goldens and pending files as the table says", arguments: table.indices)
    func placement(_ row: Int) throws {
        let (asked, golden, update) = Self.table[row]
        let placed = try GoldenPlacement.deciding(asked)
        #expect(placed.golden == golden, "\(asked)")
        #expect(placed.update == update, "\(asked)")
    }

    @Test(
        "--update and --prune are refused in CI without --force, each saying how to go on",
        arguments: [
            (Asked(update: true, ci: true), "'--update' is refused in CI"), (Asked(prune: true, ci: true), "'--prune' is refused in CI")
        ])
    func refusedInCI(_ asked: Asked, _ message: String) {
        #expect(throws: ConformError.self) { try GoldenPlacement.deciding(asked) }
        do { _ = try GoldenPlacement.deciding(asked) } catch { #expect("\(error)".contains(message), "\(error)") }
        var forced = asked
        forced.force = true
        #expect((try? GoldenPlacement.deciding(forced)) != nil)
    }
}
