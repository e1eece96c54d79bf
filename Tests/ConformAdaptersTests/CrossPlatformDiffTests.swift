import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// One SDK across platforms: two versioned models of one vendor on different platforms compare as
/// one SDK on two platforms — the differences an app leaving handlers to the SDK gets first, each
/// side in its own platform's words, no chain to walk — and every difference of two versioned
/// models is dated on each side, with the gates at its ends citing tag and commit.
@Suite struct CrossPlatformDiffTests {
    /// A built-in family presented as another model: its name, vendor and platform replaced, its
    /// behaviour its own (a vendor's second model on one platform, which no built-in is).
    struct Presented: VersionedAdapterFamily {
        var base: any VersionedAdapterFamily
        var name: String
        var vendor: String
        var platform: SDKPlatform
        var sdk: String { "\(base.sdk) as \(name)" }
        var ranges: [ClosedRange<SDKVersion>] { base.ranges }
        var variants: [String] { base.variants }
        var gates: [VersionGate] { base.gates }
        var packageIdentities: [String] { [] }
        var releases: [SDKVersion]? { base.releases }
        var ledgers: [BehaviourLedger] { base.ledgers }
        func firstVersion(ofVariant variant: String) -> SDKVersion? { base.firstVersion(ofVariant: variant) }
        func isCallback(native: String) -> Bool { base.isCallback(native: native) }
        func callback(of native: String) -> String { base.callback(of: native) }
        func adapter(_ member: FamilyMember, id: String) -> any Adapter {
            base.adapter(FamilyMember(family: base.name, version: member.version, variant: member.variant), id: id)
        }
    }

    static let workspace = Workspace(
        suite: AdaptyFactTableTests.root + "/Specs", golden: AdaptyFactTableTests.root + "/Golden",
        divergences: AdaptyFactTableTests.root + "/Divergences", adapters: BuiltinAdapters.all,
        families: BuiltinAdapters.families)

    static func report(_ old: String, _ new: String) throws -> MigrationReport {
        try MigrationRun.run(
            try MigrationPlan.direct(old, new, in: workspace), workspace: workspace, paths: [AdaptyFactTableTests.root + "/Specs/common"], jobs: 2)
    }

