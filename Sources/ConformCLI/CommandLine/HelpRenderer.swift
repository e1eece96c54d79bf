import ConformKit

/// Renders `--help` and the overview from command declarations: pure, plain text, wrapped to a
/// fixed width so that the output is the same on every terminal.
enum HelpRenderer {
    /// The widest line the help writes, where words allow.
    static let width = 100

    /// The help of one command: usage, description, examples, arguments, options, notes, exit codes.
    static func help(for command: CommandDeclaration) -> String {
        var sections = [usage(command)]
        sections += command.description.map { wrap($0, width: width).joined(separator: "\n") }
        if !command.examples.isEmpty {
            sections.append("Examples:\n" + command.examples.map { "  " + $0 }.joined(separator: "\n"))
        }
        let column = labelColumn(command)
        if !command.arguments.isEmpty {
            sections.append("Arguments:\n" + command.arguments.map { row($0.label, $0.help, column: column) }.joined())
        }
        sections.append("Options:\n" + command.allOptions.map { row(label($0), help($0), column: column) }.joined())
        sections += command.notes.map { wrap($0, width: width).joined(separator: "\n") }
        sections.append(exitCodes(command.exitCodes))
        return sections.map { $0.hasSuffix("\n") ? String($0.dropLast()) : $0 }.joined(separator: "\n\n") + "\n"
    }

    /// `conform --help`: every command with its summary, and the exit codes most of them share.
    static func overview(_ commands: [CommandDeclaration]) -> String {
        let column = 2 + (commands.map(\.name.count).max() ?? 0) + 2
        var text = """
            conform — a conformance harness for in-app purchase paywall SDKs

            Usage: conform <command> [options]

            Commands:

            """
        text += commands.map { row($0.name, $0.summary, column: column) }.joined()
        text += """

            Run 'conform <command> --help' for a command's options.
            Docs: docs/spec-language.md, docs/events.md, docs/cli.md.


            """
        return text + exitCodes(ExitCodeDeclaration.standard)
    }

    /// The usage line, `Usage: conform run [PATHS…] …`, wrapped under the command's name.
    static func usage(_ command: CommandDeclaration, prefix: String = "Usage: ") -> String {
        let head = prefix + "conform " + command.name
        let indent = String(repeating: " ", count: head.count + 1)
        var lines: [String] = []
        var line = head
        for part in command.usageParts {
            if line != head && line.count + 1 + part.count > width {
                lines.append(line)
                line = indent + part
            } else {
                line += " " + part
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The option as the help table names it: `-j, --jobs N`.
    static func label(_ option: CommandOption) -> String {
        let long = option.name + (option.placeholder.map { " " + $0 } ?? "")
        return option.shortName.map { $0 + ", " + long } ?? long
    }

    /// The option's help line, saying so when it can be repeated.
    static func help(_ option: CommandOption) -> String {
        option.help + (option.repeatable ? " (repeatable, or comma-separated)" : "")
    }

    static func exitCodes(_ codes: [ExitCodeDeclaration]) -> String {
        "Exit codes:\n" + codes.map { row(String($0.code), $0.meaning, column: 5) }.joined()
    }

    /// Where help lines start in a command's tables, so arguments and options line up.
    private static func labelColumn(_ command: CommandDeclaration) -> Int {
        let labels = command.arguments.map(\.label) + command.allOptions.map(label)
        return 2 + (labels.map(\.count).max() ?? 0) + 2
    }

    /// One table row: the label indented by two, the text from `column` on, wrapped under itself.
    private static func row(_ label: String, _ text: String, column: Int) -> String {
        let lines = wrap(text, width: max(20, width - column))
        let pad = String(repeating: " ", count: column)
        var out = ("  " + label).padding(toLength: column) + (lines.first ?? "") + "\n"
        for line in lines.dropFirst() { out += pad + line + "\n" }
        return out
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stands
    /// alone); a newline in `text` always breaks.
    static func wrap(_ text: String, width: Int) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { LineWrap.words($0, width: width) }
    }
}
