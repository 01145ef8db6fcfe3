import Foundation

/// Quantity samples that belong together (a blood pressure reading is a systolic and a
/// diastolic sample; a meal, its nutrients), as HealthKit's `HKCorrelation`.
public struct Correlation: Hashable, Sendable, Identifiable {
    public var uuid: UUID
    /// The correlation type's raw identifier, for example `HKCorrelationTypeIdentifierBloodPressure`.
    public var correlationType: String
    public var startDate: Date
    public var endDate: Date
    /// The quantity samples the correlation holds, in the order they were given.
    public var objects: [QuantitySample]
    public var source: Source?
    public var device: Device?
    public var metadata: Metadata
    /// When the correlation was saved to HealthKit (`creationDate`), when known; not part of
    /// ``contentDerivedUUID``, as ``QuantitySample/creationDate``.
    public var creationDate: Date?
    /// The version of the app that wrote the correlation (`sourceVersion`), when known; not
    /// part of ``contentDerivedUUID``.
    public var sourceVersion: String?

    public var id: UUID { uuid }

    public init(
        uuid: UUID = UUIDGenerator.random(), type: String, start: Date, end: Date, objects: [QuantitySample],
        source: Source? = nil, device: Device? = nil, metadata: Metadata = [:],
        creationDate: Date? = nil, sourceVersion: String? = nil
    ) {
        self.uuid = uuid
        self.correlationType = type
        self.startDate = start
        self.endDate = end
        self.objects = objects
        self.source = source
        self.device = device
        self.metadata = metadata
        self.creationDate = creationDate
        self.sourceVersion = sourceVersion
    }

    /// A UUID derived from what the correlation holds (type, dates, source, device,
    /// metadata and its samples' UUIDs), the same in every process.
    public var contentDerivedUUID: UUID {
        var hasher = ContentHasher()
        hasher.add("correlation")
        hasher.add(correlationType)
        hasher.add(startDate)
        hasher.add(endDate)
        hasher.add(source?.name)
        hasher.add(source?.bundleIdentifier)
        hasher.add(device)
        hasher.add(metadata)
        for object in objects { hasher.add(object.uuid.uuidString) }
        return hasher.uuid
    }
}
