import ConformKit
import Foundation
import Testing
@testable import ConformAdapters

/// Each built-in model declares the subjects its `paywall.closed` carries (`AdapterInfo.closeSubjects`),
/// and a spec expecting another is invalid: the declaration must cover every close the model makes,
/// or a valid spec would be refused. Every golden of every built-in adapter holds it to that.
@Suite struct CloseSubjectsTests {
    @Test("every paywall.closed subject in a built-in adapter's goldens is one it declares")
    func goldensWithinDeclaration() throws {
        let golden = AdaptyFactTableTests.root + "/Golden"
        let folders = try FileManager.default.contentsOfDirectory(atPath: golden).sorted()
        var checked = 0
        for folder in folders {
            guard let adapter = BuiltinAdapters.adapter(resolving: folder) else { continue }
            let declared = try #require(adapter.info.closeSubjects, "\(folder) declares no close subjects")
            let files =
                FileManager.default.enumerator(atPath: golden + "/" + folder)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".transcript") }
                ?? []
            for file in files {
                let text = try String(contentsOfFile: golden + "/" + folder + "/" + file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("event paywall.closed ") {
                    let subject = line.dropFirst("event paywall.closed ".count).prefix { $0 != " " }
                    guard subject != "|" else { continue }
                    #expect(declared.contains(String(subject)), "\(folder)/\(file): paywall.closed \(subject) is not among \(declared.sorted())")
                    checked += 1
                }
            }
        }
        #expect(checked > 100, "the goldens were read: \(checked) closes")
    }

    @Test("a subject no adapter a spec runs on closes with is an invalid spec; one some adapter closes with, or a wildcard, is not")
    func validation() throws {
        let validation = GivenValidation(adapters: [AppDNAAdapter().info, MiniwallAdapter().info])
        func problems(_ yaml: String) throws -> [Diagnostic] {
            let spec = try #require(SpecDecoder.decode(yaml, id: "t", file: "t.yaml").spec, "the spec parses")
            return validation.diagnostics(for: spec).filter { $0.id == .specUnknownSubject }
        }
        let scoped = "title: t\nscope:\n  adapters: [appdna]\nsteps: [present, close]\nexpect:\n  never: [paywall.closed closed]\n"
        #expect(try problems(scoped).map(\.location.line) == [6])
        // Unscoped, Miniwall closes as 'closed': the spec means something on it.
        #expect(try problems(scoped.replacingOccurrences(of: "scope:\n  adapters: [appdna]\n", with: "")).isEmpty)
        #expect(try problems(scoped.replacingOccurrences(of: "paywall.closed closed", with: "paywall.closed dismissed")).isEmpty)
        #expect(try problems(scoped.replacingOccurrences(of: "paywall.closed closed", with: "paywall.closed")).isEmpty)
    }

    @Test("a spec's scope selects the adapters judged by family and variant, as the workspace reads ids, never by text")
    func scopeByFamilyAndVariant() throws {
        let infos = [BuiltinAdapters.adapter(resolving: "revenuecatui@5.68-swiftui"), BuiltinAdapters.adapter(resolving: "miniwall")].compactMap {
            $0?.info
        }
        let validation = GivenValidation(adapters: infos, names: AdapterNames(BuiltinAdapters.families))
        let yaml = "title: t\nscope:\n  adapters: [revenuecatui-swiftui]\nsteps: [present, close]\nexpect:\n  never: [paywall.closed skipped]\n"
        let spec = try #require(SpecDecoder.decode(yaml, id: "t", file: "t.yaml").spec)
        // Miniwall closes as 'skipped', but the spec is for the SwiftUI RevenueCatUI models, which never do.
        #expect(validation.diagnostics(for: spec).filter { $0.id == .specUnknownSubject }.map(\.location.line) == [6])
    }
}
