/// A callback that reached a session's recorder after the session ended — its `finish` returned
/// and the SDK had been quiet for `quietPeriod` — so the case's transcript does not hold it. It is
/// never dropped: ConformTesting reports it as a failure of its case (`LateCallbacks`).
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

/// The late callbacks of every ended session in this process, until a case reports them. Each
/// case takes its own once its `lateWatch` has passed (`close`), and with them those of cases
/// closed before that came later still, so a callback later than every watch is reported by the
/// next case that ends, naming its own.
package enum LateCallbacks {
    /// What is held: the callbacks not reported yet, and the cases already closed.
    private struct Log {
        var pending: [LateCallback] = []
        var closed: Set<Key> = []
    }

    /// A case: spec id and adapter id.
    private struct Key: Hashable {
        var specID: String
        var adapterID: String
    }

    private static let log = Locked(Log())

    /// Adds a late callback.
    package static func add(_ callback: LateCallback) {
        log.withLock { $0.pending.append(callback) }
    }

    /// Marks the cases `cases` (spec id, adapter id) closed and returns their late callbacks, and
    /// those of cases closed earlier, in arrival order.
    package static func close(_ cases: [(specID: String, adapterID: String)]) -> [LateCallback] {
        log.withLock { log in
            let keys = Set(cases.map { Key(specID: $0.specID, adapterID: $0.adapterID) })
            log.closed.formUnion(keys)
            let taken = log.pending.filter { log.closed.contains(Key(specID: $0.specID, adapterID: $0.adapterID)) }
            log.pending.removeAll { log.closed.contains(Key(specID: $0.specID, adapterID: $0.adapterID)) }
            return taken
        }
    }

    /// Marks the cases open again: a case run again (the next test of the same spec × adapter)
    /// collects its own late callbacks anew.
    package static func open(_ cases: [(specID: String, adapterID: String)]) {
        log.withLock { log in
            for item in cases { log.closed.remove(Key(specID: item.specID, adapterID: item.adapterID)) }
        }
    }
}
