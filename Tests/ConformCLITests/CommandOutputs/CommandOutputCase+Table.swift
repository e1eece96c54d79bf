extension CommandOutputCase {
    /// The full run of the workspace, which fails (exit 1) and leaves two pending files: the changed
    /// golden of miniwall × common/close/close-button and the new one of adapty@3 × common/purchase/cancel.
    static let runLeavingPending = Invocation(args: ["run"], exit: 1)

    /// Every case, grouped by command in help order. Tests/Fixtures/command-outputs/README.md says
    /// what the workspace holds and so what each run meets.
    static let all: [CommandOutputCase] = [
        // The tool itself.
        CommandOutputCase("help", ["--help"]),
        CommandOutputCase("version", ["--version"]),
        CommandOutputCase("unknown-command", ["rn"]),

        // init: a workspace in an empty folder, and the refusals.
        CommandOutputCase("init", ["init", "--sdk", "adapty@3.17.2"], folder: "empty"),
        CommandOutputCase("init-external", ["init", "--external", "--name", "acme", "--", "python3", "acme.py"], folder: "empty"),
        CommandOutputCase("init-in-workspace", ["init", "--sdk", "miniwall"]),
        CommandOutputCase("init-unknown-sdk", ["init", "--sdk", "miniwal"], folder: "empty"),

        // run: every verdict of the workspace, in every format.
        CommandOutputCase("run", ["run"]),
        CommandOutputCase("run-verbose", ["run", "--verbose"]),
        CommandOutputCase("run-jobs-4", ["run", "--jobs", "4"]),
        CommandOutputCase("run-json", ["run", "--format", "json"]),
        CommandOutputCase("run-junit", ["run", "--format", "junit"]),
        CommandOutputCase("run-tap", ["run", "--format", "tap"]),
        CommandOutputCase("run-markdown", ["run", "--format", "markdown"]),
        CommandOutputCase("run-passing", ["run", "--filter", "common/purchase/success"]),
        CommandOutputCase("run-quiet", ["run", "-q"]),
        CommandOutputCase("run-show-all", ["run", "-r", "A"]),
        CommandOutputCase("run-show-unknown-letter", ["run", "-r", "fz"]),
        CommandOutputCase("run-reports-beside", ["run", "--junit", "r.xml", "--json", "r.json", "--tap", "r.tap", "--markdown", "r.md"]),
        CommandOutputCase("run-output-stdout", ["run", "--filter", "common/purchase/success", "--format", "tap", "--output", "-"]),
        CommandOutputCase("run-two-reports-to-stdout", ["run", "--junit", "-", "--tap", "-"]),
        CommandOutputCase("run-colour-always", ["run", "--filter", "common/purchase/success", "--color", "always"]),
        CommandOutputCase("run-colour-misspelt", ["run", "--color", "nevr"]),
        CommandOutputCase("run-in-ci", ["run"], environment: ["CI": "true"]),
        CommandOutputCase("run-in-ci-with-artifacts", ["run", "--artifacts", "artifacts"], environment: ["CI": "true"]),
        CommandOutputCase("run-shard-zero", ["run", "--shard", "0/3"]),
        // An empty GITHUB_STEP_SUMMARY, so a test run on a real runner does not write to its summary.
        CommandOutputCase("run-in-github-actions", ["run"], environment: ["CI": "true", "GITHUB_ACTIONS": "true", "GITHUB_STEP_SUMMARY": ""]),
        CommandOutputCase("run-update", ["run", "--update"]),
        CommandOutputCase("run-update-in-ci", ["run", "--update"], environment: ["CI": "true"]),
        CommandOutputCase("run-prune", ["run", "--prune"]),
        CommandOutputCase("run-nothing-selected", ["run", "--filter", "common/purchase/refund"]),
        CommandOutputCase("run-nothing-applies", ["run", "Specs/miniwall", "Specs/adapty", "--adapter", "appdna"]),
        CommandOutputCase("run-invalid-spec", ["run", "Invalid/"]),
        CommandOutputCase("run-unknown-option", ["run", "--fromat", "json"]),

        // check
        CommandOutputCase("check", ["check"]),
        CommandOutputCase("check-invalid-spec", ["check", "Invalid/"]),
        CommandOutputCase("check-strict", ["check", "--strict"]),
        CommandOutputCase("check-unknown-option", ["check", "--jbos", "2"]),

        // list
        CommandOutputCase("list", ["list"]),
        CommandOutputCase("list-tag", ["list", "--tag", "smoke"]),
        CommandOutputCase("list-nothing-matches", ["list", "--filter", "nomatch"]),
        CommandOutputCase("list-unknown-option", ["list", "--tags", "smoke"]),

        // adapters
        CommandOutputCase("adapters", ["adapters"]),
        CommandOutputCase("adapters-one", ["adapters", "miniwall"]),
        CommandOutputCase("adapters-unknown", ["adapters", "minwall"]),
        CommandOutputCase("adapters-unknown-option", ["adapters", "--verbos"]),
        CommandOutputCase("adapters-verbose", ["adapters", "-v"]),

        // show
        CommandOutputCase("show", ["show", "common/purchase/success", "--adapter", "appdna"]),
        CommandOutputCase("show-unknown-spec", ["show", "common/purchase/sucess", "--adapter", "appdna"]),

        // matrix
        CommandOutputCase("matrix", ["matrix"]),
        CommandOutputCase("matrix-markdown", ["matrix", "--format", "markdown"]),
        CommandOutputCase("matrix-unknown-format", ["matrix", "--format", "html"]),

        // upgrade
        CommandOutputCase("upgrade", ["upgrade", "--from", "adapty@3.10.0", "--to", "adapty@3.17.2"]),
        CommandOutputCase("upgrade-chain-diff", ["diff", "adapty@3.10.0..adapty@3.17.2", "--format", "markdown"]),
        CommandOutputCase("upgrade-out-of-range", ["upgrade", "--from", "adapty@3.10.0", "--to", "adapty@4.0.0"]),

        // mutate
        CommandOutputCase("mutate", ["mutate"]),
        CommandOutputCase("mutate-markdown", ["mutate", "Specs/common", "--format", "markdown"]),
        CommandOutputCase("mutate-min-score", ["mutate", "--min-score", "90"]),
        CommandOutputCase("mutate-unknown-format", ["mutate", "--format", "html"]),

        // diff
        CommandOutputCase("diff", ["diff", "miniwall", "appdna"]),
        CommandOutputCase("diff-markdown", ["diff", "miniwall", "appdna", "--format", "markdown"]),
        CommandOutputCase("diff-adapty-versions", ["diff", "adapty@2", "adapty@3"]),
        // Two versioned SDKs: each difference dated on both sides, the gates at its ends with tag and commit.
        CommandOutputCase("diff-versioned-sdks", ["diff", "adapty@3.17.2", "revenuecatui@5.85.0"]),
        CommandOutputCase("diff-versioned-sdks-json", ["diff", "adapty@3.17.2", "revenuecatui@5.85.0", "--format", "json"]),
        CommandOutputCase("diff-versioned-sdks-markdown", ["diff", "adapty@3.17.2", "revenuecatui@5.85.0", "--format", "markdown"]),
        CommandOutputCase("diff-unknown-adapter", ["diff", "miniwall", "apdna"]),

        // status
        CommandOutputCase("status", ["status"], before: [runLeavingPending]),
        CommandOutputCase("status-json", ["status", "--format", "json"], before: [runLeavingPending]),
        CommandOutputCase("status-nothing-pending", ["status"]),
        CommandOutputCase("status-unknown-format", ["status", "--format", "xml"]),
        CommandOutputCase("status-unknown-option", ["status", "--gruop", "1"], before: [runLeavingPending]),

        // review: one answer a line, as without a terminal
        CommandOutputCase("review", ["review"], stdin: "a\nr\n", before: [runLeavingPending]),
        CommandOutputCase("review-view-each", ["review"], stdin: "v\na\nq\n", before: [runLeavingPending]),
        CommandOutputCase("review-nothing-pending", ["review"]),
        CommandOutputCase("review-no-such-group", ["review", "--group", "3"], before: [runLeavingPending]),

        // accept
        CommandOutputCase("accept", ["accept"], before: [runLeavingPending]),
        CommandOutputCase(
            "accept-as-the-report-says", ["accept", "common/close/close-button", "--adapter", "miniwall"],
            before: [runLeavingPending]),
        CommandOutputCase("accept-then-run", ["run"], before: [runLeavingPending, Invocation(args: ["accept"], exit: 0)]),
        CommandOutputCase("accept-no-such-group", ["accept", "--group", "7"], before: [runLeavingPending]),

        // carry: another SDK version pinned; the old goldens are obsolete and carried to the new id
        CommandOutputCase("run-another-version-pinned", ["run"], folder: "pinned"),
        CommandOutputCase("carry", ["carry", "adapty@3.10.0", "adapty@3.17.2"], folder: "pinned"),
        CommandOutputCase(
            "carry-then-run", ["run"], folder: "pinned", before: [Invocation(args: ["carry", "adapty@3.10.0", "adapty@3.17.2"], exit: 0)]),
        CommandOutputCase("carry-no-such-goldens", ["carry", "adapty@3.1.0", "adapty@3.17.2"], folder: "pinned"),
        CommandOutputCase("carry-to-itself", ["carry", "adapty@3.17.2", "adapty@3.17.2"], folder: "pinned"),

        // reject
        CommandOutputCase("reject", ["reject"], before: [runLeavingPending]),
        CommandOutputCase("reject-nothing-matches", ["reject", "common/restore/*"], before: [runLeavingPending]),

        // merge: the two shards of the full run, as CI produces them
        CommandOutputCase("merge", ["merge", "shard-1.json", "shard-2.json"], before: shards),
        CommandOutputCase("merge-one-shard", ["merge", "shard-1.json"], before: shards),
        CommandOutputCase("merge-junit", ["merge", "shard-1.json", "shard-2.json", "--format", "junit"], before: shards),
        CommandOutputCase("merge-missing-report", ["merge", "shard-1.json", "shard-3.json"], before: shards),
        CommandOutputCase("merge-allow-partial", ["merge", "shard-1.json", "--allow-partial"], before: shards),

        // badge and trend: drawn from the JSON reports of the full run and of the run after accepting
        CommandOutputCase("badge", ["badge", "report.json", "--adapter", "adapty@3"], before: reports),
        CommandOutputCase("badge-which-adapter", ["badge", "report.json"], before: reports),
        CommandOutputCase("trend", ["trend", "report.json", "accepted.json"], before: reports),
        CommandOutputCase("trend-missing-report", ["trend", "report.json", "nightly.json"], before: reports),

        // adapter-check: the shipped Python example, and an adapter with one mistake
        CommandOutputCase("adapter-check", ["adapter-check", "python3", "<package>/Examples/python/miniwall_web.py"]),
        CommandOutputCase("adapter-check-broken", ["adapter-check", "python3", "Adapters/undeclared_family.py"]),
        CommandOutputCase("adapter-check-unnameable-event", ["adapter-check", "python3", "Adapters/camel_case_event.py"]),
        CommandOutputCase("adapter-check-no-command", ["adapter-check", "--timeout", "5s"]),

        // completions
        CommandOutputCase("completions-fish", ["completions", "fish"]),
        CommandOutputCase("completions-unknown-shell", ["completions", "bsh"]),

        // The replay road, in the replay workspace: a recording that replays, a stale one, a missing
        // one; what to do on the device; a recording checked when it comes back.
        CommandOutputCase("run-replay", ["run"], folder: "replay"),
        CommandOutputCase("run-replay-required", ["run", "--require-recordings", "-q"], folder: "replay"),
        CommandOutputCase("record", ["record", "--adapter", "tiny-device", "--spec", "purchase/cancel"], folder: "replay"),
        CommandOutputCase(
            "record-check",
            [
                "record", "--adapter", "tiny-device", "--spec", "purchase/cancel",
                "--check", "incoming/cancel-from-device.jsonl"
            ], folder: "replay"),
        CommandOutputCase(
            "record-check-stale",
            [
                "record", "--adapter", "tiny-device", "--spec", "purchase/cancel",
                "--check", "Recordings/tiny-device/purchase/cancel.jsonl"
            ], folder: "replay"),
        CommandOutputCase("record-plan", ["record", "--adapter", "tiny-device", "--spec", "purchase/cancel", "--plan", "-"], folder: "replay"),
        CommandOutputCase("record-not-a-replay-adapter", ["record", "--adapter", "miniwall", "--spec", "purchase/success"], folder: "replay"),
        CommandOutputCase("record-not-run-by-the-adapter", ["record", "--adapter", "tiny-device", "--spec", "restore/nothing"], folder: "replay"),
        CommandOutputCase("record-unknown-spec", ["record", "--adapter", "tiny-device", "--spec", "purchase/sucess"], folder: "replay"),

        // Adapter packages: the shared contract against a vendor's package with its own adapter,
        // spec, goldens and divergence; the package's specs alone; packages that cannot be included.
        CommandOutputCase("run-packages", ["run", "--verbose"], folder: "packages"),
        CommandOutputCase("run-package-specs", ["run", "Vendor/acme-conform/Specs", "--verbose"], folder: "packages"),
        CommandOutputCase("list-packages", ["list"], folder: "packages"),
        CommandOutputCase("run-packages-broken", ["run"], folder: "packages-broken")
    ]

    /// The JSON reports of the full run (`report.json`) and of the run after accepting its pending
    /// goldens (`accepted.json`).
    static let reports = [
        Invocation(args: ["run", "--json", "report.json", "-q"], exit: 1),
        Invocation(args: ["accept"], exit: 0),
        Invocation(args: ["run", "--json", "accepted.json", "-q"], exit: 1)
    ]

    /// The full run in two shards, each written as a JSON report.
    static let shards = [
        Invocation(args: ["run", "--shard", "1/2", "--format", "json", "--output", "shard-1.json"], exit: 1),
        Invocation(args: ["run", "--shard", "2/2", "--format", "json", "--output", "shard-2.json"], exit: 1)
    ]
}
