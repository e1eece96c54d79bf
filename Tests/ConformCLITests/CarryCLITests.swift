import Foundation
import Testing

/// Another SDK version pinned: the old id's goldens are obsolete in a run of the workspace's own
/// adapters (never in one with `--adapter`), and `conform carry` moves them to the new id without
/// losing a golden the new id already has or carrying a damaged one.
@Suite struct CarryCLITests {
    /// A copy of the `pinned` workspace of the command outputs.
    static func pinned() throws -> (Sandbox, String) {
        let box = try Sandbox()
        try box.copy("Tests/Fixtures/command-outputs/pinned")
        return (box, box.path + "/Tests/Fixtures/command-outputs/pinned")
    }

    @Test("a run with --adapter never calls another adapter's goldens obsolete, and --prune leaves them")
    func adapterRunKeepsOthers() throws {
        let (box, dir) = try Self.pinned()
        defer { withExtendedLifetime(box) {} }
        let out = try ConformBinary.run(["run", "--adapter", "adapty@3.17.2", "--prune"], in: dir)
        #expect(out.status == 1)
        #expect(!out.stdoutText.contains("obsolete"), "\(out.stdoutText)")
        #expect(FileManager.default.fileExists(atPath: dir + "/Golden/adapty@3.10.0/common/purchase/success.transcript"))
        // A run of the workspace's own adapters prunes them.
        #expect(try ConformBinary.run(["run", "--prune", "-q"], in: dir).stdoutText.contains("removed 2 obsolete goldens"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/Golden/adapty@3.10.0"))
    }

    @Test("carry --keep copies; a golden the new adapter has is left, and the old one kept")
    func keepAndAlreadyThere() throws {
        let (box, dir) = try Self.pinned()
        defer { withExtendedLifetime(box) {} }
        let mine =
            "conform-transcript 1\nspec: common/purchase/cancel\nadapter: adapty@3.17.2\nsdk: Adapty iOS 3.17.2\n\nstep present\n\nfinal: open none\n"
        try FileManager.default.createDirectory(atPath: dir + "/Golden/adapty@3.17.2/common/purchase", withIntermediateDirectories: true)
        try mine.write(toFile: dir + "/Golden/adapty@3.17.2/common/purchase/cancel.transcript", atomically: true, encoding: .utf8)
        let out = try ConformBinary.run(["carry", "adapty@3.10.0", "adapty@3.17.2"], in: dir)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(
            out.stdoutText.hasPrefix(
                "carried 1 golden of adapty@3.10.0 to adapty@3.17.2\nleft 1 spec adapty@3.17.2 already has a golden for, and adapty@3.10.0's of it: common/purchase/cancel\n"
            ), "\(out.stdoutText)")
        #expect(try String(contentsOfFile: dir + "/Golden/adapty@3.17.2/common/purchase/cancel.transcript", encoding: .utf8) == mine)
        #expect(FileManager.default.fileExists(atPath: dir + "/Golden/adapty@3.10.0/common/purchase/cancel.transcript"))
        #expect(!FileManager.default.fileExists(atPath: dir + "/Golden/adapty@3.10.0/common/purchase/success.transcript"))
        let carried = try String(contentsOfFile: dir + "/Golden/adapty@3.17.2/common/purchase/success.transcript", encoding: .utf8)
        #expect(carried.contains("\nadapter: adapty@3.17.2\nsdk: Adapty iOS 3.10.0\n"))

        let (box2, dir2) = try Self.pinned()
        defer { withExtendedLifetime(box2) {} }
        let copy = try ConformBinary.run(["carry", "adapty@3.10.0", "adapty@3.17.2", "--keep"], in: dir2)
        #expect(copy.stdoutText.hasPrefix("copied 2 goldens of adapty@3.10.0 to adapty@3.17.2\n"))
        #expect(FileManager.default.fileExists(atPath: dir2 + "/Golden/adapty@3.10.0/common/purchase/success.transcript"))
    }

