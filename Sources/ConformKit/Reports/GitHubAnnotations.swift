/// GitHub Actions workflow commands: an `::error file=…,line=…::` annotation per problem, pointing
/// at the spec line that failed, so the failure shows on the pull request's diff.
///
/// GitHub shows at most `limit` (10) error annotations per step and silently drops the rest, so
/// they are chosen by priority — errors and invalid specs, then failed expectations and unexpected
/// passes, then changed and new goldens — and when there are more, the last one says how many more
/// there are and where to read them. A `not_recorded` pair that does not fail the run (no
/// `--require-recordings`) is a warning, last.
package enum GitHubAnnotations {
    /// GitHub's limit of error annotations per step.
    package static let limit = 10

    /// At most `limit` annotation lines, most serious first. `goldenRoot` makes the accept commands
    /// name `--pending-dir` when the pending files are elsewhere.
    package static func render(_ report: RunReport, limit: Int = limit, goldenRoot: String? = nil) -> String {
        let annotations = all(report, goldenRoot: goldenRoot)
        guard annotations.count > limit else { return annotations.joined() }
        let more = annotations.count - (limit - 1)
        return annotations.prefix(limit - 1).joined()
            + command(
                "error", file: nil, line: nil, column: nil, title: "\(more) more problems",
                message: "\(more) more problems are not annotated (GitHub shows \(limit) a step): "
                    + "read them in the step summary and the JUnit or HTML report")
    }

    /// Every annotation, in priority order.
    static func all(_ report: RunReport, goldenRoot: String?) -> [String] {
        // Without a root given, each pair's own (a package adapter's goldens live in the package).
        var errors: [String] = [], failures: [String] = [], goldens: [String] = [], warnings: [String] = []
        for pair in report.pairs where pair.verdict.isFailure {
            let title = "\(pair.verdict.label) \(pair.adapterID) \(pair.specID)"
            guard report.fails(pair) else {
                warnings.append(command("warning", file: pair.specFile, line: nil, column: nil, title: title, message: FailureText.summary(pair)))
                continue
            }
            let location = pair.violations.first?.location
            var message = FailureText.summary(pair)
            if pair.verdict == .changed || pair.verdict == .new {
                message += "\nnext: " + FailureText.nextStep(pair, goldenRoot: goldenRoot ?? report.goldenRoot(of: pair))
            }
            let line = command("error", file: pair.specFile, line: location?.line, column: location?.column, title: title, message: message)
            switch pair.verdict {
            case .error: errors.append(line)
            case .fail, .unexpectedPass: failures.append(line)
            default: goldens.append(line)
            }
        }
        var invalid: [String] = []
        for file in report.invalid {
            for d in file.diagnostics where d.severity == .error {
                invalid.append(
                    command(
                        "error", file: d.location.file, line: d.location.line, column: d.location.column,
                        title: "invalid spec", message: d.message + d.notes.map { "\n\($0)" }.joined()))
            }
        }
        return errors + invalid + failures + goldens + warnings
    }

    static func command(_ kind: String, file: String?, line: Int?, column: Int?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=\(property(file))") }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=\(property(title))")
        return "::\(kind) \(properties.joined(separator: ","))::\(data(message))\n"
    }

    /// Escapes message data: line by line, control and invisible characters as `VisibleText`
    /// shows them (a file name's escape sequence never reaches the log), then `%`, CR and LF as the
    /// runner reads them.
    static func data(_ s: String) -> String {
        let visible = s.split(separator: "\n", omittingEmptySubsequences: false).map { VisibleText.visible($0) }.joined(separator: "\n")
        return visible.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(
            of: "\n", with: "%0A")
    }

    /// Escapes property values: as data, plus `:` and `,`.
    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
