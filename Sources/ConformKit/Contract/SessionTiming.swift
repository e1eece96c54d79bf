/// How long each request of an asynchronous session may take, and how long its SDK must stay
/// quiet before the next request starts.
///
/// A real paywall SDK answers later — on the main queue, after an animation, after a network
/// round trip. After each request the runner lets it settle: a main-actor session's main queue is
/// drained until nothing new arrives, and then `quietPeriod` must pass without a callback, so late
/// callbacks still belong to the step that caused them. A request that has not finished, settling
/// included, `stepTimeout` after it started is stopped: the spec is an error, never a hang.
public struct SessionTiming: Sendable, Hashable {
    /// How long one request (starting the session, a step, a wait, the end) may run in real time,
    /// settling included.
    public var stepTimeout: Duration
    /// How long the SDK must stay quiet (no callback) after a request.
    public var quietPeriod: Duration

    public init(stepTimeout: Duration = .seconds(10), quietPeriod: Duration = .zero) {
        self.stepTimeout = stepTimeout
        self.quietPeriod = quietPeriod
    }

    /// 10 s per request, no quiet period: for sessions whose requests return once their
    /// callbacks have arrived, or whose callbacks come on the main queue.
    public static let standard = SessionTiming()
}
