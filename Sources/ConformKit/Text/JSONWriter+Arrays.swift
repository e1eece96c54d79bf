extension JSONWriter {
    /// The array `key` of `values`, in order.
    package mutating func strings(_ key: String?, _ values: some Sequence<String>) {
        beginArray(key)
        for value in values { string(nil, value) }
        endArray()
    }

    /// The array `key` of the whole numbers `values`, in order.
    package mutating func ints(_ key: String?, _ values: some Sequence<Int>) {
        beginArray(key)
        for value in values { int(nil, value) }
        endArray()
    }

    /// The array `key` of one object per element of `values`, in order, its members written by `members`.
    package mutating func objects<Values: Sequence>(_ key: String, _ values: Values, _ members: (inout JSONWriter, Values.Element) -> Void) {
        beginArray(key)
        for value in values {
            beginObject()
            members(&self, value)
            endObject()
        }
        endArray()
    }

    /// One object whose members `members` writes, as compact JSON on one line: a recording's line.
    package static func line(capacity: Int = 128, _ members: (inout JSONWriter) -> Void) -> String {
        var w = JSONWriter(pretty: false, capacity: capacity)
        w.beginObject()
        members(&w)
        w.endObject()
        return w.text
    }
}
