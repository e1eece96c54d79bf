/// The transcript writer's buffer: UTF-8 bytes appended in bulk, turned into a String once.
/// Appending to a `[UInt8]` is a copy; appending many small pieces to a `String` pays String's
/// bookkeeping for each, and the writer runs for every pair of every run.
struct TranscriptText {
    /// The bytes so far.
    private(set) var bytes: [UInt8] = []

    /// Creates a buffer with room for `capacity` bytes.
    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Appends `text`'s UTF-8 bytes.
    @inline(__always)
    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends bytes that are valid UTF-8.
    @inline(__always)
    mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: utf8)
    }

    /// Appends one Unicode scalar as UTF-8.
    mutating func append(_ scalar: Unicode.Scalar) {
        UTF8.encode(scalar) { bytes.append($0) }
    }

    /// The text (the bytes are valid UTF-8 by construction: only Strings and scalars go in).
    var string: String { String(decoding: bytes, as: UTF8.self) }
}
