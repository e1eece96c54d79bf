import ConformAdapters
import ConformKit
import Testing

/// Volatile values are redacted as the adapter declares, and specs can widen or narrow that.
@Suite struct RedactionTests {
    static func spec(redact: [String] = [], unredact: [String] = []) -> Spec {
        let here = SourceLocation(file: "t.yaml", line: 1, column: 1)
        var spec = Spec(
            id: "t/purchase", file: "t.yaml", title: "a purchase",
            given: Given(products: ["premium_monthly"]),
            steps: [Located(.present(Presentation()), at: here), Located(.buy(product: "premium_monthly"), at: here)],
            expect: Expectations(state: Located(.closed, at: here)))
        spec.redact = redact
        spec.unredact = unredact
        return spec
    }

    static func text(_ spec: Spec) throws -> String {
        let result = Runner().runPair(spec, AppDNAAdapter())
        return try #require(result.transcriptText)
    }

    @Test("the adapter's volatile transaction id becomes a stable numbered placeholder")
    func adapterRedacts() throws {
        let text = try Self.text(Self.spec())
        #expect(text.contains("transactionId=\"<transactionId:1>\""))
    }

    @Test("a spec can keep a value verbatim with 'unredact', or redact one more key with 'redact'")
    func specOverrides() throws {
        let kept = try Self.text(Self.spec(unredact: ["transactionId"]))
        #expect(!kept.contains("<transactionId:"))
        let more = try Self.text(Self.spec(redact: ["productId"]))
        #expect(more.contains("productId=\"<productId:1>\""))
    }
}
