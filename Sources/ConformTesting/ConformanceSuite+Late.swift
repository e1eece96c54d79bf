import ConformKit
import Foundation

extension ConformanceSuite {
    /// The callbacks that came after their sessions ended, as failures: for `cases` (spec id,
    /// adapter id), once the longest `lateWatch` of their asynchronous adapters has passed, and
    /// those of cases closed before that came later still (each names its own case). Nothing to
    /// wait for when no adapter is asynchronous.
    func lateFailures(for cases: [(specID: String, adapterID: String)], file: (String) -> String) -> [ConformanceFailure] {
        let watches = adapters.filter { adapter in cases.contains { $0.adapterID == adapter.id } }.compactMap(Self.timing).map(\.lateWatch)
        guard let watch = watches.max() else { return [] }
        Thread.sleep(forTimeInterval: Double(watch.components.seconds) + Double(watch.components.attoseconds) / 1e18)
        return LateCallbacks.close(cases).map { late in
            ConformanceFailure(specID: late.specID, adapterID: late.adapterID, location: SourceLocation(file: file(late.specID), line: 1, column: 1),
                               message: "\(late.specID) × \(late.adapterID): a callback after the session ended: \(late.message)")
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
