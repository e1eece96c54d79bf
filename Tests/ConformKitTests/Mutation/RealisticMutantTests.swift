import Testing
@testable import ConformKit

/// Mutants a real SDK could produce (issue 40, item 4): a replaced value keeps its argument's type —
/// the other Boolean, another case of an enumeration the transcript shows, never `_2` for either —
/// a rename keeps the transcript consistent with its end, and an added event carries a native form
/// the SDK uses, not a marker of the mutator's own that a pattern could match.
@Suite struct RealisticMutantTests {
    typealias F = MutationFixtures

    /// The argument mutants of `events`, as (from, to).
    static func replacements(_ events: [Event], final: FinalState = F.purchased, products: [String] = []) -> [(String, String)] {
        TranscriptMutator(events: events, final: final, products: products).changes.compactMap {
            if case .argument(_, let from, let to) = $0 { return (from, to) } else { return nil }
        }
    }

    @Test("a Boolean becomes the other Boolean")
    func booleans() {
        let events = [F.event("restore.completed", ["restored": "true"]), F.event("answer.changed goal", ["resume": "false"])]
        let pairs = Self.replacements(events)
        #expect(pairs.contains { $0 == ("true", "false") })
        #expect(pairs.contains { $0 == ("false", "true") })
        #expect(!pairs.contains { $0.1.hasSuffix("_2") }, "\(pairs)")
    }

    @Test("an enumeration becomes another case the transcript shows, and without one it is not replaced")
    func enumerations() {
        let two = [F.event("action close", ["action": ".close"]), F.event("action purchase", ["action": ".purchase"])]
        #expect(Self.replacements(two).contains { $0 == (".close", ".purchase") })
        let one = [F.event("purchase.completed p", ["purchaseResult": ".success"]), F.event("error purchase_failed", ["code": "purchase_failed"])]
        let pairs = Self.replacements(one)
        #expect(!pairs.contains { $0.0 == ".success" }, "\(pairs)")
        #expect(!pairs.contains { $0.0 == "purchase_failed" }, "an error code is an enumeration: \(pairs)")
        #expect(!pairs.contains { $0.1.hasSuffix("_2") && !$0.0.hasPrefix("p") }, "\(pairs)")
    }

    @Test("an identifier without another of its kind is marked as another: a product, a paywall id, a placement")
    func identifiers() {
        let events = [F.event("purchase.started premium_monthly", ["paywallId": "onboarding", "placement": "campaign_trigger"])]
        let pairs = Self.replacements(events)
        #expect(pairs.contains { $0 == ("premium_monthly", "premium_monthly_2") })
        #expect(pairs.contains { $0 == ("onboarding", "onboarding_2") })
        #expect(pairs.contains { $0 == ("campaign_trigger", "campaign_trigger_2") })
        #expect(Self.replacements(events, products: ["premium_monthly", "premium_annual"]).contains { $0 == ("premium_monthly", "premium_annual") })
    }

    @Test("a rename keeps the end consistent: the completion a purchased close reports is not renamed; shown and closed do not trade names")
    func consistentRenames() {
        let renames = TranscriptMutator(events: F.purchase, final: F.purchased).changes.filter { $0.operator == .rename }
        #expect(renames.isEmpty, "\(renames)")
        let open = FinalState(state: .open, result: "none")
        let kept = TranscriptMutator(events: [F.event("paywall.shown"), F.event("purchase.completed p")], final: open).changes.filter {
            $0.operator == .rename
        }
        #expect(
            kept == [
                .rename(event: 1, to: .purchaseFailed, subject: "p"), .rename(event: 1, to: .purchaseCancelled, subject: "p"),
                .rename(event: 1, to: .purchasePending, subject: "p")
            ])
        let twice = [F.event("purchase.completed p"), F.event("purchase.completed q"), F.event("paywall.closed purchased")]
        #expect(
            TranscriptMutator(events: twice, final: F.purchased).changes.filter { $0.operator == .rename }.count == 6,
            "with another completion left, either may be renamed")
    }

    @Test("an added event carries the native form the transcript gives its name, else its name: no pattern catches every added event")
    func nativeForms() {
        let mutator = TranscriptMutator(events: F.purchase, final: FinalState(state: .open, result: "none"), products: ["premium_monthly"])
        let added = mutator.changes.compactMap(\.added)
        #expect(!added.isEmpty)
        for event in added {
            #expect(event.native == F.purchase.last { $0.name == event.name }?.native ?? event.name.rawValue, "\(event)")
            #expect(!event.native.contains("conform"), "\(event)")
        }
    }
}

