import Foundation
import WorkoutModel

/// Counts, for the loss report, points whose values a ``TrackPointSource`` names by type
/// index (a store's pass: see ``PointValueTypes``), a time at a time as the source gathers
/// them: ``start(_:locations:)`` with the locations at a time, then ``add(_:ofTypeAt:hasMetadata:recordedByOtherDevice:)``
/// with each value at it; ``tally`` is what the points counted so far hold.
///
/// A value costs a few additions by its type's index: no type is compared or hashed, and no
/// list of a time's values is kept. A time's values are counted by point column, the types
/// of its values named only where a whole-second format needs them (a time with
/// milliseconds and no location).
public struct IndexedPointCounter {
    private let types: PointValueTypes
    private var pointTally: PointTally
    /// Whether the format rounds point values to a resolution (``PointTally/countRounding(_:ofTypeAt:of:)``).
    private let countsRounding: Bool
    /// By type index: values, values with metadata, values recorded by another device than
    /// the workout's.
    private var typeCounts: [TypeCount]
    /// The points at the time started last, counted into ``pointTally`` when the next starts.
    private var time = PointTime()

    /// A counter of points whose values are named by their index in `types`, for a format of
    /// `capabilities` (its resolutions are counted).
    public init(_ types: PointValueTypes, roundingAs capabilities: FormatCapabilities) {
        self.types = types
        pointTally = PointTally(roundingAs: capabilities)
        countsRounding = !capabilities.pointResolutions.isEmpty
        typeCounts = Array(repeating: TypeCount(), count: types.types.count)
    }

    /// Starts the points at `time` (times come in order): `locations` are its locations;
    /// one without a time sits at its neighbour's time and is counted apart.
    public mutating func start(_ time: Date, locations: [Location]) {
        if self.time.isStarted { pointTally.add(self.time) }
        let timedLocations = pointTally.add(locations)
        self.time.start(time, locationCount: timedLocations)
    }

    /// Counts a value at the time started last: `value` of the type at `index` (in the
    /// type's unit; `nil` when it did not convert to it), with metadata of its own or not,
    /// recorded by another device than the workout's or not.
    public mutating func add(_ value: Double?, ofTypeAt index: Int, hasMetadata: Bool, recordedByOtherDevice: Bool) {
        typeCounts[index].add(hasMetadata: hasMetadata, recordedByOtherDevice: recordedByOtherDevice)
        if countsRounding, let value { pointTally.countRounding(value, ofTypeAt: index, of: types) }
        guard let column = types.columns[index] else { return }
        time.columnCounts[column.rawValue] += 1
        if time.collectsTypes { time.fractionalTypes.insert(types.types[index]) }
    }

    /// What the points counted so far hold.
    public var tally: PointTally {
        var tally = pointTally
        if time.isStarted { tally.add(time) }
        for (index, count) in typeCounts.enumerated() where count.values > 0 {
            tally.add(samplesOf: types.types[index], count: count.values, withMetadata: count.withMetadata)
            if count.withDevice > 0 { tally.add(deviceValuesOf: types.types[index], count: count.withDevice) }
        }
        return tally
    }

    /// The values of one type index.
    private struct TypeCount {
        var values = 0
        var withMetadata = 0
        var withDevice = 0

        mutating func add(hasMetadata: Bool, recordedByOtherDevice: Bool) {
            values += 1
            if hasMetadata { withMetadata += 1 }
            if recordedByOtherDevice { withDevice += 1 }
        }
    }
}

/// The points at one time of an ``IndexedPointCounter``: how many locations with a time, how
/// many values of each point column, and whether the time has milliseconds. Kept in place
/// from one time to the next (a time's counts start again at zero).
struct PointTime {
    private(set) var isStarted = false
    private(set) var time = Date(timeIntervalSinceReferenceDate: 0)
    private(set) var locationCount = 0
    /// Values by point column (``PointColumn/rawValue``).
    var columnCounts = PointColumnCounts(repeating: 0)
    private(set) var isFractional = false
    /// Whether ``fractionalTypes`` is kept: the time has milliseconds and no location, so a
    /// whole-second format counts it by the types of its values.
    private(set) var collectsTypes = false
    /// The types of the values that have a point column, when ``collectsTypes``; else empty.
    var fractionalTypes: Set<QuantityType> = []

    /// Starts counting the points at `time`, `locationCount` of them with a position.
    mutating func start(_ time: Date, locationCount: Int) {
        assert(PointColumn.allCases.count == columnCounts.count, "PointColumnCounts holds a count per point column")
        isStarted = true
        self.time = time
        self.locationCount = locationCount
        columnCounts = PointColumnCounts(repeating: 0)
        isFractional = LossReport.hasFraction(time)
        collectsTypes = isFractional && locationCount == 0
        if !fractionalTypes.isEmpty { fractionalTypes.removeAll() }
    }
}
