/// One spec's mutation results across the adapters it was mutated on, with its surviving mutants
/// grouped: the same change surviving on several adapters is one line naming them all.
package struct SpecMutation: Sendable {
    /// A surviving change and the adapters it survived on.
    package struct Survivor: Sendable, Hashable {
        /// The change, as the first adapter it survived on made it.
        package var mutant: Mutant
        /// The adapters it survived on, in the run's adapter order.
        package var adapters: [String]
    }

    package var specID: String
    package var specFile: String
    /// Its mutated pairs, in the run's adapter order.
    package var pairs: [PairMutation]
    /// What the spec's expectations pin, when known.
    package var pins: SpecPins?

    /// All its pairs' counted mutants together.
    package var score: MutationScore { pairs.reduce(MutationScore()) { $0 + $1.score } }

    /// Its score: the mean of its adapters' shares killed.
    package var averaged: AveragedScore { AveragedScore(pairs.map(\.score)) }

    /// Its pairs' mutants set apart, per reason.
    package var setApart: SetApartCounts { pairs.reduce(into: SetApartCounts()) { $0 += $1.setApart } }

    /// The adapters it was mutated on.
    package var adapters: [String] { pairs.map(\.adapterID) }

    /// Surviving changes, each once with the adapters it survived on: by operator, then in the
    /// order they first survived (adapter order, then enumeration order).
    package var survivors: [Survivor] {
        var groups: [Survivor] = []
        var index: [String: Int] = [:]
        for pair in pairs {
            for mutant in pair.survivors {
                if let i = index[mutant.description] {
                    if groups[i].adapters.last != pair.adapterID { groups[i].adapters.append(pair.adapterID) }
                } else {
                    index[mutant.description] = groups.count
                    groups.append(Survivor(mutant: mutant, adapters: [pair.adapterID]))
                }
            }
        }
        return groups.enumerated()
            .sorted { ($0.element.mutant.operator.rank, $0.offset) < ($1.element.mutant.operator.rank, $1.offset) }
            .map(\.element)
    }

    /// A mutant the spec leaves open and the adapters it was left open on.
    package struct Open: Sendable, Hashable {
        package var mutant: OpenMutant
        package var adapters: [String]
    }

    /// The mutants it leaves open, each once with the adapters, in the order they first appear.
    package var open: [Open] {
        var groups: [Open] = []
        var index: [OpenMutant: Int] = [:]
        for pair in pairs {
            for mutant in pair.open {
                if let i = index[mutant] {
                    if groups[i].adapters.last != pair.adapterID { groups[i].adapters.append(pair.adapterID) }
                } else {
                    index[mutant] = groups.count
                    groups.append(Open(mutant: mutant, adapters: [pair.adapterID]))
                }
            }
        }
        return groups
    }

    /// The folder a spec id is in: its first path segment (`common` for `common/purchase/success`),
    /// or `.` for a spec at the suite root.
    package static func folder(of specID: String) -> String {
        specID.firstIndex(of: "/").map { String(specID[..<$0]) } ?? "."
    }
}
