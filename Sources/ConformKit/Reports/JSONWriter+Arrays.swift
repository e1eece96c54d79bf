extension JSONWriter {
    /// The array `key` of `values`, in order.
    mutating func strings(_ key: String?, _ values: some Sequence<String>) {
        beginArray(key)
        for value in values { string(nil, value) }
        endArray()
    }

    /// The array `key` of the whole numbers `values`, in order.
    mutating func ints(_ key: String?, _ values: some Sequence<Int>) {
        beginArray(key)
        for value in values { int(nil, value) }
        endArray()
    }

    /// The array `key` of one object per element of `values`, in order, its members written by `members`.
    mutating func objects<Values: Sequence>(_ key: String, _ values: Values, _ members: (inout JSONWriter, Values.Element) -> Void) {
        beginArray(key)
        for value in values {
            beginObject()
            members(&self, value)
            endObject()
        }
        endArray()
    }
}
