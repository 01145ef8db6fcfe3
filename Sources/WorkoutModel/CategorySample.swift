import Foundation

/// A value from a short list over an interval of time (asleep from 23:10 to 23:55, an hour
/// stood, a mindful session), as HealthKit's `HKCategorySample`.
public struct CategorySample: Hashable, Sendable, Identifiable {
    public var uuid: UUID
    public var categoryType: CategoryType
    /// The raw value of the type's enumeration (``CategoryType/valueSet``); 0 for types whose
    /// value does not apply (`HKCategoryValueNotApplicable`).
    public var value: Int
    public var startDate: Date
    public var endDate: Date
    /// The writing app; `nil` when none is known.
    public var source: Source?
    public var device: Device?
    public var metadata: Metadata
    /// When the sample was saved to HealthKit (`creationDate`), when known; not part of
    /// ``contentDerivedUUID``, as ``QuantitySample/creationDate``.
    public var creationDate: Date?
    /// The version of the app that wrote the sample (`sourceVersion`), when known; not part
    /// of ``contentDerivedUUID``.
    public var sourceVersion: String?

    public var id: UUID { uuid }

    public init(
        uuid: UUID = UUIDGenerator.random(), type: CategoryType, value: Int, start: Date, end: Date,
        source: Source? = nil, device: Device? = nil, metadata: Metadata = [:],
        creationDate: Date? = nil, sourceVersion: String? = nil
    ) {
        self.uuid = uuid
        self.categoryType = type
        self.value = value
        self.startDate = start
        self.endDate = end
        self.source = source
        self.device = device
        self.metadata = metadata
        self.creationDate = creationDate
        self.sourceVersion = sourceVersion
    }

    /// A UUID derived from what the sample holds (type, value, dates, source, device,
    /// metadata), the same in every process, as ``QuantitySample/contentDerivedUUID``.
    public var contentDerivedUUID: UUID {
        var hasher = ContentHasher()
        hasher.add("category")
        hasher.add(categoryType.identifier)
        hasher.add(value)
        hasher.add(startDate)
        hasher.add(endDate)
        hasher.add(source?.name)
        hasher.add(source?.bundleIdentifier)
        hasher.add(device)
        hasher.add(metadata)
        return hasher.uuid
    }
}
