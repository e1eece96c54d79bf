import ConformAdapters
@testable import ConformKit
import Foundation
import Testing

/// One reading of adapter ids (`AdapterNames`): one canonical spelling of a versioned model's
/// version, the other refused naming it; scope entries select by family, variant and version, so
/// two spellings of one model version run the same specs.
@Suite struct AdapterNamesTests {
    static let names = AdapterNames(BuiltinAdapters.families)

    @Test(
        "an id reads as family, variant and version",
        arguments: [
            ("revenuecatui@5.60.0-swiftui", "revenuecatui", "swiftui", "5.60.0"),
            ("revenuecatui@5.60.0", "revenuecatui", nil, "5.60.0"),
            ("revenuecatui-swiftui", "revenuecatui", "swiftui", "5.85.0"),
            ("revenuecatui", "revenuecatui", nil, "5.85.0"),
            ("adapty@3.12", "adapty", nil, "3.12.0"),
            ("adapty@3-swiftui", "adapty", "swiftui", "3.17.2"),
            ("qonversion-nocodes@6.2.0", "qonversion-nocodes", nil, "6.2.0"),
            ("miniwall@web", "miniwall", nil, nil),
            ("appdna-rn", "appdna-rn", nil, nil)
        ] as [(String, String, String?, String?)])
    func reading(_ id: String, _ family: String, _ variant: String?, _ version: String?) {
        let name = Self.names.name(of: id)
        #expect(name.family == family && name.variant == variant && name.version?.description == version, "\(id): \(name)")
    }

    @Test(
        "the variant before the version is refused, naming the one spelling",
        arguments: [
            ("revenuecatui-swiftui@5.60.0", "revenuecatui@5.60.0-swiftui"),
            ("adapty-swiftui@3.10.0", "adapty@3.10.0-swiftui"),
            ("revenuecatui-swiftui@5.68", "revenuecatui@5.68-swiftui")
        ])
    func variantFirstRefused(_ id: String, _ canonical: String) {
        #expect(throws: ConformError.self) { try Self.names.member(id) }
        do {
            _ = try Self.names.member(id)
        } catch ConformError.input(let message, let next) {
            #expect(message.contains("'\(canonical)'") && next?.contains("write '\(canonical)'") == true, "\(message) / \(next ?? "")")
        } catch {
            Issue.record("\(error)")
        }
        #expect(BuiltinAdapters.adapter(resolving: id) == nil)
        #expect(BuiltinAdapters.adapter(resolving: canonical) != nil)
    }

