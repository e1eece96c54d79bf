/// Temporary stand-in until redaction lands.
public enum TranscriptRedactor {
    /// Redacts volatile arguments.
    public static func redact(_ t: Transcript, volatile: Set<String>) -> Transcript { t }
}
