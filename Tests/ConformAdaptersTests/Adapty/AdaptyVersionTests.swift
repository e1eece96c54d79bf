import ConformAdapters
import Testing

/// Reading and ordering Adapty SDK versions, which every behaviour gate depends on.
@Suite struct AdaptyVersionTests {
    @Test(
        "reads major.minor.patch and major.minor",
        arguments: [
            ("3.17.2", AdaptyVersion(3, 17, 2)), ("2.11.3", AdaptyVersion(2, 11, 3)), ("3.12", AdaptyVersion(3, 12, 0))
        ])
    func reads(text: String, version: AdaptyVersion) {
        #expect(AdaptyVersion(text) == version)
        #expect(AdaptyVersion(version.description) == version)
    }

    @Test("refuses what is not a version", arguments: ["", "3", "3.", ".1", "3.x", "3.1.2.4", "v3.1", "3.-1", "3. 1"])
    func refuses(text: String) {
        #expect(AdaptyVersion(text) == nil)
    }

    @Test("orders numerically, not as text")
    func ordering() {
        #expect(AdaptyVersion(3, 2) < AdaptyVersion(3, 10))
        #expect(AdaptyVersion(3, 10) < AdaptyVersion(3, 14))
        #expect(AdaptyVersion(2, 11, 3) < AdaptyVersion(3, 0))
        #expect(AdaptyVersion(3, 17, 2) > AdaptyVersion(3, 17, 1))
    }
}
