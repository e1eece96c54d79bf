extension JSONWriter {
    /// The array `key` of `values`, in order.
    mutating func strings(_ key: String, _ values: some Sequence<String>) {
        beginArray(key)
        for value in values { string(nil, value) }
        endArray()
    }
}
