import ConformKit
import Foundation

/// `conform status | accept | reject`: the pending golden changes, grouped by the change itself, and
/// the decisions on them without a terminal. `conform review` walks the same groups interactively.
enum PendingCommands {
    /// The pending changes selected by the arguments, grouped.
    struct Selection {
        let store: GoldenStore
        let groups: [PendingGroup]
        /// The group numbers (1-based) as `status` shows them, for the selected groups.
        let numbers: [Int]
    }

    static func select(_ a: Arguments, command: String) throws -> Selection {
        let workspace = try Workspace.load()
        let store = GoldenStore(root: workspace.config.golden, pendingRoot: a.value("--pending-dir"))
        let keys: [GoldenKey]
        do { keys = try store.listPending() } catch { throw ConformError.infrastructure("\(error)", next: nil) }
        let globs = a.positional.map(Glob.init)
        let adapters = a.list("--adapter")
        let chosen = keys.filter { key in
            (globs.isEmpty || globs.contains { $0.matches(key.specID) }) && (adapters.isEmpty || adapters.contains(key.adapterID))
        }
        let all = PendingGroup.group(try chosen.map { try PendingChange.load($0, from: store) })
        var numbers = Array(all.indices.map { $0 + 1 })
        var groups = all
        if let text = a.value("--group") {
            guard let n = Int(text), n >= 1, n <= all.count else {
                throw ConformError.input("there is no group '\(text)' (\(all.count) group\(all.count == 1 ? "" : "s") pending)",
                                         next: "run 'conform status' to see the groups")
            }
            groups = [all[n - 1]]
            numbers = [n]
        }
        return Selection(store: store, groups: groups, numbers: numbers)
    }

    /// `conform status`.
    static func status(_ a: Arguments) throws -> Int32 {
        let s = try select(a, command: "status")
        if a.value("--format") == "json" {
            Terminal.out(json(s))
            return 0
        }
        Terminal.out(text(s, colour: Terminal.colour(fd: 1)))
        return 0
    }

    /// `conform accept` and `conform reject`.
    static func decide(_ a: Arguments, accept: Bool) throws -> Int32 {
        let command = accept ? "accept" : "reject"
        let s = try select(a, command: command)
        let changes = s.groups.flatMap(\.changes)
        guard !changes.isEmpty else {
            guard a.positional.isEmpty && a.value("--adapter") == nil && a.value("--group") == nil else {
                throw ConformError.input("nothing pending matches", next: "run 'conform status' to see what is pending")
            }
            Terminal.out("nothing pending\n")
            return 0
        }
        for change in changes {
            do {
                if accept { try s.store.accept(change.key) } else { try s.store.reject(change.key) }
            } catch {
                throw ConformError.infrastructure("\(error)", next: nil)
            }
        }
        Terminal.out("\(accept ? "accepted" : "rejected") \(changes.count) pending change\(changes.count == 1 ? "" : "s") in \(s.groups.count) group\(s.groups.count == 1 ? "" : "s")\n")
        return 0
    }

    static func text(_ s: Selection, colour: Bool) -> String {
        let style = Style(colour: colour)
        let total = s.groups.reduce(0) { $0 + $1.changes.count }
        guard total > 0 else { return "nothing pending\n" }
        var out = "\(total) pending change\(total == 1 ? "" : "s") in \(s.groups.count) group\(s.groups.count == 1 ? "" : "s")\n"
        for (group, number) in zip(s.groups, s.numbers) {
            out += "\n" + style.bold("group \(number) — \(group.changes.count) change\(group.changes.count == 1 ? "" : "s") (adapters: \(group.adapters.joined(separator: ", ")))") + "\n"
            for line in group.signature { out += "    " + line + "\n" }
            for change in group.changes.prefix(10) { out += "  " + style.dim("\(change.key.adapterID)  \(change.key.specID)") + "\n" }
            if group.changes.count > 10 { out += "  " + style.dim("… and \(group.changes.count - 10) more") + "\n" }
            out += "  accept: conform accept --group \(number)    reject: conform reject --group \(number)\n"
        }
        return out
    }

    static func json(_ s: Selection) -> String {
        var w = JSONWriter()
        w.beginObject()
        w.string("schema", "conform-pending/1")
        w.beginArray("groups")
        for (group, number) in zip(s.groups, s.numbers) {
            w.beginObject()
            w.beginArray("changes")
            for change in group.changes {
                w.beginObject()
                w.string("adapter", change.key.adapterID)
                w.int("changed_lines", change.diff?.changeCount ?? 0)
                w.bool("new", change.diff == nil && change.problem == nil)
                w.string("spec", change.key.specID)
                w.endObject()
            }
            w.endArray()
            w.int("number", number)
            w.beginArray("signature")
            for line in group.signature { w.string(nil, line) }
            w.endArray()
            w.endObject()
        }
        w.endArray()
        w.endObject()
        return w.text + "\n"
    }
}
