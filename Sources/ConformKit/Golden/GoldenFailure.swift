/// Why the golden store failed for one pair, kept as a value until it is shown: the store's error
/// (a bad id, a link out of the golden folder, a file system error), or — for a report read back —
/// the message the report gave. Renderers ask for `message`.
package struct GoldenFailure: Error, Sendable, Hashable {
    /// What failed.
    package enum Cause: Sendable, Hashable {
        /// The golden store's error.
        case store(GoldenStoreError)
        /// Known only by its message: a failure read back from a report, which keeps no more.
        case reported(String)
    }

    /// What failed.
    package var cause: Cause

    package init(_ cause: Cause) {
        self.cause = cause
    }

    /// A failure known only by its message, as a report gives it.
    package static func reported(_ message: String) -> GoldenFailure { GoldenFailure(.reported(message)) }

    /// The store's error, when the failure is one this run met.
    package var storeError: GoldenStoreError? {
        if case .store(let error) = cause { return error }
        return nil
    }

    /// The message a report shows, naming the path.
    package var message: String {
        switch cause {
        case .store(let error): return error.description
        case .reported(let message): return message
        }
    }
}
