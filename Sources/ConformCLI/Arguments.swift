import ConformKit

/// A command's options as the user typed them: parsed by hand (no dependency), with a clear error
/// and a did-you-mean for anything unknown.
struct Arguments {
    /// Values of options that take one (`--jobs 4`), repeated ones in order.
    var values: [String: [String]] = [:]
    /// Flags given (`--update`).
    var flags: Set<String> = []
    /// Positional arguments.
    var positional: [String] = []

    /// Parses `args` for a command that knows `valueOptions` (take a value) and `flagOptions`.
    init(_ args: [String], valueOptions: [String], flagOptions: [String], command: String) throws {
        var i = 0
        var onlyPositional = false
        while i < args.count {
            let arg = args[i]
            i += 1
            if onlyPositional || !arg.hasPrefix("-") || arg == "-" {
                positional.append(arg)
                continue
            }
            if arg == "--" {
                onlyPositional = true
                continue
            }
            var name = arg
            var inline: String?
            if let eq = arg.firstIndex(of: "=") {
                name = String(arg[..<eq])
                inline = String(arg[arg.index(after: eq)...])
            }
            if name == "-h" { name = "--help" }
            if name == "-j" { name = "--jobs" }
            if valueOptions.contains(name) {
                let value: String
                if let inline {
                    value = inline
                } else {
                    guard i < args.count else {
                        throw ConformError.input("option '\(name)' needs a value", next: "see 'conform \(command) --help'")
                    }
                    value = args[i]
                    i += 1
                }
                values[name, default: []].append(value)
            } else if flagOptions.contains(name) || name == "--help" {
                if inline != nil { throw ConformError.input("option '\(name)' takes no value", next: "write it as '\(name)'") }
                flags.insert(name)
            } else {
                var next = "see 'conform \(command) --help'"
                if let near = Suggestion.nearest(to: name, among: valueOptions + flagOptions) {
                    next = "did you mean '\(near)'? (\(next))"
                }
                throw ConformError.input("unknown option '\(name)' for 'conform \(command)'", next: next)
            }
        }
    }

    /// The last value of `name`, if given.
    func value(_ name: String) -> String? { values[name]?.last }

    /// Every value of `name`, also comma-separated ones (`--adapter a,b`).
    func list(_ name: String) -> [String] {
        (values[name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
    }

    /// Whether the flag was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// A positive whole number option, or nil when absent.
    func positiveInt(_ name: String) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let n = Int(text), n > 0, n <= 1024 else {
            throw ConformError.input("'\(name)' must be a whole number from 1 to 1024, not '\(text)'", next: "for example: \(name) 4")
        }
        return n
    }
}
