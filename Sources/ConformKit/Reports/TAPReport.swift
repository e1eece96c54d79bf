/// TAP version 14 (`--format tap`, `--tap FILE`): one test point per (spec, adapter); not applicable
/// and not observable as SKIP (not recorded too, unless `--require-recordings` makes it a failure),
/// known divergences as TODO, and a YAML block — readable by any YAML
/// reader — under failures, invalid specs and partially checked passes. Obsolete goldens close the
/// stream as comments.
package enum TAPReport {
    /// Renders `report`.
    package static func render(_ report: RunReport) -> String {
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
                        out += "    - \(yamlQuoted(FailureText.unobservable(item)))\n"
                    }
                    out += "  ...\n"
                }
            case .notApplicable, .notObservable:
                out += "ok \(n) - \(name) # SKIP \(oneLine(FailureText.summary(pair)))\n"
            case .notRecorded where !report.requireRecordings:
                out += "ok \(n) - \(name) # SKIP not recorded: \(oneLine(FailureText.summary(pair)))\n"
            case .expectedFail:
                out += "not ok \(n) - \(name) # TODO \(oneLine(FailureText.summary(pair)))\n"
            case .fail, .changed, .new, .unexpectedPass, .error, .notRecorded:
                out += "not ok \(n) - \(name)\n"
                out += "  ---\n"
                out += "  verdict: \(pair.verdict.rawValue)\n"
                out += "  message: \(yamlQuoted(FailureText.summary(pair)))\n"
                out += "  at: \(yamlQuoted(pair.violations.first.map { "\($0.location)" } ?? pair.specFile))\n"
                let details = FailureText.details(pair, goldenRoot: report.goldenRoot(of: pair))
                    .split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
                if !details.isEmpty {
                    out += "  details: |-\n"
                    for line in details { out += "    \(line.hasPrefix("    ") ? line.dropFirst(4) : line)\n" }
                }
                out += "  ...\n"
            }
        }
        for file in report.invalid {
            n += 1
            out += "not ok \(n) - invalid spec \(file.specID ?? file.file)\n  ---\n"
            out += "  verdict: error\n"
            out += "  message: \(yamlQuoted(file.diagnostics.first?.message ?? "invalid spec"))\n"
            out += "  at: \(yamlQuoted(file.diagnostics.first.map { "\($0.location)" } ?? file.file))\n"
            out += "  diagnostics:\n"
            for d in file.diagnostics { out += "    - \(yamlQuoted("\(d.location): \(d.severity.rawValue): \(d.message)"))\n" }
            out += "  ...\n"
        }
        for key in report.obsolete {
            out +=
                "# obsolete golden: \(key.adapterID) \(key.specID) (no spec produces it any more\(report.pruned ? "; removed" : "; remove with 'conform run --prune'"))\n"
        }
        return out
    }

    /// A description on one line: a `#` would start a directive, a newline a new line.
    static func oneLine(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "#", with: "\\#")
    }

    static func yamlQuoted(_ text: String) -> String {
        var w = ""
        JSONWriter.appendQuoted(text, to: &w)
        return w
    }
}
