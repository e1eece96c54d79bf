import Foundation
import Testing

/// The public API of the libraries outsiders import — ConformKit, ConformAdapters, ConformTesting
/// and ConformRecorder — is what an app team and a vendor need and no more (issue 20, item 5):
/// docs/public-api.txt lists every public symbol, generated from the symbol graph
/// (`PublicAPISymbolGraph`, issue 38), and this suite fails on any difference, so the surface never
/// changes without the listing (and its review) changing too. Everything the CLI and the tests
/// share beyond it is `package`. The type budget and the hidden-member checks read the sources.
///
/// `CONFORM_RECORD_OUTPUTS=1 swift test --filter PublicAPITests` rewrites the listing (and fails,
/// so a recording run never passes by accident).
@Suite struct PublicAPITests {
    static let modules = ["ConformKit", "ConformAdapters", "ConformTesting"]
    static let listing = "docs/public-api.txt"
    /// The most public types (nested ones included) the three libraries may declare together.
    static let typeBudget = 40

    /// One public declaration: its module, the type it sits in (empty at the top level), whether it
    /// declares a type, and its signature up to the body, on one line.
    struct Declaration: Hashable {
        var module: String
        var owner: String
        var isType: Bool
        var kind: String
        var name: String
        var signature: String

        var line: String { "\(module)  \(owner.isEmpty ? "" : owner + "  ")\(signature)" }
    }

