import ConformKit
import Foundation

/// Writes report files atomically, with errors that name the path.
enum FileOutput {
    static func write(_ text: String, to path: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0), to: path) }
    }

    /// Writes `bytes` without copying them (reports are tens of megabytes at 10,000 specs).
    static func write(_ bytes: [UInt8], to path: String) throws {
        try bytes.withUnsafeBytes { try write($0, to: path) }
    }

    private static func write(_ buffer: UnsafeRawBufferPointer, to path: String) throws {
        do {
            let data = buffer.baseAddress.map { Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: buffer.count, deallocator: .none) } ?? Data()
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ConformError.infrastructure("cannot write '\(path)': \(error.localizedDescription)", next: "check the folder exists and is writable")
        }
    }
}
