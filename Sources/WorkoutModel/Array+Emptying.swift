extension Array {
    /// Empties the array and keeps its storage for what comes next, removing the last element
    /// until none is left. For the few elements a point holds (a location, a handful of
    /// values) this takes a fraction of what `removeAll(keepingCapacity: true)` does, which
    /// goes through `replaceSubrange` whatever the count: the point passes empty their arrays
    /// once a point.
    @inlinable
    package mutating func removeAllKeepingStorage() {
        while popLast() != nil {}
    }
}
