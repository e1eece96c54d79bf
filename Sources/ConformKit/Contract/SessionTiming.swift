/// How long each request of an asynchronous session may take, how long its SDK must stay quiet
/// before the next request starts, and how long a case keeps listening after its session ended.
///
/// A real paywall SDK answers later — on the main queue, after an animation, after a network
/// round trip. After each request the runner lets it settle: a main-actor session's main queue is
/// drained until nothing new arrives, and then `quietPeriod` must pass without a callback, so late
/// callbacks still belong to the step that caused them. A request that has not finished, settling
/// included, `stepTimeout` after it started is stopped: the spec is an error, never a hang.
///
/// A callback that reaches the session's recorder after the session ended (its `finish` returned
/// and `quietPeriod` passed) is never dropped: within `lateWatch` it fails its case, naming it, how
/// late it came and which setting to raise; later still, the next case that ends reports it
/// (docs/ios.md, "After the session").
///
/// Every parameter left out is the documented default — `SessionTiming(stepTimeout: .seconds(15))`
/// keeps 50 ms of quiet — so a setting cannot be lost by omission.
public struct SessionTiming: Sendable, Hashable {
    /// How long one request (starting the session, a step, a wait, the end) may run in real time,
    /// settling included. 10 s unless set.
    public var stepTimeout: Duration
    /// How long the SDK must stay quiet (no callback) after a request. 50 ms unless set.
    public var quietPeriod: Duration
    /// How long a case keeps listening after its session ended, for callbacks too late to be part
    /// of it (each fails the case). 250 ms unless set.
    public var lateWatch: Duration

    /// The documented defaults for whatever is left out: 10 s per request, 50 ms of quiet,
    /// 250 ms of listening after the session.
    public init(
        stepTimeout: Duration = Self.defaultStepTimeout, quietPeriod: Duration = Self.defaultQuietPeriod,
        lateWatch: Duration = Self.defaultLateWatch
    ) {
        self.stepTimeout = stepTimeout
        self.quietPeriod = quietPeriod
        self.lateWatch = lateWatch
    }

    /// 10 s: the default `stepTimeout`.
    public static let defaultStepTimeout: Duration = .seconds(10)
    /// 50 ms: the default `quietPeriod`.
    public static let defaultQuietPeriod: Duration = .milliseconds(50)
    /// 250 ms: the default `lateWatch`.
    public static let defaultLateWatch: Duration = .milliseconds(250)

    /// Every default: 10 s per request, 50 ms of quiet, 250 ms of listening after the session.
    public static let standard = SessionTiming()
}
