import ConformKit
import ConformRecorder

extension ConformRecorder {
    /// The spec's world, read from the plan this recorder was started from
    /// (`ConformRecorder(planAt:)`): set the SDK and its test store up from it before the first
    /// step, as the in-process adapter does from its session's `given` — so a UI test walks a
    /// spec with nothing copied from `conform record` by hand.
    ///
    /// Throws `AdapterError.protocolError` when the recorder was not started from a plan, or the
    /// plan's `given` is not the shape `conform record --plan` writes.
    public func plannedGiven() throws -> Given {
        guard let planData else {
            throw AdapterError.protocolError(
                "this recorder was not started from a plan; start it with ConformRecorder(planAt:) from 'conform record --adapter A --spec ID --plan FILE'",
                stderrTail: "")
        }
        do {
            guard case .object(let plan) = try JSONValue.parse([UInt8](planData)), let given = plan["given"] else {
                throw AdapterError.protocolError("the plan has no 'given' object; write it again with 'conform record … --plan FILE'", stderrTail: "")
            }
            return try WireGiven.read(given)
        } catch let error as AdapterError {
            throw error
        } catch {
            throw AdapterError.protocolError(
                "the plan's 'given' cannot be read: \(error); write it again with 'conform record … --plan FILE'", stderrTail: "")
        }
    }
}
