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

    /// `Specs/app/purchase.yaml`: one commented spec of the app's own, listing the handlers and SDK
    /// options the adapter lets a spec set, with an example in the chosen SDK's own names, so a
    /// team sees where an app's implementation or the SDK's configuration changes what it does.
    static func appSpec(_ choice: AdapterChoice) -> String {
        var lists = "# (run 'conform adapters -v' to list the handlers and options your adapter declares)\n"
        var example = ""
        if case .builtin(let adapter) = choice {
            let info = adapter.info
            let handlers = info.handlers.values.sorted { $0.name < $1.name }
            lists =
                handlers.isEmpty
                ? "# \(choice.id) lets a spec set no handler.\n"
                : "# The handlers \(choice.id) lets a spec set:\n"
                    + handlers.map { "#   \($0.name)\($0.isRequired ? " (required)" : ""): \($0.signature)\n" }.joined()
            let options = info.options.values.sorted { $0.name < $1.name }
            if !options.isEmpty {
                lists +=
                    "# The SDK options it lets a spec set (given.options), and their values:\n"
                    + options.map { "#   \($0.line)\n" }.joined()
            }
            // The example is a handler whose default the SDK runs when the app leaves it out, else any optional one.
            if let handler = handlers.first(where: { $0.defaultBehaviour != nil && !$0.isRequired }) ?? handlers.first(where: { !$0.isRequired }) {
                let what = handler.defaultBehaviour.map { "the SDK's default runs (\($0))" } ?? "not implemented"
                example = """
                    # Which handlers your app implements matters. A handler a spec does not list counts as
                    # registered with a body that does nothing the SDK could see; where the SDK has a default,
                    # your implementation replaces it. Say what your app does under given.handlers:
                    #   handlers:
                    #     \(handler.name): absent      # \(what)
                    #     \(handler.name): registered  # implemented

                    """
            }
            if let option = options.first(where: { !$0.literalForms.isEmpty }), let value = option.literalForms.first {
                example += """
                    # And how the app configures the SDK under given.options:
                    #   options:
                    #     \(option.name): \(value)

                    """
            }
        }
        return """
            # Your app's own claim about the SDK: what your code depends on, in the order it depends on it.
            # Edit it, add more files beside it (one claim each), and run 'conform run': a new spec
            # records its golden on the first run (review it with 'conform review').
            #
            \(example)\(lists)#
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
