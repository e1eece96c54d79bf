#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Testing
@testable import ConformKit

/// The process tree as `/proc` shows it: parents read back, descendants found, tokens matched.
@Suite struct ProcessTreeTests {
    @Test(
        "this process's parent is read back, and it is among its parent's descendants",
        .enabled(if: ProcessTree.isAvailable, "the process tree is read from /proc, which this system lacks"))
    func parents() {
        let parents = ProcessTree.parents()
        #expect(parents[getpid()] == getppid())
        #expect(ProcessTree.descendants(of: getppid(), parents: parents).contains(getpid()))
    }

    @Test("descendants are found through every generation, and cycles or strangers are not followed")
    func descendants() {
        let parents: [Int32: Int32] = [10: 1, 11: 10, 12: 11, 13: 12, 20: 1, 21: 20, 30: 31, 31: 30]
        #expect(ProcessTree.descendants(of: 10, parents: parents) == [11, 12, 13])
        #expect(ProcessTree.descendants(of: 30, parents: parents) == [31])
        #expect(ProcessTree.descendants(of: 99, parents: parents).isEmpty)
    }
}
