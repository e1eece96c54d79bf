import Foundation
import Testing

/// docs/architecture.md's layer table is the law: a file of ConformKit names no type declared in a
/// folder of a higher layer, and every folder is in the table.
@Suite struct LayerTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url
    }()

    /// The folders of docs/architecture.md's "Layers of ConformKit" table, lowest first.
    static func layers() throws -> [String] {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        guard let start = doc.range(of: "## Layers of ConformKit") else { return [] }
        var folders: [String] = []
        for line in doc[start.upperBound...].split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3, Int(cells[1]) != nil, cells[2].hasPrefix("`"), cells[2].hasSuffix("`") else { continue }
            folders.append(String(cells[2].dropFirst().dropLast()))
        }
        return folders
    }

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
        let pattern = try! NSRegularExpression(pattern: #"^(?:(?:public|package|internal|fileprivate|private|final|indirect|@\w+)\s+)*(?:struct|enum|class|protocol|actor|typealias)\s+([A-Za-z_]\w*)"#,
                                               options: [.anchorsMatchLines])
        let range = NSRange(text.startIndex..., in: text)
        return pattern.matches(in: text, range: range).compactMap { Range($0.range(at: 1), in: text).map { String(text[$0]) } }
    }

    @Test("every folder of ConformKit has a layer in docs/architecture.md, and every layer a folder")
    func everyFolderHasALayer() throws {
        let layers = try Self.layers()
        #expect(layers.count >= 10, "the layer table could not be read")
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
        let word = try NSRegularExpression(pattern: #"\b[A-Z][A-Za-z0-9_]*\b"#)
        var problems: [String] = []
        for (folder, files) in sources {
            guard let mine = rank[folder] else { continue }
            for (file, text) in files {
                let code = Self.code(text)
                let names = Set(word.matches(in: code, range: NSRange(code.startIndex..., in: code)).compactMap { Range($0.range, in: code).map { String(code[$0]) } })
                for name in names.sorted() {
                    guard let other = owner[name], let theirs = rank[other], theirs > mine else { continue }
                    problems.append("\(file) (\(folder), layer \(mine + 1)) names '\(name)' of \(other) (layer \(theirs + 1))")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("the scan finds a reference against the order (it can fail)")
    func scanCanFail() {
        let text = "struct A {\n    let b: Runner // comment Suite\n    let s = \"Suite\"\n}\n"
        let code = Self.code(text)
        #expect(code.contains("Runner") && !code.contains("Suite"))
        #expect(Self.declaredTypes("public struct Foo: Sendable {\n    struct Nested {}\n}\nenum Bar {}\n") == ["Foo", "Bar"])
    }
}
