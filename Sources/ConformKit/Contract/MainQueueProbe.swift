import Dispatch
import Foundation

/// Whether the current code runs where waiting for the main actor would wait for itself: the main
/// thread, or a block of the main queue (on Linux, Swift Testing drains the main queue on a
/// thread that is not the main thread).
enum MainQueueProbe {
    /// Marks the main queue once, so a block running on it can be recognised.
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller is the main thread or a block on the main queue.
    static var isMainThreadOrQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }
}
