/// A native callback form as a transcript records it, read into parts: the method without what
/// the app answered (`paywallController(_:didFailLoadingProductsWith:)` of
/// `paywallController(_:didFailLoadingProductsWith:) -> true`), and the callback it belongs to —
/// the base name and the first keyword label, which an Objective-C-style delegate method or a
/// SwiftUI closure label is named by. Parameter labels after the first keyword are the signature,
/// so `paywallController(_:didFinishPurchase:purchasedInfo:)` and
/// `paywallController(_:didFinishPurchase:purchaseResult:)` are one callback,
/// `paywallController.didFinishPurchase`, with another signature, while
/// `paywallController(_:didFailPurchase:error:)` is another callback.
package struct NativeForm: Sendable, Hashable {
    /// The whole form, as recorded.
    package var text: String
    /// The method without the app's answer: the text before ` -> ` or ` throws`.
    package var method: String
    /// What the app answered (`-> true`, `throws`), or empty.
    package var answer: String
    /// The callback the method belongs to: `paywallController.didFinishPurchase`, `.paywall.didAppear`.
    package var callback: String

    /// Reads `text`; a form without parentheses (`handler.onWillDismiss`) is its own callback.
    package init(_ text: String) {
        self.text = text
        var method = text
        var answer = ""
        for marker in [" -> ", " throws"] {
            if let range = method.range(of: marker) {
                answer = String(method[range.lowerBound...]).trimmed(" ")
                method = String(method[..<range.lowerBound])
                break
            }
        }
        self.method = method
        self.answer = answer
        guard let open = method.firstIndex(of: "("), method.hasSuffix(")") else {
            callback = method
            return
        }
        let base = method[..<open]
        let inside = method[method.index(after: open)..<method.index(before: method.endIndex)]
        let labels = inside.split(separator: ":").map { $0.trimmed(" ") }
        if let keyword = labels.first(where: { $0 != "_" && !$0.isEmpty }) {
            callback = "\(base).\(keyword)"
        } else {
            callback = String(base)
        }
    }

    /// The method with its answer made a type: `… -> Bool` for `… -> true`, as a checklist names
    /// a handler whose return value matters.
    package var signature: String {
        guard answer.hasPrefix("->") else { return answer.isEmpty ? method : "\(method) \(answer)" }
        let value = answer.dropFirst(2).trimmed(" ")
        return value == "true" || value == "false" ? "\(method) -> Bool" : "\(method) \(answer)"
    }
}

extension String {
    /// The string without leading and trailing characters of `set`.
    fileprivate func trimmed(_ set: Character) -> String {
        var s = Substring(self)
        while s.first == set { s = s.dropFirst() }
        while s.last == set { s = s.dropLast() }
        return String(s)
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    fileprivate func trimmed(_ set: Character) -> String { String(self).trimmed(set) }
}
