/// `conform mutate --suggest`: the suggested expectations that hold on every adapter a spec was
/// mutated on, written into the spec files as a unified diff to review and apply (`git apply`).
/// Together they are checked once more before they are written: the spec with all of them added must
/// still pass every transcript it was mutated on, so the patch never turns a green spec red; an
/// `order` suggestion that would is left out.
package enum SuggestionPatch {
    /// What one spec gets.
    package struct Additions: Sendable {
        /// Events in the order they must come, merged into `order`.
        package var order: [EventPattern] = []
        /// Exact counts.
        package var counts: [(EventPattern, Int)] = []
        /// Events that must never happen.
        package var never: [EventPattern] = []
        /// The final state.
        package var state: PaywallState?
        package var result: String?
        /// The events `order` items are placed by (the spec's first run).
        package var orderEvents: [Event] = []

        /// Whether there is nothing to add.
        package var isEmpty: Bool { order.isEmpty && counts.isEmpty && never.isEmpty && state == nil && result == nil }
    }

    /// The patch for every spec of `report` with suggestions inside its claim, each file read through
    /// `read`; specs in id order. Empty when there is nothing to add; `unread` names the spec files
    /// that had suggestions but could not be read — then the patch is partial and must not be written.
    package static func patch(_ report: MutationReport, read: (String) -> String?) -> (patch: String, specs: Int, expectations: Int, unread: [String])
    {
        var out = ""
        var specs = 0
        var added = 0
        var unread: [String] = []
        for spec in report.specs {
            guard let context = report.context[spec.specID] else { continue }
            let suggestions = spec.survivors.compactMap { $0.mutant.fitsEveryAdapter ? $0.mutant.suggestion : nil }
            let additions = checked(suggestions, context: context)
            guard !additions.isEmpty else { continue }
            guard let text = read(spec.specFile) else {
                unread.append(spec.specFile)
                continue
            }
            let (edits, count) = SpecEditor.edits(text, spec: context.spec, additions: additions)
            guard !edits.isEmpty else { continue }
            out += UnifiedDiff.render(path: spec.specFile, old: SpecEditor.lines(text), edits: edits)
            specs += 1
            added += count
        }
        return (out, specs, added, unread)
    }

    /// The suggestions gathered by kind, each kept only if the spec with it (and those kept before)
    /// still passes every run it was mutated on.
    static func checked(_ suggestions: [SuggestedExpectation], context: MutationReport.SpecContext) -> Additions {
        var additions = Additions()
        var orderPairs: [(EventPattern, EventPattern)] = []
        for suggestion in suggestions {
            switch suggestion {
            case .state(let s): additions.state = additions.state ?? s
            case .result(let r): additions.result = additions.result ?? r
            case .never(let p):
                if !additions.never.contains(p), !context.spec.expect.never.contains(where: { $0.value == p }) { additions.never.append(p) }
            case .count(let p, let n):
                let taken = context.spec.expect.counts.contains { $0.value.pattern.description == p.description }
                if !taken && !additions.counts.contains(where: { $0.0 == p }) { additions.counts.append((p, n)) }
            case .order(let a, let b): orderPairs.append((a, b))
            }
        }
        additions.counts = withoutMiddles(additions.counts)
        guard context.spec.expect.exact == nil else { return additions }
        var kept: [EventPattern] = []
        for (a, b) in orderPairs {
            var candidate = kept
            for p in [a, b] where !candidate.contains(p) { candidate.append(p) }
            if candidate == kept { continue }
            if context.passes(SpecEditor.mergedOrder(context.spec.expect.order, adding: candidate, events: context.events)) { kept = candidate }
        }
        additions.order = kept
        additions.orderEvents = context.events
        return additions
    }
}

extension SuggestionPatch {
    /// The counts without those between a more general and a more specific count of the same
    /// number (`paywall.closed purchased: 1` between `paywall.closed: 1` and `paywall.closed purchased
    /// packageId=p: 1`): on the runs they were checked on, the specific one kills every change to the
    /// events they share and the general one every event that joins them, so the middle adds nothing.
    static func withoutMiddles(_ counts: [(EventPattern, Int)]) -> [(EventPattern, Int)] {
        func narrower(_ a: EventPattern, than b: EventPattern) -> Bool {
            a != b && a.name == b.name && !a.isPrefix && !b.isPrefix && a.time == b.time && a.native == b.native
                && (b.subject == nil || a.subject == b.subject) && b.arguments.allSatisfy { a.arguments.contains($0) }
        }
        return counts.filter { p, n in
            !(counts.contains { q, m in m == n && narrower(p, than: q) } && counts.contains { r, m in m == n && narrower(r, than: p) })
        }
    }
}

extension MutationReport.SpecContext {
    /// Whether the spec, with its order replaced by `order`, still passes every run it was mutated on.
    func passes(_ order: [Located<OrderItem>]) -> Bool {
        var expect = spec.expect
        expect.order = order
        return runs.allSatisfy { run in Matcher(expect, surface: run.surface).match(run.events, final: run.final).violations.isEmpty }
    }
}

extension SuggestionPatch {
    /// A spec file's text, read within the spec size limit; nil when it cannot be read.
    package static func readSpec(_ path: String) -> String? {
        guard let bytes = try? FileSystem.read(path, limit: Limits.maxSpecBytes) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }
}
