import ConformKit

/// Writes report files atomically, with errors that name the path and the system's plain reason
/// (`OutputFile`); the folder a report goes in must exist.
enum FileOutput {
    static func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try OutputFile.write(UnsafeRawBufferPointer($0), to: path) }
    }

    /// Writes `bytes` without copying them (reports are tens of megabytes at 10,000 specs).
    static func write(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try OutputFile.write($0, to: path) }
    }
}
