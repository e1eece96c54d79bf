import Foundation

/// Every commit of a modelled SDK's repository that changed its paywall flow between the first and
/// the last modelled release, with the first release that shipped it and what it means to an app:
/// the gate it introduces, or why it is not app-visible (docs/migration.md, "The behaviour ledger").
///
/// The commits are data a `ci/surfaces/ledger-<sdk>.py` reads from the repository; the verdicts are
/// written by hand beside them. A versioned family's gates cite the ledger's commits, so the models
/// behave as each release shipped and `conform diff` names the commit behind each change.
package struct BehaviourLedger: Sendable {
    /// What one commit means to an app.
    package enum CommitVerdict: Sendable, Hashable {
        /// It introduces these gates (a behaviour or a surface the model tells apart by version).
        case gates([String])
        /// Nothing an app sees changes (a refactor, a test, a log line, analytics sent to the vendor).
        case notAppVisible(String)
        /// An app sees it, outside the paywall's callback contract the model covers (a theme or
        /// localization API, say); the reason names it.
        case outside(String)
    }

    /// One commit of the ledger.
    package struct Entry: Sendable, Hashable {
        /// 40 hex digits.
        package var commit: String
        /// The first release tag that contains it.
        package var tag: String
        /// Its version.
        package var version: SDKVersion
        /// Its subject line.
        package var subject: String
        /// The files of the flow it changed.
        package var files: [String]
        /// What it means to an app; nil where no verdict was written (which `BehaviourLedgerTests` refuses).
        package var verdict: CommitVerdict?
        /// The tag the verdict was written against (the entry's own, unless the verdict is wrong).
        package var verdictTag: String?
    }

    /// `qonversion/qonversion-ios-sdk`.
    package var repository: String
    /// The first and last modelled release tags.
    package var first: String
    package var last: String
    /// The files and folders of the flow, as the script gave them to git.
    package var paths: [String]
    /// The commits, in the script's order.
    package var entries: [Entry]
    /// Verdict lines that name no commit of the ledger (or more than one): each line as written.
    package var strayVerdicts: [String]

    /// Reads the ledgers of `data` (one per `ledger` line) with the verdicts of `verdicts`: each
    /// verdict line is `<hash prefix> <tag> gate <id>…`, `… none: <reason>` or `… outside: <reason>`.
    /// A verdict that names no listed commit, or is not of that form, is kept in `strayVerdicts` of
    /// the first ledger, so a test can name it.
    package static func parse(data: String, verdicts: String) -> [BehaviourLedger] {
        var ledgers: [BehaviourLedger] = []
        for line in data.split(separator: "\n", omittingEmptySubsequences: true) {
            let words = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
            if line.hasPrefix("ledger "), words.count == 4 {
                ledgers.append(
                    BehaviourLedger(
                        repository: String(words[1]), first: String(words[2]), last: String(words[3]),
                        paths: [], entries: [], strayVerdicts: []))
            } else if line.hasPrefix("  path "), !ledgers.isEmpty {
                ledgers[ledgers.count - 1].paths.append(String(line.dropFirst(7)))
            } else if line.hasPrefix("commit "), words.count >= 3, !ledgers.isEmpty {
                let tag = String(words[2])
                ledgers[ledgers.count - 1].entries.append(
                    Entry(
                        commit: String(words[1]), tag: tag, version: SDKVersion(tag) ?? SDKVersion(0, 0),
                        subject: words.count > 3 ? String(words[3]) : "", files: []))
            } else if line.hasPrefix("  "), !ledgers.isEmpty, !ledgers[ledgers.count - 1].entries.isEmpty {
                let last = ledgers.count - 1
                ledgers[last].entries[ledgers[last].entries.count - 1].files.append(String(line.dropFirst(2)))
            }
        }
        var stray: [String] = []
        for line in verdicts.split(separator: "\n", omittingEmptySubsequences: true) where !line.allSatisfy(\.isWhitespace) {
            guard let (prefix, tag, verdict) = readVerdict(line) else {
                stray.append(String(line))
                continue
            }
            let places = ledgers.indices.flatMap { l in
                ledgers[l].entries.indices.filter { ledgers[l].entries[$0].commit.hasPrefix(prefix) }.map { (l, $0) }
            }
            guard places.count == 1, let (l, e) = places.first, ledgers[l].entries[e].verdict == nil else {
                stray.append(String(line))
                continue
            }
            ledgers[l].entries[e].verdict = verdict
            ledgers[l].entries[e].verdictTag = tag
        }
        if !ledgers.isEmpty { ledgers[0].strayVerdicts = stray }
        return ledgers
    }

    /// `29a11f4e33 6.3.1 gate purchase-outcome`, read; nil when the line is not of a verdict's form
    /// (a prefix of 7 hex digits or more, a tag, then `gate` with ids, `none:` or `outside:` with a reason).
    private static func readVerdict(_ line: Substring) -> (String, String, CommitVerdict)? {
        let words = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
        guard words.count == 4, words[0].count >= 7, words[0].allSatisfy(\.isHexDigit) else { return nil }
        let rest = words[3]
        let verdict: CommitVerdict
        switch words[2] {
        case "gate":
            let ids = rest.split(separator: " ").map(String.init)
            guard !ids.isEmpty else { return nil }
            verdict = .gates(ids)
        case "none:", "outside:":
            let reason = rest.trimmingCharacters(in: .whitespaces)
            guard !reason.isEmpty else { return nil }
            verdict = words[2] == "none:" ? .notAppVisible(reason) : .outside(reason)
        default:
            return nil
        }
        return (String(words[0]).lowercased(), String(words[1]), verdict)
    }

    /// The entry of `commit` (a full hash or a prefix of one), if the ledger lists it.
    package func entry(_ commit: String) -> Entry? {
        entries.first { $0.commit.hasPrefix(commit.lowercased()) }
    }

    /// The entries first released after `from`, up to and including `to`.
    package func entries(after from: SDKVersion, through to: SDKVersion) -> [Entry] {
        entries.filter { $0.version > from && $0.version <= to }
    }
}

