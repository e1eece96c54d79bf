#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ConformKit
import Foundation

/// The only place that looks at the terminal and the environment.
enum Terminal {
    /// Whether to colour what goes to `fd`: only on a terminal, never with NO_COLOR.
    static func colour(fd: Int32) -> Bool {
        if let noColour = ProcessInfo.processInfo.environment["NO_COLOR"], !noColour.isEmpty { return false }
        if ProcessInfo.processInfo.environment["TERM"] == "dumb" { return false }
        return isatty(fd) == 1
    }

    /// Whether the environment says this is CI.
    static var isCI: Bool {
        let env = ProcessInfo.processInfo.environment
        for key in ["CI", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE", "JENKINS_URL", "TEAMCITY_VERSION", "CIRCLECI", "TF_BUILD"] {
            if let value = env[key], !value.isEmpty, value.lowercased() != "false", value != "0" { return true }
        }
        return false
    }

    /// Writes to stdout, safe for a CI log (`VisibleText.safeForLog`).
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data(VisibleText.safeForLog(text, colour: colour(fd: 1)).utf8))
    }

    /// Writes to stderr, safe for a CI log (`VisibleText.safeForLog`).
    static func err(_ text: String) {
        FileHandle.standardError.write(Data(VisibleText.safeForLog(text, colour: colour(fd: 2)).utf8))
    }

    /// Writes to stderr as it is, for what conform itself means the terminal or the CI runner to
    /// act on: progress redraws (carriage return, erase line) and workflow-command annotations.
    /// Never for text that holds user values unescaped.
    static func errVerbatim(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }
}
