import ConformKit
import ConformTestSupport
import Foundation

/// docs/public-api.txt, generated from the compiler's own account of the public surface: the
/// symbol graph `swift symbolgraph-extract` writes for each library product's module (ConformKit,
/// ConformAdapters, ConformTesting, ConformRecorder), from the modules this test run was built with.
/// One line per public symbol declared in source — a module's own, and its extensions of another
/// module's types — with its declaration as the compiler prints it, its conformances, and, for a
/// constant or an enum case with a value written beside it, that value as the source writes it.
/// Members the compiler synthesises (`!=`, `hashValue`, …) have no place in the source and are
/// left out.
enum PublicAPISymbolGraph {
    /// The library products' modules.
    static let modules = ["ConformKit", "ConformAdapters", "ConformTesting", "ConformRecorder"]

    static let header = """
        # The public API of every library product — ConformKit, ConformAdapters, ConformTesting and
        # ConformRecorder — generated from the compiler's symbol graph (swift symbolgraph-extract):
        # module, the symbol's path, its declaration (conformances after ':', a literal written beside
        # it after '='). Written by PublicAPITests (CONFORM_RECORD_OUTPUTS=1 swift test --filter
        # PublicAPITests); any difference fails the tests until this file shows it. Everything else
        # is `package`: the CLI's and the tests'.

        """

    /// The listing's text.
    static func listing() throws -> String {
        let modulesFolder = DocsExamplesTests.root + "/.build/debug/Modules"
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("conform-symbols-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var lines: [String] = []
        for module in modules {
            let folder = output + "/" + module
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var arguments = [
                "swift", "symbolgraph-extract", "-module-name", module, "-I", modulesFolder, "-target", try targetTriple(),
                "-output-dir", folder, "-minimum-access-level", "public"
            ]
            #if canImport(Darwin)
                arguments += ["-sdk", try run(["xcrun", "--show-sdk-path"]).trimmingCharacters(in: .whitespacesAndNewlines)]
            #endif
            _ = try run(arguments)
            let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".symbols.json") }.sorted()
            for file in files {
                lines += try symbols(in: folder + "/" + file, module: module)
            }
        }
        return header + Array(Set(lines)).sorted().joined(separator: "\n") + "\n"
    }

    /// The lines of one symbol-graph file.
    static func symbols(in path: String, module: String) throws -> [String] {
        guard let graph = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any],
            let symbols = graph["symbols"] as? [[String: Any]]
        else {
            throw ConformError.infrastructure("'\(path)' is not a symbol graph", next: "run swift symbolgraph-extract by hand to see why")
        }
        var conformances: [String: [String]] = [:]
        for relation in graph["relationships"] as? [[String: Any]] ?? [] where relation["kind"] as? String == "conformsTo" {
            guard let source = relation["source"] as? String, let target = relation["targetFallback"] as? String ?? relation["target"] as? String
            else { continue }
            let name = target.split(separator: ".").last.map(String.init) ?? target
            if name != "SendableMetatype", name != "Copyable", name != "Escapable" { conformances[source, default: []].append(name) }
        }
        var sources: [String: [String]] = [:]
        return symbols.compactMap { symbol -> String? in
            guard let location = symbol["location"] as? [String: Any], let uri = location["uri"] as? String,
                let position = location["position"] as? [String: Any], let line = position["line"] as? Int,
                let path = (symbol["pathComponents"] as? [String])?.joined(separator: "."),
                let fragments = symbol["declarationFragments"] as? [[String: Any]],
                let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String
            else { return nil }
            var declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
            declaration = declaration.split(whereSeparator: \.isNewline).joined(separator: " ")
            if let list = conformances[identifier], !list.isEmpty { declaration += " : " + list.sorted().joined(separator: ", ") }
            let file = URL(string: uri)?.path ?? uri
            if sources[file] == nil { sources[file] = (try? String(contentsOfFile: file, encoding: .utf8))?.components(separatedBy: "\n") ?? [] }
            if let source = sources[file], line < source.count, let value = literal(in: source[line], declaration: declaration) {
                declaration += " = " + value
            }
            return "\(module)  \(path)  \(declaration)"
        }
    }

    /// The value written beside a constant or an enum case on its source line: `"conform-recording/1"`,
    /// `10_000`, `.milliseconds(50)`, `EventName("paywall.shown")`; nil for anything else.
    static func literal(in line: String, declaration: String) -> String? {
        let isConstant = declaration.hasPrefix("static let ") || declaration.hasPrefix("let ") || declaration.hasPrefix("case ")
        guard isConstant, !declaration.contains("("), let equals = code(line).range(of: " = ") else { return nil }
        let value = code(line)[equals.upperBound...].trimmingCharacters(in: .whitespaces)
        return value.isEmpty || value.hasSuffix("{") ? nil : value
    }

    /// `line` without its `//` comment (one outside a string literal).
    static func code(_ line: String) -> String {
        var inString = false, previous: Character = " ", out = ""
        for character in line {
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" { out.removeLast(); break }
            out.append(character)
            previous = character
        }
        return out.trimmingCharacters(in: .whitespaces)
    }

    /// The triple this toolchain builds for.
    static func targetTriple() throws -> String {
        let info = try run(["swiftc", "-print-target-info"])
        guard let object = try JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any],
            let target = object["target"] as? [String: Any], let triple = target["triple"] as? String
        else {
            throw ConformError.infrastructure("swiftc -print-target-info printed no target triple", next: "check the Swift toolchain")
        }
        return triple
    }

    /// Runs `arguments` through `/usr/bin/env`; its standard output, or an error with its standard error.
    static func run(_ arguments: [String]) throws -> String {
        let output = try Subprocess.run("/usr/bin/env", arguments, timeout: 300)
        guard output.status == 0 else {
            throw ConformError.infrastructure(
                "'\(arguments.joined(separator: " "))' failed (exit \(output.status)): \(output.stderrText)",
                next: "the public API is read from the symbol graph: swift symbolgraph-extract must work here")
        }
        return output.stdoutText
    }
}
