import ConformKit
import Foundation

/// What `conform init` has written so far, so a failure part way — a folder it may not write in,
/// a first run that does not come out green — takes it all back: init writes the whole workspace
/// or nothing, and the next `conform init` finds the folder as it was.
final class StarterTransaction {
    /// The files written, in order.
    private var files: [String] = []
    /// The folders that did not exist and were created for them (or for the run), parents first.
    private var folders: [String] = []
    /// Folders the first run fills (`Golden/<adapter>`): what is in them is init's own.
    private var trees: [String] = []

    /// Writes `text` to `path`, creating its missing folders, and remembers both.
    func write(_ text: String, to path: String) throws {
        note(OutputFile.parent(of: path))
        try OutputFile.write(text, creatingFoldersTo: path)
        files.append(path)
    }

    /// Remembers `folder` (and its missing parents) as written by init's first run: on a failure
    /// what is in it goes, and it goes too unless it was there before.
    func willFill(_ folder: String) {
        note(folder)
        trees.append(folder)
    }

    /// Removes everything written, files first, then each folder it created while it is empty.
    func rollBack() {
        for file in files.reversed() { OutputFile.removeIfEmpty(file) }
        for tree in trees {
            for name in (try? FileManager.default.contentsOfDirectory(atPath: tree)) ?? [] {
                try? FileManager.default.removeItem(atPath: tree + "/" + name)
            }
        }
        for folder in folders.reversed() { OutputFile.removeIfEmpty(folder) }
        files = []
        folders = []
        trees = []
    }

    /// Remembers the parts of `folder` that do not exist yet, from the top.
    private func note(_ folder: String) {
        var missing: [String] = []
        var current = folder
        while current != "." && !current.isEmpty && !OutputFile.exists(current) {
            missing.insert(current, at: 0)
            let up = OutputFile.parent(of: current)
            if up == current { break }
            current = up
        }
        for path in missing where !folders.contains(path) { folders.append(path) }
    }
}
