import Foundation

/// Loads the specs of a workspace and of the adapter packages it includes: each suite with its own
/// loader, a package's ids prefixed with its name (`acme/purchase/twice`), everything merged in
/// id order.
struct PackageSpecs {
    let workspace: Workspace

    /// A suite root and the prefix of its ids.
    struct Root {
        /// The folder.
        var suite: String
        /// `acme/` for a package, empty for the workspace's own suite (unless it is itself a package).
        var prefix: String
        /// Whether it may be missing (a package without specs of its own).
        var optional: Bool
    }

    /// Every suite root: the workspace's, then each included package's.
    var roots: [Root] {
        let own = workspace.packages.first { PathResolver.normalised($0.suite) == PathResolver.normalised(workspace.config.suite) }
        var roots = [Root(suite: workspace.config.suite, prefix: own.map { $0.name + "/" } ?? "", optional: false)]
        for package in workspace.packages where package.name != own?.name {
            roots.append(Root(suite: package.suite, prefix: package.name + "/", optional: true))
        }
        return roots
    }

    /// Loads `paths` (every suite when empty): each path from the suite it lies in.
    func load(_ paths: [String], jobs: Int, options: SuiteLoader.Options = SuiteLoader.Options()) throws -> SuiteLoader.Loaded {
        var result = SuiteLoader.Loaded(specs: [], invalid: [], notes: [])
        let roots = self.roots
        if paths.isEmpty {
            for root in roots where !(root.optional && FileSystem.kind(of: root.suite) == nil) {
                merge(try SuiteLoader(root: root.suite).load(paths: [], jobs: jobs, options: options), prefix: root.prefix, into: &result)
            }
        } else {
            var groups: [Int: [String]] = [:]
            for path in paths {
                let normal = PathResolver.normalised(path)
                let index =
                    roots.indices.dropFirst().first { i in
                        let suite = PathResolver.normalised(roots[i].suite)
                        return normal == suite || normal.hasPrefix(suite + "/")
                    } ?? 0
                groups[index, default: []].append(path)
            }
            for index in groups.keys.sorted() {
                merge(
                    try SuiteLoader(root: roots[index].suite).load(paths: groups[index] ?? [], jobs: jobs, options: options),
                    prefix: roots[index].prefix, into: &result)
            }
        }
        result.specs.sort { $0.id < $1.id }
        result.suspects.sort { $0.spec.id < $1.spec.id }
        result.invalid.sort { $0.file < $1.file }
        return result
    }

    /// Adds `loaded` to `result`, its ids prefixed.
    private func merge(_ loaded: consuming SuiteLoader.Loaded, prefix: String, into result: inout SuiteLoader.Loaded) {
        if prefix.isEmpty && result.specs.isEmpty && result.validCount == 0 && result.invalid.isEmpty && result.suspects.isEmpty {
            // The workspace's own suite, first: taken whole, not spec by spec.
            loaded.notes = result.notes + loaded.notes
            loaded.unavailableAdapters = result.unavailableAdapters + loaded.unavailableAdapters
            result = loaded
            return
        }
        for var spec in loaded.specs {
            spec.id = prefix + spec.id
            result.specs.append(spec)
        }
        result.validCount += loaded.validCount
        for var suspect in loaded.suspects {
            suspect.spec.id = prefix + suspect.spec.id
            result.suspects.append(suspect)
        }
        for var file in loaded.invalid {
            file.specID = file.specID.map { prefix + $0 }
            result.invalid.append(file)
        }
        result.notes += loaded.notes
        result.unavailableAdapters += loaded.unavailableAdapters
    }
}
