/// Conformance per adapter across several run reports — runs over time, or one suite over SDK
/// versions — like wpt.fyi's history: one row per adapter, one column per report in the order
/// given, each cell the adapter's `AdapterScore` in that report and how it moved since the last
/// report that had the adapter.
package struct ConformanceTrend: Sendable {
    /// One report, reduced to what the trend shows of it.
    package struct Run: Sendable {
        /// The file as the user named it.
        package var file: String
        /// The column's heading (`ConformanceTrend.labels`).
        package var label: String
        /// The spec-set fingerprint.
        package var fingerprint: String
        /// The shard, when the report is one shard of a run.
        package var shard: String?
        /// How many specs the run loaded.
        package var specCount: Int
        /// The run's adapters with their scores, in the run's order.
        package var adapters: [(info: AdapterInfo, score: AdapterScore)]
    }

    /// One adapter in one report.
    package struct Cell: Sendable {
        /// The SDK version the report names for the adapter.
        package var sdkVersion: String
        /// The adapter's score in the report.
        package var score: AdapterScore
        /// The move since the previous report that had the adapter; nil in the first.
        package var change: ScoreChange?
        /// Whether the SDK version differs from that previous report's.
        package var versionChanged: Bool
    }

    /// One adapter across the reports.
    package struct Row: Sendable {
        /// The adapter's id.
        package var adapter: String
        /// Its SDK's name, from the first report that has it.
        package var sdk: String
        /// One cell per report, nil where the report has no such adapter.
        package var cells: [Cell?]
    }

    /// The reports, as columns, in the order given.
    package var runs: [Run]
    /// The adapters, in the order they first appear (report by report, each in its run's order).
    package var rows: [Row]

    /// The trend of `runs`.
    package init(_ runs: [Run]) {
        self.runs = runs
        var rows: [Row] = []
        var index: [String: Int] = [:]
        for (column, run) in runs.enumerated() {
            for (info, score) in run.adapters {
                let r = index[info.id] ?? rows.count
                if r == rows.count {
                    index[info.id] = r
                    rows.append(Row(adapter: info.id, sdk: info.sdk, cells: Array(repeating: nil, count: runs.count)))
                }
                // Merged shard reports may name an adapter twice: the first entry counts.
                guard rows[r].cells[column] == nil else { continue }
                let previous = rows[r].cells[..<column].last { $0 != nil } ?? nil
                rows[r].cells[column] = Cell(
                    sdkVersion: info.sdkVersion, score: score, change: previous.flatMap { score.change(since: $0.score) },
                    versionChanged: previous.map { $0.sdkVersion != info.sdkVersion } ?? false)
            }
        }
        self.rows = rows
    }

    /// The rows of the adapters in `ids`, in the trend's order.
    package func only(_ ids: [String]) -> ConformanceTrend {
        var trend = self
        trend.rows = rows.filter { ids.contains($0.adapter) }
        return trend
    }

    /// Column headings for `files`: the run's own label where its report has one (`conform run
    /// --label`), else the file's name without its folder; where two headings would be the same,
    /// the path as given (`nightly/report.json`, `release/report.json`), after the label if any.
    package static func labels(_ files: [String], runLabels: [String?] = []) -> [String] {
        let names = files.map { file in file.split(separator: "/").last.map(String.init) ?? file }
        let first = files.indices.map { i in (i < runLabels.count ? runLabels[i] : nil) ?? names[i] }
        return files.indices.map { i in
            guard first.filter({ $0 == first[i] }).count > 1 else { return first[i] }
            if let label = i < runLabels.count ? runLabels[i] : nil { return "\(label) (\(files[i]))" }
            return files[i]
        }
    }

    /// One sentence on what the numbers mean, which every rendering carries.
    package static let definition =
        "Conformance is passes ÷ applicable pairs (not applicable and not observable pairs left out); "
        + "known divergences (expected failures) are shown beside it, never counted as conforming."
}

extension ConformanceTrend.Run {
    /// Reduces `report`, read from `file`, to its scores; `label` heads its column.
    package init(file: String, label: String, report: RunReport) {
        self.init(
            file: file, label: label, fingerprint: report.fingerprint, shard: report.shard, specCount: report.specCount,
            adapters: Array(zip(report.adapters, report.scores)))
    }
}
