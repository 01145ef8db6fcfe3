import Foundation
import WorkoutModel

/// What streamed points held, counted so that ``LossReport`` can name what a format
/// leaves out of them without the points themselves. One counter per column: counting a
/// point costs a few additions.
public struct PointTally: Sendable {
    /// Points with a position.
    public private(set) var locationCount = 0
    /// Points without a time (in a track that has times: see `TrackBuilder`), counted apart:
    /// none of the counts above holds them.
    public private(set) var untimedCount = 0
    /// The values of each type recorded by another device than the workout's (``PointBatch/valueDevices``).
    private(set) var deviceValueCounts: [QuantityType: Int] = [:]
    /// The values held by the points without a time that have a position (their locations'
    /// ``/WorkoutModel/Location/values``), by type: counted apart from the samples.
    private(set) var untimedValueCounts: [QuantityType: Int] = [:]
    /// Points that start a segment where no pause and resume can place the break
    /// (``TrackPoint/startsSegment``), timed or not.
    private(set) var segmentStartCount = 0
    /// The values at times several points share that only some of those points carry.
    private var sharedTimes = SharedTimeValues()
    private var altitudeCount = 0
    private var horizontalAccuracyCount = 0
    private var verticalAccuracyCount = 0
    private var locationSpeedCount = 0
    private var courseCount = 0
    /// How many samples of each type the points made (see ``TrackPoint/forEachSample(activityType:_:)``),
    /// in the order the types came: a handful, found by comparing types, which costs less
    /// than hashing one per stored value.
    private var typeCounts: [TypeCount] = []
    /// How many locations had a time with milliseconds.
    private var fractionalLocationCount = 0
    /// How many times with milliseconds had values and no location, by the types of their values.
    private var fractionalValueTimes: [Set<QuantityType>: Int] = [:]
    /// The resolutions of the format the tally is for, by column (see ``init(roundingAs:)``).
    private var resolutions: [PointResolution?] = []
    /// How many values of each column its resolution changes.
    private(set) var roundedCounts: [Int] = []
    /// How many values of each column are outside the range its resolution writes (not written).
    private(set) var droppedCounts: [Int] = []
    /// Whether the tally keeps ``legTypedValues`` (for a format that holds no multisport legs).
    private var keepsLegTypedValues = false
    /// The values of batches typed only at the workout's end (``PointBatch/typesSettleAtEnd``)
    /// whose type the legs settle, by time; empty unless the format holds no legs.
    private(set) var legTypedValues = LegTypedValues()
    /// Whether some points were of batches whose types settle at the end
    /// (``PointBatch/typesSettleAtEnd``): the types of their cadence, power and speed in
    /// ``sampleCounts`` are provisional.
    private(set) var hasProvisionalTypes = false

    public init() {}

    /// A tally that also counts the values a format of `capabilities` rounds to its resolution
    /// (its point resolutions: TCX's whole beats, FIT's scales) and, where the format holds no
    /// multisport legs, keeps what it needs to count the values read back as another type.
    public init(roundingAs capabilities: FormatCapabilities) {
        resolutions = capabilities.pointResolutions
        roundedCounts = Array(repeating: 0, count: resolutions.count)
        droppedCounts = roundedCounts
        keepsLegTypedValues = !capabilities.activities
    }

    /// Counts the values of `batch`'s points of the types its ``PointBatch/valueDevices`` name.
    private mutating func countDeviceValues(_ batch: PointBatch) {
        for point in batch.points {
            point.forEachSample(activityType: batch.activityType) { type, _ in
                if batch.valueDevices[type] != nil { deviceValueCounts[type, default: 0] += 1 }
            }
        }
    }

