import Foundation
import Testing
@testable import ConformKit

/// Diagnostic ids as a type: every id is listed once, spelled as output has always shown it, and
/// every id the docs name is one the code reports.
@Suite struct DiagnosticIDTests {
    @Test("every id is listed once, sorted, in one of the five areas")
    func wellFormed() {
        let names = DiagnosticID.all.map(\.rawValue)
        #expect(names == names.sorted())
        #expect(Set(names).count == names.count)
        for id in DiagnosticID.all {
            #expect(["yaml", "spec", "transcript", "config", "divergence"].contains(id.area), "\(id)")
            #expect(id.rawValue.dropFirst(id.area.count + 1).allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(id)")
        }
    }

    @Test(
        "output shows the id's text unchanged",
        arguments: [
            (DiagnosticID.specUnknownKey, "spec.unknown-key"), (.yamlTabIndent, "yaml.tab-indent"),
            (.configNotUTF8, "config.not-utf8"), (.divergenceBadID, "divergence.bad-id")
        ])
    func spelling(id: DiagnosticID, text: String) {
        #expect(id.rawValue == text)
        #expect("\(id)" == text)
    }

    @Test(
        "every diagnostic id the docs and README name is one the code reports",
        arguments: [
            "docs/spec-language.md", "docs/transcript-format.md", "docs/cli.md", "docs/adapter-protocol.md", "README.md"
        ])
    func documentedIDsExist(_ file: String) throws {
        let text = try String(contentsOfFile: DocsExamplesTests.root + "/" + file, encoding: .utf8)
        let known = Set(DiagnosticID.all.map(\.rawValue))
        for piece in text.split(separator: "`").enumerated() where piece.offset % 2 == 1 {
            let token = String(piece.element)
            guard let dot = token.firstIndex(of: "."),
                ["yaml", "spec", "transcript", "config", "divergence"].contains(String(token[..<dot])),
                token.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" || $0 == "." }),
                !token.hasSuffix(".yaml"), !token.hasSuffix(".md"), !token.hasSuffix(".transcript")
            else { continue }
            #expect(known.contains(token), "\(file) names '\(token)', which no code reports")
        }
    }
}
