import Foundation

/// One fixture of the malformed-input corpus (`Tests/Fixtures/bad-inputs/`): a spec, a
/// `conform.yaml`, a divergence list, a damaged golden or a corrupt pending file, with the
/// diagnostics it must produce. Expectations are written in the file's leading comment lines, or
/// in a sidecar `<name>.expect` for a file that cannot hold a comment (an empty file, a transcript,
/// a file whose lines end in carriage returns):
///
/// ```
/// # expect: 5:1 yaml.tab-indent "indent with spaces"
/// ```
///
/// — the line and column, the diagnostic id, and a fragment of its message or notes. Adding a
/// case is adding a file.
struct BadInput: Sendable, CustomStringConvertible {
    /// What kind of file a fixture is, by the folder it lives in.
    enum Kind: String, Sendable, CaseIterable {
        case specs, configs, divergences
        /// A golden that no longer reads back: `conform run` makes it its pair's located finding (exit 1).
        case goldens
        /// A pending file that does not read back: `conform accept` refuses it, located (exit 2).
        case pending

        /// The exit status the command a fixture of this kind is given to must end with.
        var exitStatus: Int32 { self == .goldens ? 1 : 2 }
    }

    /// One diagnostic a fixture must produce.
    struct Expectation: Sendable {
        /// 1-based line.
        var line: Int
        /// 1-based column.
        var column: Int
        /// The diagnostic's stable id.
        var id: String
        /// Text the diagnostic's message or notes must contain.
        var fragment: String
    }

    /// The corpus folder.
    static let root = ConformBinary.packageRoot + "/Tests/Fixtures/bad-inputs"

    /// The fixture's kind.
    var kind: Kind
    /// Its file name.
    var name: String
    /// What it must produce; empty when its expectations are missing or malformed.
    var expectations: [Expectation]

    /// `specs/tab-indent.yaml`: the name tests are reported under.
    var description: String { "\(kind.rawValue)/\(name)" }

    /// The fixture's path.
    var path: String { "\(Self.root)/\(kind.rawValue)/\(name)" }

    /// Every fixture, sorted by kind and name.
    static var all: [BadInput] {
        Kind.allCases.flatMap { kind -> [BadInput] in
            let folder = "\(root)/\(kind.rawValue)"
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !$0.hasSuffix(".expect") }
            return names.sorted().map { name in
                BadInput(kind: kind, name: name, expectations: Self.expectations(at: "\(folder)/\(name)"))
            }
        }
    }

    /// The expectations of the fixture at `path`: its sidecar's lines, or its leading `# expect:` comments.
    static func expectations(at path: String) -> [Expectation] {
        let lines: [Substring]
        if let sidecar = FileManager.default.contents(atPath: path + ".expect") {
            lines = String(decoding: sidecar, as: UTF8.self).split(separator: "\n")
        } else {
            let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
            lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                .prefix { $0.hasPrefix("#") }
                .filter { $0.hasPrefix("# expect: ") }
                .map { $0.dropFirst("# expect: ".count) }
        }
        return lines.compactMap(parse)
    }

    /// `5:1 yaml.tab-indent "indent with spaces"`, or nil when the line does not read so.
    static func parse(_ line: Substring) -> Expectation? {
        let parts = line.split(separator: " ", maxSplits: 2)
        guard parts.count == 3 else { return nil }
        let position = parts[0].split(separator: ":")
        let quoted = parts[2]
        guard position.count == 2, let line = Int(position[0]), let column = Int(position[1]),
            quoted.count >= 2, quoted.first == "\"", quoted.last == "\""
        else { return nil }
        return Expectation(line: line, column: column, id: String(parts[1]), fragment: String(quoted.dropFirst().dropLast()))
    }
}