    public mutating func add(_ batch: PointBatch) {
        // A batch is of one workout, so of one activity: its samples are counted by
        // column, and the columns' counts become sample types' at the end.
        var columnCounts = [Int](repeating: 0, count: PointColumn.allCases.count)
        // Points that bring only extra values (``PointBatch/extraValues``) are no points of
        // the whole recording: its extra series are samples.
        let mayBringOnlyExtraValues = batch.extraValues != nil
        let keepsLegTypes = keepsLegTypedValues && batch.typesSettleAtEnd
        if batch.typesSettleAtEnd { hasProvisionalTypes = true }
        let onFoot = PointColumn.isOnFoot(batch.activityType)
        if !batch.valueDevices.isEmpty { countDeviceValues(batch) }
        for point in batch.points {
            if point.startsSegment { segmentStartCount += 1 }
            // A point without a time is kept whole or named whole (``untimedCount``); the
            // values of one with a position are its location's (``untimedValueCounts``).
            guard let time = point.time else {
                untimedCount += 1
                if point.hasPosition {
                    PointColumn.forEach { column in
                        if point.sampleValue(column) != nil { untimedValueCounts[column.quantityType(onFoot: onFoot), default: 0] += 1 }
                    }
                }
                continue
            }
            if mayBringOnlyExtraValues, !point.leavesTrace { continue }
            sharedTimes.add(time: time, hasPosition: point.hasPosition, values: PointValues(point))
            if keepsLegTypes { legTypedValues.add(point, at: time) }
            if LossReport.hasFraction(time) { countFraction(of: point, onFoot: onFoot) }
            if !resolutions.isEmpty {
                PointColumn.forEach { column in countRounding(column, point[column]) }
            }
            if point.hasPosition {
                locationCount += 1
                if point.altitude != nil { altitudeCount += 1 }
                if point.horizontalAccuracy != nil { horizontalAccuracyCount += 1 }
                if point.verticalAccuracy != nil { verticalAccuracyCount += 1 }
                if point.speed != nil { locationSpeedCount += 1 }
                if point.course != nil { courseCount += 1 }
            }
            PointColumn.forEach { column in
                if point.sampleValue(column) != nil { columnCounts[column.rawValue] += 1 }
            }
        }
        for column in PointColumn.allCases where columnCounts[column.rawValue] > 0 {
            typeCounts[slot(of: column.quantityType(onFoot: onFoot))].count += columnCounts[column.rawValue]
        }
    }

    /// Counts the time with milliseconds of a streamed point, for a format that keeps whole
    /// seconds: as a location's, or, for a point without a position, as the time of its values
    /// (as an ``IndexedPointCounter`` counts a stored point's).
    private mutating func countFraction(of point: TrackPoint, onFoot: Bool) {
        guard !point.hasPosition else {
            fractionalLocationCount += 1
            return
        }
        var types = Set<QuantityType>()
        PointColumn.forEach { column in
            if point.sampleValue(column) != nil { types.insert(column.quantityType(onFoot: onFoot)) }
        }
        if !types.isEmpty { fractionalValueTimes[types, default: 0] += 1 }
    }

    /// Counts stored locations (points with a position) and returns how many have a time;
    /// one without a time is counted apart (``untimedCount``), and so are the values it holds
    /// (`untimedValueCounts`). Each field is read in place (a copy of a location costs more
    /// than counting it).
    mutating func add(_ locations: [Location]) -> Int {
        var timed = 0
        for index in locations.indices {
            if locations[index].startsSegment { segmentStartCount += 1 }
            guard locations[index].hasTime else {
                untimedCount += 1
                for value in locations[index].values { untimedValueCounts[value.quantityType, default: 0] += 1 }
                continue
            }
            timed += 1
            if !resolutions.isEmpty {
                countRounding(.altitude, locations[index].altitude)
                countRounding(.speed, locations[index].speed)
            }
            if locations[index].altitude != nil { altitudeCount += 1 }
            if locations[index].horizontalAccuracy != nil { horizontalAccuracyCount += 1 }
            if locations[index].verticalAccuracy != nil { verticalAccuracyCount += 1 }
            if locations[index].speed != nil { locationSpeedCount += 1 }
            if locations[index].course != nil { courseCount += 1 }
        }
        locationCount += timed
        return timed
    }

    /// Counts `count` stored samples of `type`, `withMetadata` of them with metadata of their
    /// own (a workout written from a ``RecordingContentSource``, counted by the store, or the
    /// point values of a ``TrackPointSource``, counted as they were handed out).
    public mutating func add(samplesOf type: QuantityType, count: Int, withMetadata: Int) {
        let slot = slot(of: type)
        typeCounts[slot].count += count
        typeCounts[slot].withMetadata += withMetadata
    }

    /// Counts `count` values of `type` recorded by another device than the workout's (a stored
    /// workout's values whose series name their device), as ``PointBatch/valueDevices`` does
    /// for a batch's.
    mutating func add(deviceValuesOf type: QuantityType, count: Int) {
        deviceValueCounts[type, default: 0] += count
    }

