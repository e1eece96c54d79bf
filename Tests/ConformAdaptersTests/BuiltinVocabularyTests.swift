import ConformAdapters
import ConformKit
import Testing

/// The built-in adapters speak the suite's vocabularies: every capability they declare is a known one.
@Suite struct BuiltinVocabularyTests {
    @Test("every capability a built-in adapter declares is in the vocabulary", arguments: BuiltinAdapters.all.map(\.info.id))
    func capabilitiesKnown(_ id: String) throws {
        let info = try #require(BuiltinAdapters.all.first { $0.info.id == id }?.info)
        #expect(info.capabilities.isSubset(of: Capability.known), "\(info.capabilities.subtracting(Capability.known).sorted())")
    }

    @Test("together the built-in adapters declare every capability of the vocabulary")
    func vocabularyUsed() {
        let declared = BuiltinAdapters.all.reduce(into: Set<Capability>()) { $0.formUnion($1.info.capabilities) }
        #expect(Set(Capability.known) == declared)
    }
}
