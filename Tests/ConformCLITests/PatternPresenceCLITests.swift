import Testing

/// `key=*` and `!key` in a real run: a `never:` that asks for an argument's presence fails when the
/// SDK sends it — before, `*` was a literal star, so such a `never:` passed whatever the SDK did.
@Suite struct PatternPresenceCLITests {
    static let spec = """
        title: a completed purchase carries its transaction, and no error
        given:
          products: [premium_monthly]
          store:
            premium_monthly: purchased
        steps:
          - present
          - buy: premium_monthly
        expect:
          order:
            - purchase.completed premium_monthly transaction=* !error
          never:
            - 'purchase.completed transaction=*'

        """

    @Test("never: with key=* fails on the event that has the argument; order: with key=* and !key passes")
    func presence() throws {
        let box = try Sandbox()
        try box.write("Specs/transaction.yaml", Self.spec)
        let out = try ConformBinary.run(["run", "--adapter", "adapty@3", "--no-golden"], in: box.path)
        #expect(out.status == 1, "\(out.stdoutText)\(out.stderrText)")
        #expect(
            out.stdoutText.contains(
                "Specs/transaction.yaml:13:7: never: 'purchase.completed premium_monthly' happened, but the spec says it never does (never: purchase.completed transaction=*)"
            ),
            "\(out.stdoutText)")
        #expect(!out.stdoutText.contains(":10:7:"), "the order expectation holds: \(out.stdoutText)")
    }
}
