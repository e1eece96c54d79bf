import ConformKit

/// A key a command declares an option by: its declaration, which the parser, the help and the
/// completions read, and — for `Option` — how the words typed become the value the command reads.
protocol OptionKey: Sendable {
    /// What the parser accepts and the help shows.
    var declaration: CommandOption { get }
}

/// A flag, present or not: `a[update]` is whether it was given.
struct Flag: OptionKey {
    let declaration: CommandOption

    /// Declares `name` (`--update`), with its one-letter alias if any.
    init(_ name: String, short: Character? = nil, help: String) {
        declaration = CommandOption(name: name, short: short, placeholder: nil, choices: [], repeatable: false, help: help)
    }

    init(declaration: CommandOption) { self.declaration = declaration }

    /// This flag, meaning nothing without at least one of `keys` beside it (`--force`).
    func requiring(_ keys: any OptionKey...) -> Flag {
        var declaration = declaration
        declaration.requires = keys.map(\.declaration.name)
        return Flag(declaration: declaration)
    }

    /// This flag, refused together with `key` for `reason`.
    func conflicting(with key: any OptionKey, because reason: String) -> Flag {
        var declaration = declaration
        declaration.conflicts.append((key.declaration.name, reason))
        return Flag(declaration: declaration)
    }
}

/// An option with a value: `try a[jobs]` is its value, read from every value given for it, in
/// order (none when it is absent), as argument-parser's `@Option var jobs: Int?` is.
struct Option<Value>: OptionKey {
    var declaration: CommandOption
    /// The value from what was typed; throws a usage error for a value that does not read.
    let read: @Sendable (_ given: [String]) throws -> Value

    /// Declares an option read by `read`.
    init(_ declaration: CommandOption, read: @escaping @Sendable ([String]) throws -> Value) {
        self.declaration = declaration
        self.read = read
    }

    /// This option, naming a file (or a folder) the command writes, wherever the user says; `-` for
    /// stdout only when `stdout`.
    func writing(_ names: PathKind.Names = .file, stdout: Bool = false) -> Self {
        var option = self
        option.declaration.path = .written(names, stdout: stdout)
        return option
    }

    /// This option, naming a file (or a folder) the command reads.
    func reading(_ names: PathKind.Names = .file) -> Self {
        var option = self
        option.declaration.path = .read(names)
        return option
    }
}

extension Option where Value == String? {
    /// One value, the last when given several times: `--sdk ID`.
    init(_ name: String, _ placeholder: String, short: Character? = nil, help: String) {
        self.init(.value(name, placeholder, short: short, help: help)) { $0.last }
    }
}

extension Option {
    /// One of `choices`, the last when given several times, or nil when absent: `--color WHEN`.
    /// The parser refuses any other value before a command reads it.
    init<Choice: OptionChoice>(_ name: String, _ placeholder: String, choices: [Choice], help: String) where Value == Choice? {
        self.init(.value(name, placeholder, choices: choices.map(\.rawValue), help: help)) { $0.last.flatMap(Choice.init(rawValue:)) }
    }
}

extension Option where Value == [String] {
    /// Every value, comma-separated ones split (`--adapter a,b --adapter c`).
    init(_ name: String, _ placeholder: String, repeatable: Bool = true, help: String) {
        self.init(.value(name, placeholder, repeatable: repeatable, help: help)) {
            $0.flatMap { $0.split(separator: ",").map(String.init) }
        }
    }
}

extension Option where Value == Int? {
    /// A whole number from 1 to 1024, or nil when absent: `--jobs N`.
    init(_ name: String, _ placeholder: String, short: Character? = nil, help: String) {
        self.init(.value(name, placeholder, short: short, help: help)) { given in
            guard let text = given.last else { return nil }
            guard let n = Int(text), n > 0, n <= 1024 else {
                throw ConformError.input("'\(name)' must be a whole number from 1 to 1024, not '\(text)'", next: "for example: \(name) 4")
            }
            return n
        }
    }
}