    @Test(
        "docs/public-api.txt lists every public symbol of every library product, ConformRecorder included, from the symbol graph, literals with their values"
    )
    func listingIsCurrent() throws {
        let text = try PublicAPISymbolGraph.listing()
        let path = DocsExamplesTests.root + "/" + Self.listing
        if ProcessInfo.processInfo.environment["CONFORM_RECORD_OUTPUTS"] == "1" {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("recorded \(Self.listing); review it, then run again without CONFORM_RECORD_OUTPUTS")
            return
        }
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        let now = text.split(separator: "\n", omittingEmptySubsequences: false),
            before = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        let added = Set(now).subtracting(before).sorted(), removed = Set(before).subtracting(now).sorted()
        #expect(
            text == recorded,
            """
            the public API changed without \(Self.listing):
            \((added.map { "  + " + $0 } + removed.map { "  - " + $0 }).joined(separator: "\n"))
            review the change; if it is meant, CONFORM_RECORD_OUTPUTS=1 swift test --filter PublicAPITests records it
            """)
    }

    @Test("at most 40 public types, each constructible from outside or a protocol")
    func typesAreFewAndConstructible() throws {
        let declarations = try Self.modules.flatMap { try Self.declarations(in: $0) }
        let types = declarations.filter(\.isType)
        #expect(types.count <= Self.typeBudget, "\(types.count) public types: \(types.map(\.name).joined(separator: ", "))")
        for type in types where type.kind == "struct" || type.kind == "class" {
            let path = type.owner.isEmpty ? type.name : type.owner + "." + type.name
            let makers = declarations.filter { $0.owner == path && !$0.isType && Self.isConstructor($0.signature, of: type.name) }
            #expect(!makers.isEmpty, "public \(type.kind) \(path) has no public initialiser or static constructor: outsiders cannot make one")
        }
    }

    @Test("no public member sits in a type that is not public itself")
    func noHiddenPublicMembers() throws {
        for module in Self.modules {
            let declarations = try Self.declarations(in: module, includingHidden: true)
            let types = declarations.filter(\.isType)
            let all = Set(types.map { $0.owner.isEmpty ? $0.name : $0.owner + "." + $0.name })
            let visible = Set(types.filter { !$0.signature.hasPrefix("hidden ") }.map { $0.owner.isEmpty ? $0.name : $0.owner + "." + $0.name })
            for member in declarations where !member.isType && all.contains(member.owner) {
                #expect(
                    visible.contains(member.owner),
                    "\(module): '\(member.signature)' is public inside \(member.owner), which is not: make it package")
            }
        }
    }

    /// Whether `signature` makes a `type` value: an initialiser, or a static member returning one.
    static func isConstructor(_ signature: String, of type: String) -> Bool {
        signature.contains(" init(") || signature.contains(" init?(") || signature.contains(" init<")
            || (signature.contains("static ")
                && (signature.contains("-> \(type)") || signature.contains("-> Self")
                    || signature.contains("= \(type)(") || signature.contains(": \(type) ")))
    }

    /// The public declarations of `module`'s sources, in file order (files sorted by path). With
    /// `includingHidden`, types that are not public are listed too (as types), so their public
    /// members can be told apart.
    static func declarations(in module: String, includingHidden: Bool = false) throws -> [Declaration] {
        let folder = DocsExamplesTests.root + "/Sources/" + module
        let files = (FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }.sorted()
        return try files.flatMap {
            try scan(String(contentsOfFile: folder + "/" + $0, encoding: .utf8), module: module, includingHidden: includingHidden)
        }
    }

    static let typeKinds: Set<String> = ["struct", "enum", "class", "protocol", "actor", "typealias", "extension"]
    static let modifiers: Set<String> = [
        "final", "indirect", "nonisolated", "static", "private(set)", "fileprivate(set)",
        "package(set)", "internal(set)", "mutating", "nonmutating", "override", "convenience", "required"
    ]
    static let accessLevels: Set<String> = ["public", "open", "package", "internal", "private", "fileprivate"]

    /// A small scanner: comments and string literals dropped, braces counted, the enclosing types
    /// tracked; a public declaration's signature runs to its body's `{` (or its line's end when
    /// its parentheses are closed), whitespace collapsed. A public protocol's requirements and a
    /// public enum's cases are public without saying so: they are listed too.
    static func scan(_ source: String, module: String, includingHidden: Bool) -> [Declaration] {
        var result: [Declaration] = []
        var stack: [(name: String, depth: Int, publicProtocol: Bool, publicEnum: Bool)] = []
        var depth = 0
        var pending: (owner: String, isType: Bool, kind: String, name: String, text: String)?
        var inMultilineString = false
        for raw in source.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = String(raw)
            if inMultilineString {
                if line.contains("\"\"\"") { inMultilineString = false }
                continue
            }
            if line.components(separatedBy: "\"\"\"").count == 2 { inMultilineString = true }
            line = stripped(line)
            if var open = pending {
                open.text += " " + line.trimmingCharacters(in: .whitespaces)
                pending = open
                if let done = finished(open.text) {
                    result.append(
                        Declaration(module: module, owner: open.owner, isType: open.isType, kind: open.kind, name: open.name, signature: done))
                    pending = nil
                }
            } else {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init).filter { !$0.hasPrefix("@") }
                let leading = words.prefix { accessLevels.contains($0) || modifiers.contains($0) }
                let access = leading.first { accessLevels.contains($0) }
                let body = words.dropFirst(leading.count)
                let owner = stack.last?.name ?? ""
                if let keyword = body.first, typeKinds.contains(keyword), body.count > 1 {
                    let name = String(body[body.index(after: body.startIndex)].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
                    let path = keyword == "extension" ? name : (owner.isEmpty ? name : owner + "." + name)
                    if keyword != "extension", access == "public" || access == "open" || (includingHidden && keyword != "typealias") {
                        let declaration = (owner, true, keyword, name, line.trimmingCharacters(in: .whitespaces))
                        if let done = finished(declaration.4) {
                            result.append(
                                Declaration(
                                    module: module, owner: owner, isType: true, kind: keyword, name: name,
                                    signature: access == "public" || access == "open" ? done : "hidden " + done))
                        }
                    }
                    if line.contains("{") {
                        stack.append((path, depth, keyword == "protocol" && access == "public", keyword == "enum" && access == "public"))
                    }
                } else if access == "public" || access == "open"
                    || (access == nil && stack.last?.publicProtocol == true && depth == stack.last!.depth + 1
                        && ["func", "var", "init", "associatedtype", "static"].contains(body.first ?? ""))
                    || (access == nil && stack.last?.publicEnum == true && depth == stack.last!.depth + 1 && body.first == "case"),
                    let keyword = body.first
                {
                    let declaration = (owner, false, keyword, "", line.trimmingCharacters(in: .whitespaces))
                    if let done = finished(declaration.4) {
                        result.append(Declaration(module: module, owner: owner, isType: false, kind: keyword, name: "", signature: done))
                    } else {
                        pending = declaration
                    }
                }
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            while let last = stack.last, depth <= last.depth { stack.removeLast() }
        }
        return includingHidden ? result : result.filter { !$0.signature.hasPrefix("hidden ") }
    }

    /// The signature of a declaration whose text so far is `text`, cut before its body, or nil
    /// while its parentheses or brackets are still open.
    static func finished(_ text: String) -> String? {
        var level = 0
        var cut = text.endIndex
        for index in text.indices {
            switch text[index] {
            case "(", "[": level += 1
            case ")", "]": level -= 1
            case "{" where level == 0: cut = index
            default: break
            }
            if cut != text.endIndex { break }
        }
        guard level <= 0 || cut != text.endIndex else { return nil }
        var signature = String(text[..<cut])
        if let equals = signature.range(of: " = "),
            !signature.contains("(") || signature[..<equals.lowerBound].contains(":") && !signature.contains("func ") && !signature.contains("init")
        {
            signature = String(signature[..<equals.lowerBound])
        }
        return signature.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
    }

    /// `line` without its `//` comment and with its string literals emptied.
    static func stripped(_ line: String) -> String {
        var out = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false; out.append("\"")
                }
                continue
            }
            if character == "/" && previous == "/" {
                out.removeLast()
                break
            }
            if character == "\"" { inString = true }
            out.append(character)
            previous = character
        }
        return out
    }
}
