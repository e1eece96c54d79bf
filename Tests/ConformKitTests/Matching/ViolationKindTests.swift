import Foundation
import Testing
@testable import ConformKit
import ConformTestSupport

/// Violation kinds as a type: each is a key of `expect`, and reports read back only kinds they know.
@Suite struct ViolationKindTests {
    @Test("every violation kind is the name of an 'expect' key")
    func kindsAreExpectKeys() {
        for kind in Violation.Kind.allCases {
            #expect(SpecDecoder.expectKeys.contains(kind.rawValue), "\(kind)")
            #expect("\(kind)" == kind.rawValue)
        }
    }

    @Test("a JSON report whose violation has an unknown kind is refused, naming the file")
    func unknownKindRefused() throws {
        let location = SourceLocation(file: "Specs/a.yaml", line: 3, column: 5)
        let pair = PairResult.fixture(
            specID: "a", specFile: "Specs/a.yaml", adapterID: "x", verdict: .fail,
            violations: [Violation(kind: .never, location: location, message: "m")])
        let report = RunReport(
            pairs: [pair], invalid: [],
            adapters: [AdapterInfo(id: "x", sdk: "s", sdkVersion: "1", summary: "", capabilities: [], emits: [])],
            specCount: 1)
        let json = JSONReport.render(report, toolVersion: "test")
        let (read, _) = try JSONReportReader.read(Data(json.utf8), file: "r.json")
        #expect(read.pairs.first?.violations.first?.kind == .never)
        let broken = json.replacingOccurrences(of: "\"kind\": \"never\"", with: "\"kind\": \"sometimes\"")
        #expect(broken != json)
        #expect(throws: ConformError.self) { try JSONReportReader.read(Data(broken.utf8), file: "r.json") }
    }
}
