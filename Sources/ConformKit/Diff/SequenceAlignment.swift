/// Aligns two sequences of keys with Myers' O((N+M)·D) difference algorithm, in linear space: the
/// common prefix and suffix are matched first, then the middle is split at a "middle snake" and
/// each half aligned the same way. Transcripts run to thousands of lines, so no quadratic table.
enum SequenceAlignment {
    /// One step of an alignment, by index into the old and new sequences.
    enum Operation: Equatable {
        /// `old[old]` and `new[new]` have the same key.
        case same(old: Int, new: Int)
        /// `old[old]` has no counterpart.
        case removed(old: Int)
        /// `new[new]` has no counterpart.
        case added(new: Int)
    }

    /// How many diagonal steps the search may take before settling for a longer script; keeps a
    /// pathological pair (two long shuffles of the same lines) from taking seconds. Deterministic.
    static let defaultBudget = 10_000_000

    /// A shortest edit script turning `old` into `new` (within `budget`); within each run of
    /// changes, removals come before additions.
    static func align(_ old: [Int], _ new: [Int], budget: Int = defaultBudget) -> [Operation] {
        // Keys found on one side only can never be matched: leave them out of the search (as GNU
        // diff does), so two unrelated transcripts cost a scan, not (N+M)·D.
        let inNew = Set(new), inOld = Set(old)
        let oldKept = old.indices.filter { inNew.contains(old[$0]) }
        let newKept = new.indices.filter { inOld.contains(new[$0]) }
        var work = Work(a: oldKept.map { old[$0] }, b: newKept.map { new[$0] }, budget: budget)
        work.operations.reserveCapacity(max(oldKept.count, newKept.count) + 8)
        work.diff(0, oldKept.count, 0, newKept.count)
        if oldKept.count == old.count && newKept.count == new.count { return removalsFirst(work.operations) }

        var result: [Operation] = []
        result.reserveCapacity(max(old.count, new.count) + 8)
        var i = 0, j = 0
        /// Emits what lies before `toOld` and `toNew` on each side as removals and additions.
        func flush(old toOld: Int, new toNew: Int) {
            while i < toOld {
                result.append(.removed(old: i))
                i += 1
            }
            while j < toNew {
                result.append(.added(new: j))
                j += 1
            }
        }
        for operation in work.operations {
            switch operation {
            case .same(let a, let b):
                flush(old: oldKept[a], new: newKept[b])
                result.append(.same(old: i, new: j))
                i += 1
                j += 1
            case .removed(let a):
                flush(old: oldKept[a] + 1, new: j)
            case .added(let b):
                flush(old: i, new: newKept[b] + 1)
            }
        }
        flush(old: old.count, new: new.count)
        return removalsFirst(result)
    }

    /// The same script with each run of removals and additions reordered so removals come first.
    private static func removalsFirst(_ operations: [Operation]) -> [Operation] {
        var result: [Operation] = []
        result.reserveCapacity(operations.count)
        var added: [Operation] = []
        for operation in operations {
            switch operation {
            case .same:
                result.append(contentsOf: added)
                added.removeAll(keepingCapacity: true)
                result.append(operation)
            case .removed:
                result.append(operation)
            case .added:
                added.append(operation)
            }
        }
        result.append(contentsOf: added)
        return result
    }

    /// The sequences and the script being built.
    private struct Work {
        let a: [Int]
        let b: [Int]
        /// Diagonal steps left before the search stops looking for shorter scripts.
        var budget: Int
        var operations: [Operation] = []

