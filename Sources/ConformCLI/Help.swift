/// The help texts, one per command. Exit codes are listed where they matter.
enum Help {
    static let exitCodes = """
    Exit codes:
      0  everything as expected (pass, expected failures, not applicable)
      1  failures: fail, changed or new golden, unexpected pass, stale divergence entry
      2  invalid input: a bad spec, conform.yaml, divergence list or argument; or nothing selected
      3  adapter or infrastructure error: an adapter crashed, hung or broke the protocol

    """

    static var overview: String {
        var text = """
        conform — a conformance harness for in-app purchase paywall SDKs

        Usage: conform <command> [options]

        Commands:

        """
        for command in CLI.commands {
            text += "  " + command.name.padding(toLength: 15) + command.summary + "\n"
        }
        text += """

        Run 'conform <command> --help' for a command's options.
        Docs: docs/spec-language.md, docs/events.md, docs/cli.md.


        """
        return text + exitCodes
    }

    static func command(_ name: String) -> String? {
        switch name {
        case "run": return run
        case "check": return check
        case "list": return list
        case "adapters": return adapters
        case "show": return show
        case "matrix": return matrix
        case "diff": return diff
        case "status": return status
        case "accept": return accept
        case "reject": return reject
        case "review": return review
        case "merge": return merge
        case "adapter-check": return adapterCheck
        default: return nil
        }
    }

    static let run = """
    Usage: conform run [PATHS…] [options]

    Runs every spec under PATHS (default: the suite root, 'Specs', or 'suite' in conform.yaml)
    against every adapter, checks expectations, and compares transcripts with goldens in Golden/.
    A missing or different golden fails the run and leaves a pending '<spec>.transcript.new'.

    Options:
      --adapter A        run only adapter A (repeatable, or comma-separated)
      --filter GLOB      only specs whose id matches (e.g. 'purchase/*', 'restore/**')
      --tag T            only specs tagged T (repeatable)
      --jobs N, -j N     worker threads (default: the number of cores)
      --format F         pretty (default), json, junit, tap or markdown
      --output FILE      write the report to FILE instead of stdout
      --report FILE      also write the HTML report to FILE: matrix, sequence diagrams, diffs
      --update           rewrite goldens that differ (refused in CI unless --force)
      --force            allow --update in CI
      --pending-dir DIR  write pending transcripts under DIR instead of beside goldens
      --artifacts DIR    CI: pending transcripts under DIR/pending, diffs under DIR/diffs
      --shard I/N        run only shard I of N (deterministic, balanced; merge with 'conform merge')
      --prune            remove goldens no spec produces any more (after a full run only)
      --no-golden        check expectations only
      --verbose          list passing pairs too
      --trace-adapter    print external adapters' wire log to stderr ('→' sent, '←' received)
      -h, --help         show this help

    Colour only on a terminal, never with NO_COLOR. Results on stdout; diagnostics on stderr.
    Under GitHub Actions (GITHUB_ACTIONS=true), each problem is also printed to stderr as an
    '::error file=…,line=…::' annotation, and a markdown summary is appended to $GITHUB_STEP_SUMMARY.


    """ + exitCodes

    static let check = """
    Usage: conform check [PATHS…] [--jobs N]

    Validates spec files (default: the suite root), conform.yaml and divergence lists, reporting
    every problem as file:line:column with the line, a caret and a next step. Runs nothing.
    Handlers, SDK options and required capabilities are checked against what the adapters
    declare ('conform adapters'); external ones are asked only when the built-ins do not know a name.


    """ + exitCodes

    static let list = """
    Usage: conform list [PATHS…] [--filter GLOB] [--tag T]

    Lists the suite's specs: id, title and tags.


    """ + exitCodes

    static let adapters = """
    Usage: conform adapters

    Lists every adapter (built-in and from conform.yaml) with its SDK version, capabilities,
    the event families it can observe, its host handlers (what a spec may say each does, and its
    native signature) and its SDK options (the values each takes).


    """ + exitCodes

    static let show = """
    Usage: conform show SPEC --adapter A [--trace-adapter]

    Runs one spec (an id such as 'miniwall/purchase/order', or a file) on one adapter and prints
    its transcript, exactly as a golden would hold it. '--trace-adapter' prints an external
    adapter's wire log to stderr.


    """ + exitCodes
}