/// What a spec answers for (issue 40, items 1-3): a mutant it leaves open is counted as not killed,
/// a pair with nothing counted shares 0, and a pattern that names no event kills nothing.
@Suite struct AnsweredScoreTests {
    typealias F = MutationFixtures

    static func pair(_ expect: String, equivalent: [String] = []) -> PairMutation {
        let here = SourceLocation(file: "t.yaml", line: 1, column: 1)
        var subject = MutationSubject(expect: F.expectations(expect))
        subject.equivalent = equivalent.map { Located(EquivalentMutant(mutant: $0, reason: "r"), at: here) }
        return MutationRun.mutate(F.transcript(F.purchase), subject, limit: 1_000)
    }

    @Test("declaring an event unspecified never raises the share: its survivors are left open and counted as not killed")
    func unspecifiedNeverRaises() {
        let plain = Self.pair("  order: [purchase.started premium_monthly]\n")
        let open = Self.pair("  order: [purchase.started premium_monthly]\n  unspecified: [purchase.completed, paywall.closed]\n")
        let everything = Self.pair("  order: [purchase.started premium_monthly]\n  unspecified: ['*']\n")
        #expect(open.score.open > 0 && everything.score.open > open.score.open)
        #expect((open.score.share ?? 1) <= (plain.score.share ?? 0))
        #expect((everything.score.share ?? 1) <= (open.score.share ?? 0))
        #expect(open.open.allSatisfy { $0.reason == .unspecified && ["purchase.completed", "paywall.closed"].contains($0.because) }, "\(open.open)")
    }

    @Test("a declared equivalent is reported with its reason and leaves the share as it was")
    func equivalentLeavesShare() {
        let plain = Self.pair("  order: [purchase.started premium_monthly]\n")
        let words = plain.survivors.prefix(3).map(\.description)
        let declared = Self.pair("  order: [purchase.started premium_monthly]\n", equivalent: words)
        #expect(declared.score.open == 3 && declared.survivors.count == plain.survivors.count - 3)
        #expect(declared.score.share == plain.score.share)
        #expect(declared.open.map(\.description) == words && declared.open.allSatisfy { $0.because == "r" })
    }

    @Test("a spec whose pairs count nothing scores 0 and stays in the mean")
    func nothingCountedScoresZero() {
        let empty = MutationScore(mutants: 0, killed: 0, open: 0)
        let full = MutationScore(mutants: 10, killed: 10)
        #expect(AveragedScore([empty]).ratio == 0)
        #expect(AveragedScore([empty]).percent == "0%")
        #expect(AveragedScore(of: [AveragedScore([empty]), AveragedScore([full])]).ratio == 0.5)
        #expect(AveragedScore([empty]).isBelow(percent: 10) == true)
    }

    @Test("patterns that name no event kill nothing, however they are spelt")
    func noNameKillsNothing() {
        for expect in [
            "  exact: ['*', '*', '*', '*']\n", "  exact: ['* product=*', '* product=*', '*', '*']\n",
            "  exact: ['paywall.*', 'purchase.*', 'purchase.* product=premium_monthly', 'paywall.* purchased']\n",
            "  order: ['* @0s']\n  never: ['* native=inserted', '* @5s']\n"
        ] {
            let pair = Self.pair(expect)
            #expect(pair.score.killed == 0, "\(expect): \(pair.score)")
        }
        let open = FinalState(state: .open, result: "none")
        let family = MutationRun.mutate(
            F.transcript([F.event("paywall.shown")], final: open),
            MutationSubject(expect: F.expectations("  never: [purchase.*]\n"), products: ["p"]), limit: 100)
        #expect(family.score.killed == 1, "a family in never rules out events the contract names: the inserted failure")
    }
}
