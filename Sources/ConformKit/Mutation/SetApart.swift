/// Why a mutant is set apart — reported, but counted neither killed nor survived: a transcript the
/// spec's contract allows, so surviving it says nothing about the spec (docs/mutation.md).
package enum SetApartReason: String, Sendable, Hashable, CaseIterable {
    /// It changes an event the spec declares `unspecified`: the docs are silent about it.
    case unspecified
    /// It changes an event out of the spec's scope: one that not every adapter the spec was mutated
    /// on fires and that no expectation names — SDK-specific, which a cross-SDK spec cannot require.
    case outOfScope = "out_of_scope"
    /// The spec declares it equivalent under `equivalent:`, with a reason.
    case equivalent

    /// For reports: lowercase, no final period.
    package var summary: String {
        switch self {
        case .unspecified: return "about an event the spec declares unspecified"
        case .outOfScope: return "about an event only some adapters fire, which no expectation names"
        case .equivalent: return "declared equivalent by the spec, with a reason"
        }
    }
}

/// How many mutants were set apart, per reason.
package struct SetApartCounts: Sendable, Hashable {
    /// One count per reason, in `SetApartReason.allCases` order.
    private var counts = [0, 0, 0]

    /// The count for `reason`.
    package subscript(reason: SetApartReason) -> Int {
        get { counts[Self.index(reason)] }
        set { counts[Self.index(reason)] = newValue }
    }

    /// Every reason together.
    package var total: Int { counts.reduce(0, +) }

    /// Adds another set of counts.
    package static func += (lhs: inout SetApartCounts, rhs: SetApartCounts) {
        for i in lhs.counts.indices { lhs.counts[i] += rhs.counts[i] }
    }

    private static func index(_ reason: SetApartReason) -> Int {
        switch reason {
        case .unspecified: return 0
        case .outOfScope: return 1
        case .equivalent: return 2
        }
    }
}
