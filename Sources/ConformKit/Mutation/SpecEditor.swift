/// Writes suggested expectations into a spec's text, as line edits that keep everything else —
/// comments, quoting, the order of keys — as it was: an item appended to a flow list or mapping on
/// one line, a line inserted into a block list or mapping, a new key at the end of `expect:`.
/// A key written in a form it cannot extend safely (a flow collection over several lines) is left alone.
enum SpecEditor {
    /// The lines of `text`, without the final line break.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// One key of the `expect:` block as written.
    struct Key {
        /// Its line (0-based).
        var line: Int
        /// Its indentation.
        var indent: Int
        /// The text after `key:`, trimmed (empty for a block value).
        var value: String
        /// The last line of its value (the key's own line for a one-line value).
        var end: Int
        /// The lines of its block items or entries (0-based), in order.
        var items: [Int]
        /// Their indentation, when it has block items.
        var itemIndent: Int?
    }

    /// The edits adding `additions` to `spec`'s text, and how many expectations they add.
    static func edits(_ text: String, spec: Spec, additions: SuggestionPatch.Additions) -> ([UnifiedDiff.Edit], Int) {
        let lines = lines(text)
        guard text.hasSuffix("\n"), let expectLine = spec.keyLines["expect"].map({ $0 - 1 }), expectLine < lines.count else { return ([], 0) }
        let (keys, keyIndent, blockEnd) = scan(lines, expectLine: expectLine)
        var edits: [UnifiedDiff.Edit] = []
        var appended: [String] = []
        var count = 0
        let pad = String(repeating: " ", count: keyIndent)

        // A flow collection on one line (`open` … `close`) or a block of lines (each `item` and an entry) takes the entries.
        func add(_ key: String, _ entries: [String], _ open: String, _ close: String, item: String) {
            guard !entries.isEmpty else { return }
            if let k = keys[key] {
                if k.value.hasPrefix(open) && k.value.hasSuffix(close) && k.end == k.line {
                    let inner = k.value.dropFirst().dropLast().trimmingSpaces
                    let joined = (inner.isEmpty ? [] : [inner]) + entries
                    edits.append(
                        .init(line: k.line, remove: 1, insert: [replacingValue(lines[k.line], with: open + joined.joined(separator: ", ") + close)]))
                } else if k.value.isEmpty, let last = k.items.last, let indent = k.itemIndent {
                    edits.append(.init(line: last + 1, insert: entries.map { String(repeating: " ", count: indent) + item + $0 }))
                } else {
                    return
                }
            } else {
                appended.append(pad + key + ": " + open + entries.joined(separator: ", ") + close)
            }
            count += entries.count
        }

        if !additions.order.isEmpty {
            count += order(lines, keys["order"], spec: spec, additions: additions, pad: pad, edits: &edits, appended: &appended)
        }
        add("never", additions.never.map { SuggestedExpectation.item($0) }, "[", "]", item: "- ")
        add("count", additions.counts.map { "\(SuggestedExpectation.item($0.0)): \($0.1)" }, "{", "}", item: "")
        if let state = additions.state, keys["state"] == nil {
            appended.append(pad + "state: " + state.rawValue)
            count += 1
        }
        if let result = additions.result, keys["result"] == nil {
            appended.append(pad + "result: " + result)
            count += 1
        }
        if !appended.isEmpty { edits.append(.init(line: blockEnd + 1, insert: appended)) }
        return (edits, count)
    }

    /// Merges `additions.order` into `order:`: new items land between the existing ones where the
    /// first run's events place them. Returns how many items it adds.
    private static func order(
        _ lines: [String], _ key: Key?, spec: Spec, additions: SuggestionPatch.Additions, pad: String,
        edits: inout [UnifiedDiff.Edit], appended: inout [String]
    ) -> Int {
        let placed = placement(spec.expect.order, adding: additions.order, events: additions.orderEvents)
        let added = placed.filter { $0.existing == nil }.count
        guard added > 0 else { return 0 }
        func flow(_ item: OrderItem) -> String {
            switch item {
            case .event(let p): return SuggestedExpectation.item(p)
            case .anyOrder(let members): return "{any_order: [" + members.map(SuggestedExpectation.item).joined(separator: ", ") + "]}"
            }
        }
        guard let key else {
            appended.append(pad + "order: [" + placed.map { flow($0.item) }.joined(separator: ", ") + "]")
            return added
        }
        if key.value.hasPrefix("[") && key.value.hasSuffix("]") && key.end == key.line {
            edits.append(
                .init(
                    line: key.line, remove: 1,
                    insert: [replacingValue(lines[key.line], with: "[" + placed.map { flow($0.item) }.joined(separator: ", ") + "]")]))
            return added
        }
        guard key.value.isEmpty, let indent = key.itemIndent, key.items.count == spec.expect.order.count else { return 0 }
        let itemPad = String(repeating: " ", count: indent) + "- "
        // Each new item goes right before the next existing item's line, or after the block.
        var pending: [String] = []
        for entry in placed {
            if let e = entry.existing {
                if !pending.isEmpty { edits.append(.init(line: key.items[e], insert: pending)) }
                pending = []
            } else {
                pending.append(itemPad + flow(entry.item))
            }
        }
        if !pending.isEmpty { edits.append(.init(line: key.end + 1, insert: pending)) }
        return added
    }

