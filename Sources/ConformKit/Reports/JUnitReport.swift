/// JUnit XML (`--format junit`), the format Jenkins, GitLab and GitHub test reporters read: one
/// `<testsuite>` per adapter, one `<testcase>` per spec, failures with their details and golden
/// diff. No timestamps or durations, so identical runs give identical files.
public enum JUnitReport {
    /// Renders `report`.
    public static func render(_ report: RunReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out.reserveCapacity(256 + report.pairs.count * 220)
        let counts = tally(report.pairs)
        let invalidCount = report.invalid.count
        // Attributes are those of the JUnit schema Jenkins, GitLab and GitHub reporters accept
        // (skipped counts live on each testsuite; a testcase has no file or line attribute there).
        out += "<testsuites name=\"conform\" tests=\"\(report.pairs.count + invalidCount)\" failures=\"\(counts.failures)\" errors=\"\(counts.errors + invalidCount)\">\n"
        for adapter in report.adapters {
            let pairs = report.pairs.filter { $0.adapterID == adapter.id }
            let c = tally(pairs)
            out += "  <testsuite name=\"\(XMLEscaping.escape(adapter.id))\" tests=\"\(pairs.count)\" failures=\"\(c.failures)\" errors=\"\(c.errors)\" skipped=\"\(c.skipped)\">\n"
            out += "    <properties>\n"
            out += "      <property name=\"sdk\" value=\"\(XMLEscaping.escape(adapter.sdk))\"/>\n"
            out += "      <property name=\"sdk_version\" value=\"\(XMLEscaping.escape(adapter.sdkVersion))\"/>\n"
            out += "    </properties>\n"
            for pair in pairs { testcase(pair, into: &out) }
            out += "  </testsuite>\n"
        }
        if !report.invalid.isEmpty {
            out += "  <testsuite name=\"invalid specs\" tests=\"\(invalidCount)\" failures=\"0\" errors=\"\(invalidCount)\" skipped=\"0\">\n"
            for file in report.invalid {
                let id = file.specID ?? file.file
                let text = file.diagnostics.map { "\($0.location): \($0.message)" + $0.notes.map { "\n  note: \($0)" }.joined() }.joined(separator: "\n")
                out += "    <testcase classname=\"invalid\" name=\"\(XMLEscaping.escape(id))\">\n"
                out += "      <error type=\"invalid-spec\" message=\"\(XMLEscaping.escape(file.diagnostics.first?.message ?? "invalid spec"))\">\(XMLEscaping.escape(text))</error>\n"
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    static func testcase(_ pair: PairResult, into out: inout String) {
        let classname = XMLEscaping.escape(pair.adapterID)
        out += "    <testcase classname=\"\(classname)\" name=\"\(XMLEscaping.escape(pair.specID))\""
        let body: String?
        switch pair.verdict {
        case .pass, .expectedFail:
            body = FailureText.coverage(pair).map { "      <system-out>\(XMLEscaping.escape($0))</system-out>\n" }
        case .notApplicable, .notObservable:
            body = "      <skipped message=\"\(XMLEscaping.escape(FailureText.summary(pair)))\"/>\n"
        case .error:
            body = "      <error type=\"error\" message=\"\(XMLEscaping.escape(FailureText.summary(pair)))\">\(XMLEscaping.escape(FailureText.details(pair)))</error>\n"
        case .fail, .changed, .new, .unexpectedPass, .notRecorded:
            body = "      <failure type=\"\(pair.verdict.rawValue)\" message=\"\(XMLEscaping.escape(FailureText.summary(pair)))\">\(XMLEscaping.escape(FailureText.details(pair)))</failure>\n"
        }
        if let body {
            out += ">\n" + body + "    </testcase>\n"
        } else {
            out += "/>\n"
        }
    }

    static func tally(_ pairs: [PairResult]) -> (failures: Int, errors: Int, skipped: Int) {
        var f = 0, e = 0, s = 0
        for pair in pairs {
            switch pair.verdict {
            case .fail, .changed, .new, .unexpectedPass, .notRecorded: f += 1
            case .error: e += 1
            case .notApplicable, .notObservable: s += 1
            case .pass, .expectedFail: break
            }
        }
        return (f, e, s)
    }
}
