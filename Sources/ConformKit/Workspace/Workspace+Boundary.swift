/// The workspace's boundary: the specs it reads and the goldens it writes stay inside its folder
/// unless the user allows otherwise (`--allow-outside`), and a suite conform.yaml names must exist.
extension Workspace {
    /// Throws when one of `paths` (as the user typed them) leads outside the workspace — itself,
    /// or through a symbolic link — and outside every adapter package it includes (whose specs
    /// are the workspace's too). Paths that do not exist are left for loading to report.
    func checkInside(_ paths: [String]) throws {
        guard let root, FileSystem.realPath(root) != nil else { return }
        for path in paths {
            guard let resolved = try? PathResolver.resolve(path), FileSystem.realPath(resolved) != nil,
                let confined = Confinement.resolve(resolved, within: root), !confined.inside
            else { continue }
            guard !packages.contains(where: { Confinement.resolve(resolved, within: $0.directory)?.inside == true }) else { continue }
            let how = confined.throughLink ? " (\(confined.how))" : ""
            throw ConformError.input(
                "'\(path)' is outside the workspace '\(confined.boundary)'\(how)",
                next: "run conform in the folder that holds it, or add '--allow-outside' to read it anyway")
        }
    }

    /// Throws when the suite conform.yaml names — what a command reads when given no paths — leads
    /// outside the workspace, as a typed path would.
    func checkSuiteInside() throws {
        guard let root, FileSystem.realPath(config.suite) != nil,
            let confined = Confinement.resolve(config.suite, within: root), !confined.inside
        else { return }
        throw ConformError.input(
            "the suite '\(config.suite)' that conform.yaml names is outside the workspace '\(confined.boundary)' (\(confined.how))",
            next: "name a folder inside the workspace in 'suite', or add '--allow-outside' to read it anyway")
    }

    /// Throws when the divergence folder conform.yaml names (`divergences:`, or a `Divergences` that
    /// is a symbolic link) leads outside the workspace: `conform carry` writes lists there.
    package func checkDivergencesInside() throws {
        guard let root, let confined = Confinement.resolve(config.divergences, within: root), !confined.inside else { return }
        throw ConformError.input(
            "refusing to write divergence lists in '\(config.divergences)': it resolves to '\(confined.real)', outside the workspace '\(confined.boundary)'",
            next: "make '\(config.divergences)' a folder inside the workspace, or add '--allow-outside' if the lists are meant to live there")
    }

    /// The golden store a command writes through, once the golden folder is known to lie inside
    /// the workspace: a `Golden` that is a symbolic link to elsewhere, or a `golden:` outside, is
    /// refused for writing unless `allowOutside`. `pendingDirectory`, an option's value, is where
    /// the user said, inside the workspace or not. The goldens of an included package's adapters are read and written in the
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

    /// Every golden folder a command may write in, with the folder it must stay inside: the
    /// workspace's own `Golden` within the workspace, each included package's within the package.
    var goldenBoundaries: [(golden: String, boundary: String, owner: String)] {
        var result: [(golden: String, boundary: String, owner: String)] = []
        if let root { result.append((config.golden, root, "the workspace")) }
        for package in packages where !result.contains(where: { PathResolver.normalised($0.golden) == PathResolver.normalised(package.golden) }) {
            result.append((package.golden, package.directory, "the package '\(package.name)'"))
        }
        return result
    }

    /// Throws when a golden folder (the workspace's or an included package's; while it does not
    /// exist, its nearest existing parent) resolves outside the folder it belongs to.
    func checkGoldenInside() throws {
        for (golden, boundary, owner) in goldenBoundaries {
            guard let confined = Confinement.resolve(golden, within: boundary), !confined.inside else { continue }
            let link =
                FileSystem.kind(of: golden) == .symbolicLink ? "it is a symbolic link to '\(confined.real)', " : "it resolves to '\(confined.real)', "
            throw ConformError.input(
                "refusing to write goldens in '\(golden)': \(link)outside \(owner) '\(confined.boundary)'",
                next: "make '\(golden)' a folder inside \(owner), or add '--allow-outside' if the goldens are meant to live there")
        }
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

extension Workspace {
    /// The problems with the folders a package's conform.yaml names — `suite`, `divergences`, a
    /// `replay` folder — that lead out of the package's folder `directory` (through `..`, an
    /// absolute path or a symbolic link): a package brings what is in it, and a suite above it
    /// would read every YAML file there. Each is located at its key. The `golden` folder is
    /// checked when something writes there (`checkGoldenInside`, `--allow-outside`).
    static func packagePathProblems(_ config: ConformConfig, in directory: String) -> [Diagnostic] {
        guard let name = config.package else { return [] }
        var named: [(key: String, path: String, location: SourceLocation?)] = [
            ("suite", config.suite, config.keyLocations["suite"]),
            ("divergences", config.divergences, config.keyLocations["divergences"])
        ]
        for entry in config.adapters { if let replay = entry.replay { named.append(("replay", replay, entry.location)) } }
        var problems: [Diagnostic] = []
        for (key, path, location) in named {
            guard let location else { continue }
            guard let confined = Confinement.resolve(resolve(path, in: directory), within: directory), !confined.inside else { continue }
            problems.append(
                Diagnostic(
                    id: .configBadPackage, location: location,
                    message: "the package '\(name)' names '\(key)' '\(path)' outside its folder: \(confined.how), not below '\(confined.boundary)'",
                    notes: ["a package's \(key) lies in the package's own folder; move it there, or name the folder inside it"]))
        }
        return problems
    }
}