        /// Aligns `a[aLo..<aHi]` with `b[bLo..<bHi]`, appending the script.
        mutating func diff(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) {
            var aLo = aLo, bLo = bLo
            while aLo < aHi && bLo < bHi && a[aLo] == b[bLo] {
                operations.append(.same(old: aLo, new: bLo))
                aLo += 1
                bLo += 1
            }
            var suffix = 0
            while aHi - suffix > aLo && bHi - suffix > bLo && a[aHi - suffix - 1] == b[bHi - suffix - 1] { suffix += 1 }
            let aEnd = aHi - suffix, bEnd = bHi - suffix
            if aLo == aEnd || bLo == bEnd {
                replace(aLo, aEnd, bLo, bEnd)
            } else if let (x, y) = bisect(aLo, aEnd, bLo, bEnd), (x, y) != (aLo, bLo), (x, y) != (aEnd, bEnd) {
                diff(aLo, x, bLo, y)
                diff(x, aEnd, y, bEnd)
            } else {
                replace(aLo, aEnd, bLo, bEnd)
            }
            for i in 0..<suffix { operations.append(.same(old: aEnd + i, new: bEnd + i)) }
        }

        /// Everything in the old range removed, everything in the new range added.
        private mutating func replace(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) {
            for i in aLo..<aHi { operations.append(.removed(old: i)) }
            for j in bLo..<bHi { operations.append(.added(new: j)) }
        }

        /// Where the middle snake of an optimal path crosses: a point (x, y) that splits the problem
        /// into two of about half the edit distance each; nil when the ranges share nothing.
        private mutating func bisect(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) -> (Int, Int)? {
            let n = aHi - aLo, m = bHi - bLo
            guard budget > 0 else { return nil }
            let maxD = (n + m + 1) / 2
            let offset = maxD
            let length = 2 * maxD + 2
            var forward = [Int](repeating: -1, count: length)
            var backward = forward
            forward[offset + 1] = 0
            backward[offset + 1] = 0
            let delta = n - m
            let checkOnForward = delta % 2 != 0
            var k1Start = 0, k1End = 0, k2Start = 0, k2End = 0
            for d in 0..<maxD {
                budget -= 2 * d + 2
                if budget <= 0 { return nil }
                var k1 = -d + k1Start
                while k1 <= d - k1End {
                    let k1Offset = offset + k1
                    var x1 =
                        (k1 == -d || (k1 != d && forward[k1Offset - 1] < forward[k1Offset + 1]))
                        ? forward[k1Offset + 1] : forward[k1Offset - 1] + 1
                    var y1 = x1 - k1
                    while x1 < n && y1 < m && a[aLo + x1] == b[bLo + y1] {
                        x1 += 1
                        y1 += 1
                    }
                    forward[k1Offset] = x1
                    if x1 > n {
                        k1End += 2
                    } else if y1 > m {
                        k1Start += 2
                    } else if checkOnForward {
                        let k2Offset = offset + delta - k1
                        if k2Offset >= 0 && k2Offset < length && backward[k2Offset] != -1 && x1 >= n - backward[k2Offset] {
                            return (aLo + x1, bLo + y1)
                        }
                    }
                    k1 += 2
                }
                var k2 = -d + k2Start
                while k2 <= d - k2End {
                    let k2Offset = offset + k2
                    var x2 =
                        (k2 == -d || (k2 != d && backward[k2Offset - 1] < backward[k2Offset + 1]))
                        ? backward[k2Offset + 1] : backward[k2Offset - 1] + 1
                    var y2 = x2 - k2
                    while x2 < n && y2 < m && a[aLo + n - x2 - 1] == b[bLo + m - y2 - 1] {
                        x2 += 1
                        y2 += 1
                    }
                    backward[k2Offset] = x2
                    if x2 > n {
                        k2End += 2
                    } else if y2 > m {
                        k2Start += 2
                    } else if !checkOnForward {
                        let k1Offset = offset + delta - k2
                        if k1Offset >= 0 && k1Offset < length && forward[k1Offset] != -1 {
                            let x1 = forward[k1Offset]
                            let y1 = offset + x1 - k1Offset
                            if x1 >= n - x2 { return (aLo + x1, bLo + y1) }
                        }
                    }
                    k2 += 2
                }
            }
            return nil
        }
    }
}
