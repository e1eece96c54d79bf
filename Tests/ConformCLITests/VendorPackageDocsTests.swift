import ConformKit
import Foundation
import Testing

/// docs/packages.md is written from `Examples/vendor-package/`: every `conform` command in its
/// ```sh blocks runs here, through the built binary, in the folder the block's `cd` names, on a copy
/// of the fixture (one per block, in the block's order), with the exit status and output the page
/// describes. A command on the page that this table does not know fails, and so does an entry of
/// the table the page no longer shows.
@Suite struct VendorPackageDocsTests {
    static let page = "docs/packages.md"

    /// What one command of the page must do: its exit status, text its stdout holds, and the input
    /// it reads (`review` reads one answer per line).
    struct Expected {
        var status: Int32
        var stdout: [String] = []
        var input = ""
    }

    /// Each command of the page, as `<folder>$ <command>` (the comment cut off), and what it does —
    /// where the page shows it more than once, what each time does, in the page's order.
    static let expected: [String: [Expected]] = [
        "app$ conform adapters": [
            Expected(
                status: 0,
                stdout: [
                    "acme.ios-device                ACME Paywall iOS 4.1.0, replay",
                    "acme.rn                        ACME Paywall React Native 1.8.0, external",
                    "acme.web                       ACME Paywall Web 2.3.0, external"
                ])
        ],
        "app$ conform check": [Expected(status: 0, stdout: ["5 spec files: 5 valid, 0 invalid (0 problems)"])],
        "app$ conform list": [
            Expected(status: 0, stdout: ["acme/close/close-button", "acme/purchase/closes-after-purchase", "common/purchase/success"])
        ],
        "app$ conform run": [
            Expected(
                status: 0,
                stdout: [
                    "  UNRECORDED   acme.ios-device  common/purchase/cancel  no recording, record it: conform record --adapter acme.ios-device --spec common/purchase/cancel\n",
                    "5 specs × 4 adapters: 16 passed, 1 not recorded (not failing the run without --require-recordings), 2 expected failures; 1 pair scoped to other adapters, not counted\n"
                ]),
            // After accepting the renamed callback: green again.
            Expected(status: 0, stdout: ["5 specs × 4 adapters: 16 passed, 1 not recorded"])
        ],
        "app$ conform run Specs/common --adapter acme.rn": [Expected(status: 0, stdout: ["3 specs × 1 adapter: 2 passed, 1 expected failure\n"])],
        "app$ conform run ../acme-conform/Specs": [
            Expected(status: 0, stdout: ["2 specs × 4 adapters: 6 passed, 1 expected failure; 1 pair scoped to other adapters, not counted\n"])
        ],
        "acme-conform$ conform check": [Expected(status: 0, stdout: ["2 spec files: 2 valid, 0 invalid (0 problems)"])],
        "acme-conform$ conform run": [
            Expected(status: 0, stdout: ["2 specs × 3 adapters: 5 passed, 1 expected failure\n"]),
            // After the rename: acme.web's two goldens of the package's specs changed.
            Expected(status: 1, stdout: ["2 specs × 3 adapters: 3 passed, 2 changed, 1 expected failure\n"]),
            // After 'review' accepted them.
            Expected(status: 0, stdout: ["2 specs × 3 adapters: 5 passed, 1 expected failure\n"])
        ],
        "acme-conform$ conform adapter-check python3 adapters/acme_web.py": [
            Expected(status: 0, stdout: ["speaks conform/2", "19 checks: all passed\n"])
        ],
        "acme-conform$ conform adapter-check node adapters/acme_rn.js": [
            Expected(status: 0, stdout: ["speaks conform/2", "19 checks: all passed\n"])
        ],
        "app$ conform run --require-recordings": [
            Expected(
                status: 1,
                stdout: [
                    "  UNRECORDED   acme.ios-device  common/purchase/cancel  no recording, record it: conform record --adapter acme.ios-device --spec common/purchase/cancel\n",
                    "5 specs × 4 adapters: 16 passed, 1 not recorded, 2 expected failures; 1 pair scoped to other adapters, not counted\n"
                ])
        ],
        "app$ conform record --adapter acme.ios-device --spec common/purchase/cancel": [
            Expected(
                status: 0,
                stdout: [
                    "\"fingerprint\":\"0d504d2f543b153a\"",
                    "5. Save the file as '../acme-conform/Recordings/ios-device/common/purchase/cancel.jsonl', then check it:"
                ])
        ],
        "app$ conform record --adapter acme.ios-device --spec common/purchase/success --check ../acme-conform/Recordings/ios-device/common/purchase/success.jsonl":
            [Expected(status: 0, stdout: ["5 checks: all passed\n", "replayed against the spec's expectations: pass\n"])],
        "acme-conform$ conform record --adapter acme.ios-device --spec acme/close/close-button --check Recordings/ios-device/acme/close/close-button.jsonl":
            [Expected(status: 0, stdout: ["5 checks: all passed\n", "replayed against the spec's expectations: pass\n"])],
        // The blocks after the Web SDK's rename.
        "app$ conform run --adapter acme.web": [
            Expected(
                status: 1,
                stdout: [
                    "    - event paywall.closed closed | onClose(reason) | reason=\"user\"\n",
                    "    + event paywall.closed closed | onDismiss(reason) | reason=\"user\"\n",
                    "    pending: ../acme-conform/Golden/acme.web/common/close/close-button.transcript.new\n",
                    "5 specs × 1 adapter: 1 passed, 4 changed\n"
                ])
        ],
        "app$ conform status": [
            Expected(status: 0, stdout: ["4 pending changes in 1 group", "~ native 'onClose' → 'onDismiss'", "acme.web  common/purchase/success"])
        ],
        "app$ conform accept --adapter acme.web": [Expected(status: 0, stdout: ["accepted 4 pending changes in 1 group\n"])],
        "acme-conform$ conform status": [Expected(status: 0, stdout: ["2 pending changes in 1 group", "acme.web  acme/close/close-button"])],
        "acme-conform$ conform reject --adapter acme.web": [Expected(status: 0, stdout: ["rejected 2 pending changes in 1 group\n"])],
        "acme-conform$ conform run --adapter acme.web": [Expected(status: 1, stdout: ["2 specs × 1 adapter: 2 changed\n"])],
        "acme-conform$ conform review": [Expected(status: 0, stdout: ["accepted 2, rejected 0, left 0 pending"], input: "a\n")]
    ]

