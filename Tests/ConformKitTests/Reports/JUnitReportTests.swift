import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import Testing
@testable import ConformKit
import ConformTestSupport

/// The JUnit schema CI systems read (Jenkins' junit-10.xsd, which GitLab and GitHub reporters
/// accept too, narrowed where the current windyroad JUnit.xsd is stricter), as rules: for each element, the children it may have and its allowed and
/// required attributes. Anything else makes a report invalid.
enum JUnitSchema {
    struct Rule {
        var children: Set<String>
        var attributes: Set<String>
        var required: Set<String>
        var text: Bool
    }

    static let rules: [String: Rule] = [
        "testsuites": Rule(children: ["testsuite"], attributes: ["name", "time", "tests", "failures", "errors"], required: [], text: false),
        "testsuite": Rule(
            children: ["testsuite", "properties", "testcase", "system-out", "system-err"],
            attributes: [
                "name", "tests", "failures", "errors", "group", "time", "skipped", "timestamp", "hostname", "id",
                "package", "file", "log", "url"
            ],
            required: ["name", "tests", "failures", "errors"], text: false),
        "properties": Rule(children: ["property"], attributes: [], required: [], text: false),
        "property": Rule(children: [], attributes: ["name", "value"], required: ["name", "value"], text: false),
        "testcase": Rule(
            children: ["skipped", "error", "failure", "system-out", "system-err"],
            attributes: ["name", "time", "classname", "group"], required: ["name"], text: false),
        "failure": Rule(children: [], attributes: ["type", "message"], required: [], text: true),
        "error": Rule(children: [], attributes: ["type", "message"], required: [], text: true),
        // Jenkins allows a `type` too; the current windyroad JUnit.xsd allows `message` alone.
        "skipped": Rule(children: [], attributes: ["message"], required: [], text: true),
        "system-out": Rule(children: [], attributes: [], required: [], text: true),
        "system-err": Rule(children: [], attributes: [], required: [], text: true)
    ]

    /// Every way `xml` breaks the schema (empty when it is valid).
    static func problems(in xml: String) -> [String] {
        let document: XMLDocument
        do { document = try XMLDocument(xmlString: xml, options: []) } catch { return ["not well-formed XML: \(error)"] }
        guard let root = document.rootElement(), root.name == "testsuites" else { return ["the root element is not <testsuites>"] }
        var problems: [String] = []
        check(root, &problems)
        return problems
    }

    static func check(_ element: XMLElement, _ problems: inout [String]) {
        let name = element.name ?? "?"
        guard let rule = rules[name] else {
            problems.append("unknown element <\(name)>")
            return
        }
        let attributes = Set((element.attributes ?? []).compactMap(\.name))
        for extra in attributes.subtracting(rule.attributes) { problems.append("<\(name)> may not have attribute '\(extra)'") }
        for missing in rule.required.subtracting(attributes) { problems.append("<\(name)> lacks required attribute '\(missing)'") }
        for child in element.children ?? [] {
            if let childElement = child as? XMLElement {
                if !rule.children.contains(childElement.name ?? "") { problems.append("<\(name)> may not contain <\(childElement.name ?? "?")>") }
                check(childElement, &problems)
            } else if child.kind == .text, !rule.text, !(child.stringValue ?? "").allSatisfy(\.isWhitespace) {
                problems.append("<\(name)> may not contain text")
            }
        }
    }
}

@Suite struct JUnitReportTests {
    static func report() -> RunReport {
        let location = SourceLocation(file: "Specs/a.yaml", line: 3, column: 5)
        let pairs = [
            PairResult.fixture(specID: "a/pass", specFile: "Specs/a/pass.yaml", adapterID: "x", verdict: .pass),
            PairResult.fixture(
                specID: "a/fail", specFile: "Specs/a/fail.yaml", adapterID: "x", verdict: .fail,
                violations: [Violation(kind: .order, location: location, message: "expected <purchase.completed> & \"more\"")]),
            PairResult.fixture(specID: "a/changed", specFile: "Specs/a/changed.yaml", adapterID: "y", verdict: .changed),
            PairResult.fixture(specID: "a/na", specFile: "Specs/a/na.yaml", adapterID: "y", verdict: .notApplicable, reason: "lacks 'restore'"),
            PairResult.fixture(specID: "a/err", specFile: "Specs/a/err.yaml", adapterID: "y", verdict: .error, reason: "adapter crashed\u{1}"),
            PairResult.fixture(specID: "a/xfail", specFile: "Specs/a/xfail.yaml", adapterID: "y", verdict: .expectedFail, reason: "known")
        ]
        let adapters = ["x", "y"].map { AdapterInfo(id: $0, sdk: "S", sdkVersion: "1", summary: "", capabilities: [], emits: []) }
        let invalid = SuiteLoader.InvalidFile(
            file: "Specs/bad.yaml", specID: "bad",
            diagnostics: [
                Diagnostic(id: .yamlTabIndent, location: SourceLocation(file: "Specs/bad.yaml", line: 2, column: 1), message: "tab")
            ], source: nil)
        return RunReport(pairs: pairs, invalid: [invalid], adapters: adapters, specCount: 7)
    }