extension Help {
    static let matrix = """
    Usage: conform matrix [PATHS…] [--adapter A…] [--filter GLOB] [--tag T] [--jobs N]
                          [--format text|markdown|json] [--output FILE] [--report FILE.html]

    Runs the suite against every adapter (read-only: no pending files are written) and prints the
    cross-SDK matrix: one row per spec, one column per adapter, each cell the pair's verdict —
    pass, FAIL, xfail (known divergence), n/a (not applicable), unobs (not observable), changed or
    new (golden), ERROR — and per adapter the number of conforming specs out of those that apply.
    Failures are the matrix's content, so they do not change the exit code: it is 0 unless input
    is invalid (2) or an adapter broke (3).
    '--report FILE.html' also writes the HTML report (docs/reports.md).


    """ + exitCodes
}

extension Help {
    static let diff = """
    Usage: conform diff OLD NEW [PATHS…] [--filter GLOB] [--tag T] [--jobs N]
                        [--format pretty|markdown|json] [--output FILE]

    The migration report: runs the same specs on two adapters (two SDK versions, or two surfaces
    of one SDK) and classifies every difference event by event — callback added, removed, renamed
    (the same canonical event through another native callback), reordered, arguments changed,
    timing changed, final state changed, or not comparable (applies to one side only). Identical
    differences across specs are grouped, largest group first, counts first.

      conform diff adapty@2 adapty@3
      conform diff adapty@3.12 adapty@3 --format markdown --output migration.md

    Exit codes: 0 no differences, 1 differences found, 2 invalid input, 3 adapter error.

    """
}

extension Help {
    static let pendingOptions = """
    Selection (all optional):
      SPEC-GLOB…         only specs whose id matches (e.g. 'miniwall/purchase/*')
      --adapter A        only adapter A (repeatable)
      --group N          only group N, as 'conform status' numbers them
      --pending-dir DIR  where 'conform run --pending-dir' left the pending files

    """

    static let status = """
    Usage: conform status [SPEC-GLOB…] [--adapter A] [--group N] [--pending-dir DIR] [--format json]

    Lists the pending golden changes ('.transcript.new' files a run left), grouped by the change
    itself: identical changes across specs and adapters are one group, largest first, numbered.


    """ + pendingOptions + "\n" + exitCodes

    static let accept = """
    Usage: conform accept [SPEC-GLOB…] [--adapter A] [--group N] [--pending-dir DIR]

    Makes the selected pending changes the goldens (all of them when nothing is selected).
    Writes are atomic: a temporary file, then a rename.


    """ + pendingOptions + "\n" + exitCodes

    static let reject = """
    Usage: conform reject [SPEC-GLOB…] [--adapter A] [--group N] [--pending-dir DIR]

    Deletes the selected pending changes (all of them when nothing is selected); goldens stay.


    """ + pendingOptions + "\n" + exitCodes

    static let review = """
    Usage: conform review [SPEC-GLOB…] [--adapter A] [--group N] [--pending-dir DIR]

    Walks the pending changes group by group, largest first, showing what changed and where.
    One key decides a whole group: a accept, r reject, s skip, v view and decide each, q quit.
    Without a terminal, reads one answer per line from stdin.


    """ + pendingOptions + "\n" + exitCodes
}

extension Help {
    static let merge = """
    Usage: conform merge REPORT.json… [--format pretty|json|junit|tap|markdown] [--output FILE]
                         [--junit FILE] [--report FILE.html]

    Joins the JSON reports of 'conform run --shard I/N --format json --output …' into one verdict
    and exit code, as if the suite had run on one machine. The reports must come from the same spec
    set (their fingerprints must match) and the same adapters. When every shard 1/N … N/N of a
    full run is given, the obsolete-golden check runs over the whole suite.


    """ + exitCodes
}

extension Help {
    static let adapterCheck = """
    Usage: conform adapter-check [--timeout DURATION] [--trace-adapter] [--] CMD [ARGS…]

    A self-test for authors of external adapters (docs/adapter-protocol.md): starts CMD, performs
    the 'conform/1' handshake, drives it through a few scripted specs (present, close, a purchase
    the store answers after virtual time, a spec abandoned without 'end') and checks that it exits
    when its input ends. Every protocol mistake is named plainly, one ✓ or ✗ per check. It checks
    the conversation, not the SDK's behaviour.

      conform adapter-check python3 Examples/python/miniwall_web.py
      conform adapter-check --trace-adapter node Examples/node/appdna_rn.js

    Options:
      --timeout DURATION  how long one request may take (default 10s)
      --trace-adapter     print the wire log to stderr ('→' sent, '←' received)
      -h, --help          show this help

    Exit codes: 0 every check passed, 1 a check failed, 2 invalid arguments.

    """
}
