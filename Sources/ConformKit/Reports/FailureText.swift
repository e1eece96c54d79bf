/// The plain-text story of one problem pair, shared by the terminal, JUnit, TAP, markdown and GitHub
/// reports: the reason, the first violated expectation with the transcript around it, the golden
/// diff, and the command that accepts a golden change.
package enum FailureText {
    /// A one-line summary, for a JUnit `message` or a TAP description.
    package static func summary(_ pair: PairResult) -> String {
        switch pair.verdict {
        case .fail: return pair.violations.first.map { "\($0.kind): \($0.message)" } ?? "an expectation failed"
        case .changed:
            if let damage = pair.goldenDamage { return "the golden cannot be read: \(damage.summary)" }
            return "the transcript differs from its golden (\(count(pair.goldenChanges, "change")))"
        case .new: return "there is no golden transcript yet"
        case .unexpectedPass: return "passed, but the known-divergence list says it fails: \(pair.divergenceReason ?? "")"
        case .expectedFail: return "known divergence: \(pair.divergenceReason ?? "")"
        case .notApplicable: return "not applicable: \(pair.notApplicableReason ?? "")"
        case .notObservable:
            let items = pair.unobservable.map(unobservable).joined(separator: "; ")
            return "not observable on this adapter: " + (items.isEmpty ? "every expectation is invisible to it" : items)
        case .notRecorded: return (pair.notRecordedReason ?? "no recording").split(separator: "\n").first.map(String.init) ?? "no recording"
        case .error: return (pair.errorMessage ?? "the adapter failed").split(separator: "\n").first.map(String.init) ?? "error"
        case .pass: return "pass"
        }
    }

    /// An expectation the adapter cannot observe, with where it is written:
    /// `never: recorded.purchase (Specs/x.yaml:17:11)`.
    static func unobservable(_ item: Unobservable) -> String {
        "\(item.expectation) (\(item.location))"
    }

    /// What a pair that ran checked, when it left expectations unchecked:
    /// `partially checked: 3 expectations checked, 1 not (the harness cannot see it): never: recorded.purchase (Specs/x.yaml:17:11)`.
    static func coverage(_ pair: PairResult) -> String? {
        guard let run = pair.run, !run.match.unobservable.isEmpty else { return nil }
        let checked = run.match.checked, unchecked = run.match.unobservable
        let items = unchecked.map(unobservable).joined(separator: "; ")
        return "partially checked: \(count(checked, "expectation")) checked, \(unchecked.count) not "
            + "(the harness cannot see \(unchecked.count == 1 ? "it" : "them")): \(items)"
    }

    /// The full details, plain text with no colour.
    static func details(_ pair: PairResult, goldenRoot: String? = nil) -> String {
        PrettyReport.details(pair, style: Style(colour: false), goldenRoot: goldenRoot)
    }

    /// How many of a damaged golden's problems reports show.
    static let maxGoldenDiagnostics = 5

    /// The first `maxGoldenDiagnostics` problems of a golden that no longer reads back, located and quoted.
    static func problems(_ damage: GoldenDamage, colour: Bool) -> String {
        let shown = Array(damage.diagnostics.prefix(maxGoldenDiagnostics))
        return DiagnosticRenderer.render(shown, sources: damage.source.map { [damage.goldenPath: $0] } ?? [:], colour: colour)
    }

    /// The command that rewrites this pair's golden from a fresh run.
    static func regenerateCommand(_ pair: PairResult) -> String {
        "conform run \(pair.specFile) --adapter \(pair.adapterID) --update"
    }

    /// The command that accepts this pair's pending golden, with `--pending-dir` when the pending
    /// file was written away from the goldens (under `--pending-dir` or `--artifacts`).
    static func acceptCommand(_ pair: PairResult, goldenRoot: String? = nil) -> String {
        var command = "conform accept \(pair.specID) --adapter \(pair.adapterID)"
        if let root = pendingRoot(pair), root != PathResolver.normalised(goldenRoot ?? root) {
            command += " --pending-dir \(root)"
        }
        return command
    }

    /// The folder the pending file of `pair` was written under: its path without
    /// `/<adapter>/<spec>.transcript.new`.
    static func pendingRoot(_ pair: PairResult) -> String? {
        guard let path = pair.pendingPath else { return nil }
        let suffix = "/\(pair.adapterID)/\(pair.specID).transcript.new"
        guard path.hasSuffix(suffix) else { return nil }
        return PathResolver.normalised(String(path.dropLast(suffix.count)))
    }

    /// The next step for a changed or new golden: accept the pending file (in place of a damaged
    /// golden too), or — when none was written (CI without `--pending-dir`) — where to get one,
    /// or for a damaged golden the command that regenerates it.
    static func nextStep(_ pair: PairResult, goldenRoot: String? = nil) -> String {
        guard pair.pendingPath != nil else {
            if pair.goldenDamage != nil { return "regenerate the golden with '\(regenerateCommand(pair))'" }
            return "nothing was written here (CI without '--pending-dir'); run it locally to review it, "
                + "or add '--artifacts DIR' to keep the pending transcript"
        }
        if pair.goldenDamage != nil {
            return "this run's transcript is pending; accept it in place of the damaged golden with '\(acceptCommand(pair, goldenRoot: goldenRoot))'"
        }
        return "review it, then accept with '\(acceptCommand(pair, goldenRoot: goldenRoot))'"
    }

    /// `1 change`, `2 changes`: a count with its noun, singular for one.
    package static func count(_ n: Int, _ noun: String, plural: String? = nil) -> String {
        "\(n) " + (n == 1 ? noun : plural ?? noun + "s")
    }
}
