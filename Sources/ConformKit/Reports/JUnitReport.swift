/// JUnit XML (`--format junit`, `--junit FILE`), the format Jenkins, GitLab and GitHub test
/// reporters read: one `<testsuite>` per adapter, one `<testcase>` per spec, failures with their
/// details and golden diff.
///
/// The file is valid against both Jenkins' `junit-10.xsd` and the strict Apache Ant schema
/// (windyroad `JUnit.xsd`), which shapes it: `<testsuites>` has no attributes; every suite has its
/// `package`, `id`, `timestamp`, `hostname` and `time`, one `<properties>` and a `<system-out>` and
/// `<system-err>` after its test cases; a test case holds at most one `<failure>`, `<error>` or
/// `<skipped>`. It stays deterministic: Conform runs on virtual time, so each test case's `time` is a
/// fixed nominal `0.001` (not zero: junit2html's matrix divides by the total), a suite's `time` the
/// sum of its cases', the `timestamp` the fixed `1970-01-01T00:00:00` and the `hostname`
/// `localhost` (docs/ci.md).
/// A `<skipped>` carries only a `message` (the current windyroad schema allows no `type`), which
/// says which kind it is: `expected failure: ` and the known divergence's reason, `not applicable: `
/// or `not observable on this adapter: ` and what is missing, or `not recorded: ` and the command
/// that records it (a replay adapter's partial set, unless `--require-recordings` made it a failure);
/// suite properties are named after their adapter (`miniwall.sdk`), since xunitparser keeps one
/// set for the whole file; a `classname` has no dot (`adapty@3.1` is `adapty@3_1`), because Jenkins splits it at the last
/// dot into a package and a class.
package enum JUnitReport {
    /// The fixed `time` of every test case, in seconds.
    package static let caseTime = "0.001"

    /// A suite's `time`: `tests` nominal case times, `0.015` for 15.
    static func suiteTime(_ tests: Int) -> String {
        let thousandths = String(tests % 1000)
        return "\(tests / 1000)." + String(repeating: "0", count: 3 - thousandths.count) + thousandths
    }

    /// How an expected failure's `<skipped message>` starts, before the divergence's reason.
    package static let expectedFailurePrefix = "expected failure: "

    /// The fixed `timestamp` of every suite.
    package static let timestamp = "1970-01-01T00:00:00"

    /// Renders `report`.
    package static func render(_ report: RunReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        out.reserveCapacity(256 + report.pairs.count * 220)
        var byAdapter: [String: [Int]] = [:]
        for (index, pair) in report.pairs.enumerated() { byAdapter[pair.adapterID, default: []].append(index) }
        var seen = Set<String>()
        var id = 0
        for adapter in report.adapters where seen.insert(adapter.id).inserted {
            let pairs = (byAdapter[adapter.id] ?? []).map { report.pairs[$0] }
            let c = tally(pairs, requireRecordings: report.requireRecordings)
            suiteOpen(name: adapter.id, id: id, tests: pairs.count, failures: c.failures, errors: c.errors, skipped: c.skipped, into: &out)
            id += 1
            out += "    <properties>\n"
            // Named after the adapter: xunitparser keeps one set of properties for the whole file.
            property("\(adapter.id).sdk", adapter.sdk, into: &out)
            property("\(adapter.id).sdk_version", adapter.sdkVersion, into: &out)
            out += "    </properties>\n"
            for pair in pairs { testcase(pair, goldenRoot: report.goldenRoot(of: pair), requireRecordings: report.requireRecordings, into: &out) }
            // What a test case cannot hold in the strict schema: what partially checked passes left
            // unchecked, and the adapter's obsolete goldens.
            var notes: [String] = []
            for pair in pairs where pair.verdict == .pass {
                if let coverage = FailureText.coverage(pair) { notes.append("\(pair.specID): \(coverage)") }
            }
            for key in report.obsolete where key.adapterID == adapter.id {
                notes.append("obsolete golden: \(key.specID) (no spec produces it any more; remove with 'conform run --prune')")
            }
            out += "    <system-out>"
            out += XMLEscaping.escape(notes.joined(separator: "\n"))
            out += "</system-out>\n    <system-err></system-err>\n  </testsuite>\n"
        }
        if !report.invalid.isEmpty {
            let n = report.invalid.count
            suiteOpen(name: "invalid specs", id: id, tests: n, failures: 0, errors: n, skipped: 0, into: &out)
            out += "    <properties></properties>\n"
            for file in report.invalid {
                let name = file.specID ?? file.file
                let text = file.diagnostics.map { "\($0.location): \($0.message)" + $0.notes.map { "\n  note: \($0)" }.joined() }.joined(
                    separator: "\n")
                out += "    <testcase name=\"\(XMLEscaping.escape(name))\" classname=\"invalid\" time=\"\(caseTime)\">\n"
                out +=
                    "      <error type=\"invalid-spec\" message=\"\(XMLEscaping.escape(file.diagnostics.first?.message ?? "invalid spec"))\">\(XMLEscaping.escape(text))</error>\n"
                out += "    </testcase>\n"
            }
            out += "    <system-out></system-out>\n    <system-err></system-err>\n  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// A `<testsuite>` start tag with every attribute both schemas want.
    static func suiteOpen(name: String, id: Int, tests: Int, failures: Int, errors: Int, skipped: Int, into out: inout String) {
        out += "  <testsuite name=\"\(XMLEscaping.escape(name))\" package=\"conform\" id=\"\(id)\" tests=\"\(tests)\" "
        out +=
            "failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(suiteTime(tests))\" timestamp=\"\(timestamp)\" hostname=\"localhost\">\n"
    }

    /// One `<property>`.
    static func property(_ name: String, _ value: String, into out: inout String) {
        out += "      <property name=\"\(XMLEscaping.escape(name))\" value=\"\(XMLEscaping.escape(value))\"/>\n"
    }

    /// The `classname` of an adapter's test cases: its id with dots as underscores, so Jenkins does
    /// not split `adapty@3.1` into a package `adapty@3` and a class `1`.
    package static func classname(_ adapterID: String) -> String {
        adapterID.replacingOccurrences(of: ".", with: "_")
    }

    /// How a skipped `not_recorded` pair's message starts, before what records it.
    package static let notRecordedPrefix = "not recorded: "

    static func testcase(_ pair: PairResult, goldenRoot: String?, requireRecordings: Bool, into out: inout String) {
        out +=
            "    <testcase name=\"\(XMLEscaping.escape(pair.specID))\" classname=\"\(XMLEscaping.escape(classname(pair.adapterID)))\" time=\"\(caseTime)\""
        let body: String?
        let message = XMLEscaping.escape(FailureText.summary(pair))
        switch pair.verdict {
        case .pass:
            body = nil
        case .expectedFail:
            body =
                "      <skipped message=\"\(expectedFailurePrefix)\(XMLEscaping.escape(pair.divergenceReason ?? "known divergence"))\">\(XMLEscaping.escape(FailureText.details(pair, goldenRoot: goldenRoot)))</skipped>\n"
        case .notApplicable, .notObservable:
            body = "      <skipped message=\"\(message)\"/>\n"
        case .notRecorded where !requireRecordings:
            body = "      <skipped message=\"\(notRecordedPrefix)\(message)\"/>\n"
        case .error:
            body =
                "      <error type=\"error\" message=\"\(message)\">\(XMLEscaping.escape(FailureText.details(pair, goldenRoot: goldenRoot)))</error>\n"
        case .fail, .changed, .new, .unexpectedPass, .notRecorded:
            body =
                "      <failure type=\"\(pair.verdict.rawValue)\" message=\"\(message)\">\(XMLEscaping.escape(FailureText.details(pair, goldenRoot: goldenRoot)))</failure>\n"
        }
        if let body {
            out += ">\n" + body + "    </testcase>\n"
        } else {
            out += "/>\n"
        }
    }

    static func tally(_ pairs: [PairResult], requireRecordings: Bool) -> (failures: Int, errors: Int, skipped: Int) {
        var f = 0, e = 0, s = 0
        for pair in pairs {
            switch pair.verdict {
            case .notRecorded where !requireRecordings: s += 1
            case .fail, .changed, .new, .unexpectedPass, .notRecorded: f += 1
            case .error: e += 1
            case .notApplicable, .notObservable, .expectedFail: s += 1
            case .pass: break
            }
        }
        return (f, e, s)
    }
}
