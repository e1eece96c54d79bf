import ConformKit
import Foundation

/// A command's arguments as the user typed them, parsed by hand (no dependency) from the command's
/// declaration: a clear error and a did-you-mean for anything it does not declare. A command reads
/// its options back only through the typed keys it declared them with (`a[update]`,
/// `try a[Common.jobs]`), never by name.
struct Arguments {
    /// The declaration these were parsed against.
    let declaration: CommandDeclaration
    /// Values of options that take one (`--jobs 4`), by long name, repeated ones in order.
    private var values: [String: [String]] = [:]
    /// Flags given (`--update`), by long name.
    private var flags: Set<String> = []
    private(set) var positional: [String] = []

    /// Parses `args` for the command `declaration` describes: `--name value`, `--name=value`, the
    /// declared one-letter aliases alone or together (`-qv`, `-j2`, `-o FILE`), and `--` before
    /// arguments that start with `-`.
    init(_ args: [String], for declaration: CommandDeclaration) throws {
        self.declaration = declaration
        let command = declaration.name
        var i = 0
        var onlyPositional = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositional || !arg.hasPrefix("-") || arg == "-" {
                guard !declaration.arguments.isEmpty else {
                    throw ConformError.input("'conform \(command)' takes no arguments, not '\(arg)'", next: "see 'conform \(command) --help'")
                }
                positional.append(arg)
                // A command that passes its arguments on reads no options after the first one.
                if declaration.optionPlacement == .beforeArguments { onlyPositional = true }
                continue
            }
            if arg == "--" {
                onlyPositional = true
                continue
            }
            if !arg.hasPrefix("--"), arg.count > 2, !arg.contains("=") {
                // Short options together, as argument-parser reads them: `-qv` is `-q -v`, and a
                // value may follow its letter at once (`-j2`, `-oreport.json`).
                try parseShortGroup(arg, args, &i)
                continue
            }
            var typed = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "=") {
                typed = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            guard let option = declaration.option(named: typed) else {
                throw Self.unknown(typed, for: declaration)
            }
            let name = option.name
            if option.takesValue {
                values[name, default: []].append(try inline ?? Self.value(of: option, in: args, at: &i, command: command))
            } else {
                if inline != nil { throw ConformError.input("option '\(name)' takes no value", next: "write it as '\(name)'") }
                flags.insert(name)
            }
        }
    }

    /// The positional arguments against the declaration: each required one given, and no more
    /// than the declaration takes when none of them repeats (`conform carry A B C`).
    func checkArgumentCount() throws {
        let command = declaration.name
        let usage = declaration.arguments.map(\.usage).joined(separator: " ")
        let required = declaration.arguments.filter { !$0.optional }
        if positional.count < required.count {
            let missing = required[positional.count...].map(\.label).joined(separator: " ")
            throw ConformError.input(
                "'conform \(command)' needs \(usage): \(missing) \(required.count - positional.count == 1 ? "is" : "are") missing",
                next: declaration.examples.first.map { "for example '\($0)'; see 'conform \(command) --help'" } ?? "see 'conform \(command) --help'")
        }
        if !declaration.arguments.contains(where: \.repeating), positional.count > declaration.arguments.count {
            let extra = positional[declaration.arguments.count...].map { "'\(VisibleText.escaped($0))'" }.joined(separator: ", ")
            throw ConformError.input("'conform \(command)' takes \(usage), not also \(extra)", next: "see 'conform \(command) --help'")
        }
    }

    /// Reads `-abc` (each letter a declared short option) from `args`, `i` past it, as
    /// argument-parser reads a group: flags, of which the last may take a value from the next
    /// argument (`-qj 2`); a letter that takes a value first in its group takes the rest as its
    /// value (`-j2`, `-oreport.json`), and anywhere else must end the group.
    private mutating func parseShortGroup(_ group: String, _ args: [String], _ i: inout Int) throws {
        var letters = Substring(group.dropFirst())
        while let letter = letters.first {
            letters = letters.dropFirst()
            guard let option = declaration.option(named: "-\(letter)") else {
                throw Self.unknown("-\(letter)", for: declaration)
            }
            guard option.takesValue else {
                flags.insert(option.name)
                continue
            }
            var value = String(letters)
            if value.isEmpty {
                value = try Self.value(of: option, in: args, at: &i, command: declaration.name)
            } else if letters.count + 2 < group.count {  // not the group's first letter
                let before = group.dropLast(letters.count + 1)
                throw ConformError.input(
                    "'-\(letter)' takes a value, so it cannot stand inside the group '\(VisibleText.escaped(group))'",
                    next: "write '\(before) -\(letter)\(VisibleText.escaped(value))', or end the group with '-\(letter)' and give its value next")
            }
            values[option.name, default: []].append(value)
            return
        }
    }

    /// The value of `option` given as the next argument, `args[i]`, with `i` moved past it.
    private static func value(of option: CommandOption, in args: [String], at i: inout Int, command: String) throws -> String {
        guard i < args.count else {
            throw ConformError.input("option '\(option.name)' needs a value", next: "see 'conform \(command) --help'")
        }
        defer { i += 1 }
        return args[i]
    }

    /// Checks what parsing cannot see one option at a time: an empty value (`--tag ''`, or an
    /// empty item in `--adapter a,,b`), an option that means nothing without another (`--force`
    /// alone), and options that contradict each other (`--update --no-golden`).
    func validate() throws {
        let command = declaration.name
        try checkArgumentCount()
        for option in declaration.allOptions {
            for value in values[option.name] ?? [] {
                let items = option.repeatable ? value.split(separator: ",", omittingEmptySubsequences: false).map(String.init) : [value]
                if items.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
                    let what =
                        value.trimmingCharacters(in: .whitespaces).isEmpty ? "an empty value" : "an empty item in '\(VisibleText.escaped(value))'"
                    throw ConformError.input(
                        "option '\(option.name)' has \(what)",
                        next: "give it a value, such as '\(option.name) \(Self.example(option))', or leave it out")
                }
                // `-` is stdout where the option offers it; elsewhere it is refused, never written as a file or folder named '-'.
                if let path = option.path, path.access == .written, !path.stdout, items.contains("-") {
                    let what = path.names == .folder ? "folder" : "file"
                    throw ConformError.input(
                        "option '\(option.name)' writes a \(what); '-' (stdout) is not one of its places",
                        next: "give it a \(what), such as '\(option.name) \(Self.placeExample(option))' (a \(what) named '-' is './-')")
                }
                // Declared choices are the only values: a value outside them never reaches the command.
                for item in items where !option.choices.isEmpty && !option.choices.contains(item) {
                    let list = option.choices.map { "'\($0)'" }.joined(separator: ", ")
                    let near = Suggestion.nearest(to: item, among: option.choices).map { "did you mean '\($0)'? " } ?? ""
                    throw ConformError.input(
                        "option '\(option.name)' cannot be '\(VisibleText.escaped(item))'",
                        next: "\(near)it takes \(option.choices.count == 1 ? "only" : "one of") \(list) (see 'conform \(command) --help')")
                }
            }
            guard isGiven(option.name) else { continue }
            if !option.requires.isEmpty && !option.requires.contains(where: isGiven) {
                let needed = option.requires.map { "'\($0)'" }.joined(separator: " or ")
                throw ConformError.input(
                    "'\(option.name)' does nothing without \(needed)",
                    next: "add \(needed), or leave out '\(option.name)' (see 'conform \(command) --help')")
            }
            for conflict in option.conflicts where isGiven(conflict.name) {
                throw ConformError.input(
                    "'\(option.name)' and '\(conflict.name)' cannot be used together: \(conflict.reason)",
                    next: "leave out one of them")
            }
        }
    }

    /// Whether the option called `name` was given.
    private func isGiven(_ name: String) -> Bool {
        flags.contains(name) || values[name] != nil
    }

    /// A value to show in an example of `option`: its first choice, or one fitting its placeholder.
    /// A place `option` could write, for an example: a folder's or a file's.
    private static func placeExample(_ option: CommandOption) -> String { option.path?.names == .folder ? "out/" : "out.txt" }

    private static func example(_ option: CommandOption) -> String {
        if let first = option.choices.first { return first }
        let examples = ["N": "4", "A": "miniwall", "T": "smoke", "GLOB": "purchase/*", "I/N": "1/3", "DURATION": "5s"]
        return option.placeholder.map { examples[$0] ?? $0 } ?? "value"
    }

    /// The error for an option `declaration` does not declare, with the nearest declared one.
    private static func unknown(_ typed: String, for declaration: CommandDeclaration) -> ConformError {
        var next = "see 'conform \(declaration.name) --help'"
        if declaration.optionPlacement == .beforeArguments, let first = declaration.arguments.first {
            next = "put options before \(first.name), or '--' before a \(first.name) that starts with '-'"
        }
        if let near = Suggestion.nearest(to: typed, among: declaration.allOptions.map(\.name)) {
            next = "did you mean '\(near)'? (\(next))"
        }
        return ConformError.input("unknown option '\(typed)' for 'conform \(declaration.name)'", next: next)
    }

    /// Whether `flag` was given.
    subscript(flag: Flag) -> Bool {
        assertDeclared(flag)
        return flags.contains(flag.declaration.name)
    }

    /// The value of `option`, read from every value given for it.
    subscript<Value>(option: Option<Value>) -> Value {
        get throws {
            assertDeclared(option)
            return try option.read(values[option.declaration.name] ?? [])
        }
    }

    /// Rewrites every path the user typed — values of options and positional arguments declared
    /// as paths (`PathKind`) — with `transform`, when the command runs in a workspace found above
    /// the current folder. A value that may be a name instead (a spec id) is rewritten only when it
    /// is a path.
    mutating func rebasePaths(_ transform: (String) -> String) {
        func rebased(_ value: String, _ kind: PathKind) -> String { kind.isPath(value) ? transform(value) : value }
        for option in declaration.allOptions {
            if let kind = option.path, let given = values[option.name] { values[option.name] = given.map { rebased($0, kind) } }
        }
        let arguments = declaration.arguments
        for index in positional.indices {
            let argument = index < arguments.count ? arguments[index] : arguments.last.flatMap { $0.repeating ? $0 : nil }
            if let kind = argument?.path { positional[index] = rebased(positional[index], kind) }
        }
    }

    /// Stops a debug build when a command reads an option its declaration lacks: the parser would
    /// never accept it, so the command and its help have drifted apart.
    private func assertDeclared(_ key: any OptionKey) {
        let name = key.declaration.name
        assert(
            declaration.option(named: name).map { $0.name == name && $0.takesValue == key.declaration.takesValue } ?? false,
            "'conform \(declaration.name)' reads '\(name)', which its declaration does not declare that way")
    }
}
