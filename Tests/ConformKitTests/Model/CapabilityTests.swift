import Foundation
import Testing
@testable import ConformKit

/// The capability vocabulary as a type: every capability a step or `given` implies is in it, and
/// the spec-language reference documents exactly its names.
@Suite struct CapabilityTests {
    @Test("the vocabulary is sorted, has no duplicates, and its names are lowercase words joined by '-'")
    func wellFormed() {
        let names = Capability.known.map(\.rawValue)
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
        for name in names {
            #expect(!name.isEmpty && name.allSatisfy { $0.isLowercase || $0 == "-" }, "\(name)")
        }
    }

    @Test("every capability a step or a part of given implies is in the vocabulary")
    func impliedAreKnown() {
        let steps: [Step] = [
            .present(Presentation()), .select(product: "p"), .buy(product: nil), .restore, .close, .skip,
            .tapOutside, .dismiss, .openLink(url: "u"), .action(id: "a"), .answer(question: "q", value: nil),
            .promo(code: "c"), .webPurchase(product: "p"), .wait(.seconds(1))
        ]
        let world = Given(productLoading: ProductLoading(failures: 1, missing: ["p"]), renderFailure: "r", screenFailure: "s")
        let implied = steps.compactMap(\.requiredCapability) + world.requiredCapabilities.map(\.capability)
        #expect(implied.count == 14)
        for capability in implied {
            #expect(Capability.known.contains(capability), "\(capability)")
        }
    }

    @Test("docs/spec-language.md lists exactly the vocabulary's capabilities")
    func documented() throws {
        let text = try String(contentsOfFile: DocsExamplesTests.root + "/docs/spec-language.md", encoding: .utf8)
        guard let start = text.range(of: "### Capabilities") else {
            Issue.record("docs/spec-language.md has no '### Capabilities' section")
            return
        }
        let section = String(text[start.upperBound...]).components(separatedBy: "\n### ").first ?? ""
        let listed = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return String(line.dropFirst(3).prefix { $0 != "`" })
        }
        #expect(listed == Capability.known.map(\.rawValue))
    }
}
