import Foundation

/// Why a file is not JSON, located by line and column where Foundation's parser says where: a
/// report cut short (a copy interrupted, an artifact truncated) reads "it ends at line 3, column
/// 14 in the middle of a value".
struct JSONSyntaxProblem: CustomStringConvertible {
    /// What is wrong and where, in lowercase, without a final period.
    let message: String
    /// Where, 1-based, when known.
    let line: Int?
    /// The column on `line`, in characters, 1-based, when known.
    let column: Int?

    /// The problem `error` (thrown by `JSONSerialization` reading `data`) describes.
    init(_ error: Error, in data: Data) {
        let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
        if data.isEmpty || data.allSatisfy({ [0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            (message, line, column) = ("the file is empty", nil, nil)
        } else if text.lowercased().contains("end of file") || text.lowercased().contains("unexpected end") {
            let (line, column) = Self.location(ofByte: data.count, in: data)
            (message, self.line, self.column) = ("it ends at line \(line), column \(column), in the middle of a value (cut short?)", line, column)
        } else if let offset = Self.number(after: "around character ", in: text) {
            let (line, column) = Self.location(ofByte: offset, in: data)
            (message, self.line, self.column) = (Self.sentence(text) + " at line \(line), column \(column)", line, column)
        } else if let line = Self.number(after: "line ", in: text), let column = Self.number(after: "column ", in: text) {
            (message, self.line, self.column) = (Self.sentence(text) + " at line \(line), column \(column)", line, column)
        } else {
            (message, line, column) = (Self.sentence(text), nil, nil)
        }
    }

    /// The message: `invalid value at line 2, column 9`.
    var description: String { message }

    /// Foundation's sentence with its location, capital and final period taken off: `invalid value`.
    static func sentence(_ text: String) -> String {
        var sentence = text
        if let around = sentence.range(of: " around ") { sentence = String(sentence[..<around.lowerBound]) }
        while sentence.hasSuffix(".") { sentence.removeLast() }
        return sentence.prefix(1).lowercased() + sentence.dropFirst()
    }

    /// The whole number right after `marker` in `text`.
    static func number(after marker: String, in text: String) -> Int? {
        guard let range = text.range(of: marker) else { return nil }
        return Int(text[range.upperBound...].prefix { $0.isNumber })
    }

    /// The 1-based line and column of byte `offset` (0-based) of `data`.
    static func location(ofByte offset: Int, in data: Data) -> (Int, Int) {
        let bytes = [UInt8](data.prefix(max(0, offset)))
        let lineStart = (bytes.lastIndex(of: 0x0A).map { $0 + 1 }) ?? 0
        let line = 1 + bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let column = 1 + String(decoding: bytes[lineStart...], as: UTF8.self).count
        return (line, column)
    }
}
