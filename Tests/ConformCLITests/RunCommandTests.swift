import ConformKit
import Foundation
import Testing

/// `conform run` end to end: the built binary against real files, checking stdout, stderr and exit status.
@Suite(.serialized) struct RunCommandTests {
    /// A sandbox holding the Miniwall purchase specs and their goldens.
    func purchaseSuite() throws -> Sandbox {
        let box = try Sandbox()
        try box.copy("Specs/miniwall/purchase")
        try box.copy("Golden/miniwall/miniwall/purchase")
        return box
    }

    @Test("the shipped suite passes with exit 0 and writes nothing")
    func shippedSuitePasses() throws {
        let pending = try Sandbox()
        let out = try ConformBinary.run(["run", "Specs/", "--allow-outside", "--pending-dir", pending.path], in: ConformBinary.packageRoot)
        #expect(out.status == 0, "\(out.stdoutText)\n\(out.stderrText)")
        #expect(out.stdoutText.contains("passed"))
        #expect(pending.files().isEmpty)
    }

    @Test("--output FILE without --format writes the terminal report to FILE, without colour, as --show and -v say; the terminal keeps it")
    func outputWithoutFormat() throws {
        let box = try purchaseSuite()
        let golden = "Golden/miniwall/miniwall/purchase/order.transcript"
        try box.write(golden, try box.read(golden).replacingOccurrences(of: "onPurchase(_:)", with: "onPurchaseRenamed(_:)"))
        let out = try ConformBinary.run(["run", "Specs/", "--output", "report.txt", "--color", "always"], in: box.path)
        #expect(out.status == 1, "\(out.stderrText)")
        let written = try box.read("report.txt")
        #expect(written.contains("CHANGED") && written.contains("miniwall/purchase/order"), "\(written)")
        #expect(written.contains("passed"), "\(written)")
        #expect(!written.contains("\u{1B}["), "the file has no colour codes: \(written)")
        #expect(out.stderrText.contains("conform: wrote the pretty report to 'report.txt'"), "\(out.stderrText)")
        #expect(out.stdoutText.contains("CHANGED"), "\(out.stdoutText)")
        let all = try ConformBinary.run(["run", "Specs/", "--output", "all.txt", "--show", "A"], in: box.path)
        #expect(all.status == 1)
        #expect((try box.read("all.txt")).contains("PASS "), "--show A lists the passes in the file too")
        #expect(!written.contains("PASS "), "without --show the file lists no passes, as the terminal")
    }

    @Test("a changed golden line fails with exit 1, names spec and adapter, shows the diff and leaves a pending file; --update restores it")
    func changedGolden() throws {
        let box = try purchaseSuite()
        let golden = "Golden/miniwall/miniwall/purchase/order.transcript"
        let original = try box.read(golden)
        let edited = original.replacingOccurrences(of: "onPurchase(_:)", with: "onPurchaseRenamed(_:)")
        #expect(edited != original)
        try box.write(golden, edited)
        let before = Set(box.files())

        let out = try ConformBinary.run(["run", "Specs/"], in: box.path)
        #expect(out.status == 1)
        #expect(out.stdoutText.contains("CHANGED"))
        #expect(out.stdoutText.contains("miniwall") && out.stdoutText.contains("miniwall/purchase/order"))
        #expect(out.stdoutText.contains("-"), "diff markers")
        #expect(out.stdoutText.contains("onPurchaseRenamed"))
        #expect(box.exists(golden + ".new"))
        #expect(!out.stdoutText.contains("\u{1B}"), "no colour when stdout is not a terminal")

        let update = try ConformBinary.run(["run", "Specs/", "--update"], in: box.path)
        #expect(update.status == 0, "\(update.stdoutText)\n\(update.stderrText)")
        #expect(try box.read(golden) == original)
        #expect(!box.exists(golden + ".new"))
        #expect(Set(box.files()) == before, "--update writes nothing else")

        let again = try ConformBinary.run(["run", "Specs/"], in: box.path)
        #expect(again.status == 0)
    }

    @Test("a missing golden is 'new' with exit 1 and a pending transcript")
    func missingGolden() throws {
        let box = try purchaseSuite()
        try FileManager.default.removeItem(atPath: box.path + "/Golden/miniwall/miniwall/purchase/order.transcript")
        let out = try ConformBinary.run(["run", "Specs/"], in: box.path)
        #expect(out.status == 1)
        #expect(out.stdoutText.contains("NEW"))
        #expect(box.exists("Golden/miniwall/miniwall/purchase/order.transcript.new"))
    }