    @Test("the built-in families name their vendor and platform")
    func metadata() {
        let named = BuiltinAdapters.families.map { "\($0.name) \($0.vendor) \($0.platform.label)" }.sorted()
        #expect(
            named == [
                "adapty adapty iOS", "adapty-android adapty Android", "qonversion-nocodes qonversion iOS", "revenuecatui revenuecat iOS",
                "revenuecatui-android revenuecat Android", "superwall superwall iOS"
            ])
    }

    @Test("two models are one SDK across platforms only when they share a vendor and differ in platform")
    func crossPlatform() {
        #expect(CrossPlatform(RevenueCatUIFamily(), RevenueCatUIAndroidFamily()) == CrossPlatform(vendor: "revenuecat", old: .iOS, new: .android))
        #expect(CrossPlatform(RevenueCatUIAndroidFamily(), RevenueCatUIFamily()) == CrossPlatform(vendor: "revenuecat", old: .android, new: .iOS))
        #expect(CrossPlatform(AdaptyFamily(), AdaptyAndroidFamily()) == CrossPlatform(vendor: "adapty", old: .iOS, new: .android))
        #expect(CrossPlatform(AdaptyFamily(), RevenueCatUIFamily()) == nil)
        let sameVendorSamePlatform = Presented(base: AdaptyFamily(), name: "revenuecatui-other", vendor: "revenuecat", platform: .iOS)
        #expect(CrossPlatform(RevenueCatUIFamily(), sameVendorSamePlatform) == nil)
    }

    @Test("a diff across platforms is headed as one SDK, leads with the defaults, names each platform's forms and hints at no chain")
    func reportAcrossPlatforms() throws {
        let report = try Self.report("revenuecatui@5.85.0", "revenuecatui-android@10.16.1")
        #expect(report.platforms == CrossPlatform(vendor: "revenuecat", old: .iOS, new: .android))
        #expect(report.hint == nil)
        #expect(report.findings.first?.defaults != nil)
        let text = MigrationRenderer.text(report, colour: false)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.dropFirst().first == "one SDK across platforms: revenuecat on iOS and Android")
        let sections = MigrationRenderer.sections(report).map(\.title)
        #expect(
            sections.first?.hasPrefix("what an app gets differently on iOS and Android, with the SDK's defaults (an app that does not implement")
                == true)
        #expect(lines.contains { $0.hasPrefix("      iOS: ") } && lines.contains { $0.hasPrefix("      Android: ") })
        #expect(!lines.contains { $0.hasPrefix("      - ") || $0.hasPrefix("      + ") })
        #expect(!text.contains("walk 'conform diff"))
        #expect(text.contains("holds on revenuecatui-android (Android): "))
        #expect(text.contains("checklist: what the app's code meets on Android that it met otherwise on iOS"))
        let markdown = MigrationRenderer.markdown(report)
        #expect(
            markdown.hasPrefix(
                "## One SDK across platforms (revenuecat, iOS and Android): `conform diff revenuecatui@5.85.0 revenuecatui-android@10.16.1`"))
        let json = MigrationRenderer.json(report)
        #expect(json.contains("\"platforms\": {\n    \"vendor\": \"revenuecat\",\n    \"old\": \"ios\",\n    \"new\": \"android\"\n  }"))
    }

    @Test("a switch between two vendors is no cross-platform comparison")
    func switchStays() throws {
        let report = try Self.report("adapty@3.17.2", "revenuecatui@5.85.0")
        #expect(report.platforms == nil)
        #expect(MigrationRenderer.text(report, colour: false).contains("with the SDKs' defaults (an app that does not implement"))
        #expect(!MigrationRenderer.json(report).contains("\"platforms\""))
    }

    @Test("each difference holds from the stop it names, and not at the stop before it: the other side kept, each side walked")
    func spansHold() throws {
        let report = try Self.report("adapty@3.17.2", "revenuecatui@5.85.0")
        let findings = report.findings
        #expect(!findings.isEmpty && findings.allSatisfy { $0.spans.map(\.family) == ["adapty", "revenuecatui"] })
        // RevenueCatUI reports link.opened through didOpenURL from 5.83.0, the gate citing its tag and commit.
        let link = try #require(findings.first { $0.difference.kind == .added && $0.difference.event == "link.opened" })
        let span = try #require(link.spans.last)
        #expect(span.from == SDKVersion(5, 83, 0) && span.until == nil && span.since.map(\.id) == ["did-open-url"])
        #expect(span.since.first?.tag == "RevenueCat/purchases-ios@5.83.0" && span.since.first?.commit?.count == 40)
        #expect(
            MigrationRenderer.text(report, colour: false).contains(
                "holds on revenuecatui (iOS): from 5.83.0 through the newest, 5.85.0; starts with did-open-url (RevenueCat/purchases-ios@5.83.0, commit "
            ))
        // Checked against direct comparisons at the span's first stop and the stop before it.
        let stops = SideWalk.stops(of: RevenueCatUIFamily(), variant: nil)
        let before = try #require(stops.last { $0 < span.from })
        let at = try Self.report("adapty@3.17.2", "revenuecatui@\(span.from)")
        let earlier = try Self.report("adapty@3.17.2", "revenuecatui@\(before)")
        #expect(at.findings.contains { $0.difference == link.difference })
        #expect(!earlier.findings.contains { $0.difference == link.difference })
    }

    @Test(
        "the defaults run at each stop leaves to the SDK that stop's own defaulted handlers: AdaptyUI Android stays open after a purchase from 4.0.0, not before"
    )
    func spansFollowEachStopsDefaults() throws {
        let report = try Self.report("adapty@3.17.2", "adapty-android@4.1.0")
        #expect(report.platforms == CrossPlatform(vendor: "adapty", old: .iOS, new: .android))
        let stays = try #require(
            report.findings.first { $0.defaults != nil && $0.difference.kind == .finalState && $0.specs.contains("common/purchase/success") })
        let android = try #require(stays.spans.last)
        // 3.x's default onPurchaseFinished presses back (closes); 4.0.0's does nothing.
        #expect(android.family == "adapty-android" && android.from == SDKVersion(4, 0, 0) && android.until == nil, "\(android)")
        #expect(android.since.map(\.id) == ["no-dismiss-after-purchase"])
        let earlier = try Self.report("adapty@3.17.2", "adapty-android@3.17.2")
        #expect(!earlier.findings.contains { $0.defaults != nil && $0.difference == stays.difference })
    }

    @Test("a side's walk is its gate chain: the first version of each range and every gate's version, once, in order")
    func stops() {
        let stops = SideWalk.stops(of: AdaptyFamily(), variant: nil)
        #expect(
            stops.first == SDKVersion(2, 0, 0) && stops.contains(SDKVersion(3, 0, 0)) && stops == stops.sorted() && Set(stops).count == stops.count)
        #expect(Set(AdaptyFamily().gates.filter { $0.variant == nil }.map(\.version)).isSubset(of: stops))
        let swiftui = SideWalk.stops(of: AdaptyFamily(), variant: "swiftui")
        #expect(swiftui.first == AdaptyFamily().firstVersion(ofVariant: "swiftui"))
    }
}

