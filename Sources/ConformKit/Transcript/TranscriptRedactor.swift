/// Replaces argument values that vary from run to run (transaction ids, dates) with stable numbered
/// placeholders, so a golden does not change when nothing but those values did.
///
/// Within one transcript the same value of a key always gets the same placeholder, and the numbers
/// follow the order of first appearance: `<transactionId:1>`, `<transactionId:2>`, … Each key counts
/// on its own. Only argument values are redacted; canonical names, subjects and native text are
/// left alone (adapters keep volatile values out of them). Redacting twice changes nothing more.
package struct TranscriptRedactor: Sendable, Hashable {
    /// The argument keys whose values are redacted.
    package var keys: Set<String>

    /// Creates a redactor for the adapter's `volatile` keys (`AdapterInfo.volatileArguments`), with
    /// a spec's overrides: keys it declares volatile too, and keys it needs to see verbatim.
    package init(volatile: Set<String>, alsoVolatile: Set<String> = [], notVolatile: Set<String> = []) {
        // Most specs override nothing: then the adapter's set is shared, not rebuilt for every pair.
        keys = alsoVolatile.isEmpty && notVolatile.isEmpty ? volatile : volatile.union(alsoVolatile).subtracting(notVolatile)
    }

    /// The placeholder for the `number`th distinct value of `key`: `<transactionId:1>`.
    package static func placeholder(key: String, number: Int) -> String {
        "<\(key):\(number)>"
    }

    /// `transcript` with the values of every volatile argument replaced by its placeholder.
    package func redact(_ transcript: Transcript) -> Transcript {
        guard !keys.isEmpty else { return transcript }
        var numbers: [String: [String: Int]] = [:]
        var result = transcript
        for index in result.entries.indices {
            guard case .event(var event) = result.entries[index],
                event.arguments.contains(where: { keys.contains($0.key) })
            else { continue }
            for a in event.arguments.indices where keys.contains(event.arguments[a].key) {
                let key = event.arguments[a].key
                let value = event.arguments[a].value
                let number: Int
                if let known = numbers[key]?[value] {
                    number = known
                } else {
                    number = (numbers[key]?.count ?? 0) + 1
                    numbers[key, default: [:]][value] = number
                }
                event.arguments[a].value = Self.placeholder(key: key, number: number)
            }
            result.entries[index] = .event(event)
        }
        return result
    }
}
