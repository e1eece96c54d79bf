import Foundation

/// Finds spec files under the paths a user names and reads them into specs, in parallel.
package struct SuiteLoader: Sendable {
    /// A spec file that could not be read as a valid spec.
    package struct InvalidFile: Error, Sendable {
        /// The file as the user named it.
        package var file: String
        /// Its id, when the path gave one.
        package var specID: String?
        /// Every problem in it.
        package var diagnostics: [Diagnostic]
        /// Its text, for quoting lines under diagnostics.
        package var source: String?
        /// What of the file did decode, with the problems the in-process adapters found in the
        /// names it uses, for `GivenValidation.settle` to decide with the external adapters too;
        /// nil once settled, or when nothing was found.
        package var unsettled: Unsettled? = nil

        /// The spec an invalid file's decodable parts make, and what screening found in it.
        package struct Unsettled: Sendable {
            /// The partial spec.
            package var spec: Spec
            /// The diagnostics screening added to the file's (`GivenValidation.screen`).
            package var screened: [Diagnostic]
        }

        /// Adds what `validation` finds in the names the file's decodable parts use (a handler,
        /// option, capability or event no in-process adapter declares) to its diagnostics, except
        /// where a diagnostic already points; keeps the partial spec only when something was found.
        /// Without `validation` the partial spec is kept as it is, for `GivenValidation.check`.
        mutating func screen(with validation: GivenValidation?) {
            guard let partial = unsettled?.spec, unsettled?.screened.isEmpty == true, let validation else { return }
            let taken = Set(diagnostics.map(\.location))
            let found = validation.diagnostics(for: partial).filter { !taken.contains($0.location) }
            guard !found.isEmpty else { unsettled = nil; return }
            diagnostics = (diagnostics + found).sorted()
            unsettled = Unsettled(spec: partial, screened: found)
        }

        /// The file with its screened diagnostics replaced by what `validation` (every adapter,
        /// external ones included) finds; settled.
        func settled(with validation: GivenValidation?) -> InvalidFile {
            guard let unsettled else { return self }
            var file = self
            file.unsettled = nil
            guard let validation else { return file }
            let screened = Set(unsettled.screened)
            let kept = diagnostics.filter { !screened.contains($0) }
            let taken = Set(kept.map(\.location))
            file.diagnostics = (kept + validation.diagnostics(for: unsettled.spec).filter { !taken.contains($0.location) }).sorted()
            return file
        }
    }

    /// The outcome of loading: valid specs sorted by id, and invalid files sorted by path.
    package struct Loaded: Sendable {
        /// Specs that parsed and validated (none when loading only counted them: `Options.keepSpecs`).
        package var specs: [Spec]
        /// How many spec files are valid: `specs.count`, or more when loading only counted them.
        package var validCount: Int
        /// Files with problems; each becomes an error in the run, never a silent skip.
        package var invalid: [InvalidFile]
        /// Notes for the user (a path resolved with different letter case, say).
        package var notes: [String]
        /// Specs that name what the workspace's in-process adapters do not declare, left for
        /// `GivenValidation.settle` to decide with every adapter; empty once settled.
        package var suspects: [Suspect] = []
        /// External adapters whose handshake failed while specs were checked against what they
        /// declare (`GivenValidation.settle`): each is one finding, with its stderr tail, and
        /// `conform check` exits 3 for it.
        package var unavailableAdapters: [String] = []

        /// The outcome of loading these specs and invalid files.
        package init(specs: [Spec], invalid: [InvalidFile], notes: [String]) {
            self.specs = specs
            self.validCount = specs.count
            self.invalid = invalid
            self.notes = notes
        }
    }

    /// The suite root spec ids are relative to (`Specs`).
    package let root: String

    /// Creates a loader for the suite rooted at `root`.
    package init(root: String) { self.root = root }

    /// Loads every spec file under `paths` (files or folders; no paths means the whole root) on
    /// up to `jobs` threads: each file is read once, decoded and, with `options.validation`,
    /// checked on the thread that read it; the results are put in order afterwards, so what is
    /// loaded, and every diagnostic, is the same whatever `jobs`.
    package func load(paths: [String], jobs: Int, options: Options = Options()) throws -> Loaded {
        var notes: [String] = []
        let rootPrefix = PathResolver.normalised((try? PathResolver.resolve(root)) ?? root)
        let named = paths.isEmpty ? [root] : paths
        var work: [(file: String, base: String)] = []
        var refused: [InvalidFile] = []
        /// The files `path` names, and the folder their ids are relative to.
        func discover(_ path: String) throws -> (base: String, found: SpecDiscovery.Found) {
            let resolved = try PathResolver.resolve(path)
            if resolved != path { notes.append("note: '\(path)' does not exist; using '\(resolved)', which differs only in letter case") }
            let base = Self.idBase(of: resolved, suiteRoot: rootPrefix)
            return (base, SpecDiscovery.find(resolved, within: base))
        }
        if named.count == 1 {
            // One path (the common case): discovery already gives its files sorted.
            let (base, found) = try discover(named[0])
            work.reserveCapacity(found.files.count)
            for file in found.files where work.last?.file != file { work.append((file, base)) }
            for bad in found.refused where refused.last?.file != bad.file { refused.append(bad) }
        } else {
            var files: [String: String] = [:]
            var refusedByFile: [String: InvalidFile] = [:]
            for path in named {
                let (base, found) = try discover(path)
                for file in found.files where files[file] == nil { files[file] = base }
                for bad in found.refused where refusedByFile[bad.file] == nil { refusedByFile[bad.file] = bad }
            }
            work = files.keys.sorted().map { ($0, files[$0] ?? rootPrefix) }
            refused = refusedByFile.keys.sorted().compactMap { refusedByFile[$0] }
        }
        let outcomes = ParallelMap.map(work, jobs: jobs) { item -> Result<Decoded, InvalidFile> in
            Self.loadOne(item.file, rootPrefix: item.base, options: options)
        }
        var decoded: [Decoded] = []
        decoded.reserveCapacity(outcomes.count)
        var invalid = refused
        for outcome in outcomes {
            switch outcome {
            case .success(let file): decoded.append(file)
            case .failure(let bad): invalid.append(bad)
            }
        }
        // In id order; the files were in path order, which is nearly always the same order.
        decoded.sort { $0.id < $1.id }
        Self.refuseDuplicates(in: &decoded, into: &invalid)
        invalid.sort { $0.file < $1.file }
        var loaded = Loaded(specs: [], invalid: invalid, notes: notes)
        loaded.validCount = 0
        if options.keepSpecs { loaded.specs.reserveCapacity(decoded.count) }
        for file in decoded {
            switch file.kept {
            case .spec(let spec):
                loaded.specs.append(spec)
                loaded.validCount += 1
            case .counted:
                loaded.validCount += 1
            case .suspect(let suspect):
                loaded.suspects.append(suspect)
            }
        }
        return loaded
    }

    /// Two files with one id (`a.yaml` and `a.yml`, or the same spec reached under two roots)
    /// would write the same golden: both are errors, neither runs. `decoded` is sorted by id.
    static func refuseDuplicates(in decoded: inout [Decoded], into invalid: inout [InvalidFile]) {
        var clashing: Set<String> = []
        for i in decoded.indices.dropFirst() where decoded[i].id == decoded[i - 1].id {
            clashing.insert(decoded[i].id)
        }
        guard !clashing.isEmpty else { return }
        var start = 0
        while start < decoded.count {
            var end = start + 1
            while end < decoded.count && decoded[end].id == decoded[start].id { end += 1 }
            if end - start > 1 {
                let id = decoded[start].id
                let files = decoded[start..<end].map(\.file).sorted()
                for file in files {
                    invalid.append(
                        InvalidFile(
                            file: file, specID: id,
                            diagnostics: [
                                Diagnostic(
                                    id: .specDuplicateID, location: SourceLocation(file: file, line: 1, column: 1),
                                    message:
                                        "spec id '\(id)' is also the id of \(files.filter { $0 != file }.map { "'\($0)'" }.joined(separator: ", ")): both would write the same golden",
                                    notes: ["rename one of the files; a spec's id is its path under the suite root without the extension"])
                            ], source: nil))
                }
            }
            start = end
        }
        decoded.removeAll { clashing.contains($0.id) }
    }

    /// What spec ids under `path` are relative to: the suite root when the path is inside it;
    /// otherwise the folder itself, or a file's own folder.
    static func idBase(of path: String, suiteRoot: String) -> String {
        let normal = PathResolver.normalised(path)
        if normal == suiteRoot || normal.hasPrefix(suiteRoot + "/") || suiteRoot == "" { return suiteRoot }
        var isDirectory: ObjCBool = false
        _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        return isDirectory.boolValue ? normal : PathResolver.normalised((normal as NSString).deletingLastPathComponent)
    }

    /// The spec files at `path`: the file itself, or every `.yaml`/`.yml` below the folder, sorted;
    /// links that lead outside `path` are left out (loading reports them).
    package static func specFiles(under path: String) throws -> [String] {
        guard FileSystem.kind(of: path) != nil else {
            throw ConformError.input("no such file or folder '\(path)'", next: "give a spec file or a folder of specs, such as 'Specs/'")
        }
        return SpecDiscovery.find(path, within: path).files
    }
}
