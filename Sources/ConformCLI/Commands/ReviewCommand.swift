#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ConformKit
import Foundation

/// `conform review`: walks the pending groups, largest first; one keypress accepts or rejects a
/// whole group (a for accept, r for reject, s for skip, v to view each change, q to quit).
enum ReviewCommand {
    /// Its arguments and options select pending changes as `conform status` does.
    static let declaration = CommandDeclaration(
        name: "review",
        summary: "walk pending golden changes group by group; one key accepts a whole group",
        description: [
            "Walks the pending changes group by group, largest first, showing what changed and where.",
            """
            One key decides a whole group: a accept, r reject, s skip, v view and decide each, q quit. \
            Without a terminal, reads one answer per line from stdin.
            """
        ],
        arguments: PendingCommands.selectionArguments,
        options: PendingCommands.selectionOptions,
        exitCodes: ExitCodeDeclaration.listing("every group was decided, skipped or left (or nothing was pending)"))

    static func main(_ a: Arguments) throws -> Int32 {
        let s = try PendingCommands.select(a, writing: true)
        let total = s.total
        guard total > 0 else {
            Terminal.out("nothing pending\n")
            return ExitStatus.success
        }
        let colour = Terminal.colour(fd: 1)
        let style = Style(colour: colour)
        var keys = KeyReader()
        defer { keys.restore() }
        var accepted = 0, rejected = 0
        var refused: [PendingDecision.Refusal] = []
        /// Accepts or rejects `changes`, counting what was decided and showing what accepting refused.
        func decide(_ changes: [PendingChange], accept: Bool) throws {
            let outcome = try PendingDecision.apply(changes, accept: accept, store: s.store)
            if accept { accepted += outcome.decided.count } else { rejected += outcome.decided.count }
            refused += outcome.refused
            for refusal in outcome.refused {
                Terminal.out(refusal.render(colour: colour) + "\n  refused: it does not read back as a transcript; \(refusal.nextStep)\n")
            }
        }
        Terminal.out(s.headline + "\n")
        groups: for (number, group) in s.groups {
            if group.isFailing {
                Terminal.out(
                    "\n" + style.red("FAILING: these specs' expectations failed in the run that left them; accept only if the golden is still right"))
            }
            Terminal.out(
                "\n"
                    + style.bold(
                        "group \(number)/\(s.groups.count) — \(group.changes.count) change\(group.changes.count == 1 ? "" : "s") across \(group.specs.count) spec\(group.specs.count == 1 ? "" : "s") and \(group.adapters.count) adapter\(group.adapters.count == 1 ? "" : "s") (\(group.adapters.joined(separator: ", ")))"
                    ) + "\n")
            for line in group.signature { Terminal.out("    \(line)\n") }
            // A group's members share one diff, so one preview shows them all; a new golden has no
            // diff, only its own transcript, so each new golden of the group is shown whole before
            // the group can be accepted (docs/cli.md: a new golden is never accepted unread).
            let eachShown = group.changes.contains { $0.diff == nil }
            for change in eachShown ? group.changes : Array(group.changes.prefix(1)) {
                Terminal.out(preview(change, store: s.store, colour: colour))
            }
            while true {
                let question = group.changes.count == 1 ? "accept it?" : "accept all \(group.changes.count)\(eachShown ? " (each shown above)" : "")?"
                Terminal.out("\(question) [a]ccept  [r]eject  [s]kip  [v]iew each  [q]uit: ")
                guard let key = keys.next() else { break groups }
                Terminal.out("\(key)\n")
                switch key {
                case "a", "r":
                    try decide(group.changes, accept: key == "a")
                    continue groups
                case "s":
                    continue groups
                case "v":
                    for (index, change) in group.changes.enumerated() {
                        // The first change's preview is on the screen already (every one, for new goldens).
                        if index > 0, !eachShown { Terminal.out(preview(change, store: s.store, colour: colour)) }
                        Terminal.out("  \(change.key.adapterID) \(change.key.specID): [a]ccept  [r]eject  [s]kip: ")
                        guard let one = keys.next() else { break groups }
                        Terminal.out("\(one)\n")
                        if one == "a" || one == "r" { try decide([change], accept: one == "a") }
                        if one == "q" { break groups }
                    }
                    continue groups
                case "q":
                    break groups
                default:
                    continue
                }
            }
        }
        Terminal.out("\naccepted \(accepted), rejected \(rejected), left \(total - accepted - rejected) pending\n")
        return PendingCommands.report(refused)
    }

    static func preview(_ change: PendingChange, store: GoldenStore, colour: Bool) -> String {
        if !change.isAcceptable, let source = change.pendingSource, let path = try? store.pendingPath(for: change.key) {
            let located = DiagnosticRenderer.render(change.pendingDiagnostics, sources: [path: source], colour: colour)
            return located.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
                + "\n  it can never be accepted: reject it, then run 'conform run' to record it again\n"
        }
        if let problem = change.problem { return "  \(problem)\n" }
        let path = (try? store.goldenPath(for: change.key)) ?? change.key.description
        guard let diff = change.diff else {
            guard let added = change.added else { return "  (no golden yet: \(change.key.adapterID) \(change.key.specID) would be added)\n" }
            // A new golden is read whole before it is accepted: every line it would add.
            let style = Style(colour: colour)
            let lines = TranscriptFormat.write(added).split(separator: "\n").map { "  " + style.green("+ " + $0) + "\n" }
            return "  no golden yet: \(VisibleText.escaped(path)) would be added with this run's transcript\n" + lines.joined()
        }
        return TranscriptDiffRenderer(colour: colour).render(diff, goldenPath: path)
            .split(separator: "\n").map { "  " + $0 + "\n" }.joined()
    }
}

/// Reads single keypresses from a terminal (raw mode, restored on exit), or lines from a pipe.
struct KeyReader {
    private var saved: termios?

    init() {
        guard isatty(STDIN_FILENO) == 1 else { return }
        var attributes = termios()
        guard tcgetattr(STDIN_FILENO, &attributes) == 0 else { return }
        saved = attributes
        attributes.c_lflag &= ~tcflag_t(ICANON | ECHO)
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &attributes)
    }

    /// The next key (lowercased), or nil at end of input.
    mutating func next() -> Character? {
        if saved != nil {
            var byte: UInt8 = 0
            guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
            return Character(Unicode.Scalar(byte)).lowercased().first
        }
        guard let line = readLine() else { return nil }
        return line.trimmingCharacters(in: .whitespaces).lowercased().first ?? " "
    }

    /// Puts the terminal back as it was.
    mutating func restore() {
        guard var attributes = saved else { return }
        _ = tcsetattr(STDIN_FILENO, TCSANOW, &attributes)
        saved = nil
    }
}
