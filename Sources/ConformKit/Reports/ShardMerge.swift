/// Joins the JSON reports of a sharded run (`conform merge`) into one report, as if the suite had
/// run on one machine — refusing anything that would count a pair twice or mix two runs: the same
/// file twice, two reports of the whole run, a shard given twice, shards of different splits,
/// reports of other spec sets or adapters, any (spec, adapter) pair two reports both hold — and an
/// incomplete shard set, unless the caller allows a partial merge, which the report then says.
package struct ShardMerge: Sendable {
    /// One report to merge.
    package struct Part: Sendable {
        /// The report as read back.
        package var report: RunReport
        /// What the file says besides its results.
        package var header: JSONReportReader.Header
        /// The file, as the user named it.
        package var file: String

        /// Creates a part.
        package init(report: RunReport, header: JSONReportReader.Header, file: String) {
            self.report = report
            self.header = header
            self.file = file
        }
    }

    /// The merged report.
    package var report: RunReport
    /// Shards `I/N` of a sharded run that were not given, in order (only with `allowPartial`); the
    /// merged verdict covers only those given, and the report carries the list.
    package var missingShards: [String]
    /// Whether every shard of a full run was given, so the obsolete-golden check may run over the whole suite.
    package var complete: Bool

    /// Merges `parts`; throws `ConformError.input` (exit 2) when they do not add up to one run, or
    /// when a shard of the run is missing and `allowPartial` is false: a crashed shard job must not
    /// turn into a green gate.
    package init(_ parts: [Part], allowPartial: Bool = false) throws {
        guard let first = parts.first else {
            throw ConformError.input(
                "'conform merge' needs the shard reports", next: "for example: conform merge shard-1.json shard-2.json shard-3.json")
        }
        var files: Set<String> = []
        for part in parts where !files.insert(part.file).inserted {
            throw ConformError.input("'\(part.file)' is given twice: its pairs would be counted twice", next: "name each shard's report once")
        }
        for part in parts.dropFirst() {
            if part.header.fingerprint != first.header.fingerprint {
                throw ConformError.input(
                    "'\(part.file)' covers another spec set than '\(first.file)' (fingerprint \(part.header.fingerprint) ≠ \(first.header.fingerprint))",
                    next: "merge shards of one run of one commit")
            }
            if part.report.adapters.map(\.id) != first.report.adapters.map(\.id) {
                throw ConformError.input("'\(part.file)' ran other adapters than '\(first.file)'", next: "run every shard with the same adapters")
            }
        }
        let whole = parts.filter { $0.header.shard == nil }
        if parts.count > 1, let unsharded = whole.first {
            let other = parts.first { $0.file != unsharded.file }?.file ?? first.file
            throw ConformError.input(
                "'\(unsharded.file)' is a report of the whole run, not a shard: merged with '\(other)' it would count its pairs twice",
                next: "merge the reports of one sharded run ('conform run --shard I/N'), or use '\(unsharded.file)' alone")
        }
        var shards: [Shard] = []
        for part in parts {
            guard let text = part.header.shard else { continue }
            guard let shard = Shard(parsing: text) else {
                throw ConformError.input("'\(part.file)' names shard '\(text)', which is not I/N with 1 ≤ I ≤ N", next: Self.writtenBy)
            }
            shards.append(shard)
        }
        var complete = false
        var missing: [String] = []
        if shards.count == parts.count, let n = shards.first?.count {
            if let other = zip(parts, shards).first(where: { $0.1.count != n }) {
                throw ConformError.input(
                    "'\(other.0.file)' is shard \(other.1) but '\(first.file)' is shard \(shards[0]): they split the suite differently",
                    next: "merge the shards of one run, all '--shard I/\(n)'")
            }
            var seen: [Int: String] = [:]
            for (part, shard) in zip(parts, shards) {
                if let earlier = seen[shard.index] {
                    throw ConformError.input(
                        "'\(part.file)' and '\(earlier)' are both shard \(shard): its pairs would be counted twice",
                        next: "merge exactly one report per shard, 1/\(n) … \(n)/\(n)")
                }
                seen[shard.index] = part.file
            }
            complete = Set(seen.keys) == Set(1...n)
            missing = (1...n).filter { seen[$0] == nil }.map { "\($0)/\(n)" }
            if !missing.isEmpty && !allowPartial {
                let named = missing.map { "\($0)" }.joined(separator: ", ")
                throw ConformError.input(
                    "shard\(missing.count == 1 ? "" : "s") \(named) of the run \(missing.count == 1 ? "is" : "are") missing: "
                        + "the merged verdict would not cover \(missing.count == 1 ? "its" : "their") specs",
                    next: "give every shard's report, 1/\(n) … \(n)/\(n) (a shard job that crashed wrote none: rerun it), "
                        + "or add '--allow-partial' to merge only these; the summary then says the verdict is partial")
            }
        }
        var owner: [String: String] = [:]
        for part in parts {
            for pair in part.report.pairs {
                let key = pair.adapterID + "\u{0}" + pair.specID
                if let earlier = owner[key], earlier != part.file {
                    throw ConformError.input(
                        "'\(part.file)' and '\(earlier)' both hold '\(pair.specID)' on '\(pair.adapterID)': the shards overlap",
                        next: "merge the shards of one run, each given once")
                }
                owner[key] = part.file
            }
        }
        let order = Dictionary(first.report.adapters.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        let pairs = parts.flatMap(\.report.pairs).sorted {
            ($0.specID, order[$0.adapterID] ?? Int.max) < ($1.specID, order[$1.adapterID] ?? Int.max)
        }
        let invalid = parts.flatMap(\.report.invalid).sorted { $0.file < $1.file }
        var merged = RunReport(
            pairs: pairs, invalid: invalid, adapters: first.report.adapters,
            specCount: parts.reduce(0) { $0 + $1.report.specCount })
        merged.fingerprint = first.header.fingerprint
        merged.fullRun = complete && parts.allSatisfy(\.header.fullRun)
        // Every shard read the same divergence lists and the whole suite: what they found there is
        // the run's, once (a report of a version before shards judged them has none).
        merged.staleDivergences = parts.first { !$0.report.staleDivergences.isEmpty }?.report.staleDivergences ?? []
        merged.divergenceDiagnostics = parts.first { !$0.report.divergenceDiagnostics.isEmpty }?.report.divergenceDiagnostics ?? []
        for part in parts {
            merged.tags.merge(part.report.tags) { first, _ in first }
            merged.platforms.merge(part.report.platforms) { first, _ in first }
        }
        merged.label = parts.lazy.compactMap(\.report.label).first
        // One shard run with --require-recordings makes the whole run require them: never a false green.
        merged.requireRecordings = parts.contains { $0.report.requireRecordings }
        // A partial merge merged again stays partial: the shards it lacked are still not covered.
        var stillMissing = Set(missing)
        merged.missingShards = missing + parts.flatMap(\.report.missingShards).filter { stillMissing.insert($0).inserted }
        self.report = merged
        self.missingShards = missing
        self.complete = complete
    }

    /// The next step after a report that is not one `conform run` writes.
    private static let writtenBy = "merge the reports written by 'conform run --shard I/N --json FILE'"
}

extension RunReport {
    /// Reads back the files a merged report's diagnostics quote — damaged goldens, invalid spec
    /// files — from the checkout the merge runs in, as the shards read them: a JSON report carries
    /// the diagnostics, not the files, and without them the merged excerpts would lose their lines.
    package mutating func quoteSources() {
        func bytes(_ path: String, limit: Int) -> [UInt8]? {
            guard case .success(let bytes) = BoundedFile.read(path, limit: limit) else { return nil }
            return bytes
        }
        // As the golden store quotes a golden (invalid UTF-8 replaced) and the loader a spec (UTF-8 only).
        for index in pairs.indices {
            pairs[index].quoteDamagedGolden { bytes($0, limit: Limits.maxTranscriptBytes).map { String(decoding: $0, as: UTF8.self) } }
        }
        for index in invalid.indices where invalid[index].source == nil {
            invalid[index].source = bytes(invalid[index].file, limit: Limits.maxSpecBytes).flatMap { String(validating: $0, as: UTF8.self) }
        }
    }
}