extension CrossPlatformDiffTests {
    @Test("docs/migration.md's 'One SDK across platforms' quotes the headings reports print")
    func docs() throws {
        let page = try String(contentsOfFile: AdaptyFactTableTests.root + "/docs/migration.md", encoding: .utf8)
        let section = try #require(
            page.components(separatedBy: "\n## One SDK across platforms\n").dropFirst().first?.components(separatedBy: "\n## ").first)
        let platforms = CrossPlatform(vendor: "revenuecat", old: .iOS, new: .android)
        #expect(section.contains("`\(platforms.title)`"))
        // Prose wraps: compared with every run of white space as one space.
        let flat = section.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(flat.contains("`\(platforms.defaultsTitle) (an app that does not implement …, so the SDK's default runs)`"))
        #expect(section.contains("`## One SDK across platforms (revenuecat, iOS and Android)`"))
        for key in ["platforms", "spans[]", "from_first", "since_explains", "ends_explain"] { #expect(section.contains("`\(key)`"), "\(key)") }
    }
}

extension CrossPlatformDiffTests {
    /// A run of `ids` on the close specs, in the workspace with the stand-in Android model.
    static func run(_ ids: [String]) throws -> RunReport {
        try Suite(workspace).run(
            Suite.Request(paths: [AdaptyFactTableTests.root + "/Specs/common/close"], adapterIDs: ids, jobs: 2, golden: .ignore))
    }

    @Test("the matrix and the HTML report put a vendor's platforms side by side, under the vendor, each platform named")
    func matrixGroups() throws {
        let report = try Self.run(["revenuecatui@5.85.0", "adapty@3.17.2", "revenuecatui-android@10.16.1"])
        #expect(report.adapters.map(\.id) == ["revenuecatui@5.85.0", "revenuecatui-android@10.16.1", "adapty@3.17.2"])
        let matrix = Matrix(report)
        #expect(matrix.vendorLabels == ["revenuecat · iOS", "revenuecat · Android", "adapty · iOS"])
        let text = matrix.renderText(colour: false).split(separator: "\n").map(String.init)
        #expect(
            text.first?.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
                == "revenuecat · iOS revenuecat · Android adapty · iOS")
        #expect(text.dropFirst().first?.hasPrefix("spec") == true)
        #expect(matrix.renderMarkdown().contains("| revenuecatui-android@10.16.1<br>10.16.1<br>revenuecat · Android |"))
        let html = HTMLReport.render(report, title: "t")
        #expect(html.contains("<tr class=\"vendors\"><th></th><th colspan=\"2\">revenuecat</th><th>adapty</th></tr>"))
        #expect(html.contains("<span class=\"ver\">Android</span></th>"))
    }

    @Test("without a vendor on two platforms the columns keep their order and no group is drawn")
    func matrixUngrouped() throws {
        let report = try Self.run(["revenuecatui@5.85.0", "miniwall", "adapty@3.17.2"])
        #expect(report.adapters.map(\.id) == ["revenuecatui@5.85.0", "miniwall", "adapty@3.17.2"])
        #expect(Matrix(report).vendorLabels == nil)
        #expect(!HTMLReport.render(report, title: "t").contains("class=\"vendors\""))
        #expect(!Matrix(report).renderMarkdown().contains("revenuecat ·"))
    }
}
