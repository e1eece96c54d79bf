import Foundation

/// Replaces what must differ from run to run in a command's output — and only that — with a
/// stable placeholder, so the rest can be compared byte for byte with what was recorded.
struct OutputNormaliser: Sendable {
    /// The folder the command runs in, shown as `<workspace>`.
    let workspace: String
    /// The package root, shown as `<package>` (cases name the shipped examples through it).
    let package: String
    /// The tool's version, shown as `<version>` so that a release does not touch every golden.
    let version: String

    /// Patterns for what the clock and the operating system decide: a process id, and the wall-clock
    /// milliseconds `adapter-check` measures (the last item of a line; virtual times such as
    /// "'advance' by 500 ms" are not at a line's end and stay).
    static let patterns: [(pattern: String, template: String)] = [
        (#"\bpid \d+"#, "pid <pid>"),
        (#", \d+ ms$"#, ", <n> ms")
    ]

    /// Literal texts and the placeholder each becomes, longest first so that a path inside
    /// another is replaced after it. A path appears as the command saw it, which may be the
    /// resolved one (/private/var/… for /var/… on macOS).
    var literals: [(String, String)] {
        var pairs: [(String, String)] = []
        for path in Set([workspace, (workspace as NSString).resolvingSymlinksInPath]) { pairs.append((path, "<workspace>")) }
        for path in Set([package, (package as NSString).resolvingSymlinksInPath]) { pairs.append((path, "<package>")) }
        pairs.sort { $0.0.count > $1.0.count }
        return pairs + [("conform \(version)", "conform <version>"), ("\"\(version)\"", "\"<version>\"")]
    }

    /// `text` with every varying part replaced by its placeholder.
    func normalise(_ text: String) -> String {
        var result = text
        for (literal, placeholder) in literals { result = result.replacingOccurrences(of: literal, with: placeholder) }
        for (pattern, template) in Self.patterns {
            guard let regex = try? NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines]) else { continue }
            result = regex.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: template)
        }
        return result
    }

    /// `text` (a case's argument or environment value) with `<workspace>` and `<package>` replaced
    /// by the real paths.
    func substitute(_ text: String) -> String {
        text.replacingOccurrences(of: "<workspace>", with: workspace).replacingOccurrences(of: "<package>", with: package)
    }
}
