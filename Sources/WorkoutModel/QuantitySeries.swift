import Foundation

/// A run of values of one quantity type over time, held as two columns, as HealthKit's
/// quantity series sample (`HKQuantitySeriesSample`, `HKQuantitySeriesSampleBuilder`).
///
/// A recording's per-record values (heart rate, cadence, power, speed, altitude, ... of a
/// track point or a FIT `record`) are series: each value is instantaneous (it starts and
/// ends at its time), has no source, device or metadata of its own, and is in its type's
/// canonical unit. It costs 16 bytes (its time and its value), where a ``QuantitySample``
/// costs a UUID, a type, a unit and two dates. Values that span an interval (lap energy and
/// distance) or carry something of their own stay ``QuantitySample``s.
///
/// A value keeps an identity without storing one: value 0's UUID is the series' ``uuid``,
/// value *i*'s is ``UUIDGenerator/seriesValue(_:of:)`` of *i* and ``uuid``, as the store's
/// chunks derive theirs. ``sample(at:)`` gives a value as the sample it stands for.
public struct QuantitySeries: Hashable, Sendable, Identifiable {
    /// The series' identity, and the UUID of its first value.
    public var uuid: UUID
    public var quantityType: QuantityType
    /// The writing app; `nil` inside a ``WorkoutRecording`` means "the workout's source".
    public var source: Source?
    /// The recording device; `nil` inside a ``WorkoutRecording`` means "the workout's device".
    public var device: Device?
    /// What the series' values share (a developer field's name and units, say).
    public var metadata: Metadata
    /// Each value's time, in seconds since the reference date (`Date.timeIntervalSinceReferenceDate`,
    /// bit for bit), in the order added (not necessarily rising).
    public private(set) var times: [Double] = []
    /// Each value, in ``quantityType``'s canonical unit.
    public private(set) var values: [Double] = []

    public var id: UUID { uuid }

    /// An empty series.
    public init(uuid: UUID = UUIDGenerator.random(), type: QuantityType, source: Source? = nil,
                device: Device? = nil, metadata: Metadata = [:]) {
        self.uuid = uuid
        self.quantityType = type
        self.source = source
        self.device = device
        self.metadata = metadata
    }

    /// A series of `values` (in `type`'s canonical unit) at `times` (seconds since the reference date).
    ///
    /// - Precondition: `times` and `values` have the same count.
    public init(uuid: UUID = UUIDGenerator.random(), type: QuantityType, times: [Double], values: [Double],
                source: Source? = nil, device: Device? = nil, metadata: Metadata = [:]) {
        precondition(times.count == values.count, "a series needs a time for each value")
        self.init(uuid: uuid, type: type, source: source, device: device, metadata: metadata)
        self.times = times
        self.values = values
    }

    /// The number of values.
    public var count: Int { values.count }

    /// Whether the series has no source, device or metadata of its own: its values are
    /// simply its recording's.
    var isPlain: Bool { source == nil && device == nil && metadata.isEmpty }

    /// Whether the series holds no value.
    public var isEmpty: Bool { values.isEmpty }

    /// Adds a value (in the type's canonical unit) at `time`, after the others.
    public mutating func append(_ value: Double, at time: Date) {
        append(value, atStored: time.timeIntervalSinceReferenceDate)
    }

    /// Adds a value (in the type's canonical unit) at `time` seconds since the reference date.
    public mutating func append(_ value: Double, atStored time: Double) {
        times.append(time)
        values.append(value)
    }

    /// Makes room for `count` more values.
    public mutating func reserveCapacity(_ count: Int) {
        times.reserveCapacity(times.count + count)
        values.reserveCapacity(values.count + count)
    }

    /// The UUID of value `index`.
    public func valueUUID(at index: Int) -> UUID {
        UUIDGenerator.seriesValue(index, of: uuid)
    }

    /// Value `index` as the instantaneous sample it stands for: its derived UUID, the
    /// series' type, source, device and metadata, the value in the canonical unit.
    public func sample(at index: Int) -> QuantitySample {
        let date = Date(timeIntervalSinceReferenceDate: times[index])
        return QuantitySample(uuid: valueUUID(at: index), type: quantityType,
                              quantity: Quantity(values[index], quantityType.canonicalUnit),
                              start: date, end: date, source: source, device: device, metadata: metadata)
    }
}
