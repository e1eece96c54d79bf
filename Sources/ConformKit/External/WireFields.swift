/// Why a wire message could not be read: a field missing or of the wrong type, an unknown message
/// type or kind. The message names the field and what was expected.
package struct WireDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What was wrong, e.g. `'event' needs the string field 'name'`.
    package var message: String

    package init(_ message: String) { self.message = message }

    /// The message.
    package var description: String { message }
}

/// Typed access to the members of one JSON object of a message, with errors that name the field
/// and the object it belongs to. Members not asked for are ignored (forward compatibility).
struct WireFields {
    /// The object's members.
    let members: [String: JSONValue]
    /// How the object is named in messages: `'event'`, `'given.store'`.
    let context: String

    /// Reads `value` as an object named `context`.
    init(_ value: JSONValue, _ context: String) throws(WireDecodingError) {
        guard let members = value.object else {
            throw WireDecodingError("\(context) must be an object, not \(value.kindDescription)")
        }
        self.members = members
        self.context = context
    }

    /// A required string.
    func string(_ key: String) throws(WireDecodingError) -> String {
        guard let value = members[key] else { throw missing(key, "string") }
        guard let text = value.string else { throw wrongType(key, "a string", value) }
        return text
    }

    /// An optional string: absent or null is nil.
    func optionalString(_ key: String) throws(WireDecodingError) -> String? {
        guard let value = members[key], value != .null else { return nil }
        guard let text = value.string else { throw wrongType(key, "a string or null", value) }
        return text
    }

    /// A required Bool.
    func bool(_ key: String) throws(WireDecodingError) -> Bool {
        guard let value = members[key] else { throw missing(key, "true or false") }
        guard case .bool(let flag) = value else { throw wrongType(key, "true or false", value) }
        return flag
    }

    /// An optional Bool: absent or null is nil.
    func optionalBool(_ key: String) throws(WireDecodingError) -> Bool? {
        guard let value = members[key], value != .null else { return nil }
        guard case .bool(let flag) = value else { throw wrongType(key, "true or false", value) }
        return flag
    }

    /// A required whole number within `range`.
    func integer(_ key: String, in range: ClosedRange<Int64> = 0...Int64.max) throws(WireDecodingError) -> Int64 {
        guard let value = members[key] else { throw missing(key, "whole number") }
        return try Self.integer(value, "\(context) field '\(key)'", in: range)
    }

    /// An optional whole number within `range`: absent or null is nil.
    func optionalInteger(_ key: String, in range: ClosedRange<Int64> = 0...Int64.max) throws(WireDecodingError) -> Int64? {
        guard let value = members[key], value != .null else { return nil }
        return try Self.integer(value, "\(context) field '\(key)'", in: range)
    }

    /// `value` as a whole number within `range`.
    static func integer(_ value: JSONValue, _ what: String, in range: ClosedRange<Int64>) throws(WireDecodingError) -> Int64 {
        guard let number = value.integer else {
            throw WireDecodingError("\(what) must be a whole number, not \(Self.show(value))")
        }
        guard range.contains(number) else {
            throw WireDecodingError("\(what) must be from \(range.lowerBound) to \(range.upperBound), not \(number)")
        }
        return number
    }

    /// A required array of strings.
    func strings(_ key: String) throws(WireDecodingError) -> [String] {
        guard let value = members[key] else { throw missing(key, "array of strings") }
        return try strings(value, key)
    }

    /// Whether the field `key` is present (and not null).
    func has(_ key: String) -> Bool {
        guard let value = members[key] else { return false }
        return value != .null
    }

    /// An optional array of strings: absent or null is empty.
    func optionalStrings(_ key: String) throws(WireDecodingError) -> [String] {
        guard let value = members[key], value != .null else { return [] }
        return try strings(value, key)
    }

    /// `value` as an array of strings, for the field `key`.
    private func strings(_ value: JSONValue, _ key: String) throws(WireDecodingError) -> [String] {
        guard case .array(let items) = value else { throw wrongType(key, "an array of strings", value) }
        var result: [String] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard let text = item.string else {
                throw WireDecodingError("\(context) field '\(key)' must hold only strings, not \(item.kindDescription)")
            }
            result.append(text)
        }
        return result
    }

    /// A required array.
    func array(_ key: String) throws(WireDecodingError) -> [JSONValue] {
        guard let value = members[key] else { throw missing(key, "array") }
        guard case .array(let items) = value else { throw wrongType(key, "an array", value) }
        return items
    }

    /// The items of an optional array: absent or null is empty, anything else must be an array
    /// (`expected` names what it holds, e.g. `an array of answers`).
    func optionalArray(_ key: String, _ expected: String) throws(WireDecodingError) -> [JSONValue] {
        guard let value = members[key], value != .null else { return [] }
        guard case .array(let items) = value else { throw wrongType(key, expected, value) }
        return items
    }

    /// A required object.
    func object(_ key: String) throws(WireDecodingError) -> WireFields {
        guard let value = members[key] else { throw missing(key, "object") }
        return try WireFields(value, "\(context).\(key)")
    }

    /// An optional object: absent or null is nil.
    func optionalObject(_ key: String) throws(WireDecodingError) -> WireFields? {
        guard let value = members[key], value != .null else { return nil }
        return try WireFields(value, "\(context).\(key)")
    }

    /// An optional object whose every value is a string: absent or null is empty.
    func stringMap(_ key: String) throws(WireDecodingError) -> [String: String] {
        guard let value = members[key], value != .null else { return [:] }
        let fields = try WireFields(value, "\(context).\(key)")
        var result: [String: String] = [:]
        for (name, member) in fields.members {
            guard let text = member.string else {
                throw WireDecodingError("\(context).\(key) field '\(name)' must be a string, not \(Self.show(member))")
            }
            result[name] = text
        }
        return result
    }

    /// The error for a field that is not there.
    func missing(_ key: String, _ type: String) -> WireDecodingError {
        WireDecodingError("\(context) needs the \(type) field '\(key)'")
    }

    /// The error for a field of the wrong type.
    func wrongType(_ key: String, _ expected: String, _ value: JSONValue) -> WireDecodingError {
        WireDecodingError("\(context) field '\(key)' must be \(expected), not \(Self.show(value))")
    }

    /// A value as messages show it: its kind, and its text when short.
    static func show(_ value: JSONValue) -> String {
        switch value {
        case .number(let text): return "the number \(text)"
        case .string(let text) where text.count <= 40: return "the string '\(text)'"
        case .bool(let flag): return flag ? "true" : "false"
        default: return value.kindDescription
        }
    }
}
