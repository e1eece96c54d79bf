/// One pending `.transcript.new` beside (or instead of) its golden, with what changed.
package struct PendingChange: Sendable {
    /// Which golden.
    package var key: GoldenKey
    /// The diff from the golden to the pending transcript; nil when there is no golden yet, or
    /// either side cannot be read.
    package var diff: TranscriptDiff?
    /// Set when the golden or the pending file cannot be read back: what is wrong, in one line.
    package var problem: String?
    /// Why the pending file cannot be accepted, located in it; empty when it can.
    package var pendingDiagnostics: [Diagnostic] = []
    /// The pending file's text, for quoting lines under `pendingDiagnostics`.
    package var pendingSource: String?
    /// What identifies the change itself, whatever spec or adapter shows it: identical
    /// signatures are one group, accepted or rejected together.
    package var signature: [String]
    /// Why the spec's expectations failed in the run that left this pending transcript, when they
    /// did: such a change is in a group of its own, marked failing.
    package var failing: String?
    /// The pending transcript when there is no golden yet: what accepting would add, for review.
    package var added: Transcript?

    /// Whether accepting would make a readable golden of this pair; a pending file that does not
    /// read back is only ever rejected.
    package var isAcceptable: Bool { pendingDiagnostics.isEmpty }

    /// Reads the pending change for `key` from `store`.
    package static func load(_ key: GoldenKey, from store: GoldenStore) throws -> PendingChange {
        let path = try store.pendingPath(for: key)
        let bytes = try GoldenDisk.read(path) ?? []
        let pending: Transcript
        switch GoldenStore.readTranscript(bytes, file: path, what: "pending transcript") {
        case .failure(let error):
            return unreadable(key, path: path, diagnostics: error.diagnostics, bytes: bytes)
        case .success(let transcript):
            let mismatch = GoldenStore.pairProblems(transcript, key: key, bytes: bytes, file: path)
            if !mismatch.isEmpty { return unreadable(key, path: path, diagnostics: mismatch, bytes: bytes) }
            pending = transcript
        }
        let failing = try store.failing(for: key)
        var change = try compared(pending, key: key, store: store)
        if let failing {
            change.failing = failing
            change.signature.insert(failingSignature, at: 0)
        }
        return change
    }

    /// The first line of a failing change's signature: failing changes never share a group with
    /// the changes of passing specs.
    package static let failingSignature = "FAILING: the spec's expectations failed in the run that left it"

    /// The change from the golden (if any) to `pending`.
    private static func compared(_ pending: Transcript, key: GoldenKey, store: GoldenStore) throws -> PendingChange {
        let goldenPath = try store.goldenPath(for: key)
        guard let goldenBytes = try GoldenDisk.read(goldenPath) else {
            return PendingChange(key: key, diff: nil, problem: nil, signature: ["new golden"], added: pending)
        }
        guard case .success(let golden) = GoldenStore.readTranscript(goldenBytes, file: goldenPath) else {
            return PendingChange(
                key: key, diff: nil, problem: "the golden '\(goldenPath)' cannot be read; accepting the pending transcript repairs it",
                signature: ["unreadable golden"])
        }
        let diff = TranscriptDiff(from: golden, to: pending)
        return PendingChange(key: key, diff: diff, problem: nil, signature: signature(of: diff))
    }

    /// A pending file that cannot be accepted, with its problems.
    private static func unreadable(_ key: GoldenKey, path: String, diagnostics: [Diagnostic], bytes: [UInt8]) -> PendingChange {
        let first = diagnostics.sorted().first.map { " (\($0.location): \($0.message))" } ?? ""
        return PendingChange(
            key: key, diff: nil, problem: "the pending file '\(path)' cannot be read\(first); reject it, it can never be accepted",
            pendingDiagnostics: diagnostics.sorted(), pendingSource: String(decoding: bytes, as: UTF8.self),
            signature: ["unreadable pending transcript"])
    }

    /// The change abstracted from the spec it is in: for each changed line, what kind of change
    /// and the callback it touches, without the subject (product ids differ from spec to spec).
    static func signature(of diff: TranscriptDiff) -> [String] {
        var lines: [String] = []
        for line in diff.lines {
            switch line {
            case .same: continue
            case .removed(let entry): lines.append("- " + describe(entry))
            case .added(let entry): lines.append("+ " + describe(entry))
            case .changed(.event(let a), .event(let b)):
                var parts: [String] = []
                if a.native != b.native {
                    // The same rename seen through different callbacks is one change: keep only the
                    // words that differ, so `onPurchase(_:)` and `onPurchase(_:) -> true` group together.
                    let (before, after) = coreChange(a.native, b.native)
                    lines.append("~ native '\(before)' → '\(after)'")
                }
                if a.arguments.map(\.key) != b.arguments.map(\.key) {
                    parts.append("arguments [\(a.arguments.map(\.key).joined(separator: ","))] → [\(b.arguments.map(\.key).joined(separator: ","))]")
                } else if a.arguments != b.arguments {
                    let changed = zip(a.arguments, b.arguments).filter { $0 != $1 }.map { "\($0.0.key): '\($0.0.value)' → '\($0.1.value)'" }
                    parts.append("values " + changed.joined(separator: ", "))
                }
                if a.time != b.time { parts.append("time @\(a.time) → @\(b.time)") }
                if !parts.isEmpty { lines.append("~ \(a.name): " + parts.joined(separator: "; ")) }
            case .changed(let a, let b): lines.append("~ " + TranscriptFormat.line(for: a) + " → " + TranscriptFormat.line(for: b))
            case .finalChanged(let a, let b):
                lines.append("~ final: \(a.state.rawValue) \(a.result) → \(b.state.rawValue) \(b.result)")
            case .headerChanged(let field, let a, let b):
                lines.append(field == "sdk" ? "~ sdk: '\(a)' → '\(b)'" : "~ \(field) changed")
            }
        }
        var seen = Set<String>()
        return lines.filter { seen.insert($0).inserted }
    }

    /// The differing middle of two strings, widened to whole words: ('onPurchase(request:', 'onPurchase(_:').
    static func coreChange(_ a: String, _ b: String) -> (String, String) {
        let x = Array(a), y = Array(b)
        var prefix = 0
        while prefix < x.count, prefix < y.count, x[prefix] == y[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < x.count - prefix, suffix < y.count - prefix, x[x.count - 1 - suffix] == y[y.count - 1 - suffix] { suffix += 1 }
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        var start = prefix
        while start > 0, isWord(x[start - 1]) { start -= 1 }
        // One more word of context on the left: the callback the argument label belongs to.
        if start > 0, !isWord(x[start - 1]) {
            start -= 1
            while start > 0, isWord(x[start - 1]) { start -= 1 }
        }
        var endX = x.count - suffix, endY = y.count - suffix
        while endX < x.count, endY < y.count, isWord(x[endX]), x[endX] == y[endY] { endX += 1; endY += 1 }
        // A change inside a callback's argument labels names the whole callback:
        // `present(_:)` → `present(_:options:)`, never `_:` → `_:options:`.
        if let open = x[..<start].lastIndex(of: "("), !x[open..<start].contains(")"),
            let closeX = x[max(endX - 1, open)...].firstIndex(of: ")"), let closeY = y[max(endY - 1, open)...].firstIndex(of: ")")
        {
            start = open
            while start > 0, isWord(x[start - 1]) { start -= 1 }
            endX = max(endX, closeX + 1)
            endY = max(endY, closeY + 1)
        }
        return (String(x[start..<endX]), String(y[start..<endY]))
    }

    static func describe(_ entry: Transcript.Entry) -> String {
        switch entry {
        case .step(let text, _): return "step " + (text.split(separator: " ").first.map(String.init) ?? text)
        case .event(let e): return "\(e.name) | \(e.native)"
        }
    }
}

/// Pending changes with the same signature: one decision accepts or rejects them all.
package struct PendingGroup: Sendable {
    /// What changed, abstracted from any one spec.
    package var signature: [String]
    /// The changes, sorted by adapter and spec.
    package var changes: [PendingChange]

    /// Groups `changes` by signature, largest group first, then by signature for a stable order.
    package static func group(_ changes: [PendingChange]) -> [PendingGroup] {
        var bySignature: [[String]: [PendingChange]] = [:]
        for change in changes { bySignature[change.signature, default: []].append(change) }
        return bySignature.map { PendingGroup(signature: $0.key, changes: $0.value.sorted { $0.key < $1.key }) }
            .sorted { ($0.changes.count, $1.signature.joined(separator: "\n")) > ($1.changes.count, $0.signature.joined(separator: "\n")) }
    }

    /// Whether the group holds pending transcripts of specs whose expectations failed.
    package var isFailing: Bool { signature.first == PendingChange.failingSignature }

    /// The adapters the group touches, sorted.
    package var adapters: [String] { Array(Set(changes.map(\.key.adapterID))).sorted() }
    /// The specs the group touches, sorted.
    package var specs: [String] { Array(Set(changes.map(\.key.specID))).sorted() }
}
