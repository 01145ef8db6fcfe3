import Foundation

/// One pass over a stored workout's point values a stretch of time at a time
/// (``StoredWorkoutReader/startStretchPass()``), each stretch's values in the order they were
/// saved. It reads one cursor a type, each going forward through its type's values in saved
/// order, and hands out, of each type's next value in the stretch, the one saved first: where
/// each type's values go forward in time (``isTimeOrdered``), a stretch's values are then all
/// the values saved in its time, in saved order, though the values of all types together go
/// back in time as saved (a merge saves the series it takes after the others'), and the
/// workout is read once over all the stretches.
public final class StoredStretchValuePass {
    private var cursors: [StoredValueCursor]
    /// The cursor whose value the last ``next(while:)`` moved to, moved on by the next call.
    private var moved: Int?
    /// The time of the value.
    public private(set) var time = Date(timeIntervalSinceReferenceDate: 0)
    /// The value.
    public private(set) var value = StoredPointValue(typeIndex: 0, value: nil, hasMetadata: false, deviceIndex: nil)
    /// Whether each type's values so far (and the next of the type last moved on) went forward in
    /// time: where one goes back, a stretch may not hold every value of its time.
    public private(set) var isTimeOrdered = true

    init(cursors: [StoredValueCursor]) throws {
        self.cursors = cursors
        for index in self.cursors.indices { try self.cursors[index].advance() }
    }

    /// Moves to the value saved first among each type's next value whose time (seconds since the
    /// reference date) `isInStretch` takes; `false` when no type's next value is in the stretch
    /// (where the next call, given the next stretch, goes on).
    public func next(while isInStretch: (Double) -> Bool) throws -> Bool {
        if let moved, let before = cursors[moved].current?.time {
            try cursors[moved].advance()
            if let after = cursors[moved].current?.time, after < before { isTimeOrdered = false }
        }
        moved = nil
        var first: Int?
        for index in cursors.indices {
            guard let current = cursors[index].current, isInStretch(current.time) else { continue }
            if first.map({ cursors[index].currentAnchor < cursors[$0].currentAnchor }) ?? true { first = index }
        }
        guard let first, let current = cursors[first].current else { return false }
        moved = first
        time = Date(stored: current.time)
        value = current.value
        return true
    }
}
