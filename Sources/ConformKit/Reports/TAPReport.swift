/// TAP version 14 (`--format tap`): one test point per (spec, adapter); not applicable as SKIP,
/// known divergences as TODO, details in a YAML block under failures.
public enum TAPReport {
    /// Renders `report`.
    public static func render(_ report: RunReport) -> String {
        var out = "TAP version 14\n1..\(report.pairs.count + report.invalid.count)\n"
        var n = 0
        for pair in report.pairs {
            n += 1
            let name = "\(pair.adapterID) \(pair.specID)"
            switch pair.verdict {
            case .pass:
                out += "ok \(n) - \(name)\n"
                if let run = pair.run, !run.match.unobservable.isEmpty {
                    out += "  ---\n  checked: \(run.match.checked)\n  not_checked:\n"
                    for item in run.match.unobservable {
                        out += "    - \(yamlQuoted("\(item.expectation) (line \(item.location.line))"))\n"
                    }
                    out += "  ...\n"
                }
            case .notApplicable, .notObservable:
                out += "ok \(n) - \(name) # SKIP \(FailureText.summary(pair))\n"
            case .expectedFail:
                out += "not ok \(n) - \(name) # TODO \(FailureText.summary(pair))\n"
            case .fail, .changed, .new, .unexpectedPass, .error, .notRecorded:
                out += "not ok \(n) - \(name)\n"
                out += "  ---\n"
                out += "  verdict: \(pair.verdict.rawValue)\n"
                out += "  message: \(yamlQuoted(FailureText.summary(pair)))\n"
                out += "  at: \(yamlQuoted(pair.violations.first.map { "\($0.location)" } ?? pair.specFile))\n"
                out += "  details: |\n"
                for line in FailureText.details(pair).split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
                    out += "    \(line)\n"
                }
                out += "  ...\n"
            }
        }
        for file in report.invalid {
            n += 1
            out += "not ok \(n) - invalid spec \(file.specID ?? file.file)\n  ---\n"
            for d in file.diagnostics { out += "  # \(d.location): \(d.message)\n" }
            out += "  ...\n"
        }
        return out
    }

    static func yamlQuoted(_ text: String) -> String {
        var w = ""
        JSONWriter.appendQuoted(text, to: &w)
        return w
    }
}
