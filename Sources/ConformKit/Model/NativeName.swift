/// The native callback an expectation names (`native=didStartPurchase`), for where one canonical
/// event can come through two callbacks a spec must tell apart: Adapty's `didStartPurchase` and
/// its observer-mode resolver, `didFailWebPaymentNavigation` and `didFinishWebPaymentNavigation`
/// with an error, `didAppear` for the paywall and for the in-app browser.
///
/// A name made of letters, digits and `_` matches a native form that has it as a whole word — or,
/// in camel case, as the end of a word: `didAppear` matches `.paywall(didAppear:)` and
/// `paywallControllerDidAppear(_:)` alike, so one spec reads the same on every surface of an SDK.
/// Any other text (with spaces, parentheses or colons) must occur in the native form as written:
/// `native="onPurchase(_:) -> true"`.
package struct NativeName: Sendable, Hashable {
    /// The argument key that names the native callback in a pattern.
    package static let key = "native"

    /// The name as the spec wrote it.
    package var text: String

    package init(_ text: String) { self.text = text }

    /// Whether `native`, an event's native form, is the callback this name names.
    package func matches(_ native: String) -> Bool {
        guard text.utf8.allSatisfy(Self.isWordByte) else { return native.contains(text) }
        let wanted = Array(text.utf8)
        var word: [UInt8] = []
        for byte in native.utf8 {
            if Self.isWordByte(byte) {
                word.append(byte)
            } else {
                if matchesWord(word, wanted) { return true }
                word.removeAll(keepingCapacity: true)
            }
        }
        return matchesWord(word, wanted)
    }

    /// `word` is `wanted`, or ends with `wanted` whose first letter is capitalised (camel case).
    private func matchesWord(_ word: [UInt8], _ wanted: [UInt8]) -> Bool {
        guard word.count >= wanted.count, let first = wanted.first else { return false }
        if word == wanted { return true }
        guard word.count > wanted.count else { return false }
        let tail = word[(word.count - wanted.count)...]
        let upper = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) ? first - 32 : first
        return tail.first == upper && tail.dropFirst().elementsEqual(wanted.dropFirst())
    }

    /// Letters, digits and `_`: the characters of a Swift identifier the native forms use.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
            return true
        default:
            return false
        }
    }
}
