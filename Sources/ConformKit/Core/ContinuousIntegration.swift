/// Whether a process runs on a CI runner: the one rule by which `conform run` writes nothing to
/// the tree (docs/ci.md) and ConformTesting records no golden (`RecordMode.fromEnvironment`).
package enum ContinuousIntegration {
    /// The variables a CI service sets: the generic `CI`, and the services that may not set it.
    package static let variables = [
        "CI", "GITHUB_ACTIONS", "GITLAB_CI", "BUILDKITE", "JENKINS_URL", "TEAMCITY_VERSION", "CIRCLECI", "TF_BUILD"
    ]

    /// Whether `environment` says CI: one of `variables` set to anything but empty, `0` or `false`
    /// (in any case), so `CI=0` or `CI=false` turns the detection off as those services document.
    package static func detected(in environment: [String: String]) -> Bool {
        variables.contains { name in
            guard let value = environment[name] else { return false }
            return !["", "0", "false"].contains(value.lowercased())
        }
    }
}
