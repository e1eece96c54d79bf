/// Fresh volatile values of one session, e.g. `profile-1`, `transaction-2`: what an SDK hands the
/// app that differs run to run. Transcripts redact them to stable placeholders.
struct VolatileValues {
    private var counter = 0

    /// The next value of `kind`.
    mutating func next(_ kind: String) -> String {
        counter += 1
        return "\(kind)-\(counter)"
    }
}
