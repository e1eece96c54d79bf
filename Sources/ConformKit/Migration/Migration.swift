/// The migration report: what changed, callback by callback, when the same specs run on two
/// adapters (`adapty@2` → `adapty@3`). Identical differences across specs are grouped, largest
/// group first, so the report stays readable at hundreds of specs.
public struct Migration: Sendable {
    /// How one callback changed.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        /// A callback the new SDK fires that the old one did not.
        case added
        /// A callback the old SDK fired that the new one does not.
        case removed
        /// The same canonical event through another native callback.
        case renamed
        /// The same callbacks in another order.
        case reordered
        /// The same callback with other arguments.
        case argumentsChanged = "arguments_changed"
        /// The same callback at another virtual time.
        case timingChanged = "timing_changed"
        /// The paywall ends in another state or with another result.
        case finalStateChanged = "final_state_changed"
        /// The spec applies to one adapter but not the other, or one of them failed to run it.
        case notComparable = "not_comparable"

        /// Orders by declaration.
        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }

        /// The words a person reads.
        public var label: String {
            switch self {
            case .added: return "callback added"
            case .removed: return "callback removed"
            case .renamed: return "callback renamed"
            case .reordered: return "callbacks reordered"
            case .argumentsChanged: return "arguments changed"
            case .timingChanged: return "timing changed"
            case .finalStateChanged: return "final state changed"
            case .notComparable: return "not comparable"
            }
        }
    }

    /// One difference, as it would read in any spec: identical ones group together.
    public struct Difference: Sendable, Hashable, Comparable {
        /// What kind of change.
        public var kind: Kind
        /// The canonical event it is about (`purchase.cancelled`), or `final` / the verdict.
        public var event: String
        /// How it was, on the old adapter.
        public var before: String
        /// How it is, on the new adapter.
        public var after: String

        /// Orders by kind, then event, then text.
        public static func < (lhs: Difference, rhs: Difference) -> Bool {
            (lhs.kind, lhs.event, lhs.before, lhs.after) < (rhs.kind, rhs.event, rhs.before, rhs.after)
        }
    }

    /// A difference and every spec that shows it.
    public struct Group: Sendable, Hashable {
        /// The difference.
        public var difference: Difference
        /// The specs, sorted.
        public var specs: [String]
    }

    /// The old adapter.
    public var old: AdapterInfo
    /// The new adapter.
    public var new: AdapterInfo
    /// How many specs ran on both.
    public var compared: Int
    /// How many of those differ.
    public var differing: Int
    /// The groups, largest first.
    public var groups: [Group]

    /// Compares two runs of the same specs: `oldResults` and `newResults` in the same spec order.
    public init(old: AdapterInfo, new: AdapterInfo, oldResults: [PairResult], newResults: [PairResult]) {
        self.old = old
        self.new = new
        var bySpec: [Difference: [String]] = [:]
        var compared = 0, differing = 0
        let newBySpec = Dictionary(newResults.map { ($0.specID, $0) }, uniquingKeysWith: { a, _ in a })
        for before in oldResults {
            guard let after = newBySpec[before.specID] else { continue }
            let differences = Self.differences(before, after)
            if before.verdict != .notApplicable || after.verdict != .notApplicable {
                if differences.first?.kind != .notComparable { compared += 1 }
            }
            if !differences.isEmpty, differences.first?.kind != .notComparable { differing += 1 }
            for d in Set(differences) { bySpec[d, default: []].append(before.specID) }
        }
        self.compared = compared
        self.differing = differing
        self.groups = bySpec.map { Group(difference: $0.key, specs: $0.value.sorted()) }
            .sorted { ($0.specs.count, $1.difference) > ($1.specs.count, $0.difference) }
    }

    /// The differences between one spec's two runs.
    static func differences(_ a: PairResult, _ b: PairResult) -> [Difference] {
        if a.verdict == .notApplicable && b.verdict == .notApplicable { return [] }
        guard let ta = a.transcript, let tb = b.transcript, a.verdict != .error, b.verdict != .error,
              a.verdict != .notApplicable, b.verdict != .notApplicable else {
            let describe: (PairResult) -> String = { r in
                r.verdict == .notApplicable || r.verdict == .error ? "\(r.verdict.rawValue): \(r.explanation ?? "")" : "runs"
            }
            return [Difference(kind: .notComparable, event: "spec", before: describe(a), after: describe(b))]
        }
        var result: [Difference] = []
        let diff = TranscriptDiff(from: ta, to: tb, comparingHeaders: false)
        var removed: [Event] = []
        var added: [Event] = []
        for line in diff.lines {
            switch line {
            case .changed(.event(let x), .event(let y)):
                if x.native != y.native {
                    result.append(Difference(kind: .renamed, event: x.canonical, before: x.native, after: y.native))
                }
                if x.arguments != y.arguments {
                    result.append(Difference(kind: .argumentsChanged, event: x.canonical,
                                             before: render(x.arguments), after: render(y.arguments)))
                }
                if x.time != y.time {
                    result.append(Difference(kind: .timingChanged, event: x.canonical, before: "@\(x.time)", after: "@\(y.time)"))
                }
            case .removed(.event(let e)): removed.append(e)
            case .added(.event(let e)): added.append(e)
            case .finalChanged(let x, let y):
                result.append(Difference(kind: .finalStateChanged, event: "final",
                                         before: "\(x.state.rawValue) \(x.result)", after: "\(y.state.rawValue) \(y.result)"))
            default: break
            }
        }
        // A callback removed in one place and added in another is a move, not a loss.
        for e in removed {
            if let i = added.firstIndex(where: { $0.name == e.name && $0.subject == e.subject }) {
                let moved = added.remove(at: i)
                result.append(Difference(kind: .reordered, event: e.canonical, before: e.native, after: moved.native))
            } else {
                result.append(Difference(kind: .removed, event: e.canonical, before: "\(e.native)\(e.time == .zero ? "" : " @\(e.time)")", after: ""))
            }
        }
        for e in added {
            result.append(Difference(kind: .added, event: e.canonical, before: "", after: "\(e.native)\(e.time == .zero ? "" : " @\(e.time)")"))
        }
        return result.sorted()
    }

    static func render(_ arguments: [Argument]) -> String {
        arguments.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
    }

    /// The total number of (difference, spec) occurrences.
    public var occurrences: Int { groups.reduce(0) { $0 + $1.specs.count } }
}
