/// Temporary stand-in until the transcript format lands.
public enum TranscriptFormat {
    /// Writes a transcript as text.
    public static func write(_ t: Transcript) -> String { "\(t)" }
}