    /// Counts a stored point value, `value` of the type at `index` in `types` (in the type's
    /// unit), as rounded where the format's resolution of its column changes it.
    mutating func countRounding(_ value: Double, ofTypeAt index: Int, of types: PointValueTypes) {
        if !resolutions.isEmpty, let column = types.columns[index] { countRounding(column, value) }
    }

    /// Counts `value` as rounded where the format's resolution of `column` changes it, and as
    /// dropped where it is outside the values the resolution writes.
    private mutating func countRounding(_ column: PointColumn, _ value: Double?) {
        guard let value, let resolution = resolutions[column.rawValue] else { return }
        if resolution.changes(value) {
            roundedCounts[column.rawValue] += 1
        } else if resolution.drops(value) {
            droppedCounts[column.rawValue] += 1
        }
    }

    /// The count of one sample type.
    private struct TypeCount: Sendable {
        let type: QuantityType
        var count = 0
        /// How many of the samples had metadata of their own (only stored points tell).
        var withMetadata = 0
    }

    /// The place of `type`'s count, added when it is the first of its type.
    private mutating func slot(of type: QuantityType) -> Int {
        if let slot = typeCounts.firstIndex(where: { $0.type == type }) { return slot }
        typeCounts.append(TypeCount(type: type))
        return typeCounts.count - 1
    }

    /// Counts the time of stored points (an ``IndexedPointCounter``'s), for a format that keeps
    /// whole seconds and for the values at times several points share: its locations with a
    /// time and its values by column are every point at this time (times come in order).
    mutating func add(_ point: PointTime) {
        if point.locationCount > 0 { sharedTimes.add(locations: point.locationCount, at: point.time) }
        PointColumn.forEach { column in
            let count = point.columnCounts[column.rawValue]
            if count > 0 { sharedTimes.add(samples: count, at: point.time, column: column) }
        }
        guard point.isFractional else { return }
        fractionalLocationCount += point.locationCount
        if point.collectsTypes, !point.fractionalTypes.isEmpty { fractionalValueTimes[point.fractionalTypes, default: 0] += 1 }
    }

    /// How many point times have milliseconds that a whole-second format drops: the
    /// locations', and the times of values of types `kept` holds (all when `nil`) without a location.
    func fractionalTimeCount(keeping kept: Set<QuantityType>?) -> Int {
        fractionalValueTimes.reduce(fractionalLocationCount) { total, entry in
            total + (kept.map { kept in entry.key.contains(where: kept.contains) } ?? true ? entry.value : 0)
        }
    }

    /// How many values came at times several points share, on only some of those points: a
    /// writer may give them to another point of their time (see ``SharedTimeValues``).
    var sharedTimeValueCount: Int { finishedSharedTimes.count }

    /// The values that go to points without a position, by point column (see
    /// ``SharedTimeValues/withoutPosition``).
    var withoutPositionCounts: PointColumnCounts { finishedSharedTimes.withoutPosition }

    /// The shared times counted so far, the last time ended.
    private var finishedSharedTimes: SharedTimeValues {
        var counted = sharedTimes
        counted.finish()
        return counted
    }

    /// How many samples of each type that `kept` holds (all when `nil`), or of an extra
    /// series when `extraSeries` (the format keeps them), had metadata of their own.
    func metadataCount(keeping kept: Set<QuantityType>?, extraSeries: Bool) -> Int {
        typeCounts.reduce(0) { total, entry in
            let isKept = kept?.contains(entry.type) ?? true || (extraSeries && ExtraSeries.contains(entry.type))
            return total + (isKept ? entry.withMetadata : 0)
        }
    }

    /// How many points with a position had each location field; fields none had are absent.
    public var locationFieldCounts: [FormatCapabilities.LocationField: Int] {
        Dictionary(uniqueKeysWithValues: [
            (.altitude, altitudeCount), (.horizontalAccuracy, horizontalAccuracyCount),
            (.verticalAccuracy, verticalAccuracyCount), (.speed, locationSpeedCount), (.course, courseCount),
        ].filter { $0.1 > 0 })
    }

    /// How many samples of each type the points make; types they make none of are absent.
    public var sampleCounts: [QuantityType: Int] {
        Dictionary(uniqueKeysWithValues: typeCounts.map { ($0.type, $0.count) })
    }
}
