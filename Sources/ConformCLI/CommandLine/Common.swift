import ConformKit

/// The options several commands share, declared once so that each reads and parses alike.
enum Common {
    /// `-h, --help`, which every command takes.
    static let help = Flag("--help", short: "h", help: "show this help")

    /// `--color WHEN`, which every command takes.
    static let color = Option<Terminal.ColourMode?>(
        "--color", "WHEN", choices: Terminal.ColourMode.allCases,
        help: "colour: auto (on a terminal, unless NO_COLOR; FORCE_COLOR forces it), always or never")

    /// `-j, --jobs N`: how many specs run at once.
    static let jobs = Option<Int?>("--jobs", "N", short: "j", help: "worker threads (default: the number of cores)")

    /// `--filter GLOB`: specs by id.
    static let filter = Option<[String]>("--filter", "GLOB", help: "only specs whose id matches a glob such as 'purchase/*' or 'restore/**'")

    /// `--tag T`: specs by tag.
    static let tag = Option<[String]>("--tag", "T", help: "only specs tagged T")

    /// `--allow-outside`: read spec paths, and write goldens, outside the workspace. The files
    /// and folders options name are written where they say without it.
    static let allowOutside = Flag(
        "--allow-outside",
        help: "read specs and write goldens outside the current folder (refused without it)")

    /// `--trace-adapter`: the wire log of external adapters.
    static let traceAdapter = Flag("--trace-adapter", help: "print external adapters' wire log to stderr ('→' sent, '←' received)")

    /// `--adapter A…`, described as the command uses it.
    static func adapter(_ help: String) -> Option<[String]> { Option<[String]>("--adapter", "A", help: help) }

    /// `--format F` choosing among `formats`, the first of which is the default and the value when
    /// it is absent; any other value is refused by the parser, as every declared choice is
    /// (`Arguments.validate`).
    static func format(_ formats: [ReportFormat]) -> Option<ReportFormat> {
        var names = formats.enumerated().map { $0.offset == 0 ? "\($0.element.rawValue) (default)" : $0.element.rawValue }
        let last = names.popLast() ?? ""
        let list = names.isEmpty ? last : names.joined(separator: ", ") + " or " + last
        return Option(.value("--format", "F", choices: formats.map(\.rawValue), help: list)) { given in
            given.last.flatMap(ReportFormat.init(rawValue:)) ?? formats[0]
        }
    }

    /// `-o, --output FILE`: the report to a file instead of stdout, `what` describing the report;
    /// nil for stdout, which `-` names as well.
    static func output(_ what: String) -> Option<String?> {
        Option<String?>(.value("--output", "FILE", short: "o", help: "write \(what) to FILE instead of stdout ('-' for stdout)")) { given in
            given.last == "-" ? nil : given.last
        }.writing(stdout: true)
    }

    /// `-q, --quiet`: the end list and the summary line only.
    static let quiet = Flag("--quiet", short: "q", help: "only what failed and the summary line; no details, no notes")

    /// `-v, --verbose`: a line per pair.
    static let verbose = Flag(
        "--verbose", short: "v",
        help: "a line per pair, with the details of expected failures, not observable and partially checked pairs")

    /// `-r, --show LETTERS`: which kinds of pair the end list names, pytest's `-r`.
    static let show = Option<String?>(
        "--show", "LETTERS", short: "r",
        help: "the end list names these kinds (default fEXcnr): f failed, E error, X unexpected pass, "
            + "c changed, n new, r not recorded, x expected failure, u not observable, P partially checked, s not applicable, "
            + "p passed, a all but passes, A all, N none")

    /// `--require-recordings`: a replay adapter's not-recorded pairs fail the run (`conform run`, `conform merge`).
    static let requireRecordings = Flag(
        "--require-recordings",
        help: "fail the run (exit 1) when a replay adapter has no usable recording of a spec it runs "
            + "(not_recorded); without it they are listed with the command that records each")

    /// `--label TEXT`: what the run is called in its reports.
    static let label = Option<String?>(
        "--label", "TEXT",
        help: "call the run TEXT in its JSON report; 'conform trend' heads its column with it (e.g. nightly-2026-11-30)")

    /// `--report FILE`: the HTML report as well.
    static let report = Option<String?>(
        "--report", "FILE",
        help: "also write the HTML report to FILE: matrix, sequence diagrams, diffs (docs/reports.md)"
    ).writing()
}
