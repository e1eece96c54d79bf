import Foundation

/// A value an option takes from a closed set: the declaration lists its cases as the choices, the
/// parser refuses anything else (naming them, with a did-you-mean: `Arguments.validate`), and the
/// command reads the case and switches over it, never over the text typed.
protocol OptionChoice: RawRepresentable<String>, CaseIterable, Sendable {}

/// A report format; each command's `--format` takes some of them, and each report file option
/// (`--json FILE`) writes one.
enum ReportFormat: String, OptionChoice {
    case pretty, text, json, junit, tap, markdown, html

    /// What the notes call it: `wrote the JUnit report`.
    var title: String {
        switch self {
        case .json, .tap, .html: rawValue.uppercased()
        case .junit: "JUnit"
        case .pretty, .text, .markdown: rawValue
        }
    }
}

/// A path the user types, as its option or argument declares it: whether the command reads or
/// writes it, and whether it names a file or a folder. Paths are rebased into the workspace
/// (`Arguments.rebasePaths`) and completed by the shells (`CompletionScript`) by this, never by
/// the placeholder the help shows.
struct PathKind: Sendable, Equatable {
    enum Access: Sendable { case read, written }
    enum Names: Sendable { case file, folder, either }
    let access: Access
    let names: Names
    /// Whether the value may instead be a name that is no path (a spec id): it is a path only when
    /// a file of that name exists where it was typed, or it ends in `.yaml`.
    var orName = false
    /// Whether `-` names stdout instead of a file (`--json -`); where it does not, `-` is refused
    /// (`Arguments.validate`) rather than written as a file or folder of that name.
    var stdout = false

    /// Whether `value`, typed where this kind is declared, is a path: always, unless it may be a
    /// name instead, when it is a path only if it ends in `.yaml` or names a file where it was typed.
    func isPath(_ value: String) -> Bool { !orName || value.hasSuffix(".yaml") || FileManager.default.fileExists(atPath: value) }

    /// A file or folder the command reads.
    static func read(_ names: Names) -> PathKind { PathKind(access: .read, names: names) }
    /// A file or folder the command writes.
    static func written(_ names: Names, stdout: Bool = false) -> PathKind { PathKind(access: .written, names: names, stdout: stdout) }
    /// A spec file, or a spec's id.
    static let specOrID = PathKind(access: .read, names: .file, orName: true)
}
