/// Goldens no spec produced: after a full run, every golden of an adapter that ran must belong to
/// a (spec, adapter) pair that applied; the rest are obsolete (a spec was renamed or removed, or
/// stopped applying to the adapter).
package enum Obsolete {
    /// The obsolete goldens among those of `adapters`.
    package static func find(store: GoldenStore, pairs: [PairResult], invalid: [SuiteLoader.InvalidFile], adapters: [String]) throws -> [GoldenKey] {
        let ran = Set(adapters)
        var produced = Set<GoldenKey>()
        for pair in pairs where pair.verdict != .notApplicable {
            produced.insert(GoldenKey(adapterID: pair.adapterID, specID: pair.specID))
        }
        // An invalid spec file still owns its goldens: fixing the file must not have lost them.
        let invalidIDs = Set(invalid.compactMap(\.specID))
        let all: [GoldenKey]
        do { all = try store.listGoldens() } catch { throw ConformError.infrastructure("\(error)", next: nil) }
        return all.filter { ran.contains($0.adapterID) && !produced.contains($0) && !invalidIDs.contains($0.specID) }
    }
}