    @Test(
        "a pre-release suffix is a pre-release, never a variant",
        arguments: ["superwall@4.0.0-beta.1", "revenuecatui@5.15.0-SNAPSHOT", "revenuecatui@5.2.2-customercenter.alpha.2"])
    func preRelease(_ id: String) {
        do {
            _ = try Self.names.member(id)
            Issue.record("\(id) resolved")
        } catch ConformError.input(let message, _) {
            #expect(message.contains("names pre-release") && !message.contains("unknown variant"), "\(message)")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test("a near miss of a variant is a misspelt variant with a did-you-mean, not a pre-release")
    func misspeltVariant() {
        do {
            _ = try Self.names.member("revenuecatui@5.60.0-swiftiu")
            Issue.record("resolved")
        } catch ConformError.input(let message, let next) {
            #expect(message == "'revenuecatui@5.60.0-swiftiu' names unknown variant 'swiftiu' of 'revenuecatui'")
            #expect(next?.hasPrefix("did you mean '-swiftui'?") == true, "\(String(describing: next))")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test(
        "a near miss of a family's name suggests the family",
        arguments: [
            ("qonversion@6.2.0", "qonversion-nocodes@6.2.0"), ("revenuecat@5.60.0", "revenuecatui@5.60.0"), ("superwal@4.9.0", "superwall@4.9.0")
        ])
    func suggestion(_ id: String, _ meant: String) {
        #expect(Self.names.suggestion(for: id) == meant)
    }

    @Test(
        "a scope entry selects by family, variant and version, never by text",
        arguments: [
            ("revenuecatui-swiftui", "revenuecatui@5.60.0-swiftui", true),
            ("revenuecatui-swiftui", "revenuecatui-swiftui", true),
            ("revenuecatui-swiftui", "revenuecatui@5.60.0", false),
            ("revenuecatui", "revenuecatui@5.60.0-swiftui", true),
            ("revenuecatui@5.68-swiftui", "revenuecatui@5.68.0-swiftui", true),
            ("revenuecatui@5.68", "revenuecatui@5.68-swiftui", false),
            ("adapty", "adapty@3.10.0-swiftui", true),
            ("adapty@3.12", "adapty@3.12.0", true),
            ("adapty@3", "adapty@3.17.2", true),
            ("adapty@3", "adapty@3-swiftui", false),
            ("adapty@3.12", "adapty@3.10", false),
            ("miniwall", "miniwall@web", true),
            ("miniwall@web", "miniwall", false),
            ("appdna", "appdna-rn", false)
        ])
    func selection(_ entry: String, _ adapter: String, _ selected: Bool) {
        #expect(Self.names.scope(Scope(adapters: [entry]), includes: adapter) == selected)
    }

    @Test("every named built-in reads as the model it is: its family's version and variant")
    func namedBuiltinsReadAsTheirModel() {
        for adapter in BuiltinAdapters.all {
            let name = Self.names.name(of: adapter.id)
            guard let version = name.version else { continue }
            #expect(version.description == adapter.info.sdkVersion, "\(adapter.id): \(name)")
            let model = BuiltinAdapters.families.first { $0.name == name.family }
            let member = FamilyMember(family: name.family, version: version, variant: name.variant)
            guard let info = model?.adapter(member, id: adapter.id).info else {
                Issue.record("\(adapter.id): no family '\(name.family)'")
                continue
            }
            let mine = adapter.info
            #expect(
                info.capabilities == mine.capabilities, "\(adapter.id) vs \(member.id): \(info.capabilities.symmetricDifference(mine.capabilities))")
            #expect(
                info.handlers == mine.handlers, "\(adapter.id) vs \(member.id): \(Set(info.handlers.keys).symmetricDifference(mine.handlers.keys))")
            #expect(info.emits == mine.emits && info.options == mine.options, "\(adapter.id) vs \(member.id)")
        }
    }

    @Test(
        "both spellings of a model version run the same shipped specs",
        arguments: [
            ("revenuecatui-swiftui", "revenuecatui@5.85.0-swiftui"), ("revenuecatui@5.68-swiftui", "revenuecatui@5.68.0-swiftui"),
            ("adapty@3.12", "adapty@3.12.0"), ("adapty@3-swiftui", "adapty@3.17.2-swiftui"), ("superwall", "superwall@4.16.3")
        ])
    func spellingsRunTheSameSpecs(_ named: String, _ resolved: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let specs = try SuiteLoader(root: root + "/Specs").load(paths: [], jobs: 2).specs
        let a = specs.filter { Self.names.scope($0.scope, includes: named) }.map(\.id)
        let b = specs.filter { Self.names.scope($0.scope, includes: resolved) }.map(\.id)
        #expect(a == b && !a.isEmpty, "\(named): \(a.count), \(resolved): \(b.count)")
    }

    @Test(
        "a declared equivalent's adapters select as a scope does: by family, variant and version, however spelt",
        arguments: [
            (["adapty@3.12"], "adapty@3.12.0", true), (["adapty"], "adapty@3.10-swiftui", true),
            (["adapty-swiftui"], "adapty@3.10", false), (["revenuecatui@5.68-swiftui"], "revenuecatui@5.68.0-swiftui", true),
            (["adapty@3.12"], "adapty@3.10.0", false), ([], "miniwall", true)
        ] as [([String], String, Bool)])
    func equivalentAdapters(_ adapters: [String], _ adapter: String, _ covers: Bool) {
        let entry = EquivalentMutant(mutant: "`paywall.shown` is dropped", reason: "r", adapters: adapters)
        #expect(entry.covers("`paywall.shown` is dropped", adapter: Self.names.name(of: adapter), names: Self.names) == covers)
        #expect(
            !entry.covers("`paywall.shown` fires twice", adapter: Self.names.name(of: adapter), names: Self.names), "another mutant is never covered")
    }
}
