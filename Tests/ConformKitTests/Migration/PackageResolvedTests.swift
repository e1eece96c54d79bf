import Foundation
import Testing
@testable import ConformKit

/// `conform upgrade --package-resolved` reads the SDK's pin from SwiftPM's resolved file, formats 1 to 3.
@Suite struct PackageResolvedTests {
    /// The family the pins are looked up for.
    typealias Toy = VersionedAdapterFamilyTests.Toy

    /// Format 2 and 3: pins at the top, with identities.
    static let v3 = """
        {"originHash": "abc", "pins": [
          {"identity": "swift-collections", "kind": "remoteSourceControl", "location": "https://github.com/apple/swift-collections.git", "state": {"revision": "x", "version": "1.1.0"}},
          {"identity": "toy-ios", "kind": "remoteSourceControl", "location": "https://github.com/toy/Toy-iOS.git", "state": {"revision": "y", "version": "2.4.1"}}
        ], "version": 3}
        """

    /// Format 1: pins under "object", identity from the repository URL.
    static let v1 = """
        {"object": {"pins": [{"package": "Toy", "repositoryURL": "https://github.com/toy/Toy-iOS.git", "state": {"branch": null, "revision": "y", "version": "1.3.0"}}]}, "version": 1}
        """

    @Test("the SDK's version is read from format 3 (and 2) and from format 1")
    func reads() throws {
        #expect(try PackageResolved.parse(Data(Self.v3.utf8), file: "P").version(of: Toy(), file: "P") == SDKVersion(2, 4, 1))
        #expect(
            try PackageResolved.parse(Data(Self.v3.replacingOccurrences(of: "\"version\": 3", with: "\"version\": 2").utf8), file: "P")
                .version(of: Toy(), file: "P") == SDKVersion(2, 4, 1))
        #expect(try PackageResolved.parse(Data(Self.v1.utf8), file: "P").version(of: Toy(), file: "P") == SDKVersion(1, 3, 0))
    }

    @Test(
        "no pin, a branch pin, or a file that is no Package.resolved is an input error naming the file and the way out",
        arguments: [
            (#"{"pins": [], "version": 2}"#, "pins no Toy SDK package"),
            (
                #"{"pins": [{"identity": "toy-ios", "location": "x", "state": {"branch": "main", "revision": "r"}}], "version": 2}"#,
                "to a branch or revision"
            ),
            ("not json", "is not a SwiftPM Package.resolved"),
            (#"{"version": 2}"#, "is not a SwiftPM Package.resolved")
        ])
    func refuses(_ text: String, _ expected: String) {
        #expect {
            try PackageResolved.parse(Data(text.utf8), file: "App/Package.resolved").version(of: Toy(), file: "App/Package.resolved")
        } throws: { error in
            let message = "\(error)"
            return message.contains(expected) && message.contains("App/Package.resolved") && message.contains("--from")
        }
    }

    @Test(
        "issue 27: a format SwiftPM never wrote, a package pinned twice and a file cut short are refused, the last at its line and column",
        arguments: [
            (#"{"pins": [], "version": 4}"#, "its 'version' is 4, a format this conform does not know"),
            (#"{"pins": []}"#, "names no 'version'"),
            (
                #"{"pins": [{"identity": "toy-ios", "location": "a", "state": {"version": "1.0.0"}}, {"identity": "toy-ios", "location": "b", "state": {"version": "2.0.0"}}], "version": 2}"#,
                "pins[1] pins 'toy-ios' again (first at pins[0])"
            ),
            ("{\"pins\": [\n  {\"identity\": \"toy-ios\", \"loc", "it ends at line 2, column 31, in the middle of a value (cut short?)"),
            (#"{"pins": [{"identity": "toy-ios", "location": "a", "location": "b"}], "version": 2}"#, "duplicate key 'location' at line 1, column 52")
        ])
    func strict(_ text: String, _ expected: String) {
        #expect {
            try PackageResolved.parse(Data(text.utf8), file: "App/Package.resolved").version(of: Toy(), file: "App/Package.resolved")
        } throws: { error in
            "\(error)".contains(expected) && "\(error)".contains("App/Package.resolved")
        }
    }

    @Test("a missing file is an input error")
    func missing() {
        #expect { try PackageResolved.read("/nonexistent/Package.resolved") } throws: { "\($0)".contains("does not exist") }
    }
}
