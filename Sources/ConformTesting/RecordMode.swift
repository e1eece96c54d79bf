import ConformKit

/// When ConformTesting writes goldens, as swift-snapshot-testing's record modes do. Writing a
/// golden never makes a test pass: every golden written is reported as a failure that says where
/// it went, so the next run checks it.
public enum RecordMode: String, Sendable, Hashable, CaseIterable, Codable {
    /// Write goldens that do not exist yet; compare the others (the default outside CI).
    case missing
    /// Rewrite every golden (to accept a deliberate change of the SDK in one go).
    case all
    /// Write goldens that are missing or differ.
    case failed
    /// Write nothing; a missing or different golden fails (the default in CI).
    case never

    /// The environment variable that sets the mode when the suite does not: `CONFORM_RECORD`.
    public static let environmentVariable = "CONFORM_RECORD"

    /// The mode `environment` asks for: `CONFORM_RECORD` when set (a wrong value is a problem to
    /// report, and records nothing), otherwise `never` in CI (`ContinuousIntegration`) and `missing`
    /// elsewhere.
    public static func fromEnvironment(_ environment: [String: String]) -> (mode: RecordMode, problem: String?) {
        if let text = environment[environmentVariable], !text.isEmpty {
            if let mode = RecordMode(rawValue: text.lowercased()) { return (mode, nil) }
            return (.never, "\(environmentVariable)='\(text)' is not a record mode; use one of: \(allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return (ContinuousIntegration.detected(in: environment) ? .never : .missing, nil)
    }
}
