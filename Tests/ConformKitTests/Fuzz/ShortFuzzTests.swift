import Testing
@testable import ConformKit

/// A short, seeded fuzz run inside `swift test`: thousands of damaged specs and goldens, each read
/// back with every property the libFuzzer harness (`ci/fuzz.sh`) checks. Deterministic, so a
/// failure names its round and reproduces; the long, coverage-guided runs are libFuzzer's.
@Suite struct ShortFuzzTests {
    /// Spec keywords and values the mutator inserts.
    static let specWords =
        SpecDecoder.topKeys + SpecDecoder.givenKeys + SpecDecoder.expectKeys + Step.keywords
        + ["any_order", "purchased", "failed", "after 2s", "1441m", "@2s", ">=1", "2..3", "returns false", "absent", "999999999999999999999"]
    /// Transcript words the mutator inserts.
    static let transcriptWords = [
        "conform-transcript 1", "conform-transcript 2", "spec: ", "adapter: ", "sdk: ", "step ", "event ",
        " | ", "final: ", "final: closed purchased", "@2s ", "@99999999999999999999s ", "=\"", "\\u{", "\\n"
    ]

    /// Checks that 3,000 damaged specs: none traps, each rejection is located inside the text with an error.
    @Test("3,000 damaged specs: none traps, each rejection is located inside the text with an error")
    func specs() {
        let seeds = Mutator.inputs(under: "Specs", suffix: ".yaml")
        #expect(seeds.count >= 50)
        var mutator = Mutator(seed: 0x5EED_0001, keywords: Self.specWords)
        var rejected = 0
        for round in 0..<3000 {
            let bytes = mutator.mutate(seeds[round % seeds.count])
            switch SuiteLoader.decode(bytes, id: "fuzz/spec", file: "f.yaml") {
            case .success:
                continue
            case .failure(let invalid):
                rejected += 1
                let hasError = invalid.diagnostics.contains { $0.severity == .error }
                #expect(hasError, "round \(round): rejected without an error")
                let problem = invalid.source.flatMap { Mutator.locationProblem(invalid.diagnostics, in: $0) }
                #expect(problem == nil, "round \(round): \(problem ?? "") in \(String(reflecting: String(decoding: bytes, as: UTF8.self)))")
                if !hasError || problem != nil { return }
            }
        }
        #expect(rejected > 1000, "the mutations should break most specs")
    }

    /// Checks that 3,000 damaged goldens: none traps, rejections are located inside the text, and what parses reads back as written.
    @Test("3,000 damaged goldens: none traps, rejections are located inside the text, and what parses reads back as written")
    func transcripts() {
        let seeds = Mutator.inputs(under: "Golden", suffix: ".transcript")
        #expect(seeds.count >= 50)
        var mutator = Mutator(seed: 0x5EED_0002, keywords: Self.transcriptWords)
        var accepted = 0
        for round in 0..<3000 {
            let text = String(decoding: mutator.mutate(seeds[round % seeds.count]), as: UTF8.self)
            switch TranscriptFormat.parse(text, file: "f.transcript") {
            case .failure(let error):
                let problem = error.diagnostics.isEmpty ? "no diagnostic" : Mutator.locationProblem(error.diagnostics, in: text)
                #expect(problem == nil, "round \(round): \(problem ?? "") in \(String(reflecting: text))")
                if problem != nil { return }
            case .success(let transcript):
                accepted += 1
                let written = TranscriptFormat.write(transcript)
                let again = try? TranscriptFormat.parse(written, file: "again").get()
                #expect(again == transcript, "round \(round): reads back differently:\n\(written)")
                if again != transcript { return }
            }
        }
        #expect(accepted > 100, "some mutations should keep a golden readable")
    }

    /// Checks that a transcript that ends before its header lines reports the missing header on a line that exists.
    @Test(
        "a transcript that ends before its header lines reports the missing header on a line that exists",
        arguments: [
            ("conform-transcript 1", 1, 21), ("conform-transcript 1\nspec: s", 2, 8), ("conform-transcript 1\nspec: s\nadapter: a", 3, 11)
        ])
    func missingHeaderAtTheEnd(_ text: String, _ line: Int, _ column: Int) throws {
        let diagnostics = try #require(TranscriptFormat.parse(text, file: "t").failure).diagnostics
        let missing = try #require(diagnostics.first { $0.id == .transcriptMissingHeader })
        #expect(missing.location.line == line && missing.location.column == column, "\(missing.location)")
        #expect(Mutator.locationProblem(diagnostics, in: text) == nil)
    }
}

private extension Result {
    /// The error, or nil on success.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
