import ConformKit
import ConformRecorder

/// The adapter's session recorder takes the same calls as the device recorder, so an app's SDK
/// delegate written against `CallbackRecorder` records into either.
extension AsyncRecorder: CallbackRecorder {
    /// Records one callback by its canonical name as text.
    public func event(_ name: String, subject: String?, native: String, arguments: [String: String]) {
        record(EventName(name), subject, native: native, arguments.map { Argument($0.key, $0.value) })
    }

    /// Adds a native form to the last event named `name`.
    @discardableResult
    public func addNative(_ native: String, to name: String, arguments: [String: String]) -> Bool {
        addNative(native, to: EventName(name), arguments.map { Argument($0.key, $0.value) })
    }
}
