/// A divergence list carried with its adapter's goldens (`conform carry FROM TO`): the entries of
/// `<folder>/FROM.yaml` are what the app team decided about the old model, so they go to TO's list.
extension DivergenceFile {
    /// What carrying a list did.
    package enum CarryOutcome: Sendable, Hashable {
        /// FROM has no list.
        case none
        /// FROM's list became TO's (copied, with `keep`), with how many entries it holds.
        case carried(from: String, to: String, entries: Int)
        /// TO has a list of its own: both were left as they are.
        case bothKept(from: String, to: String)
    }

    /// Carries the list of adapter `from` in `folder` to adapter `to`: written atomically as TO's,
    /// then FROM's removed unless `keep`. A list TO already has is never overwritten.
    package static func carry(from: String, to: String, folder: String, keep: Bool) throws -> CarryOutcome {
        for id in [from, to] {
            if let problem = GoldenStore.problem(withAdapterID: id) {
                throw ConformError.input(
                    "'\(VisibleText.escaped(id))' cannot name a divergence list: \(problem)",
                    next: "name the adapter by its id, as 'conform adapters' lists it")
            }
        }
        let source = folder + "/" + from + ".yaml", target = folder + "/" + to + ".yaml"
        guard let bytes = try read(source) else { return .none }
        if try read(target) != nil { return .bothKept(from: source, to: target) }
        let text: String
        switch SourceText.decode(bytes, file: source, id: .divergenceNotUTF8, what: "the divergence list") {
        case .success(let decoded): text = decoded
        case .failure(let bad):
            throw ConformError.input(
                "\(bad.diagnostic.location): \(bad.diagnostic.message)", next: "fix the divergence list, then run 'conform carry' again")
        }
        do {
            try FileSystem.writeAtomically(text, to: target)
            if !keep { _ = try FileSystem.remove(source) }
        } catch {
            throw ConformError.infrastructure(
                "cannot carry the divergence list '\(source)' to '\(target)': \(OutputFile.describe(error))",
                next: "check the divergence folder is writable, then run 'conform carry' again")
        }
        return .carried(from: source, to: target, entries: parse(text, file: target, adapter: to).entries.count)
    }

    /// The bytes of the list at `path`, nil when there is none.
    private static func read(_ path: String) throws -> [UInt8]? {
        switch BoundedFile.read(path, limit: Limits.maxSpecBytes) {
        case .success(let bytes): return bytes
        case .failure(.missing): return nil
        case .failure(let problem):
            throw ConformError.input("\(path): \(describe(problem))", next: "fix or remove the divergence list, then run 'conform carry' again")
        }
    }
}
