/// An SDK option an adapter lets specs set in `given.options`, with the values it accepts.
/// `GivenValidation` reads it to refuse `billing_provider: nonee` before anything runs, and
/// `conform adapters` prints it.
package struct OptionDeclaration: Sendable, Hashable {
    /// The values an option accepts.
    package enum Values: Sendable, Hashable {
        /// Any text.
        case any
        /// One word: not empty, no spaces (an id, an error code).
        case word
        /// One of the products the spec's `given.products` lists.
        case product
        /// One of these forms; a word written `<like-this>` stands for any one word, so
        /// `deep_link <url>` accepts `deep_link myapp://welcome`.
        case oneOf([String])

        /// `true` or `false`.
        package static let bool = Values.oneOf(["true", "false"])
    }

    /// The option's name, as specs write it (`observer_mode`).
    package var name: String
    /// The values it accepts.
    package var values: Values
    /// One line on what it does, for people.
    package var summary: String
    /// The value under which the SDK closes the paywall by itself where it otherwise stays
    /// (Qonversion's `on_purchase_success: close`), or nil: a spec that expects a close the SDK
    /// makes only so, and leaves the option at another value, is told (`ReplacedDefaultHint`).
    package var closesWith: String?
    /// The capabilities the adapter has only with the option at a value (Superwall's
    /// `storekit_version: '1'` gives `store-timeout`: StoreKit 1 alone reports a timeout), so a
    /// spec that needs one applies only where it sets that value (`AdapterInfo.capabilities(with:)`).
    package var grants: [String: Set<Capability>]

    /// Declares option `name`.
    package init(
        name: String, values: Values = .any, summary: String = "", closesWith: String? = nil, grants: [String: Set<Capability>] = [:]
    ) {
        self.name = name
        self.values = values
        self.summary = summary
        self.closesWith = closesWith
        self.grants = grants
    }

    /// Why `value` cannot be this option's value in a world offering `products` (lowercase, user
    /// values quoted), or nil when it is accepted.
    package func problem(with value: String, products: [String]) -> String? {
        switch values {
        case .any:
            return nil
        case .word:
            guard value.isEmpty || value.contains(where: \.isWhitespace) else { return nil }
            return "option '\(name)' must be one word, not '\(value)'"
        case .product:
            guard !products.contains(value) else { return nil }
            return "option '\(name)' names '\(value)', which is not among the given products"
        case .oneOf(let forms):
            guard !forms.contains(where: { Self.matches(value, form: $0) }) else { return nil }
            return "option '\(name)' cannot be '\(value)'"
        }
    }

    /// The values a spec may write, for notes and `conform adapters`: the forms, or a placeholder.
    package var forms: [String] {
        switch values {
        case .any: return ["<any text>"]
        case .word: return ["<word>"]
        case .product: return ["<a product of given.products>"]
        case .oneOf(let forms): return forms
        }
    }

    /// The forms without placeholders: the literal values a did-you-mean may suggest.
    package var literalForms: [String] {
        guard case .oneOf(let forms) = values else { return [] }
        return forms.filter { !$0.contains("<") }
    }

    /// Whether `value` reads as `form`: word for word, a `<placeholder>` word matching any word.
    static func matches(_ value: String, form: String) -> Bool {
        if value == form { return true }
        let words = value.split(separator: " ")
        let pattern = form.split(separator: " ")
        guard words.count == pattern.count, pattern.contains(where: isPlaceholder) else { return false }
        return zip(words, pattern).allSatisfy { word, slot in isPlaceholder(slot) || word == slot }
    }

    /// Whether a word of a form is a placeholder (`<url>`).
    private static func isPlaceholder(_ word: Substring) -> Bool {
        word.count > 2 && word.first == "<" && word.last == ">"
    }

    /// One line for `conform adapters`: the name, the values, what it does.
    package var line: String {
        let text = "\(name): \(forms.joined(separator: " | "))"
        let granted = grants.sorted { $0.key < $1.key }.map { "'\($0.key)' gives \($0.value.map(\.rawValue).sorted().joined(separator: ", "))" }
        let said = ([summary] + granted).filter { !$0.isEmpty }.joined(separator: "; ")
        return said.isEmpty ? text : "\(text)  — \(said)"
    }
}