    /// `existing` with `adding` merged in where `events` place them: each item at the event it
    /// matches (existing items as the matcher reads them, from a cursor; a group at its last member),
    /// new ones at their first event not already taken; ties keep existing items first.
    static func placement(_ existing: [Located<OrderItem>], adding: [EventPattern], events: [Event]) -> [(item: OrderItem, existing: Int?)] {
        var taken = Set<Int>()
        var positioned: [(item: OrderItem, existing: Int?, at: Int, rank: Int)] = []
        var cursor = 0
        var last = -1
        for (n, item) in existing.enumerated() {
            var at = last
            var found: [Int] = []
            for member in item.value.patterns {
                if let i = (cursor..<events.count).first(where: { member.matches(events[$0]) && !found.contains($0) }) { found.append(i) }
            }
            if found.count == item.value.patterns.count, let m = found.max() {
                at = m
                cursor = m + 1
                taken.formUnion(found)
            }
            last = at
            positioned.append((item.value, n, at, 0))
        }
        let already = Set(existing.compactMap { if case .event(let p) = $0.value { return p.description } else { return nil } })
        var previous = -1
        for p in adding where !already.contains(p.description) {
            // After the previous new item when it can be, so a pair keeps its order.
            let start =
                (previous + 1..<events.count).first { p.matches(events[$0]) && !taken.contains($0) }
                ?? (0..<events.count).first { p.matches(events[$0]) && !taken.contains($0) }
            guard let at = start else { continue }
            taken.insert(at)
            previous = at
            positioned.append((.event(p), nil, at, 1))
        }
        return positioned.enumerated().sorted { a, b in
            (a.element.at, a.element.rank, a.offset) < (b.element.at, b.element.rank, b.offset)
        }.map { ($0.element.item, $0.element.existing) }
    }

    /// `placement` as order items, for checking the merged order against the runs.
    static func mergedOrder(_ existing: [Located<OrderItem>], adding: [EventPattern], events: [Event]) -> [Located<OrderItem>] {
        let here = SourceLocation(file: "", line: 1, column: 1)
        return placement(existing, adding: adding, events: events).map { entry in
            entry.existing.map { existing[$0] } ?? Located(entry.item, at: here)
        }
    }

    /// The line with its value after `key:` replaced, any trailing comment kept.
    static func replacingValue(_ line: String, with value: String) -> String {
        guard let colon = line.firstIndex(of: ":") else { return line }
        let head = line[...colon]
        let rest = line[line.index(after: colon)...]
        var comment = ""
        if var start = rest.range(of: " #")?.lowerBound {
            while start > rest.startIndex, rest[rest.index(before: start)] == " " { start = rest.index(before: start) }
            comment = String(rest[start...])
        }
        return head + " " + value + comment
    }

    /// The keys of the `expect:` block, their indentation, and the block's last line.
    static func scan(_ lines: [String], expectLine: Int) -> (keys: [String: Key], indent: Int, end: Int) {
        var keys: [String: Key] = [:]
        var indent = 2
        var end = expectLine
        var current: String?
        var i = expectLine + 1
        var keyIndent: Int?
        while i < lines.count {
            let line = lines[i]
            let trimmed = line.trimmingSpaces
            let lead = line.prefix { $0 == " " }.count
            if trimmed.isEmpty || trimmed.hasPrefix("#") { i += 1; continue }
            if lead == 0 { break }
            end = i
            if keyIndent == nil { keyIndent = lead; indent = lead }
            if lead == keyIndent, let colon = trimmed.firstIndex(of: ":"), !trimmed.hasPrefix("-") {
                let name = String(trimmed[..<colon])
                var value = String(trimmed[trimmed.index(after: colon)...]).trimmingSpaces
                if let hash = value.range(of: " #") { value = String(value[..<hash.lowerBound]).trimmingSpaces }
                keys[name] = Key(line: i, indent: lead, value: value, end: i, items: [], itemIndent: nil)
                current = name
            } else if let name = current, lead > (keyIndent ?? 0) {
                keys[name]?.end = i
                if keys[name]?.value.isEmpty == true {
                    if keys[name]?.itemIndent == nil { keys[name]?.itemIndent = lead }
                    if lead == keys[name]?.itemIndent { keys[name]?.items.append(i) }
                }
            }
            i += 1
        }
        return (keys, indent, end)
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
