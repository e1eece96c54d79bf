import Foundation

/// Finds spec files under the paths a user names and reads them into specs, in parallel.
public struct SuiteLoader: Sendable {
    /// A spec file that could not be read as a valid spec.
    public struct InvalidFile: Error, Sendable {
        /// The file as the user named it.
        public var file: String
        /// Its id, when the path gave one.
        public var specID: String?
        /// Every problem in it.
        public var diagnostics: [Diagnostic]
        /// Its text, for quoting lines under diagnostics.
        public var source: String?
    }

    /// The outcome of loading: valid specs sorted by id, and invalid files sorted by path.
    public struct Loaded: Sendable {
        /// Specs that parsed and validated.
        package var specs: [Spec]
        /// Files with problems; each becomes an error in the run, never a silent skip.
        public var invalid: [InvalidFile]
        /// Notes for the user (a path resolved with different letter case, say).
        public var notes: [String]
    }

    /// The suite root spec ids are relative to (`Specs`).
    public let root: String

    /// Creates a loader for the suite rooted at `root`.
    public init(root: String) { self.root = root }

    /// Spec file extensions.
    public static let extensions = ["yaml", "yml"]

    /// Loads every spec file under `paths` (files or folders); no paths means the whole root.
    public func load(paths: [String], jobs: Int) throws -> Loaded {
        var notes: [String] = []
        var files: [String: String] = [:]
        var refused: [String: InvalidFile] = [:]
        let rootPrefix = PathResolver.normalised((try? PathResolver.resolve(root)) ?? root)
        for path in paths.isEmpty ? [root] : paths {
            let resolved = try PathResolver.resolve(path)
            if resolved != path { notes.append("note: '\(path)' does not exist; using '\(resolved)', which differs only in letter case") }
            let base = Self.idBase(of: resolved, suiteRoot: rootPrefix)
            let found = SpecDiscovery.find(resolved, within: base)
            for file in found.files where files[file] == nil { files[file] = base }
            for bad in found.refused where refused[bad.file] == nil { refused[bad.file] = bad }
        }
        let work = files.keys.sorted().map { ($0, files[$0] ?? rootPrefix) }
        let results = ParallelMap.map(work, jobs: jobs) { item -> Result<Spec, InvalidFile> in
            Self.loadOne(item.0, rootPrefix: item.1)
        }
        var specs: [Spec] = []
        var invalid: [InvalidFile] = refused.keys.sorted().compactMap { refused[$0] }
        for result in results {
            switch result {
            case .success(let spec): specs.append(spec)
            case .failure(let bad): invalid.append(bad)
            }
        }
        // Two files with one id (`a.yaml` and `a.yml`, or the same spec reached under two roots)
        // would write the same golden: both are errors, neither runs.
        var byID: [String: [Spec]] = [:]
        for spec in specs { byID[spec.id, default: []].append(spec) }
        specs.removeAll { (byID[$0.id]?.count ?? 0) > 1 }
        for (id, clash) in byID where clash.count > 1 {
            let files = clash.map(\.file).sorted()
            for file in files {
                invalid.append(InvalidFile(file: file, specID: id, diagnostics: [
                    Diagnostic(id: .specDuplicateID, location: SourceLocation(file: file, line: 1, column: 1),
                               message: "spec id '\(id)' is also the id of \(files.filter { $0 != file }.map { "'\($0)'" }.joined(separator: ", ")): both would write the same golden",
                               notes: ["rename one of the files; a spec's id is its path under the suite root without the extension"])], source: nil))
            }
        }
        invalid.sort { $0.file < $1.file }
        return Loaded(specs: specs.sorted { $0.id < $1.id }, invalid: invalid, notes: notes)
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

    /// Reads one spec file, never more than `Limits.maxSpecBytes` of it, and decodes it.
    static func loadOne(_ file: String, rootPrefix: String) -> Result<Spec, InvalidFile> {
        let derived = SpecID.derive(file: file, root: rootPrefix)
        let id = try? derived.get()
        func failure(_ diagnosticID: DiagnosticID, _ message: String, notes: [String] = []) -> Result<Spec, InvalidFile> {
            .failure(InvalidFile(file: file, specID: id, diagnostics: [
                Diagnostic(id: diagnosticID, location: SourceLocation(file: file, line: 1, column: 1), message: message, notes: notes),
            ], source: nil))
        }
        let bytes: [UInt8]
        switch BoundedFile.read(file, limit: Limits.maxSpecBytes) {
        case .success(let read): bytes = read
        case .failure(.tooLarge(let size)): return .failure(InvalidFile(file: file, specID: id, diagnostics: [SpecDecoder.tooLarge(file: file, size: size)], source: nil))
        case .failure(.notRegularFile): return failure(.specNotAFile, "'\(file)' is not a regular file", notes: ["a spec is a .yaml file"])
        case .failure(.missing): return failure(.specUnreadable, "cannot read the file: it no longer exists")
        case .failure(.system(let reason)): return failure(.specUnreadable, "cannot read the file: \(reason)")
        }
        if case .failure(let problem) = derived {
            // The file is read all the same, so the diagnostic can quote its first line.
            return .failure(InvalidFile(file: file, specID: nil, diagnostics: [
                Diagnostic(id: .specBadID, location: SourceLocation(file: file, line: 1, column: 1), message: problem.message,
                           notes: ["spec ids use a-z, 0-9, '.', '_', '-' and '/'; rename the file"])],
                source: String(validating: bytes, as: UTF8.self)))
        }
        return decode(bytes, id: id ?? "", file: file)
    }

    /// Checks and decodes the bytes of one spec file: its size, its encoding, then the spec itself.
    /// What loading does once a file is read, and what the fuzz harness drives; never traps.
    package static func decode(_ bytes: [UInt8], id: String, file: String) -> Result<Spec, InvalidFile> {
        if bytes.count > Limits.maxSpecBytes {
            return .failure(InvalidFile(file: file, specID: id, diagnostics: [SpecDecoder.tooLarge(file: file, size: bytes.count)], source: nil))
        }
        let text: String
        switch SourceText.decode(bytes, file: file, id: .specNotUTF8, what: "the spec file") {
        case .success(let decoded): text = decoded
        case .failure(let bad): return .failure(InvalidFile(file: file, specID: id, diagnostics: [bad.diagnostic], source: bad.lossyText))
        }
        let decoded = SpecDecoder.decode(text, id: id, file: file)
        if var spec = decoded.spec {
            spec.contentHash = bytes.withUnsafeBufferPointer { Fingerprint.fnv1a($0) }
            return .success(spec)
        }
        return .failure(InvalidFile(file: file, specID: id, diagnostics: decoded.diagnostics, source: text))
    }

    /// The spec files at `path`: the file itself, or every `.yaml`/`.yml` below the folder, sorted;
    /// links that lead outside `path` are left out (loading reports them).
    public static func specFiles(under path: String) throws -> [String] {
        guard FileSystem.kind(of: path) != nil else {
            throw ConformError.input("no such file or folder '\(path)'", next: "give a spec file or a folder of specs, such as 'Specs/'")
        }
        return SpecDiscovery.find(path, within: path).files
    }
}
