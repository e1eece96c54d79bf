extension PrettyReport {
    /// How much the terminal report says, pytest's way: a green run is one summary line; a red run
    /// prints each problem's details, then a short "what failed" list at the end; `-r` asks for the
    /// end list of other kinds too; `-q` drops the details, `-v` adds a line per pair.
    package struct Options: Sendable, Equatable {
        /// How many lines: quiet, normal or verbose.
        package enum Verbosity: Int, Sendable, Comparable {
            /// The end list of what failed and the summary line only.
            case quiet = -1
            /// Each problem's details, the end list and the summary line.
            case normal = 0
            /// A line per pair, with the details of expected failures, not-observable and partially
            /// checked pairs too.
            case verbose = 1

            /// Orders quiet < normal < verbose.
            package static func < (a: Verbosity, b: Verbosity) -> Bool { a.rawValue < b.rawValue }
        }

        /// How many lines.
        package var verbosity: Verbosity
        /// Which kinds of pair the end list names (`-r`).
        package var summaryKinds: [SummaryKind]

        /// Creates options; the defaults are a normal run listing what failed.
        package init(verbosity: Verbosity = .normal, summaryKinds: [SummaryKind] = SummaryKind.failures) {
            self.verbosity = verbosity
            self.summaryKinds = summaryKinds
        }
    }

    /// A kind of pair the end list can name, each with its `-r` letter (pytest's where it has one).
    package enum SummaryKind: Character, Sendable, CaseIterable {
        /// Errors: `E`.
        case error = "E"
        /// Failed expectations: `f`.
        case fail = "f"
        /// Unexpected passes: `X`.
        case unexpectedPass = "X"
        /// Changed goldens: `c`.
        case changed = "c"
        /// New goldens: `n`.
        case new = "n"
        /// Replay pairs without a usable recording, each with the command that records it: `r`.
        case notRecorded = "r"
        /// Expected failures (known divergences), with their reason: `x`.
        case expectedFail = "x"
        /// Not observable pairs, with what could not be seen: `u`.
        case notObservable = "u"
        /// Passes that left expectations unchecked: `P`.
        case partiallyChecked = "P"
        /// Not applicable pairs, with the reason: `s` (skipped).
        case notApplicable = "s"
        /// Passes: `p`.
        case pass = "p"

        /// The kinds that fail a run, the default of `-r` — not recorded too, which fails it only
        /// with `--require-recordings` but is always listed, so a partial recording set never reads green.
        package static let failures: [SummaryKind] = [.error, .fail, .unexpectedPass, .changed, .new, .notRecorded]

        /// What the list's heading calls this kind.
        var heading: String {
            switch self {
            case .error: return "errors"
            case .fail: return "failed"
            case .unexpectedPass: return "unexpected passes"
            case .changed: return "changed goldens"
            case .new: return "new goldens"
            case .notRecorded: return "not recorded"
            case .expectedFail: return "expected failures (known divergences)"
            case .notObservable: return "not observable"
            case .partiallyChecked: return "partially checked"
            case .notApplicable: return "not applicable"
            case .pass: return "passed"
            }
        }

        /// Whether `pair` is of this kind.
        func contains(_ pair: PairResult) -> Bool {
            switch self {
            case .error: return pair.verdict == .error
            case .fail: return pair.verdict == .fail
            case .unexpectedPass: return pair.verdict == .unexpectedPass
            case .changed: return pair.verdict == .changed
            case .new: return pair.verdict == .new
            case .notRecorded: return pair.verdict == .notRecorded
            case .expectedFail: return pair.verdict == .expectedFail
            case .notObservable: return pair.verdict == .notObservable
            case .partiallyChecked: return pair.verdict == .pass && !pair.unobservable.isEmpty
            case .notApplicable: return pair.verdict == .notApplicable
            case .pass: return pair.verdict == .pass
            }
        }

        /// Parses `-r` letters: the kinds' own, `a` (all but passes), `A` (all) and `N` (none).
        /// Nil with the first unknown letter.
        package static func parse(_ text: String) -> Result<[SummaryKind], UnknownLetter> {
            var kinds: [SummaryKind] = []
            for letter in text {
                switch letter {
                case "a": kinds += allCases.filter { $0 != .pass }
                case "A": kinds += allCases
                case "N": kinds = []
                default:
                    guard let kind = SummaryKind(rawValue: letter) else { return .failure(UnknownLetter(letter: letter)) }
                    kinds.append(kind)
                }
            }
            // In the order the list prints them, each once.
            return .success(allCases.filter(kinds.contains))
        }

        /// A `-r` letter no kind has.
        package struct UnknownLetter: Error, Sendable {
            package var letter: Character
        }
    }
}
