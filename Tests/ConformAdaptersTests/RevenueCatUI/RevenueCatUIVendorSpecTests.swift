import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// The vendor oracle for RevenueCatUI (issue 36): every spec under `Specs/revenuecatui/vendor/`
/// encodes an assertion of purchases-ios's RevenueCatUI tests and says in its source the release
/// from which the suite asserts it ("in the suite from <tag>"). Each passes on the SwiftUI model at
/// every released version from that tag (or the oldest modelled one) to 5.85.0.
@Suite struct RevenueCatUIVendorSpecTests {
    /// The vendor specs' ids.
    static func ids() -> [String] {
        let root = DocsValidationTests.root + "/Specs/revenuecatui/vendor"
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".yaml") }.map { "revenuecatui/vendor/" + $0.dropLast(".yaml".count) }.sorted()
    }

    /// The release named by "in the suite from <tag>" in `source`.
    static func since(_ source: String) -> SDKVersion? {
        guard let range = source.range(of: "in the suite from ") else { return nil }
        return SDKVersion(String(source[range.upperBound...].prefix { $0.isNumber || $0 == "." }))
    }

    @Test("every vendor spec passes on revenuecatui-swiftui at every released version from the tag its assertion entered the suite")
    func sweep() throws {
        let ids = Self.ids()
        #expect(ids.count >= 10)
        let family = RevenueCatUIFamily()
        let releases = try #require(family.releases)
        for id in ids {
            let spec = try AdaptyDefaultSpecTests.spec(id)
            let since = try #require(Self.since(spec.source ?? ""), "\(id) names no release its assertion entered the suite")
            let versions = releases.filter { $0 >= since }
            #expect(!versions.isEmpty, "\(id)")
            for version in versions {
                let adapterID = "revenuecatui@\(version)-swiftui"
                let adapter = family.adapter(try family.member(adapterID), id: adapterID)
                guard case .completed(let transcript) = Replay.run(spec, on: adapter) else {
                    Issue.record("\(id) did not run on \(adapterID)")
                    continue
                }
                let result = Matcher(spec.expect, surface: adapter.info.surface).match(transcript.events, final: transcript.final)
                #expect(result.violations.isEmpty, "\(id) at \(version): \(result.violations.map(\.message))")
            }
        }
    }
}
