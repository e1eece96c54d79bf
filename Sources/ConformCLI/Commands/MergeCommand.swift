import ConformKit
import Foundation

/// `conform merge FILE…`: joins shard JSON reports into one verdict, exit code, report and
/// obsolete-golden check.
enum MergeCommand {

    static func main(_ a: Arguments) throws -> Int32 {
        guard !a.positional.isEmpty else {
            throw ConformError.input("'conform merge' needs the shard reports", next: "for example: conform merge shard-1.json shard-2.json shard-3.json")
        }
        let reports = try ReportOutput(a)
        var parts: [(RunReport, JSONReportReader.Header, String)] = []
        for file in a.positional {
            let (report, header) = try JSONReportReader.read(file: file)
            parts.append((report, header, file))
        }
        guard let first = parts.first else { return 2 }
        for (report, _, file) in parts {
            let ids = report.adapters.map(\.id)
            if let twice = ids.first(where: { id in ids.filter { $0 == id }.count > 1 }) {
                throw ConformError.input("'\(file)' names adapter '\(twice)' twice", next: "merge reports written by 'conform run --json FILE'")
            }
        }
        for (report, header, file) in parts.dropFirst() {
            if header.fingerprint != first.1.fingerprint {
                throw ConformError.input("'\(file)' covers another spec set than '\(first.2)' (fingerprint \(header.fingerprint) ≠ \(first.1.fingerprint))",
                                         next: "merge shards of one run of one commit")
            }
            if report.adapters.map(\.id) != first.0.adapters.map(\.id) {
                throw ConformError.input("'\(file)' ran other adapters than '\(first.2)'", next: "run every shard with the same adapters")
            }
        }
        let shards = parts.compactMap { $0.1.shard.flatMap(Shard.init(parsing:)) }
        var complete = false
        if shards.count == parts.count, let n = shards.first?.count {
            let seen = Set(shards.map(\.index))
            if shards.contains(where: { $0.count != n }) || seen.count != shards.count {
                throw ConformError.input("the shard reports overlap or disagree on the shard count (\(shards.map(\.description).joined(separator: ", ")))",
                                         next: "merge exactly one report per shard, 1/N … N/N")
            }
            complete = seen == Set(1...n)
            if !complete {
                let missing = Set(1...n).subtracting(seen).sorted().map { "\($0)/\(n)" }
                Terminal.err("conform: note: shard\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")) \(missing.count == 1 ? "is" : "are") missing; the merged verdict covers only the shards given\n")
            }
        }
        let pairs = parts.flatMap(\.0.pairs).sorted { ($0.specID, adapterOrder(first.0, $0.adapterID)) < ($1.specID, adapterOrder(first.0, $1.adapterID)) }
        let invalid = parts.flatMap(\.0.invalid).sorted { $0.file < $1.file }
        var merged = RunReport(pairs: pairs, invalid: invalid, adapters: first.0.adapters, specCount: parts.reduce(0) { $0 + $1.0.specCount })
        merged.fingerprint = first.1.fingerprint
        merged.outOfScope = parts.reduce(0) { $0 + $1.0.outOfScope }
        merged.fullRun = complete && parts.allSatisfy(\.1.fullRun)
        merged.goldenRoot = (try? Workspace.load())?.config.golden
        if merged.fullRun {
            // The obsolete-golden check of the whole suite, which no single shard could make.
            let workspace = try Workspace.load()
            merged.obsolete = try Obsolete.find(store: GoldenStore(root: workspace.config.golden), pairs: pairs, invalid: invalid,
                                                adapters: merged.adapters.map(\.id))
        }
        try reports.emit(merged, command: "merge", paths: a.positional)
        try GitHubOutput.publish(merged)
        return merged.exitCode
    }

    static func adapterOrder(_ report: RunReport, _ id: String) -> Int {
        report.adapters.firstIndex { $0.id == id } ?? Int.max
    }
}
