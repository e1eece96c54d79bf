import Foundation

/// Reads a JSON report (`conform-report/2`, or `/1`) back into a `RunReport`, for `conform merge`, `conform
/// badge` and `conform trend`.
/// Problem pairs carry their transcript (and a differing golden), so merged reports draw diffs,
/// excerpts and sequence diagrams from the same structure as a single run.
package enum JSONReportReader {
    /// What a report file says besides its results.
    package struct Header: Sendable {
        /// The spec-set fingerprint.
        package var fingerprint: String
        /// Whether the run covered the whole suite.
        package var fullRun: Bool
        /// The shard, if any.
        package var shard: String?
    }

    /// The largest report `conform merge` reads: a shard of 10,000 specs × 10 adapters with every
    /// problem's transcripts is far below it; anything larger is not a report.
    package static let sizeLimit = 512 * 1_048_576

    /// The next step after a file that is not a report.
    static let writtenBy = "give JSON reports written by 'conform run --json FILE' (or --format json --output FILE)"

    /// Reads the report at `file`, at most `sizeLimit` bytes of a regular file.
    package static func read(file: String, limit: Int = sizeLimit) throws -> (RunReport, Header) {
        switch BoundedFile.read(file, limit: limit) {
        case .success(let bytes): return try read(bytes: bytes, file: file)
        case .failure(.missing): throw ConformError.input("cannot read '\(file)': no such file", next: "check the path")
        case .failure(.notRegularFile): throw ConformError.input("'\(file)' is not a regular file", next: writtenBy)
        case .failure(.tooLarge(let size)):
            throw ConformError.input("'\(file)' is \(size) bytes, over the \(limit / 1_048_576) MiB a report may have", next: writtenBy)
        case .failure(.system(let reason)): throw ConformError.input("cannot read '\(file)': \(reason)", next: "check the path and its permissions")
        }
    }

    /// Reads `data` (the contents of `file`).
    package static func read(_ data: Data, file: String) throws -> (RunReport, Header) {
        try read(bytes: [UInt8](data), file: file)
    }

    /// Reads `bytes` (the contents of `file`) with the one strict JSON parser (`JSONValue`: RFC
    /// 8259, UTF-8, duplicate keys refused), then checks the report's documented shape
    /// (docs/report-schema.md): the schema version, each result's verdict the one its outcome gives, every field of the type the writer gives it,
    /// every result's adapter among the report's `adapters`, a shard `I/N` with 1 ≤ I ≤ N, no
    /// adapter or (spec, adapter) pair twice. What `JSONReport` writes is read back exactly.
    package static func read(bytes: [UInt8], file: String) throws -> (RunReport, Header) {
        let parsed: JSONValue
        do {
            parsed = try JSONValue.parse(bytes)
        } catch {
            throw ConformError.input("'\(file)' is not valid JSON: \(error.located(in: bytes))", next: writtenBy)
        }
        guard let members = parsed.object else {
            throw ConformError.input("'\(file)' is not a JSON report: it holds no JSON object", next: writtenBy)
        }
        guard let schemaValue = members["schema"] else {
            throw ConformError.input("'\(file)' is not a JSON report: it names no 'schema'", next: writtenBy)
        }
        guard let schema = schemaValue.string, let version = JSONReport.readable[schema] else {
            let shown = schemaValue.string.map { "'\($0)'" } ?? WireFields.show(schemaValue)
            throw ConformError.input(
                "'\(file)' has schema \(shown), not one this conform reads ('\(JSONReport.readable.keys.sorted().joined(separator: "', '"))')",
                next: "give reports written by this version of conform ('conform run --json FILE'), or read it with the conform that wrote it")
        }
        do throws(WireDecodingError) {
            return try ReportShape(file: file, version: version).report(try WireFields(parsed, "the report"))
        } catch {
            throw ConformError.input(
                "'\(file)' is not a valid \(schema) report: \(error.message)",
                next: "regenerate it with 'conform run --json FILE'; " + writtenBy)
        }
    }
}
