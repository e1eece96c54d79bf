/// The one finding `conform check` (and every command that checks specs against the adapters)
/// makes for an external adapter whose handshake failed: what went wrong, the adapter's stderr
/// tail, the specs scoped to it that could not be checked, and the command to run next — instead
/// of a follow-on error for every spec that names what only that adapter declares.
package enum HandshakeFinding {
    /// How many specs the finding names before "and N more".
    static let shownSpecs = 5

    /// The finding's text: an `error:` line, the stderr tail indented, then the unchecked specs and `next:`.
    package static func text(adapter: ExternalAdapter, reason: String, unchecked: [String]) -> String {
        let marker = "\n--- adapter stderr (tail) ---\n"
        let split = reason.range(of: marker)
        let message = split.map { String(reason[..<$0.lowerBound]) } ?? reason
        let tail = split.map { String(reason[$0.upperBound...]) } ?? ""
        var out = heading(adapter.id) + oneLine(message)
        let lines = tail.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .reversed().drop { $0.trimmingCharacters(in: .whitespaces).isEmpty }.reversed()
        if lines.isEmpty {
            out += "\n    its stderr was empty"
        } else {
            out += "\n    its stderr ended with:"
            for line in lines { out += "\n      " + VisibleText.escaped(line) }
        }
        if !unchecked.isEmpty {
            let shown = unchecked.prefix(shownSpecs).joined(separator: ", ")
            let more = unchecked.count > shownSpecs ? " and \(unchecked.count - shownSpecs) more" : ""
            out +=
                "\n    \(unchecked.count == 1 ? "1 spec" : "\(unchecked.count) specs") scoped to it \(unchecked.count == 1 ? "names" : "name") what no other adapter declares, "
                + "left unchecked until it answers: \(shown)\(more)"
        }
        let command = adapter.configuration.process.command.map(quoted).joined(separator: " ")
        let directory = adapter.configuration.process.directory.flatMap { $0 == "." ? nil : " in '\(VisibleText.escaped($0))'" } ?? ""
        out +=
            "\n  next: see what it answers with 'conform adapter-check -- \(command)'\(directory), where its command runs; the specs are checked against the other adapters"
        return out
    }

    /// How the finding of adapter `id` starts.
    package static func heading(_ id: String) -> String { "error: adapter '\(id)' cannot declare itself: " }

    /// The finding as a run that does not run the adapter says it: a warning, since none of its
    /// pairs is in the run (a run that runs it reports every pair of it as an error).
    package static func warning(_ note: String) -> String {
        note.hasPrefix("error: ") ? "warning: " + note.dropFirst("error: ".count) : note
    }

    /// One line of a message: its first line.
    static func oneLine(_ text: String) -> String {
        VisibleText.escaped(text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? text)
    }

    /// A command word as a shell reads it back: quoted when it holds a space or a quote.
    static func quoted(_ word: String) -> String {
        word.contains { " '\"\\$`".contains($0) } || word.isEmpty ? "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'" : word
    }
}
