/// A value measured at a route location that has no time (``Location/hasTime`` is `false`):
/// a heart rate, a cadence, a power, ... of a GPX `trkpt` without `<time>` among timed ones.
/// A sample needs a time, so such a value stays on its location
/// (``Location/values``), in its type's ``QuantityType/canonicalUnit``.
public struct LocationValue: Hashable, Sendable {
    /// The type of the value: ``QuantityType/heartRate``, ``QuantityType/cyclingCadence``, ...
    public var quantityType: QuantityType
    /// The value in ``quantityType``'s ``QuantityType/canonicalUnit``.
    public var value: Double

    public init(_ quantityType: QuantityType, _ value: Double) {
        self.quantityType = quantityType
        self.value = value
    }
}
