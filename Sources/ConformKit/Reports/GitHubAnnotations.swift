/// GitHub Actions workflow commands: an `::error file=…,line=…::` annotation per problem, pointing
/// at the spec line that failed, so the failure shows on the pull request's diff.
public enum GitHubAnnotations {
    /// One annotation line per failing pair and per invalid-spec diagnostic.
    public static func render(_ report: RunReport) -> String {
        var out = ""
        for pair in report.pairs where pair.verdict.isFailure {
            let location = pair.violations.first?.location
            let title = "\(pair.verdict.label) \(pair.adapterID) \(pair.specID)"
            var message = FailureText.summary(pair)
            if pair.verdict == .changed || pair.verdict == .new {
                let next = FailureText.nextCommand(pair)
                message += "\n\(next.verb): \(next.command)"
            }
            out += command("error", file: pair.specFile, line: location?.line ?? pair.keyLine, column: location?.column, title: title, message: message)
        }
        for file in report.invalid {
            for d in file.diagnostics where d.severity == .error {
                out += command("error", file: d.location.file, line: d.location.line, column: d.location.column,
                               title: "invalid spec", message: d.message + d.notes.map { "\n\($0)" }.joined())
            }
        }
        return out
    }

    static func command(_ kind: String, file: String, line: Int?, column: Int?, title: String, message: String) -> String {
        var properties = ["file=\(property(file))"]
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
        return visible.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes property values: as data, plus `:` and `,`.
    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

extension PairResult {
    /// The line an annotation points at when no expectation names one: the spec's `expect` key.
    var keyLine: Int? { nil }
}
