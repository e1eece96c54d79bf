#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ConformKit
import Foundation

/// The only place that looks at the terminal and the environment.
enum Terminal {
    /// When to colour: `--color auto|always|never`.
    enum ColourMode: String, OptionChoice {
        /// On a terminal, unless NO_COLOR says otherwise (FORCE_COLOR turns it on off a terminal).
        case auto
        /// Always, whatever the environment.
        case always
        case never
    }

    /// The `--color` the command line gave, set once (by `CLI.run`) before the command runs.
    static let colourMode = Locked<ColourMode>(.auto)

    /// Whether to colour what goes to `fd`. `--color always|never` decides; otherwise NO_COLOR (set and
    /// not empty) turns colour off, FORCE_COLOR (set, not empty, not `0` or `false`) turns it on, and
    /// without either, colour only on a terminal that is not `dumb`.
    static func colour(fd: Int32) -> Bool {
        let env = ProcessInfo.processInfo.environment
        return decide(
            mode: colourMode.withLock { $0 }, noColour: env["NO_COLOR"], forceColour: env["FORCE_COLOR"],
            term: env["TERM"], isTerminal: isatty(fd) == 1)
    }

    /// How many columns the terminal `fd` writes to has, for text that can be wrapped to fit: a
    /// `COLUMNS` of 40 or more says it (as shells export it, and tests set it); else the terminal's
    /// own size; nil when `fd` is no terminal (a file or a pipe keeps whole lines).
    static func width(fd: Int32) -> Int? {
        if let text = ProcessInfo.processInfo.environment["COLUMNS"], let columns = Int(text), columns >= 40 { return columns }
        guard isatty(fd) == 1 else { return nil }
        var size = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &size) == 0, size.ws_col >= 40 else { return nil }
        return Int(size.ws_col)
    }

    /// The colour rule as a pure function, for a table test.
    static func decide(mode: ColourMode, noColour: String?, forceColour: String?, term: String?, isTerminal: Bool) -> Bool {
        switch mode {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColour, !noColour.isEmpty { return false }
            if let force = forceColour, !force.isEmpty, force != "0", force.lowercased() != "false" { return true }
            if term == "dumb" { return false }
            return isTerminal
        }
    }

    /// Whether the environment says this is CI.
    static var isCI: Bool { ContinuousIntegration.detected(in: ProcessInfo.processInfo.environment) }

    /// Writes to stdout, safe for a CI log (`VisibleText.safeForLog`).
    static func out(_ text: String) {
        StandardStream.write(1, VisibleText.safeForLog(text, colour: colour(fd: 1)).utf8)
    }

    /// Writes to stderr, safe for a CI log (`VisibleText.safeForLog`).
    static func err(_ text: String) {
        StandardStream.write(2, VisibleText.safeForLog(text, colour: colour(fd: 2)).utf8)
    }

    /// Writes to stderr as it is, for what conform itself means the terminal or the CI runner to
    /// act on: progress redraws (carriage return, erase line) and workflow-command annotations.
    /// Never for text that holds user values unescaped.
    static func errVerbatim(_ text: String) {
        StandardStream.write(2, text.utf8)
    }
}
