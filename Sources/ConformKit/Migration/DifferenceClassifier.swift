/// Classifies what changed between two runs of one spec — the earlier SDK's transcript and the
/// later one's — into differences of exactly one kind each. Pure: transcripts in, values out.
///
/// Events are aligned by canonical name and subject (`TranscriptDiff`). An aligned pair is
/// `renamed` only when both forms are callbacks of the app and belong to different callbacks;
/// a callback replacing an action that was no callback (the SDK's own dismissal) is `added`, the
/// reverse `removed`, and two actions that are no callbacks are no callback difference at all (the
/// final state says what the user sees). The same callback with another signature, arguments or
/// answer is `arguments`; only at another time, `timing`. An event that left one place and arrived
/// at another is `reordered`, and so is a callback the SDK's own action (a dismissal) moved past.
/// One action reported through several callbacks (`a + b`) that gains or loses one is `added` or
/// `removed`, never a rename of the whole.
///
/// Between two SDKs (`betweenSDKs`) two things more are kept: the action an SDK performs itself
/// where the other calls the app (`sdkAction`), and a callback removed where, at the same point
/// (between the same aligned events), another event of its family (`purchase.*`, `link.*`) arrives
/// through another callback: one difference, `removed` with `arrivesAs`, not two unrelated ones
/// (Adapty's pending purchase arrives as RevenueCatUI's `purchase.failed` instead).
///
/// An alert the SDK shows on its own (`alert.shown`) is no callback, but the user meets it: one that
/// appears or no longer does is an `alert` difference, since the final state cannot show it.
package enum DifferenceClassifier {
    /// A difference as one spec showed it, with the virtual time it happened at where that is
    /// worth showing (an addition or a removal) but is no part of its cause.
    package struct Observation: Sendable, Hashable {
        package var difference: MigrationDifference
        /// When the added or removed event fired, if not at zero.
        package var time: VirtualTime?
    }

    /// The differences from `old` to `new`, in transcript order, the final state last.
    package static func classify(from old: Transcript, to new: Transcript, naming: CallbackNaming, betweenSDKs: Bool = false) -> [Observation] {
        // Between two SDKs, an action the SDK performs beside the app's callbacks (`presentSafariInApp(_:) + paywallWillOpenURL(url:)`) is no part of them.
        let (old, new) = betweenSDKs ? (callbacksOnly(old, naming: naming), callbacksOnly(new, naming: naming)) : (old, new)
        let diff = TranscriptDiff(from: old, to: new, comparingHeaders: false)
        var result: [Observation] = []
        // Each removed or added event with the stretch between two aligned entries it is in.
        var removed: [(event: Event, stretch: Int)] = []
        var added: [(event: Event, stretch: Int)] = []
        var stretches = 0
        var final: Observation?
        for line in diff.lines {
            switch line {
            case .changed(.event(let x), .event(let y)):
                stretches += 1
                if let observation = pair(x, y, naming: naming, betweenSDKs: betweenSDKs) { result.append(observation) }
            case .removed(.event(let e)):
                removed.append((e, stretches))
            case .added(.event(let e)):
                added.append((e, stretches))
            case .finalChanged(let x, let y):
                final = Observation(difference: MigrationDifference(kind: .finalState, event: "final", before: describe(x), after: describe(y)))
            default:
                stretches += 1
            }
        }
        // The same event removed in one place and added in another moved.
        var gone: [(event: Event, stretch: Int)] = []
        for (e, at) in removed {
            if let i = added.firstIndex(where: { $0.event.name == e.name && $0.event.subject == e.subject }) {
                let moved = added.remove(at: i).event
                if let changed = pair(e, moved, naming: naming, betweenSDKs: betweenSDKs), changed.difference.kind != .timing {
                    result.append(changed)
                } else if naming.isCallback(e.native) || naming.isCallback(moved.native) {
                    result.append(reordered(e, old: old, moved, new: new))
                } else if let crossed = crossedCallback(e, moved, old: old, new: new, naming: naming) {
                    // An action of the SDK (its own dismissal) moved past a callback: the app's
                    // callback now runs on the other side of it.
                    result.append(reordered(crossed, old: old, crossed, new: new))
                }
            } else if naming.isCallback(e.native) {
                gone.append((e, at))
            } else if e.name == .alertShown {
                result.append(alert(before: e))
            }
        }
        for (e, at) in gone {
            // Between two SDKs, another event arriving at the same point through a callback takes its place.
            if betweenSDKs,
                let i = added.firstIndex(where: {
                    $0.stretch == at && $0.event.name != e.name && naming.isCallback($0.event.native)
                        && Event.family(of: $0.event.name.rawValue) == Event.family(of: e.name.rawValue)
                })
            {
                let instead = added.remove(at: i).event
                var observation = single(.removed, e)
                observation.difference.after = instead.native
                observation.difference.newMethod = NativeForm(instead.native).signature
                observation.difference.arrivesAs = instead.name.rawValue
                result.append(observation)
            } else {
                result.append(single(.removed, e))
            }
        }
        for (e, _) in added {
            if naming.isCallback(e.native) {
                result.append(single(.added, e))
            } else if e.name == .alertShown {
                result.append(alert(after: e))
            }
        }
        if let final { result.append(final) }
        return result
    }

    /// The difference between two aligned events (same canonical name and subject), or nil.
    static func pair(_ x: Event, _ y: Event, naming: CallbackNaming, betweenSDKs: Bool = false) -> Observation? {
        let (xCallback, yCallback) = (naming.isCallback(x.native), naming.isCallback(y.native))
        switch (xCallback, yCallback) {
        case (false, false): return nil
        case (false, true): return single(.added, y, sdkAction: betweenSDKs ? x : nil)
        case (true, false): return single(.removed, x, sdkAction: betweenSDKs ? y : nil)
        case (true, true): break
        }
        let (old, new) = (NativeForm(x.native), NativeForm(y.native))
        let event = x.name.rawValue
        if let joined = joinedChange(x, y, naming: naming) { return joined }
        if naming.callback(x.native) != naming.callback(y.native) {
            return Observation(
                difference: MigrationDifference(
                    kind: .renamed, event: event, before: x.native, after: y.native,
                    method: old.signature, newMethod: new.signature))
        }
        let (gone, came) = changedArguments(x.arguments, y.arguments)
        if x.native != y.native || !gone.isEmpty || !came.isEmpty {
            let signatureOnly = old.answer == new.answer && gone.isEmpty && came.isEmpty && x.time == y.time
            return Observation(
                difference: MigrationDifference(
                    kind: .arguments, event: event, before: join(x.native, gone), after: join(y.native, came),
                    method: old.signature, newMethod: old.signature == new.signature ? nil : new.signature, signatureOnly: signatureOnly))
        }
        if x.time != y.time {
            return Observation(
                difference: MigrationDifference(
                    kind: .timing, event: event, before: "\(x.native) @\(x.time)",
                    after: "\(y.native) @\(y.time)", method: old.signature))
        }
        return nil
    }

    /// `e` of `old` standing elsewhere in `new`, as `moved`.
    static func reordered(_ e: Event, old: Transcript, _ moved: Event, new: Transcript) -> Observation {
        Observation(
            difference: MigrationDifference(
                kind: .reordered, event: e.name.rawValue, before: position(of: e, in: old),
                after: position(of: moved, in: new), method: NativeForm(e.native).signature))
    }

    /// The first callback an action that is no callback (`e` in `old`, `moved` in `new`) moved past:
    /// before it on one side and after it on the other.
    static func crossedCallback(_ e: Event, _ moved: Event, old: Transcript, new: Transcript, naming: CallbackNaming) -> Event? {
        guard let i = old.events.firstIndex(of: e), let j = new.events.firstIndex(of: moved) else { return nil }
        func same(_ a: Event, _ b: Event) -> Bool { a.name == b.name && a.subject == b.subject && a.native == b.native }
        for (k, c) in old.events.enumerated() where k != i && naming.isCallback(c.native) {
            guard let l = new.events.firstIndex(where: { same($0, c) }) else { continue }
            if (k < i) != (l < j) { return c }
        }
        return nil
    }

    /// One action reported through several callbacks at once (`a + b`, docs/events.md): a callback
    /// that joins the others is `added`, one that leaves them `removed` — not a rename of the whole.
    /// Nil unless one side's callbacks are a strict part of the other's.
    static func joinedChange(_ x: Event, _ y: Event, naming: CallbackNaming) -> Observation? {
        let (xs, ys) = (parts(x.native), parts(y.native))
        guard xs.count + ys.count > 2 else { return nil }
        let (xCallbacks, yCallbacks) = (Set(xs.map(naming.callback)), Set(ys.map(naming.callback)))
        let kind: ChangeKind
        let changed: [String]
        if xCallbacks.isStrictSubset(of: yCallbacks) {
            (kind, changed) = (.added, ys.filter { !xCallbacks.contains(naming.callback($0)) })
        } else if yCallbacks.isStrictSubset(of: xCallbacks) {
            (kind, changed) = (.removed, xs.filter { !yCallbacks.contains(naming.callback($0)) })
        } else {
            return nil
        }
        guard let first = changed.first else { return nil }
        return Observation(
            difference: MigrationDifference(
                kind: kind, event: x.name.rawValue, before: x.native, after: y.native,
                method: NativeForm(first).signature))
    }

    /// `transcript` with each form of several (`a + b`) cut to its callbacks, when it has one.
    static func callbacksOnly(_ transcript: Transcript, naming: CallbackNaming) -> Transcript {
        var transcript = transcript
        transcript.entries = transcript.entries.map { entry in
            guard case .event(var event) = entry else { return entry }
            let all = parts(event.native), kept = all.filter(naming.isCallback)
            if !kept.isEmpty, kept.count < all.count { event.native = kept.joined(separator: " + ") }
            return .event(event)
        }
        return transcript
    }

    /// The callbacks of a native form, in firing order (`a + b`).
    static func parts(_ native: String) -> [String] {
        native.components(separatedBy: " + ")
    }

    /// An alert the SDK shows (`before`) that no longer appears, or one (`after`) that now does: no
    /// method of the app, but what the user meets.
    static func alert(before: Event? = nil, after: Event? = nil) -> Observation {
        let e = before ?? after
        let difference = MigrationDifference(kind: .alert, event: e?.name.rawValue ?? "", before: before?.native ?? "", after: after?.native ?? "")
        return Observation(difference: difference, time: e.flatMap { $0.time == .zero ? nil : $0.time })
    }

    /// An added or removed callback: its native form, and its time apart.
    static func single(_ kind: ChangeKind, _ e: Event, sdkAction: Event? = nil) -> Observation {
        let difference = MigrationDifference(
            kind: kind, event: e.name.rawValue, before: kind == .removed ? e.native : "",
            after: kind == .added ? e.native : "", method: NativeForm(e.native).signature,
            sdkAction: sdkAction.map { NativeForm($0.native).method })
        return Observation(difference: difference, time: e.time == .zero ? nil : e.time)
    }

    /// The arguments only the old side has (or has with another value), and those only the new side has.
    static func changedArguments(_ old: [Argument], _ new: [Argument]) -> (gone: [String], came: [String]) {
        let oldText = Set(old.map(text)), newText = Set(new.map(text))
        return (old.map(text).filter { !newText.contains($0) }, new.map(text).filter { !oldText.contains($0) })
    }

    /// `key=value`, a redacted placeholder without its number (`<profile>` for `<profile:2>`).
    static func text(_ argument: Argument) -> String {
        var value = argument.value
        if value.hasPrefix("<"), value.hasSuffix(">"), let colon = value.lastIndex(of: ":"),
            value[value.index(after: colon)..<value.index(before: value.endIndex)].allSatisfy(\.isNumber)
        {
            value = String(value[..<colon]) + ">"
        }
        return "\(argument.key)=\(value)"
    }

    /// The native form followed by arguments.
    static func join(_ native: String, _ arguments: [String]) -> String {
        arguments.isEmpty ? native : native + " " + arguments.joined(separator: " ")
    }

    /// `open none`, `closed pending`.
    static func describe(_ final: FinalState) -> String {
        "\(final.state.rawValue) \(final.result)" + (final.settled ? "" : " (never settles)")
    }

    /// Where an event stands: its native form and the canonical name of the event before it.
    static func position(of e: Event, in transcript: Transcript) -> String {
        let events = transcript.events
        guard let index = events.firstIndex(of: e) else { return e.native }
        return index == 0 ? "\(e.native) first" : "\(e.native) after \(events[index - 1].name.rawValue)"
    }
}
