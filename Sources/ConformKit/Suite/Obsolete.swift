import Foundation

/// Goldens no spec produced: after a full run, every golden of an adapter that ran must belong to
/// a (spec, adapter) pair that applied; the rest are obsolete (a spec was renamed or removed, or
/// stopped applying to the adapter). When the run was of the workspace's own adapters (no
/// `--adapter`), so are the goldens of an adapter the workspace no longer has — another version
/// pinned, an adapter renamed — which `carryOver` offers to carry to their successor.
package enum Obsolete {
    /// The obsolete goldens among those of `adapters`, and — with `orphans` — of every adapter
    /// that is not among them.
    package static func find(
        store: GoldenStore, pairs: [PairResult], invalid: [SuiteLoader.InvalidFile], adapters: [String],
        orphans: Bool = false
    ) throws -> [GoldenKey] {
        let ran = Set(adapters)
        var produced = Set<GoldenKey>()
        for pair in pairs where pair.verdict != .notApplicable {
            produced.insert(GoldenKey(adapterID: pair.adapterID, specID: pair.specID))
        }
        // An invalid spec file still owns its goldens: fixing the file must not have lost them.
        let invalidIDs = Set(invalid.compactMap(\.specID))
        let all: [GoldenKey]
        do { all = try store.listGoldens() } catch { throw ConformError.infrastructure("\(error)", next: nil) }
        return all.filter { (orphans || ran.contains($0.adapterID)) && !produced.contains($0) && !invalidIDs.contains($0.specID) }
    }

    /// For each adapter with obsolete goldens that did not run, the adapter of the same family and
    /// variant (as `names` reads ids) that did and has no golden yet for some of those specs: its
    /// likely successor.
    package static func carryOver(obsolete: [GoldenKey], pairs: [PairResult], adapters: [String], names: AdapterNames) -> [RunReport.CarryOver] {
        let ran = Set(adapters)
        var orphaned: [String: Set<String>] = [:]
        for key in obsolete where !ran.contains(key.adapterID) { orphaned[key.adapterID, default: []].insert(key.specID) }
        guard !orphaned.isEmpty else { return [] }
        var new: [String: Set<String>] = [:]
        for pair in pairs where pair.verdict == .new { new[pair.adapterID, default: []].insert(pair.specID) }
        var offers: [RunReport.CarryOver] = []
        for (old, specs) in orphaned.sorted(by: { $0.key < $1.key }) {
            for successor in adapters where successorOf(old, successor, names) {
                let matching = specs.intersection(new[successor] ?? [])
                if !matching.isEmpty { offers.append(RunReport.CarryOver(from: old, to: successor, goldens: specs.count, matching: matching.count)) }
            }
        }
        return offers
    }

    /// Whether `successor` may take `old`'s place: the same family and variant (`adapty@3.17.1` for
    /// `adapty@3.17.2`, never `adapty@3.17.1-swiftui`).
    static func successorOf(_ old: String, _ successor: String, _ names: AdapterNames) -> Bool {
        let (a, b) = (names.name(of: old), names.name(of: successor))
        return a.family == b.family && a.variant == b.variant
    }

    /// The divergence lists in `folder` named for no adapter of `adapters`, each with the adapter
    /// of the same family and variant among them, if any.
    package static func strayLists(in folder: String, adapters: [String], names: AdapterNames) -> [RunReport.StrayDivergenceList] {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") && !$0.hasPrefix(".") }
            .sorted()
        let ran = Set(adapters)
        return files.compactMap { file in
            let id = String(file.dropLast(".yaml".count))
            guard !ran.contains(id), GoldenStore.problem(withAdapterID: id) == nil else { return nil }
            return RunReport.StrayDivergenceList(file: folder + "/" + file, adapter: id, successor: adapters.first { successorOf(id, $0, names) })
        }
    }
}

extension Workspace {
    /// Judges the goldens of a run that saw the whole suite — one run, or the merge of all its
    /// shards, the same way: goldens no pair of `report` produces are obsolete (for a run of the
    /// workspace's own adapters, `ownAdapters`, also those of adapters it no longer has), with the
    /// adapter likely to take an old one's goldens over. A package run in its own folder keeps the
    /// goldens of the shared contract's specs out of it; how many it kept is returned.
    package func judgeObsolete(_ report: inout RunReport, ownAdapters: Bool) throws -> Int {
        let ids = report.adapters.map(\.id)
        let obsolete = try Obsolete.find(
            store: GoldenStore(root: config.golden), pairs: report.pairs, invalid: report.invalid,
            adapters: ids, orphans: ownAdapters && config.package == nil)
        let foreign: (String) -> Bool = { id in self.config.package.map { !id.hasPrefix($0 + "/") } ?? false }
        report.obsolete = obsolete.filter { !foreign($0.specID) }
        report.carryOver = Obsolete.carryOver(obsolete: report.obsolete, pairs: report.pairs, adapters: ids, names: names)
        if ownAdapters && config.package == nil {
            report.strayDivergenceLists = Obsolete.strayLists(in: config.divergences, adapters: ids, names: names)
        }
        return obsolete.count - report.obsolete.count
    }
}
