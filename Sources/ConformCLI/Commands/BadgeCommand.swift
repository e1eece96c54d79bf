import ConformKit

/// `conform badge REPORT.json`: an SVG badge of one adapter's conformance in a JSON report.
enum BadgeCommand {
    static func main(_ a: Arguments) throws -> Int32 {
        guard let file = a.positional.first else {
            throw ConformError.input("'conform badge' needs the JSON report of a run",
                                     next: "for example: conform run --json report.json, then conform badge report.json --adapter miniwall")
        }
        guard a.positional.count == 1 else {
            throw ConformError.input("'conform badge' draws from one report, not \(a.positional.count)",
                                     next: "give one report; 'conform trend' shows several side by side")
        }
        let (report, header) = try JSONReportReader.read(file: file)
        let score = try Self.score(in: report, file: file, adapter: a.value("--adapter"))
        let badge = ConformanceBadge(score: score, label: a.value("--label"))
        if let shard = header.shard {
            Terminal.err("conform: note: '\(file)' is shard \(shard) of a run; the badge scores that shard only (merge the shards first: conform merge … --json FILE)\n")
        }
        let output = a.value("--output").flatMap { $0 == "-" ? nil : $0 }
        if let output {
            try FileOutput.write(badge.svg(), to: output)
            Terminal.err("conform: wrote the badge '\(badge.label): \(badge.message)' to '\(output)'\n")
        } else {
            Terminal.out(badge.svg())
        }
        return 0
    }

    /// The score of the adapter `wanted` names in `report` (read from `file`), or of its only
    /// adapter when `wanted` is nil; an error listing the report's adapters otherwise.
    static func score(in report: RunReport, file: String, adapter wanted: String?) throws -> AdapterScore {
        let scores = report.scores
        let ids = scores.map(\.adapter)
        let listed = ids.map { "'\($0)'" }.joined(separator: ", ")
        guard let first = ids.first else {
            throw ConformError.input("'\(file)' has no adapters, so no conformance to draw", next: "give the report of a run that ran at least one adapter")
        }
        guard let wanted else {
            guard ids.count == 1 else {
                throw ConformError.input("'\(file)' has \(ids.count) adapters (\(listed)): say which one the badge is for",
                                         next: "for example: conform badge \(file) --adapter \(first)")
            }
            return scores[0]
        }
        guard let score = scores.first(where: { $0.adapter == wanted }) else {
            var next = "give one of \(listed)"
            if let near = Suggestion.nearest(to: wanted, among: ids) { next = "did you mean '--adapter \(near)'? (\(next))" }
            throw ConformError.input("'\(file)' has no adapter '\(wanted)'; it has \(listed)", next: next)
        }
        return score
    }
}
