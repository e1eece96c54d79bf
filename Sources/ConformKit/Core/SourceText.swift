/// Turns a file's bytes into the text the parsers read, or into a diagnostic that points at the
/// first byte that is not UTF-8 — its line and column, with the line quotable under a caret.
package enum SourceText {
    /// A file that is not UTF-8: where its first bad byte is, and its text with every bad byte
    /// replaced by U+FFFD, for quoting the line.
    package struct Undecodable: Error, Sendable {
        /// The problem, located at the first bad byte.
        package var diagnostic: Diagnostic
        /// The file's text, bad bytes replaced, so a renderer can quote the line.
        package var lossyText: String
    }

    /// The text of `bytes`, or where it stops being UTF-8 (`id`, e.g. `spec.not-utf8`, names the
    /// diagnostic; `what` is the file as messages call it, e.g. "the spec file").
    package static func decode(_ bytes: [UInt8], file: String, id: DiagnosticID, what: String) -> Result<String, Undecodable> {
        if let text = String(validating: bytes, as: UTF8.self) { return .success(text) }
        let offset = firstInvalidOffset(in: bytes)
        var line = 1
        var lineStart = 0
        for (index, byte) in bytes[..<offset].enumerated() where byte == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = String(decoding: bytes[lineStart..<offset], as: UTF8.self).count + 1
        let byte = offset < bytes.count ? bytes[offset] : 0
        let hex = String(byte, radix: 16, uppercase: true)
        let diagnostic = Diagnostic(
            id: id, location: SourceLocation(file: file, line: line, column: column),
            message: "\(what) is not valid UTF-8: byte 0x\(hex.count < 2 ? "0" + hex : hex) here",
            notes: ["save the file as UTF-8"])
        return .failure(Undecodable(diagnostic: diagnostic, lossyText: String(decoding: bytes, as: UTF8.self)))
    }

    /// Whether `bytes` are valid UTF-8; ASCII, as most spec files are, is known to be without
    /// decoding anything.
    package static func isValid(_ bytes: [UInt8]) -> Bool {
        let ascii = bytes.withUnsafeBufferPointer { buffer in
            var high: UInt8 = 0
            for b in buffer { high |= b }
            return high < 0x80
        }
        return ascii || String(validating: bytes, as: UTF8.self) != nil
    }

    /// The byte offset of the first byte that does not begin a valid UTF-8 sequence.
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput, .error: return offset
            }
        }
    }
}
