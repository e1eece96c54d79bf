import ConformKit

/// A versioned family's gates as data: one row per gate, its id, the kind of change an app sees and
/// the commit that introduced it. The commit is a prefix of a behaviour-ledger commit, so the
/// repository, the first release tag (the gate's version) and the subject are the ledger's, said
/// once. A gate from before the ledger's range (a baseline at the first modelled tag) states its
/// origin on its row. `ci/surfaces/verify-gates.py` reads the same rows and ledger.
///
///     restore-start added 3f96d9964a
///     was-dismissed added 61a38d3a643211fa97e0ed57ff1ef2e2921ce5ca RevenueCat/purchases-ios 4.31.5 Paywalls: …
struct GateTable: Sendable {
    /// One gate's row.
    struct Row: Sendable, Hashable {
        var id: String
        var change: ChangeKind
        var origin: GateOrigin
    }

    /// The rows by id.
    let rows: [String: Row]

    /// Reads `text` (`name` says where it is, for the errors) against `ledgers`: every row must name
    /// a known kind and a commit the ledgers list once, or, before their range, state its origin.
    static func parse(_ text: String, name: String, ledgers: [BehaviourLedger]) throws(ConformError) -> GateTable {
        var rows: [String: Row] = [:]
        let next = "fix the row: '<id> <kind> <commit prefix>', or '<id> <kind> <commit> <repository> <tag> <subject>' before the ledger"
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where !line.isEmpty {
            let place = "\(name), line \(index + 1)"
            let words = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: true).map(String.init)
            guard words.count == 3 || words.count == 6, let change = ChangeKind(rawValue: words[1]),
                words[2].count >= 7, words[2].allSatisfy(\.isHexDigit)
            else { throw .input("\(place): '\(line)' is not a gate row", next: next) }
            let (id, commit) = (words[0], words[2])
            guard rows[id] == nil else { throw .input("\(place): gate '\(id)' has a second row", next: "keep one row per gate") }
            let origin: GateOrigin
            if words.count == 6 {
                guard commit.count == 40, SDKVersion(words[4]) != nil else {
                    throw .input("\(place): gate '\(id)' states its origin without a full commit and a release tag", next: next)
                }
                origin = GateOrigin(repository: words[3], tag: words[4], commit: commit, subject: words[5])
            } else {
                let found = ledgers.compactMap { ledger in ledger.entry(commit).map { (ledger.repository, $0) } }
                guard found.count == 1, let (repository, entry) = found.first else {
                    throw .input(
                        "\(place): gate '\(id)' cites commit \(commit), which the behaviour ledger lists \(found.count) times",
                        next: "cite a commit of the ledger by a prefix that names it alone")
                }
                origin = GateOrigin(repository: repository, tag: entry.tag, commit: entry.commit, subject: entry.subject)
            }
            rows[id] = Row(id: id, change: change, origin: origin)
        }
        return GateTable(rows: rows)
    }

    /// The table of `text`, which ships with the package: a malformed one stops the program with the
    /// error `parse` gives (the tests read every table first).
    static func load(_ text: String, name: String, ledgers: [BehaviourLedger], ids: [String]) -> GateTable {
        do {
            let table = try parse(text, name: name, ledgers: ledgers)
            let missing = ids.filter { table.rows[$0] == nil }, extra = Set(table.rows.keys).subtracting(ids)
            guard missing.isEmpty, extra.isEmpty else {
                throw ConformError.input(
                    "\(name): no row for \(missing.sorted().joined(separator: ", ")); rows of no gate: \(extra.sorted().joined(separator: ", "))",
                    next: "give each gate of the family one row")
            }
            return table
        } catch {
            preconditionFailure("\(error)")
        }
    }

    /// The row of `id`, which `load` checked exists.
    subscript(id: String) -> Row {
        guard let row = rows[id] else { preconditionFailure("\(id): no gate row") }
        return row
    }
}

/// A family's gate enum whose facts are rows of its `GateTable`: the raw value is the gate's id,
/// and the id, origin, first version and kind of change are read from the row, and the gate a
/// migration report reads is built from them, the same way for every family.
protocol TabledGate: RawRepresentable, CaseIterable, Hashable, Sendable where RawValue == String {
    /// The family's table, read once (`loadTable`).
    static var table: GateTable { get }
    /// Each gate's first version, read once from the table (`GateVersions()`).
    static var versions: GateVersions<Self> { get }
    /// One line on what changed.
    var summary: String { get }
    /// Where the fact comes from: the code read at the tag, and the tag and commit.
    var source: String { get }
}

/// Each gate's first version, parsed once from its origin's tag: the models ask for it on every callback.
struct GateVersions<Gate: TabledGate>: Sendable {
    /// The versions by gate.
    private let versions = Dictionary(uniqueKeysWithValues: Gate.allCases.map { ($0, $0.origin.version) })

    /// The first version of `gate`.
    subscript(gate: Gate) -> SDKVersion { versions[gate] ?? gate.origin.version }
}

extension TabledGate {
    /// A stable id, as `conform adapters --versions` lists it.
    var id: String { rawValue }
    /// The gate's tag and commit, read from the behaviour ledger.
    var origin: GateOrigin { Self.table[rawValue].origin }
    /// The kind of difference the app sees; the fact table test holds each gate to it.
    var change: ChangeKind { Self.table[rawValue].change }
    /// The first version with the change: its row's release tag.
    var since: SDKVersion { Self.versions[self] }

    /// The gate as a migration report reads it: its row, summary and source, with what the family
    /// says of it (the app's methods before and after, the advice, the events and capabilities).
    func migrationGate(
        variant: String? = nil, before: String? = nil, after: String? = nil, others: [String] = [], advice: String, events: [String] = [],
        introduces: [String] = [], retires: [String] = [], declaration: (before: String, after: String)? = nil
    ) -> VersionGate {
        VersionGate(
            id: id, version: since, variant: variant, change: change, summary: summary, source: source, before: before, after: after,
            otherMethods: others, advice: advice, events: events, introduces: introduces, retires: retires, tag: origin.citation,
            commit: origin.commit, declaration: declaration)
    }

    /// The table of `rows` read against `ledgers`, one row for each case (`<Gate>.rows` in errors).
    static func loadTable(_ rows: String, ledgers: [BehaviourLedger]) -> GateTable {
        GateTable.load(rows, name: "\(Self.self).rows", ledgers: ledgers, ids: allCases.map(\.rawValue))
    }
}
