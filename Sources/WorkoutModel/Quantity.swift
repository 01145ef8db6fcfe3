/// An amount in a unit, like HealthKit's `HKQuantity`.
public struct Quantity: Hashable, Sendable, CustomStringConvertible {
    /// The number, in ``unit``.
    public var value: Double
    /// The unit ``value`` is in.
    public var unit: QuantityUnit

    public init(_ value: Double, _ unit: QuantityUnit) {
        self.value = value
        self.unit = unit
    }

    /// The amount expressed in `other`.
    ///
    /// - Throws: ``UnitError/incompatibleDimensions(from:to:)`` when `other` measures something else.
    public func doubleValue(for other: QuantityUnit) throws -> Double {
        try unit.convert(value, to: other)
    }

    /// Whether this quantity can be expressed in `other`.
    public func isCompatible(with other: QuantityUnit) -> Bool { unit.dimension == other.dimension }

    public var description: String { "\(value) \(unit.symbol)" }
}
