import Foundation
import Testing

/// docs/architecture.md's layer table is the law: a file of ConformKit names no type declared in a
/// folder listed after its own (a higher layer, or later in its layer) and calls nothing an
/// extension there adds; every folder is in the table; and each layer uses the one just above it,
/// so the order is the real one.
@Suite struct LayerTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    /// The layers of docs/architecture.md's "Layers of ConformKit" table, lowest first, each its
    /// folders in their order.
    static func layerTable() throws -> [[String]] {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let start = doc.range(of: "## Layers of ConformKit") else { return [] }
        var layers: [[String]] = []
        for line in doc[start.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3, Int(cells[1]) != nil, cells[2].hasPrefix("`"), cells[2].hasSuffix("`") else { continue }
            layers.append(
                cells[2].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
            )
        }
        return layers
    }

    /// Every folder of the table, lowest first.
    static func layers() throws -> [String] { try layerTable().flatMap { $0 } }

    /// The Swift files of each ConformKit folder, with their text.
    static func sources() throws -> [String: [(file: String, text: String)]] {
        let kit = root.appendingPathComponent("Sources/ConformKit")
        var result: [String: [(String, String)]] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: kit.path).sorted() {
            let dir = kit.appendingPathComponent(folder)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: dir.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            for file in try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() where file.hasSuffix(".swift") {
                result[folder, default: []].append(("\(folder)/\(file)", try String(contentsOf: dir.appendingPathComponent(file), encoding: .utf8)))
            }
        }
        return result
    }

    /// The text with comments and string literals blanked, so only code is scanned.
    static func code(_ text: String) -> String {
        var out = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var kept = ""
            var inString = false
            var previous: Character = " "
            var chars = line.makeIterator()
            while let c = chars.next() {
                if !inString && c == "/" && previous == "/" { kept.removeLast(); break }
                if c == "\"" && previous != "\\" { inString.toggle(); kept.append("\""); previous = c; continue }
                if !inString { kept.append(c) }
                previous = c
            }
            out += kept + "\n"
        }
        return out
    }

    /// Top-level type names a file declares (at the start of a line: nested types are not counted).
    static func declaredTypes(_ text: String) -> [String] {
        let pattern = try! NSRegularExpression(
            pattern:
                #"^(?:(?:public|package|internal|fileprivate|private|final|indirect|@\w+)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_]\w*)"#,
            options: [.anchorsMatchLines])
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    /// Members that extensions add to a type declared elsewhere (or to a standard type), by name,
    /// with the folder of the extension — names declared nowhere else in ConformKit, so a call
    /// `.name` can only mean that member.
    static func extensionMembers(_ sources: [String: [(file: String, text: String)]], owner: [String: String]) -> [String: String] {
        let declaration = try! NSRegularExpression(pattern: #"\b(?:func|var|let|case)\s+([A-Za-z_]\w*)"#)
        let member = try! NSRegularExpression(
            pattern: #"^    (?:(?:public|package|internal|static|nonisolated|mutating|@\w+)\s+)*(?:func|var|let)\s+([A-Za-z_]\w*)"#,
            options: [.anchorsMatchLines])
        var declared: [String: Int] = [:]
        var added: [String: String] = [:]
        func names(_ regex: NSRegularExpression, in text: String) -> [String] {
            regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range(at: 1), in: text).map { String(text[$0]) }
            }
        }
        for (folder, files) in sources {
            for (_, text) in files {
                let code = Self.code(text)
                for name in names(declaration, in: code) { declared[name, default: 0] += 1 }
                // Top-level extension blocks: from `extension T` to the next `}` at the start of a line.
                var extended: String?
                var body = ""
                for line in code.split(separator: "\n", omittingEmptySubsequences: false) {
                    if let type = extended {
                        if line.hasPrefix("}") {
                            if owner[type] != folder { for name in names(member, in: body) { added[name] = folder } }
                            extended = nil
                        } else {
                            body += line + "\n"
                        }
                    } else if line.hasPrefix("extension ") {
                        extended = String(line.dropFirst(10).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                        body = ""
                        if line.hasSuffix("}") { extended = nil }
                    }
                }
            }
        }
        return added.filter { declared[$0.key] == 1 }
    }

    @Test("every folder of ConformKit has a layer in docs/architecture.md, and every layer a folder")
    func everyFolderHasALayer() throws {
        let layers = try Self.layers()
        #expect(try Self.layerTable().count >= 4, "the layer table could not be read")
        let folders = try Self.sources().keys.sorted()
        #expect(Set(layers) == Set(folders), "folders: \(folders), layers: \(layers)")
    }

    @Test("no file names a type declared in a higher layer")
    func layersPointOneWay() throws {
        let layers = try Self.layers()
        let rank = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1, $0) })
        let sources = try Self.sources()
        var owner: [String: String] = [:]
        for (folder, files) in sources {
            for (_, text) in files { for type in Self.declaredTypes(text) { owner[type] = folder } }
        }
        #expect(owner.count > 100, "too few types found: the scan is broken")
        let members = Self.extensionMembers(sources, owner: owner)
        #expect(!members.isEmpty, "no extension members found: the scan is broken")
        let word = try NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9_]*\b"#)
        var problems: [String] = []
        for (folder, files) in sources {
            guard let mine = rank[folder] else { continue }
            for (file, text) in files {
                let code = Self.code(text)
                let names = Set(
                    word.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap {
                        Range($0.range, in: code).map { String(code[$0]) }
                    })
                for name in names.sorted() {
                    guard let other = owner[name], let theirs = rank[other], theirs > mine else { continue }
                    problems.append("\(file) (\(folder)) names '\(name)' of \(other), which the layer table lists after it")
                }
                for (name, other) in members.sorted(by: { $0.key < $1.key }) {
                    guard let theirs = rank[other], theirs > mine, code.contains("." + name) else { continue }
                    let after = code.components(separatedBy: "." + name).dropFirst()
                    guard after.contains(where: { !($0.first.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false) }) else { continue }
                    problems.append(
                        "\(file) (\(folder)) calls '.\(name)', which an extension in \(other) adds, and the layer table lists \(other) after it")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("each layer uses the layer just above it: the table's order is the code's, not a ceremony")
    func layersAreReal() throws {
        let table = try Self.layerTable()
        let sources = try Self.sources()
        var owner: [String: String] = [:]
        for (folder, files) in sources {
            for (_, text) in files { for type in Self.declaredTypes(text) { owner[type] = folder } }
        }
        let word = try NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9_]*\b"#)
        for (index, layer) in table.enumerated().dropFirst() {
            let above = Set(table[index - 1])
            let uses = layer.contains { folder in
                (sources[folder] ?? []).contains { _, text in
                    let code = Self.code(text)
                    return word.matches(in: code, range: NSRange(code.startIndex..., in: code)).contains { match in
                        Range(match.range, in: code).flatMap { owner[String(code[$0])] }.map(above.contains) ?? false
                    }
                }
            }
            #expect(
                uses,
                "layer \(index + 1) (\(layer.joined(separator: ", "))) uses nothing of layer \(index) (\(table[index - 1].joined(separator: ", "))): merge them, or order the table as the code depends"
            )
        }
    }

    @Test("the scan finds a reference against the order (it can fail)")
    func scanCanFail() {
        let text = "struct A {\n    let b: Runner // comment Suite\n    let s = \"Suite\"\n}\n"
        let code = Self.code(text)
        #expect(code.contains("Runner") && !code.contains("Suite"))
        #expect(Self.declaredTypes("public struct Foo: Sendable {\n    struct Nested {}\n}\nenum Bar {}\n") == ["Foo", "Bar"])
        let sources = [
            "Core": [(file: "Core/A.swift", text: "struct A {}\n")],
            "Suite": [
                (
                    file: "Suite/A+Extra.swift",
                    text: "extension A {\n    func extraThing() {}\n}\nextension String {\n    var shouted: String { self }\n}\n"
                )
            ]
        ]
        #expect(Self.extensionMembers(sources, owner: ["A": "Core"]) == ["extraThing": "Suite", "shouted": "Suite"])
    }
}
