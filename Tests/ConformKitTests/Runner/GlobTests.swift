import Testing
@testable import ConformKit

@Suite struct GlobTests {
    @Test(
        "filters match spec ids like a shell, with a bare prefix selecting a folder",
        arguments: [
            ("purchase/*", "purchase/success", true), ("purchase/*", "purchase/a/b", false), ("purchase/**", "purchase/a/b", true),
            ("**/success", "miniwall/purchase/success", true), ("*success", "purchase/success", false), ("p?rchase/*", "purchase/x", true),
            ("purchase", "purchase/success", true), ("purchase", "purchases/x", false), ("purchase/success", "purchase/success", true),
            ("*", "x", true), ("miniwall/**", "miniwall/links/http", true)
        ])
    func globs(_ pattern: String, _ id: String, _ matches: Bool) {
        #expect(Glob(pattern).matches(id) == matches)
    }

    @Test(
        "spec ids are restricted to safe path characters",
        arguments: [
            ("purchase/success", true), ("a.b_c-d/e", true), ("/abs", false), ("a/../b", false), ("A/b", false), ("a b", false), ("a//b", false),
            ("", false), ("a/", false)
        ])
    func specIDs(_ id: String, _ valid: Bool) {
        #expect(SpecID.isValid(id) == valid)
    }
}
