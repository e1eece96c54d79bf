/// The workspace's boundary: the specs it reads and the goldens it writes stay inside its folder
/// unless the user allows otherwise (`--allow-outside`), and a suite conform.yaml names must exist.
extension Workspace {
    /// Throws when one of `paths` (as the user typed them) leads outside the workspace — itself,
    /// or through a symbolic link — and outside every adapter package it includes (whose specs
    /// are the workspace's too). Paths that do not exist are left for loading to report.
    func checkInside(_ paths: [String]) throws {
        guard let root, let realRoot = FileSystem.realPath(root) else { return }
        let included = packages.compactMap { FileSystem.realPath($0.directory) }
        for path in paths {
            guard let resolved = try? PathResolver.resolve(path), let real = FileSystem.realPath(resolved) else { continue }
            guard !Self.contains(realRoot, real), !included.contains(where: { Self.contains($0, real) }) else { continue }
            // A relative path without '..' can only leave through a symbolic link: say where it leads.
            let lexicallyInside = !resolved.hasPrefix("/") && !resolved.split(separator: "/").contains("..")
            let how = lexicallyInside ? " (a symbolic link leads to '\(real)')" : ""
            throw ConformError.input("'\(path)' is outside the workspace '\(realRoot)'\(how)",
                                     next: "run conform in the folder that holds it, or add '--allow-outside' to read it anyway")
        }
    }

    /// The golden store a command writes through, once the golden folder is known to lie inside
    /// the workspace: a `Golden` that is a symbolic link to elsewhere, or a `golden:` outside, is
    /// refused for writing unless `allowOutside`. `pendingDirectory` is the user's own choice and
    /// is not checked. The goldens of an included package's adapters are read and written in the
    /// package's own golden folder, as a run leaves them there (its pending files too, unless under
    /// `pendingDirectory`): so `status`, `accept`, `reject` and `review` in the workspace find them.
    package func goldenStore(pendingDirectory: String? = nil, writing: Bool, allowOutside: Bool = false) throws -> GoldenStore {
        if writing && !allowOutside { try checkGoldenInside() }
        return GoldenStore(root: config.golden, pendingRoot: pendingDirectory, homes: packageGoldenHomes(pendingDirectory: pendingDirectory))
    }

    /// Adapter id → the golden store of its package, for every package adapter whose goldens live
    /// elsewhere than the workspace's (`RoutedGoldens` is the same routing for a run).
    func packageGoldenHomes(pendingDirectory: String?) -> [String: GoldenStore] {
        var homes: [String: GoldenStore] = [:]
        let own = PathResolver.normalised(config.golden)
        for package in packages where PathResolver.normalised(package.golden) != own {
            let store = GoldenStore(root: package.golden, pendingRoot: pendingDirectory)
            for id in package.adapterIDs { homes[id] = store }
        }
        return homes
    }

    /// The golden folder of adapter `id`'s goldens: its package's, or the workspace's.
    package func goldenRoot(of id: String) -> String {
        packages.first { $0.adapterIDs.contains(id) }?.golden ?? config.golden
    }

    /// Throws when the golden folder (or, while it does not exist, its nearest existing parent)
    /// resolves outside the workspace.
    func checkGoldenInside() throws {
        guard let root, let realRoot = FileSystem.realPath(root) else { return }
        var existing = config.golden
        while FileSystem.kind(of: existing) == nil {
            let up = FileSystem.parent(of: existing)
            if up == existing { return }
            existing = up
        }
        guard let real = FileSystem.realPath(existing), !Self.contains(realRoot, real) else { return }
        let link = FileSystem.kind(of: config.golden) == .symbolicLink ? "it is a symbolic link to '\(real)', " : "it resolves to '\(real)', "
        throw ConformError.input("refusing to write goldens in '\(config.golden)': \(link)outside the workspace '\(realRoot)'",
                                 next: "make '\(config.golden)' a folder inside the workspace, or add '--allow-outside' if the goldens are meant to live there")
    }

    /// Whether `path` (a real path) is `folder` (a real path) or lies below it.
    static func contains(_ folder: String, _ path: String) -> Bool {
        path == folder || path.hasPrefix(folder == "/" ? "/" : folder + "/")
    }

    /// The problem with the suite conform.yaml names, when it names one that is not a folder.
    static func suiteProblems(_ config: ConformConfig, in directory: String) -> [Diagnostic] {
        guard let location = config.suiteLocation else { return [] }
        // `open` has already resolved the suite against the workspace's folder.
        let path = config.suite
        var isFolder = false
        if let real = FileSystem.realPath(path) { isFolder = FileSystem.kind(of: real) == .directory }
        guard !isFolder else { return [] }
        var notes: [String] = []
        let folders = ((try? FileSystem.contents(of: directory)) ?? []).filter {
            !$0.hasPrefix(".") && FileSystem.kind(of: resolve($0, in: directory)) == .directory
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let near = Suggestion.nearest(to: name, among: folders) { notes.append("did you mean '\(near)'?") }
        notes.append("'suite' is the folder of spec files that spec ids are relative to; create it, or name the folder that holds the specs")
        let what = FileSystem.kind(of: path) == nil ? "does not exist" : "is not a folder"
        return [Diagnostic(id: .configMissingSuite, location: location, message: "the suite folder '\(config.suite)' \(what)", notes: notes)]
    }
}
