import Testing
@testable import ConformKit

/// One rule says CI for the CLI and for ConformTesting: a CI variable set to anything but empty,
/// `0` or `false`.
@Suite struct ContinuousIntegrationTests {
    @Test(
        "CI is a CI variable set to anything but empty, 0 or false",
        arguments: [
            ([:], false),
            (["CI": "true"], true),
            (["CI": "1"], true),
            (["CI": "yes"], true),
            (["CI": "0"], false),
            (["CI": "false"], false),
            (["CI": "FALSE"], false),
            (["CI": ""], false),
            (["CI": "0", "GITHUB_ACTIONS": "true"], true),
            (["TEAMCITY_VERSION": "2024.1"], true),
            (["CIRCLECI": "true"], true),
            (["JENKINS_URL": "https://ci.example"], true),
            (["TF_BUILD": "True"], true),
            (["CONTINUOUS_INTEGRATION": "true"], false)
        ] as [([String: String], Bool)])
    func detected(_ environment: [String: String], _ expected: Bool) {
        #expect(ContinuousIntegration.detected(in: environment) == expected)
    }

    @Test("every variable alone says CI", arguments: ContinuousIntegration.variables)
    func eachVariable(_ name: String) {
        #expect(ContinuousIntegration.detected(in: [name: "true"]))
        #expect(!ContinuousIntegration.detected(in: [name: "0"]))
    }
}
