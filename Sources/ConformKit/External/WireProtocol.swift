/// The versions of the adapter protocol this runner speaks, oldest first (docs/adapter-protocol.md,
/// "Versions"). A published version is a contract: it is never tightened in place. Stricter rules
/// come as a new version that an adapter opts into in its `ready`; every older one stays accepted.
package enum WireProtocol: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `conform/1`, as first published: an event family in `emits` vouches for any event name of
    /// that family, and `adapter-check` reports what `conform/2` tightens as deprecations.
    case v1 = "conform/1"
    /// `conform/2`: the same messages, stricter declarations — an event outside the vocabulary is
    /// declared by its exact name, and what an adapter declares it must perform.
    case v2 = "conform/2"

    /// The newest version: what new adapters declare, and what the docs' examples speak.
    package static let newest = WireProtocol.v2

    /// What `hello` carries in `protocol`: always `conform/1`, as first published, so that a
    /// conform/1 adapter that checks it keeps working; `protocols` lists every version.
    package static let hello = WireProtocol.v1

    /// Every version, as `hello` lists them in `protocols` and messages quote them.
    package static var names: [String] { allCases.map(\.rawValue) }

    /// `'conform/1' and 'conform/2'`: the versions for a message.
    package static var spoken: String {
        let quoted = names.map { "'\($0)'" }
        return quoted.count <= 1 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
    }

    /// Whether an event family in `emits` or `cannot_see` also declares event names outside the
    /// vocabulary (`paywall` vouching for `paywall.will_dismiss`): conform/1's reading, kept for
    /// the adapters written to it, with a warning that points at the exact name.
    package var familiesCoverUnlistedEvents: Bool { self == .v1 }

    /// Whether `adapter-check` fails what conform/1 only deprecates: an event outside the
    /// vocabulary known only by its family, an event name a spec cannot write, and an `error`
    /// answer to what the handshake declares (a capability's step, a handler, an option's value —
    /// a name alone lets a spec set any).
    package var strictDeclarations: Bool { self >= .v2 }

    /// Oldest first.
    package static func < (lhs: WireProtocol, rhs: WireProtocol) -> Bool {
        lhs.rank < rhs.rank
    }

    /// The position in `allCases`.
    private var rank: Int { Self.allCases.firstIndex(of: self) ?? 0 }
}
