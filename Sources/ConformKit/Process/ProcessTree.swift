#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The processes an adapter started, found on Linux through `/proc`, so none outlives it — not even
/// one that left the adapter's process group with `setsid`, or whose parent exited. A process
/// belongs to an adapter when it descends from the adapter's process, or when its environment
/// carries the adapter's token (`CONFORM_ADAPTER_TOKEN`), which every descendant inherits unless
/// it clears its environment. Elsewhere the tree is not visible, and only the process group is
/// killed.
enum ProcessTree {
    /// The environment variable that marks every process of one adapter.
    static let tokenVariable = "CONFORM_ADAPTER_TOKEN"

    /// Whether the tree can be seen here.
    static var isAvailable: Bool { FileSystem.kind(of: "/proc/self/stat") != nil }

    /// Each live process's parent, by process id (zombies left out: they are already dead).
    static func parents() -> [Int32: Int32] {
        var parents: [Int32: Int32] = [:]
        for name in (try? FileSystem.contents(of: "/proc")) ?? [] {
            guard let first = name.utf8.first, first >= UInt8(ascii: "1"), first <= UInt8(ascii: "9"), let pid = Int32(name),
                let bytes = read("/proc/\(name)/stat", limit: 4096),
                let parent = parentField(bytes)
            else { continue }
            parents[pid] = parent
        }
        return parents
    }

    /// The parent in a `/proc/<pid>/stat` line — `pid (comm) state ppid …`, the command possibly
    /// holding spaces and parentheses, so read after the last `)` — or nil for a zombie.
    private static func parentField(_ bytes: [UInt8]) -> Int32? {
        guard let close = bytes.lastIndex(of: UInt8(ascii: ")")), close + 4 < bytes.count else { return nil }
        let state = bytes[close + 2]
        guard state != UInt8(ascii: "Z"), state != UInt8(ascii: "X") else { return nil }
        var value: Int32 = 0
        var index = close + 4
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            value = value &* 10 &+ Int32(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        return index > close + 4 ? value : nil
    }

    /// The live processes below `root` (not `root` itself), given each process's parent.
    static func descendants(of root: Int32, parents: [Int32: Int32]) -> [Int32] {
        var children: [Int32: [Int32]] = [:]
        for (pid, parent) in parents { children[parent, default: []].append(pid) }
        var found: [Int32] = []
        var queue = children[root] ?? []
        var seen: Set<Int32> = [root]
        while let pid = queue.popLast() {
            guard seen.insert(pid).inserted else { continue }
            found.append(pid)
            queue += children[pid] ?? []
        }
        return found.sorted()
    }

    /// The live processes, other than this one, whose environment carries `token` (only this
    /// user's processes can be read, and only they can be this program's adapters).
    static func carrying(token: String, among pids: some Sequence<Int32>) -> [Int32] {
        let marker = Array("\0\(tokenVariable)=\(token)\0".utf8)
        let me = getpid()
        return pids.filter { pid in
            guard pid != me, var environment = read("/proc/\(pid)/environ", limit: 1 << 20) else { return false }
            // The variables are NUL-separated: one before the first makes every one look alike.
            environment.insert(0, at: 0)
            environment.append(0)
            return contains(environment, marker)
        }.sorted()
    }

    /// Up to `limit` bytes of a `/proc` file, in one buffer and few calls: a scan reads hundreds of
    /// them, each reporting a size of 0. Nil when it cannot be opened (gone, or another user's).
    private static func read(_ path: String, limit: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var capacity = min(limit, 8192)
        while true {
            var failed = false
            let bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                while count < capacity, let base = buffer.baseAddress {
                    let n = systemRead(fd, base + count, capacity - count)
                    if n < 0 && errno == EINTR { continue }
                    if n < 0 { failed = true }
                    if n <= 0 { return }
                    count += n
                }
            }
            if failed { return nil }
            // Filled to the brim: there may be more. Read it again, whole, into a bigger buffer.
            guard bytes.count == capacity, capacity < limit else { return bytes }
            capacity = min(limit, capacity * 8)
            _ = lseek(fd, 0, SEEK_SET)
        }
    }

    /// Whether `needle` occurs in `haystack`: `memchr` to each candidate first byte, `memcmp` there.
    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, haystack.count >= needle.count else { return false }
        return haystack.withUnsafeBytes { hay in
            needle.withUnsafeBytes { pin in
                guard let base = hay.baseAddress, let pinBase = pin.baseAddress else { return false }
                var offset = 0
                let last = hay.count - pin.count
                while offset <= last {
                    guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                    let at = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(base + at, pinBase, pin.count) == 0 { return true }
                    offset = at + 1
                }
                return false
            }
        }
    }

    /// Kills with SIGKILL everything below `root` and everything carrying `token`, again and again
    /// until none is left, so a process forking as it dies is caught too; bounded to about a
    /// second. `root` must be a live (or not yet reaped) process of the caller's: a reaped one's
    /// id may already name another process. `reap` reaps exited children as it goes (a subreaper's
    /// duty; never in a program whose children something else waits for). Returns how many it killed.
    @discardableResult
    static func kill(below root: Int32?, token: String?, reap: Bool = false) -> Int {
        guard isAvailable, root != nil || token != nil else { return 0 }
        var killed: Set<Int32> = []
        for round in 0..<200 {
            let parents = parents()
            var targets = root.map { descendants(of: $0, parents: parents) } ?? []
            if let token { targets += carrying(token: token, among: parents.keys) }
            let alive = Set(targets)
            // One more look after a quiet scan: a process caught between fork and exec may not
            // show its environment for an instant.
            if alive.isEmpty && round > 0 { break }
            if alive.isEmpty {
                usleep(2_000)
                continue
            }
            for pid in alive {
                signalProcess(pid, SIGKILL)
                killed.insert(pid)
            }
            if reap { reapAll() }
            if round > 0 { usleep(5_000) }
        }
        return killed.count
    }

    /// Reaps every child that has exited, without waiting: what a subreaper owes its orphans.
    static func reapAll() {
        var status: Int32 = 0
        while waitpid(-1, &status, WNOHANG) > 0 {}
    }
}

/// `kill(2)`, out of reach of `ProcessTree.kill`'s name inside the type.
private func signalProcess(_ pid: Int32, _ signal: Int32) {
    _ = kill(pid, signal)
}

/// `read(2)`, out of reach of `ProcessTree.read`'s name inside the type.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
    read(fd, buffer, count)
}
