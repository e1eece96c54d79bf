/// Where a JSON text breaks, as a person finds it: line and column (in characters, 1-based), and a
/// text cut short said so — "it ends at line 3, column 14, in the middle of a value (cut short?)".
/// Every JSON file the tool reads (reports, Package.resolved, a replay's declaration) reports its
/// damage this way; a wire line names its byte.
extension JSONSyntaxError {
    /// The 1-based line and column of the error's offset in `bytes`.
    package func location<Bytes: Collection<UInt8>>(in bytes: Bytes) -> (line: Int, column: Int) where Bytes.Index == Int {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = bytes.startIndex
        var i = bytes.startIndex
        while i < bytes.startIndex + end {
            if bytes[i] == 0x0A { line += 1; lineStart = i + 1 }
            i += 1
        }
        // Characters, not bytes: a continuation byte of UTF-8 starts no character.
        var column = 1
        var j = lineStart
        while j < bytes.startIndex + end {
            if bytes[j] & 0xC0 != 0x80 { column += 1 }
            j += 1
        }
        return (line, column)
    }

    /// The error as a sentence with its place: `the file is empty`, `it ends at line 3, column 14,
    /// in the middle of a value (cut short?)`, or `expected ',' or '}' at line 2, column 9`.
    package func located<Bytes: Collection<UInt8>>(in bytes: Bytes) -> String where Bytes.Index == Int {
        if bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) { return "the file is empty" }
        let (line, column) = location(in: bytes)
        if offset >= bytes.count || message.hasPrefix("unexpected end") || message.hasPrefix("unterminated") {
            return "it ends at line \(line), column \(column), in the middle of a value (cut short?)"
        }
        return "\(message) at line \(line), column \(column)"
    }
}
