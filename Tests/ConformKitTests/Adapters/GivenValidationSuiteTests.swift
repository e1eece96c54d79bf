import Foundation
import Testing
@testable import ConformKit

/// `GivenValidation.check`: a loaded suite whose specs name what no adapter declares gets those
/// specs as invalid files, and an external adapter is asked for its handshake only when needed.
@Suite struct GivenValidationSuiteTests {
    /// An in-process adapter that only declares itself.
    struct Declared: SynchronousAdapter {
        let info: AdapterInfo
        func makeSession(given: Given, context: SessionContext) throws -> any AdapterSession {
            throw AdapterError.unsupported("declaration only")
        }
    }

    /// A conform/1 adapter that notes it was started (a file beside it), declares `onVendor` (a Bool
    /// handler) and capability `vendor-magic`, and answers nothing else.
    static let vendorScript = """
        import json, os, sys
        open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "started"), "w").close()
        for line in sys.stdin:
            request = json.loads(line)
            if request["type"] == "hello":
                sys.stdout.write(json.dumps({"type": "ready", "seq": request["seq"], "protocol": "conform/1", "adapter": "vendor",
                    "sdk": "Vendor", "sdk_version": "1", "capabilities": ["vendor-magic"], "emits": ["paywall"],
                    "handlers": [{"name": "onVendor", "returns": "bool"}]}) + "\\n")
                sys.stdout.flush()
        """

    /// A suite folder holding `specs` (name → YAML), loaded.
    static func load(_ specs: [String: String], in folder: TemporaryFolder) throws -> SuiteLoader.Loaded {
        for (name, yaml) in specs { try folder.write("Specs/\(name).yaml", yaml) }
        return try SuiteLoader(root: folder.path + "/Specs").load(paths: [], jobs: 1)
    }

    /// A spec setting `handler`.
    static func spec(handler: String) -> String {
        "title: t\ngiven:\n  handlers:\n    \(handler)\nsteps: [present]\nexpect:\n  state: open\n"
    }

    /// The built-in-like adapter of these tests.
    static let local = Declared(
        info: AdapterInfo(
            id: "local", sdk: "L", sdkVersion: "1", summary: "", capabilities: [],
            emits: ["paywall"], handlers: [HandlerSignature(name: "onClose")]))

    /// The vendor adapter, started from `folder`.
    static func vendor(in folder: TemporaryFolder) throws -> ExternalAdapter {
        let script = try folder.write("vendor/adapter.py", vendorScript)
        return ExternalAdapter(
            ExternalAdapter.Configuration(
                id: "vendor", process: AdapterProcess.Configuration(command: ["python3", script], environment: ["PYTHONDONTWRITEBYTECODE": "1"]),
                timeout: .seconds(10)))
    }

    @Test("a spec the other adapters account for never starts an external adapter")
    func lazy() throws {
        let folder = try TemporaryFolder()
        let loaded = try Self.load(["ok": Self.spec(handler: "onClose: absent")], in: folder)
        let vendor = try Self.vendor(in: folder)
        defer { vendor.shutdown(grace: 0) }
        let checked = GivenValidation.check(loaded, against: [Self.local, vendor])
        #expect(checked.specs.map(\.id) == ["ok"] && checked.invalid.isEmpty && checked.notes.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/vendor/started"), "the handshake was not needed")
    }

    @Test("a name only an external adapter declares is known once it has declared itself, and its signature is checked")
    func external() throws {
        let folder = try TemporaryFolder()
        let loaded = try Self.load(
            [
                "good": Self.spec(handler: "onVendor: returns true"), "bad": Self.spec(handler: "onVendor: returns maybe"),
                "typo": Self.spec(handler: "onVendr: absent")
            ], in: folder)
        let vendor = try Self.vendor(in: folder)
        defer { vendor.shutdown(grace: 0) }
        let checked = GivenValidation.check(loaded, against: [Self.local, vendor])
        #expect(FileManager.default.fileExists(atPath: folder.path + "/vendor/started"))
        #expect(checked.specs.map(\.id) == ["good"])
        #expect(checked.invalid.map(\.specID) == ["bad", "typo"])
        #expect(checked.invalid.map { $0.diagnostics.map(\.id) } == [[.specBadHandler], [.specUnknownHandler]])
        #expect(
            checked.invalid.allSatisfy { $0.source?.contains("onVendor") == true || $0.source?.contains("onVendr") == true },
            "an invalid spec keeps its text, to quote its lines")
        #expect(checked.invalid.last?.diagnostics.first?.notes.first == "did you mean 'onVendor'?")
    }

    @Test("an external adapter that cannot declare itself is noted, and the specs are checked against the others")
    func unavailable() throws {
        let folder = try TemporaryFolder()
        let loaded = try Self.load(["typo": Self.spec(handler: "onVendor: absent")], in: folder)
        let broken = ExternalAdapter(
            ExternalAdapter.Configuration(
                id: "broken", process: AdapterProcess.Configuration(command: ["/bin/sh", "-c", "echo 'no SDK key' >&2; exit 1"]), timeout: .seconds(5)
            ))
        defer { broken.shutdown(grace: 0) }
        let checked = GivenValidation.check(loaded, against: [Self.local, broken])
        #expect(checked.specs.isEmpty)
        #expect(checked.invalid.first?.diagnostics.map(\.id) == [.specUnknownHandler])
        #expect(checked.notes.count == 1)
        #expect(checked.notes.first?.contains("\n      no SDK key") == true, "its stderr tail: \(checked.notes)")
        #expect(checked.unavailableAdapters == ["broken"])
        #expect(checked.notes.first?.hasPrefix("error: adapter 'broken' cannot declare itself: handshake failed") == true, "\(checked.notes)")
    }
}
