import ConformKit
import Foundation

/// `conform merge FILE…`: joins shard JSON reports into one verdict, exit code, report and
/// obsolete-golden check.
enum MergeCommand {

    static func main(_ a: Arguments) throws -> Int32 {
        guard !a.positional.isEmpty else {
            throw ConformError.input("'conform merge' needs the shard reports", next: "for example: conform merge shard-1.json shard-2.json shard-3.json")
        }
        let format = a.value("--format") ?? "pretty"
        try ReportOutput.validate(format)
        var parts: [ShardMerge.Part] = []
        for file in a.positional {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw ConformError.input("cannot read '\(file)'", next: "check the path")
            }
            let (report, header) = try JSONReportReader.read(data, file: file)
            parts.append(ShardMerge.Part(report: report, header: header, file: file))
        }
        let merge = try ShardMerge(parts)
        if !merge.missingShards.isEmpty {
            Terminal.err("conform: note: shards \(merge.missingShards.joined(separator: ", ")) are missing; the merged verdict covers only the shards given\n")
        }
        var merged = merge.report
        if merged.fullRun {
            // The obsolete-golden check of the whole suite, which no single shard could make.
            let workspace = try Workspace.load()
            merged.obsolete = try Obsolete.find(store: GoldenStore(root: workspace.config.golden), pairs: merged.pairs, invalid: merged.invalid,
                                                adapters: merged.adapters.map(\.id))
        }
        try ReportOutput.emit(merged, format: format, output: a.value("--output"), verbose: a.has("--verbose"))
        if let junit = a.value("--junit") { try FileOutput.write(JUnitReport.render(merged), to: junit) }
        if let path = a.value("--report") { try HTMLReportOutput.write(merged, command: "merge", paths: a.positional, to: path) }
        try GitHubOutput.publish(merged)
        return merged.exitCode
    }
}
