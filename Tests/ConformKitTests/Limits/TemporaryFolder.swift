import Foundation

/// A scratch folder for file-system tests, removed when the value goes away.
final class TemporaryFolder {
    /// The folder's path, with every symbolic link in it resolved.
    let path: String

    /// Creates an empty folder.
    init() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("conform-limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.resolvingSymlinksInPath().path
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `text` to `relative`, creating folders; returns the full path.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let file = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (file as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: file))
        return file
    }

    /// Creates the folder `relative` and its parents; returns the full path.
    @discardableResult
    func folder(_ relative: String) throws -> String {
        let folder = path + "/" + relative
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Makes `relative` a symbolic link to `destination`; returns the link's full path.
    @discardableResult
    func link(_ relative: String, to destination: String) throws -> String {
        let link = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (link as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: destination)
        return link
    }
}
