import Foundation

/// What a reader thread hands over from an adapter's stdout.
enum LineItem: Sendable {
    /// One complete line, without its newline (and without a trailing carriage return).
    case line([UInt8])
    /// A line grew past the limit before its newline arrived; reading stopped there.
    case oversized(limit: Int)
    /// The adapter closed its stdout (it exited, usually).
    case end
}

/// A bounded, blocking hand-over of lines from one reader thread to one requester, with deadlines.
///
/// When the requester falls behind (or no request is open), the reader blocks once the queue holds
/// `capacity` lines or `maxBytes` bytes, the pipe fills and the adapter waits: memory stays bounded
/// however much an adapter writes.
final class LineQueue: @unchecked Sendable {
    // @unchecked: every stored property is read and written only while `condition` is locked.
    private let condition = NSCondition()
    /// Lines handed over; those before `head` were read.
    private var items: [LineItem] = []
    /// The index of the next unread item.
    private var head = 0
    /// Whether the queue was closed.
    private var closed = false
    /// How many bytes the unread lines hold.
    private var bytes = 0
    /// The most unread items.
    private let capacity = 1024
    /// The most unread bytes (one line is always let through, however long).
    private let maxBytes = 8 << 20

    /// The bytes `item` holds.
    private static func size(_ item: LineItem) -> Int {
        if case .line(let line) = item { return line.count }
        return 0
    }

    /// Adds `item`, waiting while the queue is full; false once the queue was closed.
    @discardableResult
    func push(_ item: LineItem) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while !closed && head < items.count && (items.count - head >= capacity || bytes >= maxBytes) { condition.wait() }
        guard !closed else { return false }
        items.append(item)
        bytes += Self.size(item)
        condition.broadcast()
        return true
    }

    /// The next item, waiting until `deadline`; nil when the deadline passed (or the queue was
    /// closed) with nothing to read.
    func pop(until deadline: Date) -> LineItem? {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count {
            if closed { return nil }
            if !condition.wait(until: deadline) && head == items.count { return nil }
        }
        let item = items[head]
        head += 1
        bytes -= Self.size(item)
        if head >= 256 && head * 2 >= items.count {
            items.removeFirst(head)
            head = 0
        }
        condition.broadcast()
        return item
    }

    /// Wakes every waiter; later pushes are refused and pops return what is left, then nil.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        condition.unlock()
    }
}