    @Test("a damaged golden is not carried: exit 2 at its location, and it stays")
    func damaged() throws {
        let (box, dir) = try Self.pinned()
        defer { withExtendedLifetime(box) {} }
        let path = dir + "/Golden/adapty@3.10.0/common/purchase/cancel.transcript"
        try "conform-transcript 1\nspec: common/purchase/cancel\nadapter: adapty@3.10.0\nsdk: Adapty iOS 3.10.0\n\nstep pres".write(
            toFile: path, atomically: true, encoding: .utf8)
        let out = try ConformBinary.run(["carry", "adapty@3.10.0", "adapty@3.17.2"], in: dir)
        #expect(out.status == 2)
        #expect(out.stdoutText.hasPrefix("carried 1 golden of adapty@3.10.0 to adapty@3.17.2\n"))
        #expect(
            out.stderrText.hasPrefix(
                "conform: not carried, damaged: adapty@3.10.0 common/purchase/cancel: Golden/adapty@3.10.0/common/purchase/cancel.transcript:"),
            "\(out.stderrText)")
        #expect(FileManager.default.fileExists(atPath: path))
        #expect(!FileManager.default.fileExists(atPath: dir + "/Golden/adapty@3.17.2/common/purchase/cancel.transcript"))
    }

    @Test(
        "carry with too few or too many adapters is refused by the parser, naming what is missing or extra (it crashed)",
        arguments: [
            (
                [String](),
                "conform: error: 'conform carry' needs FROM TO: FROM TO are missing\n  next: for example 'conform carry adapty@3.17.2 adapty@3.17.1'; see 'conform carry --help'\n"
            ),
            (
                ["adapty@3.10.0"],
                "conform: error: 'conform carry' needs FROM TO: TO is missing\n  next: for example 'conform carry adapty@3.17.2 adapty@3.17.1'; see 'conform carry --help'\n"
            ),
            (
                ["adapty@3.10.0", "adapty@3.17.2", "adapty@3"],
                "conform: error: 'conform carry' takes FROM TO, not also 'adapty@3'\n  next: see 'conform carry --help'\n"
            )
        ])
    func argumentCount(_ args: [String], _ stderr: String) throws {
        let out = try ConformBinary.run(["carry"] + args, in: ConformBinary.packageRoot)
        #expect(out.status == 2)
        #expect(out.stdoutText.isEmpty)
        #expect(out.stderrText == stderr)
    }

    @Test(
        "each versioned family: init at an old version, pin the new one, carry, run — green, the divergence list carried with the goldens",
        arguments: [
            ("superwall@4.10.0", "superwall@4.16.3"), ("revenuecatui@5.60.0", "revenuecatui@5.85.0"),
            ("qonversion-nocodes@6.10.0", "qonversion-nocodes@6.13.1"), ("adapty@3.15.5", "adapty@3.17.2")
        ])
    func initPinCarryRun(_ old: String, _ new: String) throws {
        let box = try Sandbox()
        let initOut = try ConformBinary.run(["init", "--sdk", old], in: box.path)
        #expect(initOut.status == 0, "\(initOut.stderrText)")
        let hadList = box.files().contains("Divergences/\(old).yaml")
        try box.write("conform.yaml", try box.read("conform.yaml").replacingOccurrences(of: old, with: new))
        let before = try ConformBinary.run(["run", "-q"], in: box.path)
        #expect(before.stdoutText.contains("'conform carry \(old) \(new)'"), "the run offers carry: \(before.stdoutText)")
        if hadList {
            #expect(
                before.stdoutText.contains("Divergences/\(old).yaml is the divergence list of \(old), which this workspace no longer runs"),
                "\(before.stdoutText)")
        }
        let carry = try ConformBinary.run(["carry", old, new], in: box.path)
        #expect(carry.status == 0, "\(carry.stderrText)")
        #expect(
            carry.stdoutText.contains("moved the divergence list Divergences/\(old).yaml to Divergences/\(new).yaml") == hadList,
            "\(carry.stdoutText)")
        let after = try ConformBinary.run(["run", "-q"], in: box.path)
        // Only what the new version changed shows: the upgrade between these versions changes
        // nothing the starter specs observe, so the run is green.
        let upgrade = try ConformBinary.run(["upgrade", "--from", old, "--to", new], in: box.path)
        if upgrade.status == 0 {
            #expect(after.status == 0, "upgrade said nothing differs, so the run after carry is green:\n\(after.stdoutText)")
        } else {
            // A changed callback is a CHANGED golden; a spec the new version first applies to is NEW.
            #expect(
                after.status == 1 && (after.stdoutText.contains("CHANGED") || after.stdoutText.contains("NEW")),
                "upgrade found changes, so the run shows them:\n\(after.stdoutText)")
        }
        #expect(!after.stdoutText.contains("no longer runs"), "\(after.stdoutText)")
    }

    @Test("carry leaves a list the new adapter has, copies with --keep, carries a list alone, and refuses an id that is a path")
    func divergenceLists() throws {
        let box = try Sandbox()
        try box.write("conform.yaml", "adapters:\n  - superwall@4.16.3\n")
        try box.write("Specs/.keep", "")
        let list = "common/purchase/pending: the SDK reports pending as a failure\n"
        try box.write("Divergences/superwall@4.10.0.yaml", list)
        let copied = try ConformBinary.run(["carry", "--keep", "superwall@4.10.0", "superwall@4.16.3"], in: box.path)
        #expect(copied.status == 0, "a list alone is carried: \(copied.stderrText)")
        #expect(
            copied.stdoutText.contains(
                "copied the divergence list Divergences/superwall@4.10.0.yaml to Divergences/superwall@4.16.3.yaml (1 known divergence)"),
            "\(copied.stdoutText)")
        #expect(try box.read("Divergences/superwall@4.10.0.yaml") == list && box.read("Divergences/superwall@4.16.3.yaml") == list)
        try box.write("Divergences/superwall@4.16.3.yaml", "common/restore/nothing: mine\n")
        let left = try ConformBinary.run(["carry", "superwall@4.10.0", "superwall@4.16.3"], in: box.path)
        #expect(left.status == 0)
        #expect(
            left.stdoutText.contains("left the divergence list Divergences/superwall@4.10.0.yaml: Divergences/superwall@4.16.3.yaml exists"),
            "\(left.stdoutText)")
        #expect(
            try box.read("Divergences/superwall@4.16.3.yaml") == "common/restore/nothing: mine\n", "a list the new adapter has is never overwritten")
        try box.write("secret.yaml", "x: y\n")
        let path = try ConformBinary.run(["carry", "../secret", "superwall@4.16.3"], in: box.path + "/Specs")
        #expect(path.status == 2)
        #expect(FileManager.default.fileExists(atPath: box.path + "/secret.yaml"))
        // A divergence folder conform.yaml leads out of the workspace is a path read from a file: refused.
        try box.write("conform.yaml", "adapters:\n  - superwall@4.16.3\ndivergences: ../elsewhere\n")
        let outside = try ConformBinary.run(["carry", "superwall@4.10.0", "superwall@4.16.3"], in: box.path)
        #expect(outside.status == 2)
        #expect(outside.stderrText.contains("refusing to write divergence lists in '../elsewhere'"), "\(outside.stderrText)")
    }
}
