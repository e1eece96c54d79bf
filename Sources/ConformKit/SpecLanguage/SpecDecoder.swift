/// Turns a parsed spec file into a typed `Spec`, checking the schema: every unknown key, wrong type
/// and bad value is a diagnostic with a location, and all of them are reported in one pass.
package struct SpecDecoder {
    /// The top-level keys of a spec.
    package static let topKeys = ["title", "source", "description", "tags", "scope", "given", "steps", "expect", "redact", "unredact", "equivalent"]
    package static let givenKeys = [
        "products", "store", "restore", "product_loading", "render_failure", "screen_failure", "handlers", "options",
        "products_at_init", "linked_screen_failures", "web_navigation", "screen_loading",
        "product_metadata", "experiment", "product_kinds", "links", "presenter"
    ]

    var reader = NodeReader()
    let file: String
    /// Where handlers, options and required capabilities are written, filled in as they are read.
    var locations = SpecLocations()

    /// Reads the spec file `text` at `file` with the stable `id`; returns the spec when it is valid.
    package static func decode(_ text: String, id: String, file: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        let size = text.utf8.count
        if size > Limits.maxSpecBytes {
            return (nil, [tooLarge(file: file, size: size)])
        }
        return decode(utf8: Array(text.utf8), id: id, file: file)
    }

    /// Reads a spec file from its bytes, valid UTF-8, as `decode(_:id:file:)` reads its text.
    package static func decode(utf8 bytes: [UInt8], id: String, file: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        let decoded = decodeKeepingPartial(utf8: bytes, id: id, file: file)
        return (decoded.diagnostics.contains { $0.severity == .error } ? nil : decoded.spec, decoded.diagnostics)
    }

    /// Reads a spec file as `decode(utf8:id:file:)` does, but keeps the spec it could read even
    /// when the file has errors (`spec` is nil only when no mapping could be read at all): what
    /// did decode is then checked against the adapters in the same pass (`SuiteLoader.loadOne`),
    /// so a file's syntax errors and its unknown names arrive together.
    package static func decodeKeepingPartial(utf8 bytes: [UInt8], id: String, file: String) -> (spec: Spec?, diagnostics: [Diagnostic]) {
        if bytes.count > Limits.maxSpecBytes {
            return (nil, [tooLarge(file: file, size: bytes.count)])
        }
        let parsed = YAMLParser.parse(utf8: bytes, file: file)
        var diagnostics = parsed.diagnostics
        guard let root = parsed.root else {
            if diagnostics.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        id: .specEmpty, location: SourceLocation(file: file, line: 1, column: 1),
                        message: "the spec file is empty", notes: ["a spec needs at least 'title', 'steps' and 'expect'"]))
            }
            return (nil, diagnostics.sorted())
        }
        var decoder = SpecDecoder(file: file)
        let spec = decoder.decodeSpec(root, id: id)
        diagnostics += decoder.reader.diagnostics
        diagnostics.sort()
        return (spec, diagnostics)
    }

    /// `spec.too-large`: a file over `Limits.maxSpecBytes`, reported without reading it.
    package static func tooLarge(file: String, size: Int) -> Diagnostic {
        Diagnostic(
            id: .specTooLarge, location: SourceLocation(file: file, line: 1, column: 1),
            message:
                "the file holds \(Limits.describe(count: size)) bytes, over the \(Limits.describe(bytes: Limits.maxSpecBytes)) limit for a spec; it was not read",
            notes: ["a spec is one scenario: split it into several files"])
    }

    mutating func decodeSpec(_ root: YAMLNode, id: String) -> Spec? {
        guard let entries = reader.mapping(root, "a spec", allowed: Self.topKeys) else { return nil }
        var spec = Spec(id: id, file: file, title: "")
        spec.keyLines.reserveCapacity(entries.count)
        for entry in entries {
            spec.keyLines[entry.key] = entry.keyLocation.line
            let value = entry.value
            switch entry.key {
            case "title": spec.title = reader.string(value, "'title'") ?? ""
            case "source": spec.source = reader.string(value, "'source'")
            case "description": spec.description = reader.string(value, "'description'")
            case "tags": spec.tags = reader.stringList(value, "'tags'") ?? []
            case "redact": spec.redact = reader.stringList(value, "'redact'") ?? []
            case "unredact": spec.unredact = reader.stringList(value, "'unredact'") ?? []
            case "scope": spec.scope = decodeScope(value)
            case "given": spec.given = decodeGiven(value)
            case "steps": spec.steps = decodeSteps(value)
            case "expect": spec.expect = decodeExpect(value)
            case "equivalent": spec.equivalent = decodeEquivalent(value)
            default: break
            }
        }
        spec.locations = locations
        checkRefusal(spec, entries: entries)
        // A misspelt required key is already reported with its did-you-mean; do not report it twice.
        // (Only the unknown keys that were reported can have been suggested, so at most a bounded few.)
        // (The keys of a mapping are unique, so the lines of its keys say which keys it has.)
        let missing = ["title", "steps", "expect"].filter { spec.keyLines[$0] == nil }
        let misspelt =
            missing.isEmpty
            ? []
            : Set(
                entries.lazy.filter { !Self.topKeys.contains($0.key) }.prefix(Diagnostic.maxPerFile)
                    .compactMap { Suggestion.nearest(to: $0.key, among: Self.topKeys) })
        for required in missing where !misspelt.contains(required) {
            reader.error(
                .specMissingKey, at: root.location, "the spec has no '\(required)'",
                notes: ["every spec needs 'title', 'steps' and 'expect'; see docs/spec-language.md"])
        }
        // Only a title that is text can be empty; one of the wrong type is already reported.
        if spec.keyLines["title"] != nil, spec.title.allSatisfy(\.isWhitespace), let entry = entries.first(where: { $0.key == "title" }),
            entry.value.scalar != nil || entry.value.kind == .empty
        {
            reader.error(.specEmptyTitle, at: entry.value.location, "'title' is empty", notes: ["state the behaviour in one line"])
        }
        if let entry = entries.first(where: { $0.key == "expect" }), spec.expect.isEmpty, entry.value.entries?.isEmpty == true {
            reader.error(
                .specEmptyExpect, at: entry.value.location, "'expect' checks nothing",
                notes: ["add 'order', 'exact', 'never', 'count', 'state' or 'result'"])
        }
        return spec
    }

    mutating func decodeScope(_ node: YAMLNode) -> Scope {
        var scope = Scope()
        guard let entries = reader.mapping(node, "'scope'", allowed: ["requires", "adapters"]) else { return scope }
        for entry in entries {
            switch entry.key {
            case "requires": scope.requires = decodeRequires(entry.value)
            case "adapters": scope.adapters = reader.stringList(entry.value, "'adapters'") ?? []
            default: break
            }
        }
        return scope
    }

    /// The capabilities of `scope.requires`, each with its location; whether each is known is for
    /// `GivenValidation` to say, since external adapters may declare more.
    mutating func decodeRequires(_ node: YAMLNode) -> [Capability] {
        guard let items = node.items else {
            _ = reader.stringList(node, "'requires'")
            return []
        }
        var requires: [Capability] = []
        for item in items {
            if let name = reader.identifier(item, "an item of 'requires'") {
                requires.append(Capability(rawValue: name))
                locations.requires.append(item.location)
            }
        }
        return requires
    }

    mutating func decodeGiven(_ node: YAMLNode) -> Given {
        var given = Given()
        if case .empty = node.kind { return given }
        guard let entries = reader.mapping(node, "'given'", allowed: Self.givenKeys) else { return given }
        for entry in entries {
            let value = entry.value
            switch entry.key {
            case "products": given.products = reader.stringList(value, "'products'") ?? []
            case "store": given.store = decodeStore(value)
            case "restore":
                if let attempts = decodeRestoreAttempts(value), let first = attempts.first {
                    given.restore = first.answer
                    given.restoreDelay = first.delay
                    given.laterRestores = Array(attempts.dropFirst())
                }
            case "product_loading": given.productLoading = decodeProductLoading(value)
            case "render_failure": given.renderFailure = reader.identifier(value, "'render_failure'")
            case "screen_failure": given.screenFailure = reader.identifier(value, "'screen_failure'")
            case "handlers": given.handlers = decodeHandlers(value)
            case "options": given.options = decodeOptions(value)
            case "products_at_init": given.productsAtInit = reader.bool(value, "'products_at_init'") ?? false
            case "linked_screen_failures": given.linkedScreenFailures = decodeLinkedScreenFailures(value)
            case "web_navigation": given.webNavigation = decodeWebNavigation(value)
            case "screen_loading": given.screenLoadDelay = decodeScreenLoading(value)
            case "experiment": given.experiment = decodeExperiment(value)
            case "links":
                given.links = reader.choice(value, "'links'", LinkAnswer.allCases.map(\.rawValue)).flatMap(LinkAnswer.init(rawValue:)) ?? .open
            case "presenter":
                given.presenter =
                    reader.choice(value, "'presenter'", PresenterAnswer.allCases.map(\.rawValue)).flatMap(PresenterAnswer.init(rawValue:)) ?? .window
            default: break
            }
        }
        // Read last: it names products of 'products', wherever the spec lists them.
        if let metadata = entries.first(where: { $0.key == "product_metadata" }) {
            given.productMetadata = decodeProductMetadata(metadata.value, offered: given.products)
        }
        if let kinds = entries.first(where: { $0.key == "product_kinds" }) {
            given.productKinds = decodeProductKinds(kinds.value, offered: given.products)
        }
        return given
    }

    /// Reads `given.web_navigation`: `opened` or `failed <code>` for every web paywall navigation,
    /// or a list answering attempt by attempt, the last answering every later one.
    mutating func decodeWebNavigation(_ node: YAMLNode) -> [WebNavigationAnswer] {
        let note = "expected opened, failed or failed <code>; a list answers navigation by navigation: [failed web_payment_failed, opened]"
        let items = node.items ?? [node]
        if node.items != nil, items.isEmpty {
            reader.error(.specBadValue, at: node.location, "'web_navigation' is an empty list", notes: [note])
            return []
        }
        var answers: [WebNavigationAnswer] = []
        for item in items {
            guard let text = reader.string(item, "a 'web_navigation' answer") else { return [] }
            guard let answer = WebNavigationAnswer(parsing: text) else {
                reader.unknown(
                    .specBadValue, text.split(separator: " ").first.map(String.init) ?? text, among: ["opened", "failed"],
                    at: item.location, "'\(NodeReader.excerpt(text))' is not a web navigation answer", listing: note)
                return []
            }
            answers.append(answer)
        }
        return answers
    }

    mutating func decodeStore(_ node: YAMLNode) -> [String: StoreAnswer] {
        guard
            let entries = reader.shaped(
                node, \.entries, "'store' must map product ids to answers",
                notes: ["for example: store: {premium_monthly: cancelled}"])
        else { return [:] }
        var store: [String: StoreAnswer] = [:]
        for entry in entries {
            guard let items = entry.value.items else {
                if let answer = storeAnswer(entry.value, product: entry.key) { store[entry.key] = answer }
                continue
            }
            guard !items.isEmpty else {
                reader.error(
                    .specBadValue, at: entry.value.location, "the store's answers for '\(entry.key)' are an empty list",
                    notes: ["list one answer per purchase attempt, like [failed network_error, purchased]; the last answers every later attempt"])
                continue
            }
            let answers = items.compactMap { storeAnswer($0, product: entry.key) }
            guard answers.count == items.count, var first = answers.first else { continue }
            first.later = Array(answers.dropFirst())
            store[entry.key] = first
        }
        return store
    }

    /// One store answer, checked: `purchased`, `failed <code> after 2s`, ….
    private mutating func storeAnswer(_ node: YAMLNode, product: String) -> StoreAnswer? {
        guard let text = reader.string(node, "the store's answer for '\(product)'") else { return nil }
        guard let answer = Self.storeAnswer(text) else {
            reader.error(
                .specBadValue, at: node.location, "'\(NodeReader.excerpt(text))' is not a store answer",
                notes: [
                    "expected purchased, cancelled, pending, timeout or failed <code>, optionally followed by 'after <duration>'",
                    "a list answers attempt by attempt: [failed network_error, purchased]"
                ])
            return nil
        }
        guard
            checkDuration(
                answer.delay, spelled: text.split(separator: " ").last.map(String.init) ?? text, at: node.location,
                "the delay of the store's answer for '\(product)'")
        else { return nil }
        return answer
    }

    /// Reads `purchased`, `cancelled after 2s`, `failed insufficient_funds after 500ms`.
    static func storeAnswer(_ text: String) -> StoreAnswer? {
        // One word, as most answers are: nothing to split.
        guard text.utf8.contains(UInt8(ascii: " ")) else { return storeAnswer(text[...], code: nil, delay: .zero) }
        var words = text.split(separator: " ")
        var delay = VirtualTime.zero
        if words.count >= 2, words[words.count - 2] == "after" {
            guard let d = VirtualTime(parsing: String(words[words.count - 1])) else { return nil }
            delay = d
            words.removeLast(2)
        }
        guard let first = words.first, words.count <= 2 else { return nil }
        return storeAnswer(first, code: words.count == 2 ? words[1] : nil, delay: delay)
    }

    /// The answer `word` (with the error `code` written after `failed`) gives after `delay`.
    private static func storeAnswer(_ word: Substring, code: Substring?, delay: VirtualTime) -> StoreAnswer? {
        switch (word, code) {
        case ("purchased", nil): return StoreAnswer(outcome: .purchased, delay: delay)
        case ("cancelled", nil): return StoreAnswer(outcome: .cancelled, delay: delay)
        case ("pending", nil): return StoreAnswer(outcome: .pending, delay: delay)
        case ("timeout", nil): return StoreAnswer(outcome: .timeout, delay: delay)
        case ("failed", let code): return StoreAnswer(outcome: .failed(code: code.map(String.init) ?? "purchase_failed"), delay: delay)
        default: return nil
        }
    }

    /// Reads `given.restore`: one answer for every restore, or `{attempts: [answer, …]}`, an answer
    /// per restore in order, the last answering every later one. Nil when it does not read.
    mutating func decodeRestoreAttempts(_ node: YAMLNode) -> [Given.RestoreAttempt]? {
        guard let entries = node.entries, entries.contains(where: { $0.key == "attempts" }) else {
            return decodeRestore(node).map { [Given.RestoreAttempt($0.0, delay: $0.1)] }
        }
        guard entries.count == 1, let list = entries[0].value.items else {
            let extra = entries.first { $0.key != "attempts" }
            reader.error(
                .specBadValue, at: extra?.value.location ?? entries[0].value.location,
                extra.map { "'restore' with 'attempts' takes nothing else, not '\(NodeReader.excerpt($0.key))'" }
                    ?? "'restore.attempts' must be a list of answers, one per restore",
                notes: [
                    "for example: restore: {attempts: [failed network_error, [premium_monthly]]} — the first restore fails, the second and every later one finds premium_monthly",
                    "each answer is what 'restore' takes alone: [ids], nothing, failed <code>, optionally followed by 'after <duration>', or {products: […] | failed: <code>, after: <duration>}"
                ])
            return nil
        }
        guard !list.isEmpty else {
            reader.error(
                .specBadValue, at: entries[0].value.location, "'restore.attempts' is empty",
                notes: ["list one answer per restore, such as [failed network_error, nothing]; one answer for every restore is 'restore' alone"])
            return nil
        }
        var attempts: [Given.RestoreAttempt] = []
        for item in list {
            guard let (answer, delay) = decodeRestore(item) else { return nil }
            attempts.append(Given.RestoreAttempt(answer, delay: delay))
        }
        return attempts
    }

    /// Reads one restore answer: a list of restored products, `nothing`, `failed [<code>]`, each
    /// optionally followed by `after <duration>`, or `{products: [..] | failed: <code>, after: <duration>}`.
    mutating func decodeRestore(_ node: YAMLNode) -> (RestoreAnswer, VirtualTime)? {
        if node.items != nil {
            return (.products(reader.stringList(node, "'restore'") ?? []), .zero)
        }
        if let entries = node.entries {
            return decodeRestoreMapping(entries, at: node.location)
        }
        guard let text = reader.string(node, "'restore'") else { return nil }
        var words = text.split(separator: " ").map(String.init)
        var delay = VirtualTime.zero
        if words.count >= 3, words[words.count - 2] == "after", let span = VirtualTime(parsing: words[words.count - 1]) {
            guard checkDuration(span, spelled: words[words.count - 1], at: node.location, "the time the restore takes") else { return nil }
            delay = span
            words.removeLast(2)
        }
        switch (words.first, words.count) {
        case ("nothing"?, 1): return (.products([]), delay)
        case ("failed"?, 1): return (.failed(code: "restore_failed"), delay)
        case ("failed"?, 2): return (.failed(code: words[1]), delay)
        default:
            reader.error(
                .specBadValue, at: node.location, "'restore' cannot be '\(NodeReader.excerpt(text))'",
                notes: [
                    "expected a list of restored products ([premium_monthly]), 'nothing', or 'failed <code>', optionally followed by 'after <duration>'",
                    "a restore of products that takes time: {products: [premium_monthly], after: 2s}"
                ])
            return nil
        }
    }

    /// `{products: [..], after: 2s}` or `{failed: <code>, after: 2s}`.
    private mutating func decodeRestoreMapping(_ entries: [YAMLEntry], at location: SourceLocation) -> (RestoreAnswer, VirtualTime)? {
        var answer: RestoreAnswer?
        var delay = VirtualTime.zero
        var valid = true
        for entry in entries {
            switch entry.key {
            case "products":
                if let products = reader.stringList(entry.value, "'products'") { answer = .products(products) } else { valid = false }
            case "failed":
                if case .empty = entry.value.kind {
                    answer = .failed(code: "restore_failed")
                } else if let code = reader.identifier(entry.value, "the restore's error code") {
                    answer = .failed(code: code)
                } else {
                    valid = false
                }
            case "after":
                if let span = boundedDuration(entry.value, "the time the restore takes") { delay = span } else { valid = false }
            default:
                // 'attempts' is a key of 'restore' too (an answer per restore): a misspelt one gets its did-you-mean.
                reader.unknownKey(entry, in: "'restore'", allowed: ["products", "failed", "after", "attempts"])
                valid = false
            }
        }
        guard valid else { return nil }
        guard let answer else {
            reader.error(
                .specMissingKey, at: location, "'restore' says when, not what: add 'products' or 'failed'",
                notes: ["for example: restore: {products: [premium_monthly], after: 2s}; nothing to restore is 'products: []'"])
            return nil
        }
        if entries.contains(where: { $0.key == "products" }) && entries.contains(where: { $0.key == "failed" }) {
            reader.error(
                .specBadValue, at: location, "a restore either finds products or fails, not both",
                notes: ["keep one of 'products' and 'failed'"])
            return nil
        }
        return (answer, delay)
    }

    /// Reads `given.screen_loading: {after: <duration>}`: how long the paywall takes to load after
    /// it is presented.
    mutating func decodeScreenLoading(_ node: YAMLNode) -> VirtualTime {
        guard let entries = reader.mapping(node, "'screen_loading'", allowed: ["after"]) else { return .zero }
        guard let after = entries.first(where: { $0.key == "after" }) else {
            if entries.allSatisfy({ $0.key == "after" }) {
                reader.error(
                    .specMissingKey, at: node.location, "'screen_loading' says nothing: add 'after'",
                    notes: ["for example: screen_loading: {after: 2s}"])
            }
            return .zero
        }
        return boundedDuration(after.value, "the time the paywall takes to load") ?? .zero
    }

    /// Reads `given.experiment: {id: <experiment>, variant: <variant>}`: the experiment (and
    /// variant) the app passes with the presentation.
    mutating func decodeExperiment(_ node: YAMLNode) -> ExperimentContext? {
        guard let entries = reader.mapping(node, "'experiment'", allowed: ["id", "variant"]) else { return nil }
        guard let id = entries.first(where: { $0.key == "id" }) else {
            reader.error(
                .specMissingKey, at: node.location, "'experiment' names no experiment: add 'id'",
                notes: ["for example: experiment: {id: spring_sale, variant: annual_first}"])
            return nil
        }
        guard let name = reader.identifier(id.value, "the experiment's id") else { return nil }
        let variant = entries.first { $0.key == "variant" }.flatMap { reader.identifier($0.value, "the experiment's variant") }
        return ExperimentContext(id: name, variant: variant)
    }

    mutating func decodeProductLoading(_ node: YAMLNode) -> ProductLoading {
        var loading = ProductLoading()
        guard let entries = reader.mapping(node, "'product_loading'", allowed: ["failures", "missing", "error", "after"]) else { return loading }
        for entry in entries {
            switch entry.key {
            case "failures":
                if entry.value.scalar == "always" {
                    loading.failures = nil
                } else {
                    loading.failures = reader.int(entry.value, "'failures' (or 'always')", in: 0...1000) ?? 0
                }
            case "missing": loading.missing = reader.stringList(entry.value, "'missing'") ?? []
            case "error": loading.errorCode = reader.identifier(entry.value, "'error'") ?? loading.errorCode
            case "after":
                if let span = boundedDuration(entry.value, "the time a products request takes") { loading.delay = span }
            default: break
            }
        }
        return loading
    }

    /// `{screen: code}`: linked screens that fail to load, with the error each reports.
    mutating func decodeLinkedScreenFailures(_ node: YAMLNode) -> [String: String] {
        guard
            let entries = reader.shaped(
                node, \.entries, "'linked_screen_failures' must map screen ids to error codes",
                notes: ["for example: linked_screen_failures: {plan_details: not_found}"])
        else { return [:] }
        var failures: [String: String] = [:]
        for entry in entries {
            if let code = reader.identifier(entry.value, "the error code of screen '\(entry.key)'") { failures[entry.key] = code }
        }
        return failures
    }

    mutating func decodeOptions(_ node: YAMLNode) -> [String: String] {
        guard
            let entries = reader.shaped(
                node, \.entries, "'options' must be a mapping",
                notes: ["for example: options: {observer_mode: 'true'}"])
        else { return [:] }
        var options: [String: String] = [:]
        for entry in entries {
            if let value = reader.string(entry.value, "option '\(entry.key)'") {
                options[entry.key] = value
                locations.options[entry.key] = EntryLocation(key: entry.keyLocation, value: entry.value.location)
            }
        }
        return options
    }
}
