/// One scenario of the suite, read from one spec file: what the world looks like (`given`), what
/// the user does (`steps`), and what must happen (`expect`).
package struct Spec: Sendable {
    /// The stable id: the path under the suite root without extension (`purchase/success`).
    package var id: String
    /// The file it was read from, as the user named it.
    package var file: String
    /// A one-line statement of the behaviour.
    package var title: String
    /// The documented claim it encodes (page and sentence), so a failure points at the docs.
    package var source: String?
    /// Longer prose, when the claim needs explaining (docs contradicting each other, say).
    package var description: String?
    /// Free tags for `--tag` selection.
    package var tags: [String]
    /// What the spec needs of an adapter; an adapter that lacks it reports the spec as not applicable.
    package var scope: Scope
    /// The world the scenario starts in.
    package var given: Given
    /// What the user does, in order.
    package var steps: [Located<Step>]
    /// What must happen.
    package var expect: Expectations
    /// Argument keys whose values vary run to run, redacted in transcripts on top of the adapter's own.
    package var redact: [String]
    /// Argument keys the adapter redacts that this spec needs to see verbatim in its transcript.
    package var unredact: [String] = []
    /// Surviving mutants the spec declares equivalent, with reasons (`equivalent:`; docs/mutation.md).
    package var equivalent: [Located<EquivalentMutant>] = []
    /// Where the spec's top-level keys start, for annotations that point at the failing part.
    package var keyLines: [String: Int]
    /// Where its handlers, options and required capabilities are written, for diagnostics found
    /// when they are checked against the workspace's adapters.
    package var locations = SpecLocations()
    /// A hash of the file's bytes (FNV-1a), for the fingerprint of a spec set.
    package var contentHash: UInt64 = 0

    package init(
        id: String, file: String, title: String, source: String? = nil, description: String? = nil,
        tags: [String] = [], scope: Scope = Scope(), given: Given = Given(), steps: [Located<Step>] = [],
        expect: Expectations = Expectations(), redact: [String] = [], keyLines: [String: Int] = [:]
    ) {
        self.id = id
        self.file = file
        self.title = title
        self.source = source
        self.description = description
        self.tags = tags
        self.scope = scope
        self.given = given
        self.steps = steps
        self.expect = expect
        self.redact = redact
        self.keyLines = keyLines
    }
}

/// What a spec needs of an adapter.
package struct Scope: Sendable, Hashable {
    /// Capabilities the adapter must declare (`restore-button`, `promo-code`, …), as written: a
    /// name outside the workspace's vocabulary is reported by `GivenValidation`, not here.
    package var requires: [Capability]
    /// When non-empty, only the adapters these entries select run the spec, as written: what an
    /// entry selects is `AdapterNames.selector(_:)`'s to say (a family, a variant, one version).
    package var adapters: [String]

    package init(requires: [Capability] = [], adapters: [String] = []) {
        self.requires = requires
        self.adapters = adapters
    }
}

/// A value with the place in the spec file it came from.
package struct Located<Value: Sendable>: Sendable {
    package var value: Value
    /// Where it was written.
    package var location: SourceLocation

    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