    @Test("the JUnit output satisfies the JUnit schema CI systems read")
    func validAgainstSchema() {
        let xml = JUnitReport.render(Self.report())
        #expect(JUnitSchema.problems(in: xml) == [])
    }

    @Test("the schema check itself rejects what the schema forbids")
    func schemaCheckCanFail() {
        #expect(!JUnitSchema.problems(in: "<testsuites><testsuite name='a'/></testsuites>").isEmpty)
        #expect(
            !JUnitSchema.problems(
                in: "<testsuites><testsuite name='a' tests='1' failures='0' errors='0'><testcase name='t' file='f'/></testsuite></testsuites>"
            ).isEmpty)
        #expect(!JUnitSchema.problems(in: "<testsuites><testcase name='t'/></testsuites>").isEmpty)
        #expect(!JUnitSchema.problems(in: "<results/>").isEmpty)
    }

    @Test("counts, failure bodies and skipped reasons are as CI reporters expect")
    func content() throws {
        let xml = JUnitReport.render(Self.report())
        #expect(xml.contains("<testsuites>\n"), "the strict schema allows no attributes on <testsuites>")
        #expect(
            xml.contains(
                "<testsuite name=\"x\" package=\"conform\" id=\"0\" tests=\"2\" failures=\"1\" errors=\"0\" skipped=\"0\" time=\"0.002\" timestamp=\"1970-01-01T00:00:00\" hostname=\"localhost\">"
            ))
        #expect(
            xml.contains("<testsuite name=\"y\" package=\"conform\" id=\"1\" tests=\"4\" failures=\"1\" errors=\"1\" skipped=\"2\" time=\"0.004\""))
        #expect(xml.contains("<testsuite name=\"invalid specs\" package=\"conform\" id=\"2\" tests=\"1\""))
        #expect(xml.contains("expected &lt;purchase.completed&gt; &amp; &quot;more&quot;"))
        #expect(xml.contains("<skipped message=\"not applicable: lacks &apos;restore&apos;\"/>"))
        #expect(xml.contains("+ event paywall.shown | new"))
        #expect(!xml.contains("\u{1}"), "control characters cannot appear in XML 1.0")
    }

    @Test("expected failures are skipped with a message that says so and gives their reason, and a classname has no dot")
    func xfailAndClassname() {
        var report = Self.report()
        report.pairs.append(
            PairResult(
                specID: "a/diverges", specFile: "Specs/a/diverges.yaml", adapterID: "adapty@3.1",
                outcome: .ran(
                    PairRun(
                        transcript: nil, transcriptText: nil,
                        match: MatchResult(
                            violations: [
                                Violation(
                                    kind: .order, location: SourceLocation(file: "Specs/a/diverges.yaml", line: 3, column: 5), message: "never came")
                            ], checked: 1),
                        divergence: "the docs disagree", golden: .notChecked))))
        report.adapters.append(AdapterInfo(id: "adapty@3.1", sdk: "Adapty iOS", sdkVersion: "3.1", summary: "", capabilities: [], emits: []))
        let xml = JUnitReport.render(report)
        #expect(xml.contains("classname=\"adapty@3_1\""))
        #expect(xml.contains("<skipped message=\"expected failure: the docs disagree\">"))
        #expect(JUnitSchema.problems(in: xml) == [])
    }

    @Test("TAP marks skips and known divergences with directives")
    func tap() {
        let tap = TAPReport.render(Self.report())
        #expect(tap.hasPrefix("TAP version 14\n1..7\n"))
        #expect(tap.contains("ok 1 - x a/pass\n"))
        #expect(tap.contains("not ok 2 - x a/fail\n  ---\n"))
        #expect(tap.contains("# SKIP not applicable"))
        #expect(tap.contains("# TODO known divergence"))
    }

    @Test("GitHub annotations point at the violated line and escape newlines")
    func annotations() {
        let text = GitHubAnnotations.render(Self.report())
        #expect(text.contains("::error file=Specs/a/fail.yaml,line=3,col=5,title=FAIL x a/fail::order: expected"))
        #expect(text.contains("%0Anext: nothing was written here (CI without '--pending-dir')"))
        #expect(text.contains("::error file=Specs/bad.yaml,line=2,col=1,title=invalid spec::tab"))
        #expect(text.split(separator: "\n").count == 4, "one per failing pair and per invalid-spec error")
    }
}
