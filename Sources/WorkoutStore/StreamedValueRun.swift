import Foundation

/// Values of a streamed recording added by their ``StreamedRecording/Feed/ValueType`` and not
/// yet stored: a run of them, in the order added. The feed stores a run at once
/// (`Feed.addRun()`), each stage (the checks, the types, the time order, the digest, the
/// chunks) going over the whole run, the chunks a type at a time
/// (``WorkoutSampleInserter/insertValues(_:knownTypes:counts:firstAnchor:)``), where each value on its
/// own went through a chain of calls.
///
/// The values are kept in storage allocated once for ``capacity`` of them: an array appended to
/// value by value checked for each that it was not shared, which cost more than the rest of the
/// appending. The run is a feed's alone (copies would share the storage).
struct StreamedValueRun {
    /// A feed stores its run once it holds this many values (or sooner: see `Feed.addRun()`),
    /// so that memory holds a few chunks' worth of values whatever the batches' size.
    static let capacity = 4096

    /// A value waiting: its type (``StreamedRecording/Feed/ValueType``'s index), value and time
    /// (seconds since the reference date).
    struct Value {
        var type: Int
        var value: Double
        var time: Double
    }

    /// Room for ``capacity`` values (plain values: nothing to release when it goes).
    private final class Storage: ManagedBuffer<Void, Value> {}

    private let storage = Storage.create(minimumCapacity: capacity) { _ in } as! Storage
    /// The anchor of the first value: value *i* takes `firstAnchor + i`.
    private(set) var firstAnchor: Int64 = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }
    var isFull: Bool { count == Self.capacity }

    /// Appends a value of type `type` (an index) at `seconds` that takes anchor `anchor`: the
    /// one after the last value's. The run must not be full.
    @inline(__always)
    mutating func append(_ value: Double, ofType type: Int, at seconds: Double, anchor: Int64) {
        assert(count < Self.capacity, "a streamed value run is full")
        if count == 0 { firstAnchor = anchor }
        storage.withUnsafeMutablePointerToElements { $0[count] = Value(type: type, value: value, time: seconds) }
        count += 1
    }

    /// Calls `body` with the values, in the order appended.
    func withValues<Result>(_ body: (UnsafeBufferPointer<Value>) throws -> Result) rethrows -> Result {
        try storage.withUnsafeMutablePointerToElements { try body(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// Empties the run.
    mutating func removeAll() {
        count = 0
    }
}
