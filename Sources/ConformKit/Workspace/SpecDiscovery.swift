/// Finds the spec files at a path the user named without ever leaving the folder their ids are
/// relative to: a symbolic link — to a file or to a folder — that leads outside it is refused with
/// a diagnostic, never followed and never silently skipped; links inside it are followed once.
struct SpecDiscovery {
    /// The spec files found, and the links and folders refused, each as an invalid file of the run.
    struct Found {
        /// Spec files, sorted.
        var files: [String] = []
        /// Links that lead outside, dangling links and unreadable folders.
        var refused: [SuiteLoader.InvalidFile] = []
    }

    /// The folder ids are relative to, as the user named it (`Specs`), and its resolved path.
    let base: String
    /// `base` with every symbolic link resolved.
    let realBase: String
    /// Folders already walked, by resolved path, so a link back up the tree is walked once.
    private var visited: Set<String> = []
    /// What was found so far.
    private var found = Found()

    /// Prepares a search that stays inside `base` (a suite root or a folder outside any suite).
    init(base: String) {
        self.base = base.isEmpty ? "." : base
        self.realBase = FileSystem.realPath(self.base) ?? self.base
    }

    /// The spec files at `path`: the file itself, or every `.yaml`/`.yml` below the folder, skipping
    /// hidden names.
    static func find(_ path: String, within base: String) -> Found {
        var discovery = SpecDiscovery(base: base)
        discovery.visit(path, named: true)
        discovery.found.files.sort()
        discovery.found.refused.sort { $0.file < $1.file }
        return discovery.found
    }

    /// Whether `name` ends in a spec file extension.
    static func isSpecName<S: StringProtocol>(_ name: S) -> Bool {
        name.hasSuffix(".yaml") || name.hasSuffix(".yml")
    }

    /// Looks at one path: a file is kept, a folder walked, a link checked before either.
    /// `named` is true for the path the user gave, kept whatever its extension.
    /// `kind` is what the folder's listing said the path is, when it said.
    private mutating func visit(_ path: String, named: Bool, kind: FileSystem.Kind? = nil) {
        switch kind ?? FileSystem.kind(of: path) {
        case .directory?:
            let real = FileSystem.realPath(path)
            if named, let real, !contains(real) {
                // A named folder under a folder that is itself a link out of the suite.
                refuse(path, leadingTo: real, folder: true)
            } else {
                walk(path, real: real)
            }
        case .file?:
            if named || Self.isSpecName(path) {
                if named, let real = FileSystem.realPath(path), !contains(real) {
                    // A named file under a folder that is itself a link out of the suite.
                    refuse(path, leadingTo: real, folder: false)
                } else {
                    found.files.append(path)
                }
            }
        case .symbolicLink?:
            followLink(path, named: named)
        case .other?, nil:
            // Devices, FIFOs and sockets are read (and refused) by the loader when named.
            if named { found.files.append(path) }
        }
    }

    /// A symbolic link: followed when it leads inside the base, refused when it leads outside or
    /// nowhere; links to anything but folders and spec files are ignored unless named.
    private mutating func followLink(_ path: String, named: Bool) {
        guard let real = FileSystem.realPath(path) else {
            if named || Self.isSpecName(path) {
                found.refused.append(
                    invalid(
                        path, id: .specBrokenLink, "'\(path)' is a symbolic link that leads nowhere",
                        notes: ["remove the link, or point it at a spec inside '\(base)'"]))
            }
            return
        }
        let isFolder = FileSystem.kind(of: real) == .directory
        guard isFolder || named || Self.isSpecName(path) else { return }
        guard contains(real) else {
            refuse(path, leadingTo: real, folder: isFolder)
            return
        }
        if isFolder {
            walk(path, real: real)
        } else {
            found.files.append(path)
        }
    }

    /// Walks a folder once, in name order.
    private mutating func walk(_ folder: String, real: String?) {
        if let real {
            guard !visited.contains(real) else { return }
            visited.insert(real)
        }
        let entries: [(name: String, kind: FileSystem.Kind?)]
        do {
            entries = try FileSystem.entries(of: folder)
        } catch {
            found.refused.append(
                invalid(
                    folder, id: .specUnreadable, "cannot list the folder '\(folder)': \(Self.reason(error))",
                    notes: ["make it readable, or leave it out of the paths"]))
            return
        }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for entry in entries where !entry.name.hasPrefix(".") {
            visit(prefix + entry.name, named: false, kind: entry.kind)
        }
    }

    /// Whether the resolved path `real` lies inside the base.
    private func contains(_ real: String) -> Bool {
        real == realBase || real.hasPrefix(realBase == "/" ? "/" : realBase + "/")
    }

    /// Refuses a link (or a file reached through one) that leads outside the base.
    private mutating func refuse(_ path: String, leadingTo real: String, folder: Bool) {
        let what = folder ? "folder" : "spec file"
        found.refused.append(
            invalid(
                path, id: .specOutsideSuite,
                "the \(what) '\(path)' is a symbolic link to '\(real)', outside '\(base)'; it was not read",
                notes: ["spec ids and goldens never leave the suite: copy the \(what) into '\(base)', or point the link inside it"]))
    }

    /// An invalid file at `path` with one diagnostic at its start; its id when the path gives one.
    private func invalid(_ path: String, id: DiagnosticID, _ message: String, notes: [String]) -> SuiteLoader.InvalidFile {
        let specID = try? SpecID.derive(file: path, root: PathResolver.normalised(base)).get()
        return SuiteLoader.InvalidFile(
            file: path, specID: Self.isSpecName(path) ? specID : nil,
            diagnostics: [
                Diagnostic(id: id, location: SourceLocation(file: path, line: 1, column: 1), message: message, notes: notes)
            ], source: nil)
    }

    /// The system's reason inside a golden-store error, for messages.
    private static func reason(_ error: FileSystemError) -> String {
        switch error {
        case .fileSystem(_, _, let reason): return reason
        case .tooLarge: return GoldenStoreError(error).description
        }
    }
}
