import ConformKit
import Testing
@testable import ConformAdapters

/// The surface data reads like a changelog: the first release whole, each later one as its changes.
@Suite struct SurfaceReleaseTests {
    static let text = """
        release 1.0.0 owner/sdk 1111111111111111111111111111111111111111
          delegate Sources/Delegate.swift
            didOpen(_:) | didOpen(_ controller: Controller)
            didClose(_:) | didClose(_ controller: Controller)
          swiftui Sources/View.swift
            onOpen | (() -> Void)?
        release 1.0.1 owner/sdk 2222222222222222222222222222222222222222
        release 1.1.0 owner/sdk 3333333333333333333333333333333333333333
          delegate Sources/Public/Delegate.swift
            didClose(_:) | didClose(_ controller: Controller, reason: Reason)
            didFail(_:) | didFail(_ controller: Controller)
            - didOpen(_:)
          - swiftui
        """

    static let releases = SurfaceRelease.parse(text)

    @Test("the first release holds its whole surface, with tag, repository, commit and citation")
    func first() throws {
        let first = try #require(Self.releases.first)
        #expect(Self.releases.map(\.tag) == ["1.0.0", "1.0.1", "1.1.0"])
        #expect(first.citation == "owner/sdk@1.0.0" && first.commit.hasPrefix("1111"))
        #expect(
            first.facts == [
                "delegate didOpen(_:)": "didOpen(_ controller: Controller)",
                "delegate didClose(_:)": "didClose(_ controller: Controller)",
                "swiftui onOpen": "(() -> Void)?"
            ])
        #expect(first.sections["delegate"]?.file == "Sources/Delegate.swift")
    }

    @Test("a release with no lines has the surface of the one before it")
    func unchanged() {
        #expect(Self.releases[1].sections == Self.releases[0].sections)
    }

    @Test("a later release moves a section, retypes and adds keys, and removes a key and a section")
    func changes() {
        let release = Self.releases[2]
        #expect(release.sections["delegate"]?.file == "Sources/Public/Delegate.swift")
        #expect(
            release.facts == [
                "delegate didClose(_:)": "didClose(_ controller: Controller, reason: Reason)",
                "delegate didFail(_:)": "didFail(_ controller: Controller)"
            ])
        let changes = SurfaceRelease.changes(Self.releases)
        #expect(changes.map(\.version) == [SDKVersion(1, 1)])
        #expect(changes.first?.keys == ["delegate didOpen(_:)", "delegate didClose(_:)", "delegate didFail(_:)", "swiftui onOpen"])
    }
}
