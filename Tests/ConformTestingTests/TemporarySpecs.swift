import Foundation

/// A folder of spec files for one test, removed when the test ends.
final class TemporarySpecs: Sendable {
    /// The folder's absolute path.
    let path: String

    /// Writes `files` (relative path → text) under a new folder.
    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("conform-testing-\(UUID().uuidString)").path
        for (name, text) in files {
            let file = path + "/" + name
            try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        }
    }

    /// Removes the folder.
    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// A spec the double fails: a successful purchase closes the paywall, and the spec says it
    /// stays open, at line 9.
    static let wrongSuccess = """
        title: A purchase leaves the paywall open (it does not)
        given:
          products: [premium_monthly]
        steps:
          - present
          - buy: premium_monthly
        expect:
          order: [purchase.completed premium_monthly]
          state: open

        """
}
