/// A callback that reached a session's recorder after the session ended — its `finish` returned
/// and the SDK had been quiet for `quietPeriod` — so the case's transcript does not hold it. It is
/// never dropped: one within the case's `lateWatch` fails the case; one later still is reported by
/// the next case that ends (`LateCallbacks`).
package struct LateCallback: Sendable, Hashable {
    /// The spec whose session it belongs to.
    package var specID: String
    /// The adapter that ran it.
    package var adapterID: String
    /// Its canonical name, as recorded.
    package var name: String
    /// Its native form, as recorded.
    package var native: String
    /// How long after the session's end it came (wall clock).
    package var late: Duration
    /// The session's timing.
    package var timing: SessionTiming

    package init(specID: String, adapterID: String, name: String, native: String, late: Duration, timing: SessionTiming) {
        (self.specID, self.adapterID, self.name, self.native, self.late, self.timing) = (specID, adapterID, name, native, late, timing)
    }

    /// What happened and what to change: the callback, how late, and the quiet period to declare.
    package var message: String {
        let lateMs = Self.milliseconds(late), quietMs = Self.milliseconds(timing.quietPeriod)
        let suggested = max(100, ((lateMs + quietMs) * 2 + 99) / 100 * 100)
        return "'\(name)' (\(native)) came \(lateMs) ms after the session ended — after its finish and \(quietMs) ms of quiet — "
            + "so the transcript misses it: raise the adapter's quiet period above \(lateMs + quietMs) ms "
            + "(var timing: SessionTiming { SessionTiming(quietPeriod: .milliseconds(\(suggested))) }), or let the session's finish wait "
            + "for the SDK's pending work; SDK work that outlives its session must hold the session weakly (docs/ios.md, \"After the session\")"
    }

    /// `span` in whole milliseconds, rounded up.
    package static func milliseconds(_ span: Duration) -> Int64 {
        let (seconds, attoseconds) = span.components
        return seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    }
}

/// The late callbacks that came after their case stopped listening (`SessionTiming.lateWatch`),
/// until the next case of the same adapter that ends reports them, each naming its own case:
/// later than every watch is still not lost, as long as it comes before the test process ends.
package enum LateCallbacks {
    private static let pending = Locked<[LateCallback]>([])

    /// Adds a late callback.
    package static func add(_ callback: LateCallback) {
        pending.withLock { $0.append(callback) }
    }

    /// Takes the late callbacks of `adapterIDs` not reported yet, in arrival order: a case reports
    /// those of its own adapters, so tests of other adapters running alongside never take them.
    package static func take(adapterIDs: Set<String>) -> [LateCallback] {
        pending.withLock { pending in
            let taken = pending.filter { adapterIDs.contains($0.adapterID) }
            pending.removeAll { adapterIDs.contains($0.adapterID) }
            return taken
        }
    }
}
