import Foundation

extension WorkoutStore {
    /// Imports what `produce` hands out while it is still producing: `produce` runs on a
    /// thread of its own (reading a file, say), and the calling thread saves each item it
    /// emits with `save`, all in ONE ``importSession(_:)``. At most `queueCapacity` items wait
    /// between the two, so memory stays bounded however much is produced. Saved items are
    /// handed back to the producer's thread to be released there: freeing what a reader made
    /// (hundreds of thousands of samples and their strings) is then the reader's work, not
    /// the saving thread's.
    ///
    /// When `produce` throws, or `save` does, the other side stops (a producer blocked in, or
    /// next calling, `emit` gets an error back), this call waits for the producer's thread
    /// to end, and rethrows the first error: nothing is saved.
    public func importSession<Item>(
        queueCapacity: Int = 4,
        producing produce: @escaping (_ emit: (Item) throws -> Void) throws -> Void,
        save: (ImportSession, Item) throws -> Void
    ) throws {
        let handoff = Handoff<Item>(capacity: max(1, queueCapacity))
        let producer = Unchecked(produce)
        let thread = Thread { handoff.produce(with: producer.value) }
        // Readers recurse little, but a secondary thread's default stack is small.
        thread.stackSize = 8 << 20
        thread.start()
        defer { handoff.stopAndWaitForProducer() }
        try importSession { session in
            while let item = try handoff.next() {
                try save(session, item)
                handoff.release(item)
            }
        }
    }
}

/// A value handed to another thread by code that guarantees only one thread uses it at a time.
private struct Unchecked<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// A bounded queue from one producing thread to one consuming thread, which either side
/// can end with an error.
private final class Handoff<Item>: @unchecked Sendable {
    /// Thrown into the producer when the consumer stopped first.
    struct Stopped: Error {}

    private let condition = NSCondition()
    private let capacity: Int
    /// At most `capacity` items: taken from the front, which costs nothing at these sizes.
    private var items: [Item] = []
    /// Items saved, waiting to be released on the producer's thread (at most `capacity`
    /// and the one being saved: the producer takes them whenever it queues an item).
    private var saved: [Item] = []
    private var producerEnded = false
    private var producerError: Error?
    private var stopped = false

    init(capacity: Int) { self.capacity = capacity }

    /// Runs on the producer's thread: calls `produce`, queues what it emits, then records how it ended.
    func produce(with produce: (_ emit: (Item) throws -> Void) throws -> Void) {
        var failure: Error?
        do {
            try produce { item in try self.put(item) }
        } catch {
            failure = error
        }
        condition.lock()
        producerEnded = true
        producerError = failure
        condition.broadcast()
        condition.unlock()
    }

    private func put(_ item: Item) throws {
        // The items the consumer has saved are released here, on this thread, outside the lock.
        _ = try enqueue(item)
    }

    /// Queues `item`; returns the saved items handed back since the last call.
    private func enqueue(_ item: Item) throws -> [Item] {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && items.count >= capacity { condition.wait() }
        if stopped { throw Stopped() }
        items.append(item)
        var released: [Item] = []
        swap(&released, &saved)
        condition.broadcast()
        return released
    }

    /// Runs on the consumer's thread: hands a saved item back, to be released by the producer.
    func release(_ item: consuming Item) {
        condition.lock()
        defer { condition.unlock() }
        guard !producerEnded else { return }
        saved.append(item)
    }

    /// The next item, waiting for it; `nil` once the producer has finished; the producer's error as soon as it failed.
    func next() throws -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !producerEnded { condition.wait() }
        if let producerError { throw producerError }
        guard !items.isEmpty else { return nil }
        let item = items.removeFirst()
        condition.broadcast()
        return item
    }

    /// Tells the producer to stop, drops what is queued, and waits until its thread is done.
    func stopAndWaitForProducer() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        items.removeAll()
        condition.broadcast()
        while !producerEnded { condition.wait() }
    }
}
