/// Why a run in which specs were selected ran none of them: every pair was scoped to other adapters
/// or not applicable. Such a run exits 2 (invalid input, never a pass), and says why per adapter,
/// with the specs' scopes and the first reasons they do not apply.
package struct NothingRan: Sendable, Hashable {
    /// The message: what happened, then one line per adapter.
    package var message: String
    /// The next step.
    package var next: String

    /// The explanation for `pairs` of `specs` on `adapters`, or nil when something ran (or there
    /// was nothing to run: no spec was selected).
    package static func explain(specs: [Spec], adapters: [AdapterInfo], pairs: [PairResult], names: AdapterNames) -> NothingRan? {
        guard !specs.isEmpty, !adapters.isEmpty, pairs.allSatisfy({ $0.verdict == .notApplicable }) else { return nil }
        let who = adapters.count == 1 ? "'\(adapters[0].id)'" : "any of the \(adapters.count) adapters"
        var lines = ["nothing ran: none of the \(specs.count) selected spec\(specs.count == 1 ? "" : "s") applies to \(who)"]
        var scopes: Set<String> = []
        for adapter in adapters {
            var parts: [String] = []
            let name = names.name(of: adapter.id)
            let elsewhere = specs.filter { !names.includes($0.scope, name) }
            if !elsewhere.isEmpty {
                let targets = Set(elsewhere.flatMap(\.scope.adapters)).sorted()
                scopes.formUnion(targets)
                parts.append(
                    "\(elsewhere.count) scoped to \(targets.prefix(4).map { "'\($0)'" }.joined(separator: ", "))\(targets.count > 4 ? ", …" : "")")
            }
            let reasons = pairs.filter { $0.adapterID == adapter.id }.compactMap(\.notApplicableReason)
            if !reasons.isEmpty {
                var counted: [String: Int] = [:]
                for reason in reasons { counted[reason, default: 0] += 1 }
                let top = counted.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(2).map { "\($0.key) (\($0.value))" }
                parts.append("\(reasons.count) not applicable: " + top.joined(separator: "; ") + (counted.count > 2 ? "; …" : ""))
            }
            lines.append("'\(adapter.id)': " + parts.joined(separator: "; "))
        }
        let next =
            scopes.isEmpty
            ? "choose specs these adapters can run ('conform list'), or adapters with the capabilities they need ('conform adapters')"
            : "run them on an adapter their scope names (\(scopes.sorted().prefix(4).map { "'\($0)'" }.joined(separator: ", ")); 'conform adapters' lists the adapters), or choose other specs ('conform list')"
        return NothingRan(message: lines.joined(separator: "\n  "), next: next)
    }
}
