/// One spec file's part of loading, run on the loading threads: read it once, decode it, and check
/// it against the in-process adapters while it is at hand.
extension SuiteLoader {
    /// How loading treats each spec that decodes.
    package struct Options: Sendable {
        /// The check against what the workspace's in-process adapters declare, run as each spec
        /// decodes; a spec it finds problems in becomes a `Suspect`. Nil leaves every spec to
        /// `GivenValidation.check`.
        package var validation: GivenValidation?
        /// Whether the typed specs are kept (to run them), or only counted (`conform check`, which
        /// runs nothing: each spec is dropped on its thread as soon as it is known to be valid).
        package var keepSpecs: Bool
        /// Reads a spec file, at most `limit` bytes: `BoundedFile.read` (tests count the reads).
        var read: @Sendable (_ path: String, _ limit: Int) -> Result<[UInt8], BoundedFile.Problem>

        /// Options that keep every spec and check none against adapters.
        package init(validation: GivenValidation? = nil, keepSpecs: Bool = true) {
            self.validation = validation
            self.keepSpecs = keepSpecs
            self.read = { BoundedFile.read($0, limit: $1) }
        }
    }

    /// A spec that decodes but names a handler, option, capability or event that the in-process
    /// adapters do not declare: an invalid file, unless an external adapter declares it
    /// (`GivenValidation.settle`).
    package struct Suspect: Sendable {
        package var spec: Spec
        /// Its problems against the in-process adapters.
        package var diagnostics: [Diagnostic]
        /// Its text, to quote lines under the diagnostics.
        package var source: String?
    }

    /// A file that holds a spec, and what loading keeps of it.
    struct Decoded: Sendable {
        /// What is kept of a spec; boxed, so the results of loading stay small whatever a spec's size.
        enum Kept: Sendable {
            /// The spec itself.
            indirect case spec(Spec)
            /// Only that it is valid.
            case counted
            /// The spec and its problems, to be settled.
            indirect case suspect(Suspect)
        }

        /// The spec's id.
        var id: String
        /// The file as the user named it.
        var file: String
        var kept: Kept
    }

    /// Reads one spec file, never more than `Limits.maxSpecBytes` of it, decodes it, and checks it
    /// against `options.validation`.
    static func loadOne(_ file: String, rootPrefix: String, options: Options) -> Result<Decoded, InvalidFile> {
        let derived = SpecID.derive(file: file, root: rootPrefix)
        let id = try? derived.get()
        func failure(_ diagnosticID: DiagnosticID, _ message: String, notes: [String] = []) -> Result<Decoded, InvalidFile> {
            .failure(
                InvalidFile(
                    file: file, specID: id,
                    diagnostics: [
                        Diagnostic(id: diagnosticID, location: SourceLocation(file: file, line: 1, column: 1), message: message, notes: notes)
                    ], source: nil))
        }
        let bytes: [UInt8]
        switch options.read(file, Limits.maxSpecBytes) {
        case .success(let read): bytes = read
        case .failure(.tooLarge(let size)):
            return .failure(InvalidFile(file: file, specID: id, diagnostics: [SpecDecoder.tooLarge(file: file, size: size)], source: nil))
        case .failure(.notRegularFile): return failure(.specNotAFile, "'\(file)' is not a regular file", notes: ["a spec is a .yaml file"])
        case .failure(.missing): return failure(.specUnreadable, "cannot read the file: it no longer exists")
        case .failure(.system(let reason)): return failure(.specUnreadable, "cannot read the file: \(reason)")
        }
        if case .failure(let problem) = derived {
            // The file is read all the same, so the diagnostic can quote its first line.
            return .failure(
                InvalidFile(
                    file: file, specID: nil,
                    diagnostics: [
                        Diagnostic(
                            id: .specBadID, location: SourceLocation(file: file, line: 1, column: 1), message: problem.message,
                            notes: ["spec ids use a-z, 0-9, '.', '_', '-' and '/'; rename the file"])
                    ],
                    source: String(validating: bytes, as: UTF8.self)))
        }
        let specID = id ?? ""
        switch decode(bytes, id: specID, file: file) {
        case .failure(var bad):
            // What did decode is checked against the adapters now, so the file's problems come in one pass.
            bad.screen(with: options.validation)
            return .failure(bad)
        case .success(let spec):
            if let problems = options.validation?.diagnostics(for: spec), !problems.isEmpty {
                let suspect = Suspect(spec: spec, diagnostics: problems, source: String(decoding: bytes, as: UTF8.self))
                return .success(Decoded(id: specID, file: file, kept: .suspect(suspect)))
            }
            return .success(Decoded(id: specID, file: file, kept: options.keepSpecs ? .spec(spec) : .counted))
        }
    }

    /// Checks and decodes the bytes of one spec file: its size, its encoding, then the spec itself.
    /// What loading does once a file is read, and what the fuzz harness drives; never traps.
    package static func decode(_ bytes: [UInt8], id: String, file: String) -> Result<Spec, InvalidFile> {
        if bytes.count > Limits.maxSpecBytes {
            return .failure(InvalidFile(file: file, specID: id, diagnostics: [SpecDecoder.tooLarge(file: file, size: bytes.count)], source: nil))
        }
        // Checked, then read as bytes: the text is made only for a file with problems, to quote.
        if !SourceText.isValid(bytes), case .failure(let bad) = SourceText.decode(bytes, file: file, id: .specNotUTF8, what: "the spec file") {
            return .failure(InvalidFile(file: file, specID: id, diagnostics: [bad.diagnostic], source: bad.lossyText))
        }
        let decoded = SpecDecoder.decodeKeepingPartial(utf8: bytes, id: id, file: file)
        if var spec = decoded.spec, !decoded.diagnostics.contains(where: { $0.severity == .error }) {
            spec.contentHash = bytes.withUnsafeBufferPointer { StableHash.fnv1a($0) }
            return .success(spec)
        }
        return .failure(
            InvalidFile(
                file: file, specID: id, diagnostics: decoded.diagnostics, source: String(decoding: bytes, as: UTF8.self),
                unsettled: decoded.spec.map { InvalidFile.Unsettled(spec: $0, screened: []) }))
    }
}
