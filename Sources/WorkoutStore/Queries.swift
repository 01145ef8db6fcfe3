import Foundation
import WorkoutModel

/// How a saved recording's sync version is checked against the stored one of the
/// same source and sync identifier.
public enum SyncVersioning: Sendable {
    /// The recording's `syncVersion` must be higher than the stored one to replace it.
    /// The same content is reported `unchanged`; other content with an equal or lower
    /// version is refused with ``StoreError/syncVersionNotHigher(syncIdentifier:stored:given:)``.
    case explicit
    /// For readers of files that carry no versions: the same content is `unchanged`;
    /// other content is saved as the stored version + 1 and reported `replaced`.
    case nextVersionOnChange
}

/// What saving one recording did.
public struct SaveOutcome: Sendable, Equatable {
    public enum Status: String, Sendable {
        /// The recording was new to the store.
        case imported
        /// The store already held the same content; nothing changed.
        case unchanged
        /// The recording replaced an earlier version (``SaveOutcome/replacedUUID``).
        case replaced
    }

    /// The UUID of the workout now in the store for this recording.
    public var uuid: UUID
    public var status: Status
    /// The UUID of the workout that was replaced, for ``Status/replaced``.
    public var replacedUUID: UUID?

    public init(uuid: UUID, status: Status, replacedUUID: UUID? = nil) {
        self.uuid = uuid
        self.status = status
        self.replacedUUID = replacedUUID
    }
}

/// Which workouts ``WorkoutStore/workouts(_:)`` lists. Every criterion is optional.
public struct WorkoutQuery: Sendable {
    public var activityType: WorkoutActivityType?
    /// Workouts starting at or after this date.
    public var since: Date?
    /// Workouts starting before this date.
    public var until: Date?
    public var uuids: [UUID]?
    /// The name of the workouts' source.
    public var source: String?
    public var limit: Int?

    public init(
        activityType: WorkoutActivityType? = nil, since: Date? = nil, until: Date? = nil,
        uuids: [UUID]? = nil, source: String? = nil, limit: Int? = nil
    ) {
        self.activityType = activityType
        self.since = since
        self.until = until
        self.uuids = uuids
        self.source = source
        self.limit = limit
    }
}

/// A saved workout (with its events and activities) and how much is attached to it.
public struct WorkoutSummary: Sendable {
    public var workout: Workout
    public var sampleCount: Int
    public var routeLocationCount: Int
    public var heartRateCount: Int

    public init(workout: Workout, sampleCount: Int, routeLocationCount: Int, heartRateCount: Int) {
        self.workout = workout
        self.sampleCount = sampleCount
        self.routeLocationCount = routeLocationCount
        self.heartRateCount = heartRateCount
    }
}

/// How a sample's quantity is compared in ``SamplePredicate/quantity(_:_:)``.
public enum QuantityComparison: Sendable {
    case lessThan, lessThanOrEqual, equal, greaterThanOrEqual, greaterThan
}

/// Which objects a query matches, as HealthKit's sample predicates.
///
/// Predicates describe samples; for workouts and routes (anchored queries) each
/// case applies to the workout (a route's workout), and quantity comparisons match nothing.
public indirect enum SamplePredicate: Sendable {
    /// Objects in a date range, as HealthKit's `predicateForSamples(withStart:end:options:)`.
    /// Without `strictStart` an object matches when it ends at or after `start`; with it,
    /// when it starts at or after `start`. Without `strictEnd` an object matches when it
    /// starts before `end`; with it, when it ends at or before `end`.
    case date(start: Date?, end: Date?, strictStart: Bool, strictEnd: Bool)
    /// Objects of workouts of this activity type.
    case activityType(WorkoutActivityType)
    /// Objects written by the source of this name.
    case source(String)
    /// Objects recorded by the device of this name.
    case device(name: String)
    /// Objects attached to the workout with this UUID (the workout itself, for workouts).
    case workout(UUID)
    /// Objects whose metadata holds `key` with this value; `nil` matches any value of `key`.
    case metadata(key: String, equals: MetadataValue?)
    /// Samples whose quantity compares so with this quantity (converted to the type's unit).
    case quantity(QuantityComparison, Quantity)
    case and([SamplePredicate])
    case or([SamplePredicate])
    case not(SamplePredicate)
}

/// The order of ``SampleQuery`` results.
public enum SampleSort: Sendable {
    /// Earliest start first (the default); samples with equal starts in the order they were saved.
    case startAscending
    /// Latest start first.
    case startDescending
}

/// Samples of one type, as HealthKit's `HKSampleQuery`.
public struct SampleQuery: Sendable {
    public var type: QuantityType
    public var predicate: SamplePredicate?
    public var limit: Int?
    public var sort: SampleSort
    /// The source on whose behalf the query reads: its read authorization for `type` applies.
    public var reader: String?

    public init(
        type: QuantityType, predicate: SamplePredicate? = nil, limit: Int? = nil,
        sort: SampleSort = .startAscending, reader: String? = nil
    ) {
        self.type = type
        self.predicate = predicate
        self.limit = limit
        self.sort = sort
        self.reader = reader
    }
}

/// What changed since an anchor, as HealthKit's `HKAnchoredObjectQuery`.
public struct AnchoredObjectQuery: Sendable {
    /// The kind of object to report; `nil` reports every kind.
    public var filter: ObjectType?
    /// Restricts the added objects reported (deletions are reported whatever the predicate).
    public var predicate: SamplePredicate?
    /// The anchor a previous query returned; 0 for everything.
    public var anchor: Int
    /// At most this many changes; the returned anchor then continues from the last one.
    public var limit: Int?

    public init(filter: ObjectType? = nil, predicate: SamplePredicate? = nil, anchor: Int = 0, limit: Int? = nil) {
        self.filter = filter
        self.predicate = predicate
        self.anchor = anchor
        self.limit = limit
    }
}

/// One object added or deleted, with the anchor at which it happened.
public struct ObjectChange: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case workout, sample, route
        /// A category sample (an Apple Health category record).
        case categorySample
        /// A correlation (with its samples).
        case correlation
        /// An activity summary.
        case activitySummary
        /// A course (a planned route with no workout).
        case course
        /// A waypoint of a workout or a course.
        case waypoint
    }

    public var anchor: Int
    public var kind: Kind
    public var uuid: UUID
    public var objectType: ObjectType

    public init(anchor: Int, kind: Kind, uuid: UUID, objectType: ObjectType) {
        self.anchor = anchor
        self.kind = kind
        self.uuid = uuid
        self.objectType = objectType
    }
}

/// The answer to an ``AnchoredObjectQuery``: changes in anchor order and the anchor to ask from next.
public struct AnchoredObjectResult: Sendable {
    public var added: [ObjectChange]
    public var deleted: [ObjectChange]
    public var newAnchor: Int

    public init(added: [ObjectChange], deleted: [ObjectChange], newAnchor: Int) {
        self.added = added
        self.deleted = deleted
        self.newAnchor = newAnchor
    }
}