extension BehaviourLedger {
    /// How many commits of the ledgers first shipped after `from`, up to and including `to`, and
    /// what they mean to an app: the figures a migration report gives beside what it walked.
    package struct Tally: Sendable, Hashable {
        package var from: SDKVersion
        package var to: SDKVersion
        package var commits: Int
        /// Commits that introduce a gate of the walked variant (or of every variant).
        package var gates: Int
        package var notAppVisible: Int
        package var outside: Int
        /// Commits no verdict was written for (which `BehaviourLedgerTests` refuses).
        package var withoutVerdict: Int
        /// Commits whose every gate is another variant's (a SwiftUI modifier's, on a UIKit chain):
        /// changes of the SDK this chain's app does not meet.
        package var otherVariant: Int

        package init(
            from: SDKVersion, to: SDKVersion, commits: Int = 0, gates: Int = 0, notAppVisible: Int = 0, outside: Int = 0,
            withoutVerdict: Int = 0, otherVariant: Int = 0
        ) {
            (self.from, self.to, self.commits, self.gates) = (from, to, commits, gates)
            (self.notAppVisible, self.outside, self.withoutVerdict, self.otherVariant) = (notAppVisible, outside, withoutVerdict, otherVariant)
        }
    }
}

extension [BehaviourLedger] {
    /// The tally of the commits first released after `from` through `to`; nil without a ledger.
    /// `ownGate` says whether a gate id is the walked variant's: a commit whose every gate is
    /// another variant's counts as `otherVariant`, not as a gate of this chain.
    package func tally(after from: SDKVersion, through to: SDKVersion, ownGate: (String) -> Bool = { _ in true }) -> BehaviourLedger.Tally? {
        guard !isEmpty else { return nil }
        var tally = BehaviourLedger.Tally(from: from, to: to)
        for entry in flatMap({ $0.entries(after: from, through: to) }) {
            tally.commits += 1
            switch entry.verdict {
            case .gates(let ids) where !ids.contains(where: ownGate): tally.otherVariant += 1
            case .gates: tally.gates += 1
            case .notAppVisible: tally.notAppVisible += 1
            case .outside: tally.outside += 1
            case nil: tally.withoutVerdict += 1
            }
        }
        return tally
    }
}