    @Test("invalid specs exit 2 with file:line:column, a caret and a did-you-mean, and the other specs still run")
    func invalidSpecs() throws {
        let box = try purchaseSuite()
        try box.write("Specs/bad/misspelt.yaml", "title: x\nstpes:\n  - present\nexpect:\n  state: open\n")
        try box.write("Specs/bad/tab.yaml", "title: x\nsteps:\n\t- present\nexpect:\n  state: open\n")
        try box.write("Specs/bad/quote.yaml", "title: 'unterminated\nsteps: [present]\nexpect:\n  state: open\n")
        try box.write("Specs/bad/type.yaml", "title: x\nsteps: present\nexpect:\n  state: open\n")
        let out = try ConformBinary.run(["run", "Specs/"], in: box.path)
        #expect(out.status == 2)
        let err = out.stderrText
        #expect(err.contains("Specs/bad/misspelt.yaml:2:1"))
        #expect(err.contains("did you mean 'steps'?"))
        #expect(err.contains("Specs/bad/tab.yaml:3:"))
        #expect(err.contains("Specs/bad/quote.yaml:1:8"))
        #expect(err.contains("Specs/bad/type.yaml:2:8"))
        #expect(err.contains("^"))
        #expect(out.stdoutText.contains("PASS") || out.stdoutText.contains("passed"), "the valid specs still ran")
        #expect(out.stdoutText.contains("4 invalid spec files"))
    }

    @Test("JSON output is byte-identical whatever the job count")
    func deterministicJSON() throws {
        let one = try ConformBinary.run(["run", "Specs/", "--format", "json", "--jobs", "1", "--no-golden"], in: ConformBinary.packageRoot)
        let four = try ConformBinary.run(["run", "Specs/", "--format", "json", "--jobs", "4", "--no-golden"], in: ConformBinary.packageRoot)
        #expect(one.status == 0)
        #expect(one.stdout == four.stdout)
        #expect(one.stdoutText.hasPrefix("{\n  \"schema\": \"conform-report/2\""))
    }

    @Test("--update is refused in CI unless forced")
    func updateRefusedInCI() throws {
        let box = try purchaseSuite()
        let out = try ConformBinary.run(["run", "Specs/", "--update"], in: box.path, environment: ["CI": "true"])
        #expect(out.status == 2)
        #expect(out.stderrText.contains("'--update' is refused in CI"))
    }

    @Test("in CI a failing run writes nothing to the tree")
    func ciWritesNothing() throws {
        let box = try purchaseSuite()
        try FileManager.default.removeItem(atPath: box.path + "/Golden/miniwall/miniwall/purchase/order.transcript")
        let before = box.files()
        let out = try ConformBinary.run(["run", "Specs/"], in: box.path, environment: ["GITHUB_ACTIONS": "true"])
        #expect(out.status == 1)
        #expect(box.files() == before)
    }

    @Test("a run that selects nothing is an error, not a pass")
    func nothingSelected() throws {
        let box = try purchaseSuite()
        let out = try ConformBinary.run(["run", "Specs/", "--filter", "no/such/*"], in: box.path)
        #expect(out.status == 2)
        #expect(out.stderrText.contains("nothing to run"))
    }

    @Test("a path that differs only in letter case resolves to the folder, with a note")
    func caseInsensitivePath() throws {
        let box = try purchaseSuite()
        let out = try ConformBinary.run(["run", "specs/"], in: box.path)
        #expect(out.status == 0, "\(out.stderrText)")
        #expect(out.stderrText.contains("differs only in letter case"))
    }

    @Test("--filter and --tag select specs")
    func selection() throws {
        let box = try purchaseSuite()
        let out = try ConformBinary.run(["run", "--filter", "miniwall/purchase/order", "--format", "json"], in: box.path)
        #expect(out.status == 0)
        #expect(out.stdoutText.contains("\"specs\": 1"))
    }

    @Test("two spec files with one id would write the same golden: both are errors, exit 2")
    func duplicateIDs() throws {
        let box = try purchaseSuite()
        let spec = "title: x\nsteps: [present]\nexpect:\n  state: open\n"
        try box.write("Specs/dup/a.yaml", spec)
        try box.write("Specs/dup/a.yml", spec)
        let out = try ConformBinary.run(["run", "Specs/"], in: box.path)
        #expect(out.status == 2)
        #expect(out.stderrText.contains("Specs/dup/a.yaml:1:1: error: spec id 'dup/a' is also the id of 'Specs/dup/a.yml'"))
        #expect(!box.exists("Golden/miniwall/dup/a.transcript.new"))
    }
}
