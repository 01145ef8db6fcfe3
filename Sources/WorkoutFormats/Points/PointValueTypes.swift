import WorkoutModel

/// The sample types a ``TrackPointSource`` names its point values by: a source hands out
/// each value's type as its index in this list (a store's pass does, see `StoredPointValue`),
/// and the point column of each type is looked up once, here, so that a value is placed
/// (``PointGroup/add(_:ofType:)``) and counted (``IndexedPointCounter``)
/// without a type compared or hashed per value.
public struct PointValueTypes: Sendable {
    /// The types, in the order their indices name them.
    public let types: [QuantityType]
    /// The point column of each type (`nil`: no point holds its values), by index.
    let columns: [PointColumn?]

    /// The list of `types`, in that order; a type no point column holds stays in it, and a
    /// value of it is left out of the points (as a recording's timeline leaves it out).
    public init(_ types: [QuantityType]) {
        self.types = types
        columns = types.map(PointColumn.init)
    }
}
