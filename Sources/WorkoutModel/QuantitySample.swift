import Foundation

/// One measured quantity over an interval of time, as HealthKit's `HKQuantitySample`.
///
/// Discrete samples (heart rate, power) are usually instantaneous
/// (`startDate == endDate`); cumulative samples (energy, distance) cover an
/// interval, such as a lap: they are the "interval samples" of a workout.
public struct QuantitySample: Hashable, Sendable, Identifiable {
    public var uuid: UUID
    public var quantityType: QuantityType
    public var quantity: Quantity
    public var startDate: Date
    public var endDate: Date
    /// The writing app; `nil` inside a ``WorkoutRecording`` means "the workout's source".
    public var source: Source?
    /// The recording device; `nil` inside a ``WorkoutRecording`` means "the workout's device".
    public var device: Device?
    public var metadata: Metadata
    /// When the sample was saved to HealthKit (an Apple Health export's `creationDate`),
    /// when known. Not part of ``contentDerivedUUID``: the same measurement saved again is
    /// the same sample.
    public var creationDate: Date?
    /// The version of the app that wrote the sample (an Apple Health export's
    /// `sourceVersion`, HealthKit's `HKSourceRevision.version`), when known. Not part of
    /// ``contentDerivedUUID``.
    public var sourceVersion: String?
    /// The beats a heart rate variability reading was measured from (an Apple Health
    /// export's `HeartRateVariabilityMetadataList`), when known. Not part of
    /// ``contentDerivedUUID``: a record read before they were kept is the same record.
    public var heartbeats: HeartbeatSeries?

    public var id: UUID { uuid }

    // Inlinable: readers make one per record (an Apple Health export, hundreds of
    // thousands), and called across modules the copy of its arguments cost about a
    // thousand instructions per record.
    @inlinable
    public init(
        uuid: UUID = UUIDGenerator.random(), type: QuantityType, quantity: Quantity, start: Date, end: Date,
        source: Source? = nil, device: Device? = nil, metadata: Metadata = [:],
        creationDate: Date? = nil, sourceVersion: String? = nil, heartbeats: HeartbeatSeries? = nil
    ) {
        self.uuid = uuid
        self.quantityType = type
        self.quantity = quantity
        self.startDate = start
        self.endDate = end
        self.source = source
        self.device = device
        self.metadata = metadata
        self.creationDate = creationDate
        self.sourceVersion = sourceVersion
        self.heartbeats = heartbeats
    }

    /// The sample's value in its type's canonical unit.
    ///
    /// - Throws: ``UnitError`` when the quantity's unit does not fit the type.
    public func canonicalValue() throws -> Double {
        try quantity.doubleValue(for: quantityType.canonicalUnit)
    }
}

extension QuantitySample {
    /// A UUID derived from what the sample holds (type, value and unit, dates, source and
    /// device names, metadata), the same in every process: for formats whose samples carry
    /// no identity of their own, so that importing the same file again finds the same samples.
    public var contentDerivedUUID: UUID {
        var hasher = ContentHasher()
        hasher.add(quantityType.identifier)
        hasher.add(quantity)
        hasher.add(startDate)
        hasher.add(endDate)
        withUnsafePointer(to: self) { hasher.addTail(of: $0) }
        return hasher.uuid
    }
}

extension ContentHasher {
    /// What ends a sample's ``QuantitySample/contentDerivedUUID``: its source, device and
    /// metadata (the same for runs of records of an export: see ``ContentDerivedUUIDs``), of
    /// the sample `sample` points to, read in place (a reader's record, passed by value from
    /// the batch that holds it, was copied whole).
    mutating func addTail(of sample: UnsafePointer<QuantitySample>) {
        add(sample.pointee.source?.name)
        add(sample.pointee.source?.bundleIdentifier)
        add(sample.pointee.device)
        add(sample.pointee.metadata)
    }
}
