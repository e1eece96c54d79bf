import ConformKit
import Foundation
import Testing

/// `conform check` through the built binary: its files are read and validated in parallel, yet its
/// output — every diagnostic, in order, and the summary — is byte-identical whatever `--jobs`.
@Suite struct CheckCommandTests {
    /// A valid spec, `n` making each one's text its own.
    static func valid(_ n: Int) -> String {
        "title: 'spec \(n)'\ngiven:\n  products: [p\(n)]\n  store: {p\(n): cancelled}\nsteps:\n  - present\n  - buy: p\(n)\nexpect:\n  order: [purchase.cancelled p\(n)]\n"
    }

    @Test("a folder of many specs, the malformed-input corpus among them, gives byte-identical output with 1 job and with many")
    func sameOutputWhateverTheJobs() throws {
        let box = try Sandbox()
        for n in 0..<400 { try box.write("Specs/s\(n % 5)/spec-\(n).yaml", Self.valid(n)) }
        // Every malformed spec of the corpus, spread among the valid ones.
        let corpus = BadInput.root + "/specs"
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 50)
        for (i, name) in names.enumerated() {
            try FileManager.default.createDirectory(atPath: box.path + "/Specs/s\(i % 5)", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: corpus + "/" + name, toPath: box.path + "/Specs/s\(i % 5)/" + name)
        }
        // One id from two files, and a handler no adapter declares.
        try box.write("Specs/s1/spec-1.yml", Self.valid(1))
        try box.write("Specs/s2/typo.yaml", "title: t\ngiven:\n  handlers: {onPurchse: absent}\nsteps: [present]\nexpect:\n  state: open\n")
        let one = try ConformBinary.run(["check", "--jobs", "1"], in: box.path, environment: ["NO_COLOR": "1"])
        #expect(one.status == 2, "\(one.stderrText)")
        #expect(one.stdoutText.hasPrefix("\(400 + names.count + 2) spec files: 399 valid, \(names.count + 3) invalid ("), "\(one.stdoutText)")
        #expect(one.stderrText.contains("spec id 's1/spec-1' is also the id of"))
        #expect(one.stderrText.contains("no adapter has a host handler 'onPurchse'"))
        for jobs in ["2", "3", "8"] {
            let many = try ConformBinary.run(["check", "--jobs", jobs], in: box.path, environment: ["NO_COLOR": "1"])
            #expect(many.status == one.status, "--jobs \(jobs)")
            #expect(many.stdout == one.stdout, "--jobs \(jobs): \(many.stdoutText)")
            #expect(many.stderr == one.stderr, "--jobs \(jobs): stderr differs")
        }
    }
}
