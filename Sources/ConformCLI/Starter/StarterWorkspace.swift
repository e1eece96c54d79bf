import ConformKit

/// The texts `conform init` writes besides the embedded contract: conform.yaml, the app's example
/// spec, the CI workflow and .gitignore. Each is built from the adapter it starts with.
enum StarterWorkspace {
    /// How the workspace's one adapter is given.
    enum AdapterChoice {
        /// A built-in model, by id (`adapty@3.17.2`).
        case builtin(any Adapter)
        /// An external adapter: its name and command.
        case external(name: String, command: [String])

        /// The adapter's id, as conform.yaml and the goldens name it.
        var id: String {
            switch self {
            case .builtin(let adapter): return adapter.id
            case .external(let name, _): return name
            }
        }
    }

    /// `conform.yaml`.
    static func config(_ choice: AdapterChoice, invocation: String) -> String {
        var text = """
            # A Conform workspace, started by '\(invocation)' (docs/cli.md).
            # Every spec under Specs/ runs on these adapters; goldens go to Golden/, known divergences
            # to Divergences/<adapter>.yaml.

            """
        switch choice {
        case .builtin(let adapter):
            let upgrade = InitCommand.upgradeCommand(of: adapter).map { "\n# '\($0)' shows what a bump changes." } ?? ""
            text += """
                # \(adapter.info.sdk) \(adapter.info.sdkVersion): keep the version the app resolves (Package.resolved)\(upgrade.isEmpty ? "." : ";")\(upgrade)
                adapters:
                  - \(adapter.id)

                """
        case .external(let name, let command):
            let quoted = command.map { "'" + $0.replacingOccurrences(of: "'", with: "''") + "'" }.joined(separator: ", ")
            text += """
                # An external adapter speaking conform/1 (docs/adapter-protocol.md); check it with
                # 'conform adapter-check \(command.joined(separator: " "))'.
                adapters:
                  - name: \(name)
                    command: [\(quoted)]

                """
        }
        return text
    }

    /// `Specs/app/purchase.yaml`: one commented spec of the app's own, listing the handlers the
    /// adapter lets a spec set, so a team sees where an app's implementation changes what the SDK does.
    static func appSpec(_ choice: AdapterChoice) -> String {
        var handlers = "#   (run 'conform adapters -v' to list the handlers your adapter declares)\n"
        if case .builtin(let adapter) = choice, !adapter.info.handlers.isEmpty {
            handlers = adapter.info.handlers.sorted { $0.key < $1.key }.map { name, handler in
                "#   \(name)\(handler.isRequired ? " (required)" : ""): \(handler.signature)"
            }.joined(separator: "\n") + "\n"
        }
        return """
            # Your app's own claim about the SDK: what your code depends on, in the order it depends on it.
            # Edit it, add more files beside it (one claim each), and run 'conform run': a new spec
            # records its golden on the first run (review it with 'conform review').
            #
            # Which handlers your app implements matters. A handler a spec does not list counts as
            # registered with a body that does nothing the SDK could see — and where the SDK's default
            # lives in the handler's default implementation (Adapty's didFinishPurchase dismissing after a
            # purchase), your implementation replaces it. Say what your app does under given.handlers:
            #   handlers:
            #     didFinishPurchase: absent            # not implemented: the SDK's default runs
            #     didFinishPurchase: {does: dismiss}   # implemented, and it closes the paywall itself
            # The handlers \(choice.id) lets a spec set:
            \(handlers)#
            # docs/spec-language.md has every key; 'conform check Specs/' validates without running.
            title: A purchase the store confirms is reported to the app once, as completed
            source: 'our app: the analytics event "purchase_completed" is sent from this callback'
            tags: [app, purchase]
            given:
              products: [premium_monthly]
              store:
                premium_monthly: purchased
            steps:
              - present
              - buy: premium_monthly
            expect:
              order:
                - purchase.started premium_monthly
                - purchase.completed premium_monthly
              never: [purchase.failed, purchase.cancelled, error]
              count: {purchase.completed: 1}

            """
    }

    /// `.gitignore`: what runs leave that is not the workspace's.
    static let gitignore = """
        # Conform: pending goldens are reviewed, never committed; reports and shard files are CI's.
        *.transcript.new
        *.transcript.new.failing
        /.build/
        /bin/
        /artifacts/
        shard-*.json
        conform-report.*
        conform-junit.xml

        """
}
