@testable import ConformKit

/// Small transcripts and results for the migration tests: a paywall's story told as events.
enum MigrationFixtures {
    /// A transcript of `events` ending in `final`.
    static func transcript(_ events: [Event], final: FinalState = FinalState(state: .open, result: "none"), adapter: String = "a") -> Transcript {
        Transcript(specID: "s", adapterID: adapter, sdk: "S 1", entries: [.step("present", time: .zero)] + events.map { .event($0) }, final: final)
    }

    /// An event about `subject` with `native`, optionally with arguments and a time.
    static func event(
        _ name: EventName, _ subject: String?, _ native: String, _ arguments: [Argument] = [],
        at seconds: Int64 = 0
    ) -> Event {
        Event(name, subject, native: native, arguments: arguments, time: VirtualTime(milliseconds: seconds * 1000))
    }

    /// An event without a subject.
    static func event(_ name: EventName, _ native: String, _ arguments: [Argument] = [], at seconds: Int64 = 0) -> Event {
        event(name, nil, native, arguments, at: seconds)
    }

    /// A result of `spec` on `adapter` that ran and left `transcript`.
    static func ran(_ spec: String, _ adapter: String, _ transcript: Transcript) -> PairResult {
        PairResult(
            specID: spec, specFile: spec + ".yaml", adapterID: adapter,
            outcome: .ran(
                PairRun(
                    transcript: transcript, transcriptText: TranscriptFormat.write(transcript),
                    match: MatchResult(violations: [], unobservable: [], checked: 1),
                    divergence: nil, golden: .notChecked)))
    }

    /// A result of `spec` on `adapter` that failed to run, for `reason`.
    static func failed(_ spec: String, _ adapter: String, _ reason: String) -> PairResult {
        PairResult(specID: spec, specFile: spec + ".yaml", adapterID: adapter, outcome: .failedToRun(.reported(reason), partial: nil))
    }

    /// A naming in which `dismiss()` and the SDK's `ErrorDialog(…)` are actions, not callbacks.
    static let naming = CallbackNaming(
        isCallback: { NativeForm($0).method != "dismiss()" && !$0.hasPrefix("ErrorDialog(") }, callback: { NativeForm($0).callback })

    /// The kinds the classifier finds from `old` to `new`.
    static func kinds(
        _ old: [Event], _ new: [Event], oldFinal: FinalState = FinalState(state: .open, result: "none"),
        newFinal: FinalState = FinalState(state: .open, result: "none")
    ) -> [ChangeKind] {
        DifferenceClassifier.classify(from: transcript(old, final: oldFinal), to: transcript(new, final: newFinal), naming: naming)
            .map(\.difference.kind)
    }
}
