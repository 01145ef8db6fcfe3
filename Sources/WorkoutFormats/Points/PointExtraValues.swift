import WorkoutModel

/// The values of extra series (``ExtraSeries``: FIT developer fields) at a batch's points,
/// for a stream that takes them with the points (``RecordingStream/takesExtraValues``):
/// each point's values in the order its record gave them, each in its type's canonical
/// unit, as the samples of a whole recording would give them.
public struct PointExtraValues: Sendable {
    /// The series the values are of, by index (the reader's types so far; an index never
    /// changes its type within a workout, and two indexes may name one type).
    public var types: [QuantityType] = []
    /// The values' series, by value: indexes into ``PointExtraValues/types``.
    public private(set) var series: [Int32] = []
    public private(set) var values: [Double] = []
    /// By point of the batch: the end (in ``PointExtraValues/values``) of its values; they
    /// start where the previous point's end.
    public private(set) var ends: [Int32] = []

    public init() {}

    /// Adds a value to the point being made.
    public mutating func append(_ value: Double, series index: Int) {
        series.append(Int32(index))
        values.append(value)
    }

    /// Ends the point being made: the values added since the last point are its.
    public mutating func endPoint() {
        ends.append(Int32(values.count))
    }

    /// Empties the values, keeping ``PointExtraValues/types`` and the storage.
    public mutating func removeAll() {
        series.removeAll(keepingCapacity: true)
        values.removeAll(keepingCapacity: true)
        ends.removeAll(keepingCapacity: true)
    }

    /// The indexes in ``PointExtraValues/values`` of the values of the batch's point at `index`.
    public func range(ofPoint index: Int) -> Range<Int> {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }
}