    /// A ```sh block of the page: its first line's number and its lines.
    struct Block {
        var line: Int
        var lines: [String]
        /// Whether the block is one of those run after the rename the page describes.
        var renamed: Bool
    }

    /// Every ```sh block of the page; those after the heading "Accepting a package's goldens" run
    /// with the Web SDK's close callback renamed.
    static func blocks() throws -> [Block] {
        let text = try String(contentsOfFile: ConformBinary.packageRoot + "/" + page, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var blocks: [Block] = []
        var renamed = false
        var index = 0
        while index < lines.count {
            if lines[index].hasPrefix("## Accepting a package's goldens") { renamed = true }
            guard lines[index] == "```sh" else { index += 1; continue }
            var body: [String] = []
            var end = index + 1
            while end < lines.count, lines[end] != "```" { body.append(lines[end]); end += 1 }
            blocks.append(Block(line: index + 2, lines: body, renamed: renamed))
            index = end + 1
        }
        return blocks
    }

    /// A line without its `# comment`, trimmed.
    static func command(_ line: String) -> String {
        let cut = line.range(of: " #").map { String(line[..<$0.lowerBound]) } ?? line
        return cut.trimmingCharacters(in: .whitespaces)
    }

    /// The Web SDK 2.4 of the page: `onClose(reason)` is `onDismiss(reason)`.
    static func renameClose(in box: Sandbox) throws {
        let adapter = "acme-conform/adapters/acme_web.py"
        let text = try box.read(adapter)
        #expect(text.contains("\"onClose(reason)\""))
        try box.write(adapter, text.replacingOccurrences(of: "\"onClose(reason)\"", with: "\"onDismiss(reason)\""))
    }

    @Test("every command of docs/packages.md runs on a copy of Examples/vendor-package, in the folder its block names, as the page says")
    func pageCommands() throws {
        let blocks = try Self.blocks()
        #expect(blocks.count >= 6, "the page's ```sh blocks: \(blocks.count)")
        var runs: [String: Int] = [:]
        for block in blocks {
            let box = try Sandbox()
            try box.copyItem("Examples/vendor-package/acme-conform", to: "acme-conform")
            try box.copyItem("Examples/vendor-package/app", to: "app")
            if block.renamed { try Self.renameClose(in: box) }
            var folder: String?
            for (offset, line) in block.lines.enumerated() {
                let text = Self.command(line)
                let at = "\(Self.page):\(block.line + offset)"
                if text.hasPrefix("cd ") {
                    folder = String(text.dropFirst(3))
                    continue
                }
                guard let folder else {
                    Issue.record("\(at): a block starts with 'cd app' or 'cd acme-conform', so the test knows where '\(text)' runs")
                    continue
                }
                guard text.hasPrefix("conform ") else {
                    Issue.record("\(at): only 'cd' and 'conform' lines are run, not '\(text)'")
                    continue
                }
                let key = "\(folder)$ \(text)"
                let time = runs[key, default: 0]
                runs[key] = time + 1
                guard let all = Self.expected[key], time < all.count else {
                    Issue.record("\(at): '\(key)' is on the page (time \(time + 1)) but not in VendorPackageDocsTests.expected: add what it does")
                    continue
                }
                let expected = all[time]
                let words = text.split(separator: " ").dropFirst().map(String.init)
                let out = try ConformBinary.run(
                    words, in: box.path + "/" + folder, environment: ["PYTHONDONTWRITEBYTECODE": "1"], input: expected.input)
                #expect(out.status == expected.status, "\(at): '\(key)' exited \(out.status):\n\(out.stdoutText)\n\(out.stderrText)")
                for part in expected.stdout {
                    #expect(out.stdoutText.contains(part), "\(at): '\(key)' should print \(part.debugDescription):\n\(out.stdoutText)")
                }
                #expect(!out.stderrText.contains("error:"), "\(at): '\(key)':\n\(out.stderrText)")
            }
        }
        let unused = Self.expected.filter { runs[$0.key, default: 0] != $0.value.count }.keys.sorted()
        #expect(unused.isEmpty, "in the table more often than on the page: \(unused)")
    }

    @Test("the page's conform.yaml blocks are the fixture's files, line for line (comments above them aside)")
    func configBlocks() throws {
        let text = try String(contentsOfFile: ConformBinary.packageRoot + "/" + Self.page, encoding: .utf8)
        for (marker, file) in [("`acme-conform/conform.yaml`:", "acme-conform/conform.yaml"), ("`app/conform.yaml`", "app/conform.yaml")] {
            let after = try #require(text.range(of: marker), "the page shows \(file)")
            let rest = text[after.upperBound...]
            let open = try #require(rest.range(of: "```yaml\n"))
            let close = try #require(rest[open.upperBound...].range(of: "\n```"))
            let block = String(rest[open.upperBound..<close.lowerBound])
            let source = try String(contentsOfFile: ConformBinary.packageRoot + "/Examples/vendor-package/" + file, encoding: .utf8)
            #expect(source.hasSuffix(block + "\n"), "\(file) ends with the page's block:\n\(block)\n--- file:\n\(source)")
        }
    }

    @Test("the shared contract's specs in the fixture's app are the suite's own, byte for byte")
    func sharedSpecsAreTheSuites() throws {
        for spec in ["common/purchase/success.yaml", "common/purchase/cancel.yaml", "common/close/close-button.yaml"] {
            let copy = try String(contentsOfFile: ConformBinary.packageRoot + "/Examples/vendor-package/app/Specs/" + spec, encoding: .utf8)
            let shipped = try String(contentsOfFile: ConformBinary.packageRoot + "/Specs/" + spec, encoding: .utf8)
            #expect(
                copy == shipped,
                "Examples/vendor-package/app/Specs/\(spec) differs from Specs/\(spec): copy it again, then re-record the fixture's goldens (and recordings, when its given or steps changed)"
            )
        }
    }
}
