import Foundation
import Testing
@testable import ConformKit

/// The canonical event vocabulary as a type: the docs' table and the static members list the same
/// names, and an event costs no more for holding a typed name.
@Suite struct EventNameTests {
    /// The names in the first column of docs/events.md's table, in order.
    static func documentedNames() throws -> [String] {
        let text = try String(contentsOfFile: DocsExamplesTests.root + "/docs/events.md", encoding: .utf8)
        return text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            let cell = line.dropFirst(3).prefix { $0 != "`" }
            return String(cell)
        }
    }

    @Test("docs/events.md lists exactly the vocabulary's names, in the same order")
    func docsMatchTheType() throws {
        let documented = try Self.documentedNames()
        #expect(documented.last == "recorded.<name>")
        #expect(Array(documented.dropLast()) == EventName.canonical.map(\.rawValue))
    }

    @Test("the vocabulary has no duplicates, and every name is valid in a spec's patterns")
    func namesAreWellFormed() {
        #expect(Set(EventName.canonical).count == EventName.canonical.count)
        for name in EventName.canonical {
            #expect(EventPattern.parse(name.rawValue) == .success(EventPattern(name: name.rawValue)), "\(name)")
        }
    }

    @Test(
        "recorded names are built from the analytics name and count as canonical",
        arguments: [
            ("purchase_click", "recorded.purchase_click"), ("paywall_close", "recorded.paywall_close")
        ])
    func recorded(name: String, expected: String) {
        let built = EventName.recorded(name)
        #expect(built.rawValue == expected)
        #expect(built.isRecorded && built.isCanonical)
        #expect(built.family == "recorded")
    }

    @Test(
        "a name outside the vocabulary is kept as written but is not canonical",
        arguments: [
            "purchase.strated", "recorded.", "recorded", "paywall", "web.purchase"
        ])
    func outside(_ text: String) {
        let name = EventName(text)
        #expect(name.rawValue == text)
        #expect(!name.isCanonical)
    }

    @Test("an event name is stored as its text alone: no allocation beyond the string")
    func cheap() {
        #expect(MemoryLayout<EventName>.size == MemoryLayout<String>.size)
        #expect(Event(.purchaseStarted, "p", native: "n").name.rawValue == "purchase.started")
    }
}
