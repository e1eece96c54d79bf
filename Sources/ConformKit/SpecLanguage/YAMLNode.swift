/// One node of a parsed YAML-ish document, with the location of its first character.
///
/// The spec language has no implicit typing: every scalar is a string here, whatever it looks
/// like (`no`, `1.0`, `~`); the schema decides later what it means.
package struct YAMLNode: Sendable, Hashable {
    /// How a scalar was written; kept so messages can quote the user's own form.
    package enum ScalarStyle: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    /// The shape of a node.
    /// (Not `indirect`: its lists are arrays, already out of line, so a node costs no box of its own.)
    package enum Kind: Sendable, Hashable {
        /// A string, exactly as YAML would read it with every scalar taken as a string.
        case scalar(String, ScalarStyle)
        /// A mapping, keys in source order; the parser has already rejected duplicate keys.
        case mapping([YAMLEntry])
        /// A sequence, items in source order.
        case sequence([YAMLNode])
        /// A key with no value (`key:` followed by nothing), which real YAML reads as null.
        case empty
    }

    /// The node's shape and content.
    package var kind: Kind
    /// Where the node starts.
    package var location: SourceLocation

    package init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// The scalar's text, or nil when the node is not a scalar.
    package var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// The mapping's entries, or nil when the node is not a mapping.
    package var entries: [YAMLEntry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    /// The sequence's items, or nil when the node is not a sequence.
    package var items: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// A short noun for messages: "a string", "a mapping", "a list", "nothing".
    package var kindDescription: String {
        switch kind {
        case .scalar: return "a string"
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .empty: return "nothing"
        }
    }
}

/// A `key: value` pair of a mapping.
package struct YAMLEntry: Sendable, Hashable {
    /// The key's text (keys are always scalars in the spec language).
    package var key: String
    /// Where the key starts.
    package var keyLocation: SourceLocation
    package var value: YAMLNode

    package init(key: String, keyLocation: SourceLocation, value: YAMLNode) {
        self.key = key
        self.keyLocation = keyLocation
        self.value = value
    }
}
