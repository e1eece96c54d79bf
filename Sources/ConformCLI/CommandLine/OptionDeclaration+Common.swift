/// The options several commands share, declared once so that each reads and parses alike.
extension OptionDeclaration {
    /// `-h, --help`, which every command takes.
    static let help = flag("--help", short: "h", help: "show this help")

    /// `--color WHEN`, which every command takes.
    static let color = value("--color", "WHEN", choices: ["auto", "always", "never"],
                             help: "colour: auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it), always or never")

    /// `-j, --jobs N`: how many specs run at once.
    static let jobs = value("--jobs", "N", short: "j", help: "worker threads (default: the number of cores)")

    /// `--filter GLOB`: specs by id.
    static let filter = value("--filter", "GLOB", repeatable: true,
                              help: "only specs whose id matches a glob such as 'purchase/*' or 'restore/**'")

    /// `--tag T`: specs by tag.
    static let tag = value("--tag", "T", repeatable: true, help: "only specs tagged T")

    /// `--allow-outside`: read spec paths, and write goldens and files, outside the workspace.
    static let allowOutside = flag("--allow-outside",
                                   help: "read specs, write goldens and files outside the current folder (refused without it)")

    /// `--trace-adapter`: the wire log of external adapters.
    static let traceAdapter = flag("--trace-adapter",
                                   help: "print external adapters' wire log to stderr ('→' sent, '←' received)")

    /// `--adapter A`, described as the command uses it.
    static func adapter(_ help: String) -> OptionDeclaration {
        value("--adapter", "A", repeatable: true, help: help)
    }

    /// `--format F` choosing among `formats`, the first of which is the default.
    static func format(_ formats: [String]) -> OptionDeclaration {
        var names = formats.enumerated().map { $0.offset == 0 ? "\($0.element) (default)" : $0.element }
        let last = names.popLast() ?? ""
        let list = names.isEmpty ? last : names.joined(separator: ", ") + " or " + last
        return value("--format", "F", choices: formats, help: list)
    }

    /// `--output FILE`: the report to a file instead of stdout.
    static func output(_ what: String) -> OptionDeclaration {
        value("--output", "FILE", short: "o", help: "write \(what) to FILE instead of stdout ('-' for stdout)").writing()
    }

    /// `-q, --quiet`: the end list and the summary line only.
    static let quiet = flag("--quiet", short: "q", help: "only what failed and the summary line; no details, no notes")

    /// `-v, --verbose`: a line per pair.
    static let verbose = flag("--verbose", short: "v",
                              help: "a line per pair, with the details of expected failures, not observable and partially checked pairs")

    /// `-r, --show LETTERS`: which kinds of pair the end list names, pytest's `-r`.
    static let show = value("--show", "LETTERS", short: "r",
                            help: "the end list names these kinds (default fEXcnr): f failed, E error, X unexpected pass, "
                                + "c changed, n new, r not recorded, x expected failure, u not observable, P partially checked, s not applicable, "
                                + "p passed, a all but passes, A all, N none")

    /// `--require-recordings`: a replay adapter's not-recorded pairs fail the run (`conform run`, `conform merge`).
    static let requireRecordings = flag("--require-recordings",
                                        help: "fail the run (exit 1) when a replay adapter has no usable recording of a spec it runs "
                                            + "(not_recorded); without it they are listed with the command that records each")

    /// The report files one run can write beside its terminal output, by format.
    static let reportFiles: [OptionDeclaration] = [
        value("--junit", "FILE", help: "also write the JUnit XML report to FILE ('-' for stdout)").writing(),
        value("--json", "FILE", help: "also write the JSON report to FILE ('-' for stdout)").writing(),
        value("--html", "FILE", help: "also write the HTML report to FILE (as --report)").writing(),
        value("--markdown", "FILE", help: "also write the markdown report to FILE ('-' for stdout)").writing(),
        value("--tap", "FILE", help: "also write the TAP report to FILE ('-' for stdout)").writing(),
    ]

    /// `--label TEXT`: what the run is called in its reports.
    static let label = value("--label", "TEXT",
                             help: "call the run TEXT in its JSON report; 'conform trend' heads its column with it (e.g. nightly-2026-11-30)")

    /// `--report FILE`: the HTML report as well.
    static let report = value("--report", "FILE",
                              help: "also write the HTML report to FILE: matrix, sequence diagrams, diffs (docs/reports.md)").writing()
}
