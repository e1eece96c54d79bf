/// Virtual time for one spec: delayed SDK work is scheduled here and runs when the runner
/// advances the clock, so no spec ever sleeps in real time.
package final class VirtualClock {
    /// The current virtual time.
    package private(set) var now: VirtualTime = .zero
    private var pending: [Job] = []
    private var nextSequence = 0
    /// How many scheduled jobs have run, for the runaway bound.
    package private(set) var jobsRun = 0

    private struct Job {
        var due: VirtualTime
        var sequence: Int
        var work: () -> Void
    }

    /// Creates a clock at zero.
    package init() {}

    /// Schedules `work` to run `delay` from now; jobs due at the same time run in scheduling order.
    package func schedule(after delay: VirtualTime, _ work: @escaping () -> Void) {
        pending.append(Job(due: now + delay, sequence: nextSequence, work: work))
        nextSequence += 1
    }

    /// Runs `work` now when `delay` is zero (a store that answers at once), else schedules it: the
    /// one way every model turns a store answer's delay into SDK work.
    package func run(after delay: VirtualTime, _ work: @escaping () -> Void) {
        if delay > .zero { schedule(after: delay, work) } else { work() }
    }

    /// When the next job is due, if any.
    package var nextDue: VirtualTime? { pending.min(by: Self.runsBefore)?.due }

    /// Runs every job due up to `now + span`, in due order, then sets the time to `now + span`.
    /// Stops early (returning false) after `jobBudget` jobs, so an endless loop is reported, not hung on.
    @discardableResult
    package func advance(by span: VirtualTime, jobBudget: Int = 10_000) -> Bool {
        let target = now + span
        var budget = jobBudget
        while let index = indexOfNext(), pending[index].due <= target {
            guard budget > 0 else { return false }
            budget -= 1
            runJob(at: index)
        }
        now = max(now, target)
        return true
    }

    /// Runs pending work until none is left, up to `horizon` of virtual time and `jobBudget` jobs.
    /// Returns false when work is still pending at the bound (a loop that never settles).
    package func drain(horizon: VirtualTime, jobBudget: Int) -> Bool {
        let limit = now + horizon
        var budget = jobBudget
        while let index = indexOfNext() {
            guard budget > 0, pending[index].due <= limit else { return false }
            budget -= 1
            runJob(at: index)
        }
        return true
    }

    /// Removes the job at `index` and runs it at its due time (never earlier than now).
    private func runJob(at index: Int) {
        let job = pending.remove(at: index)
        now = max(now, job.due)
        jobsRun += 1
        job.work()
    }

    /// Drops every job still waiting, and with it whatever its work holds (a session, the
    /// recorder, this clock): the runner calls it when a spec ends, so work that a failed or
    /// runaway spec left pending cannot keep them alive in a cycle through the clock.
    package func cancelPendingWork() {
        pending.removeAll()
    }

    private func indexOfNext() -> Int? {
        guard !pending.isEmpty else { return nil }
        var best = 0
        for i in 1..<pending.count where Self.runsBefore(pending[i], pending[best]) { best = i }
        return best
    }

    private static func runsBefore(_ a: Job, _ b: Job) -> Bool {
        (a.due, a.sequence) < (b.due, b.sequence)
    }
}
