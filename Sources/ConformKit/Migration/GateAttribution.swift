/// Which gate explains a difference: among the gates that could have caused it (those at the
/// step's version, or between the two versions of a direct comparison), the one that names the
/// difference's event — of the same kind when one is, and, when several are, the one naming its
/// method. Ambiguity is no answer: a wrong citation is worse than none.
enum GateAttribution {
    /// The gate among `gates` that explains `difference`, or nil.
    static func gate(for difference: MigrationDifference, among gates: [VersionGate]) -> VersionGate? {
        var candidates = gates.filter { $0.explains(event: difference.event) }
        // A gate of a variant explains what the variant does differently, not how it spells a callback.
        if difference.signatureOnly { candidates.removeAll { $0.variant != nil } }
        // The gate of the same kind first; a gate can also cause a difference of another kind
        // (the restore resolver renames the start of a restore and removes its end).
        let sameKind = candidates.filter { $0.change == difference.kind }
        if !sameKind.isEmpty { candidates = sameKind }
        if candidates.count > 1 {
            let methods = Set([difference.method, difference.newMethod].compactMap { $0.map { NativeForm($0).method } })
            let named = candidates.filter { gate in
                [gate.before, gate.after].contains { $0.map { methods.contains(NativeForm($0).method) } ?? false }
            }
            if !named.isEmpty { candidates = named }
        }
        // A final state that changed between two versions with a single gate between them can have
        // no other cause (a retry loop that stops at 3.14 ends the spec differently).
        if candidates.isEmpty && difference.kind == .finalState && gates.count == 1 { return gates[0] }
        return candidates.count == 1 ? candidates[0] : nil
    }
}
