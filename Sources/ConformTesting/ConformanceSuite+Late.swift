import ConformKit
import Foundation

extension ConformanceSuite {
    /// The callbacks that came after their case had stopped listening (`SessionTiming.lateWatch`;
    /// one within it already failed its own case), as failures named by their own case: reported by
    /// whichever case of the same adapters ends next, so that nothing after a session is lost.
    func lateFailures(file: (String) -> String) -> [ConformanceFailure] {
        LateCallbacks.take(adapterIDs: Set(adapters.map(\.id))).map { late in
            ConformanceFailure(
                specID: late.specID, adapterID: late.adapterID, location: SourceLocation(file: file(late.specID), line: 1, column: 1),
                message: "\(late.specID) × \(late.adapterID): a callback after the session ended, later than its case listened "
                    + "(\(LateCallback.milliseconds(late.timing.lateWatch)) ms), so reported by the case that ended next: \(late.message)")
        }
    }

    /// An asynchronous adapter's timing; nil for a synchronous one (its callbacks cannot be late).
    static func timing(of adapter: any Adapter) -> SessionTiming? {
        if let adapter = adapter as? any MainActorAdapter { return adapter.timing }
        if let adapter = adapter as? any AsyncAdapter { return adapter.timing }
        return nil
    }

    /// Where the spec `id` is, for a late callback of a case not run here.
    func specFile(_ id: String) -> String {
        specs + "/" + id + ".yaml"
    }
}
