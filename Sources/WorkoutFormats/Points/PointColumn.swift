import WorkoutModel

/// A value a track point carries besides its time and position, and the sample type its
/// values are in a recording: the one table between point columns and quantity types.
///
/// Readers turn points into samples through it (``TrackPoint/forEachSample(activityType:_:)``),
/// writers turn samples back into point values through it (``PointValues``) and name the
/// sample types they keep by the columns they write (``quantityTypes(of:)``), and
/// ``PointTally`` counts by it. A new column is a case here: the switches below, and
/// ``TrackPoint``'s and ``PointValues``' subscripts, then ask for its types and its value.
/// A count per ``PointColumn`` (by its `rawValue`) in fixed storage: no heap, no uniqueness
/// check per count. Nine: the columns' number (``PointColumn/forEach(_:)`` names them).
typealias PointColumnCounts = InlineArray<9, Int>

enum PointColumn: Int, CaseIterable, Sendable {
    // In the order a point's samples are made.
    case heartRate, cadence, power, ambientTemperature, waterTemperature, depth, distance
    /// A sample only for a point without a position; with one, it is the location's speed.
    case speed
    /// A sample only for a point without a position; with one, it is the location's altitude.
    case altitude

    /// Calls `body` with every column, in case order. Spelled out (not a loop over
    /// ``allCases``) so that, inlined, each call has its column as a constant and the
    /// per-point code is the field-by-field code it replaces.
    @inline(__always)
    static func forEach(_ body: (PointColumn) throws -> Void) rethrows {
        try body(.heartRate)
        try body(.cadence)
        try body(.power)
        try body(.ambientTemperature)
        try body(.waterTemperature)
        try body(.depth)
        try body(.distance)
        try body(.speed)
        try body(.altitude)
    }

    /// The sample type of the column's values in a workout on foot (running, walking ...)
    /// and in any other (cycling's types).
    @inline(__always)
    private var types: (onFoot: QuantityType, otherwise: QuantityType) {
        switch self {
        case .heartRate: return (.heartRate, .heartRate)
        case .cadence: return (.runningCadence, .cyclingCadence)
        case .power: return (.runningPower, .cyclingPower)
        case .ambientTemperature: return (.ambientTemperature, .ambientTemperature)
        case .waterTemperature: return (.waterTemperature, .waterTemperature)
        case .depth: return (.underwaterDepth, .underwaterDepth)
        case .distance: return (.distanceFromStart, .distanceFromStart)
        case .speed: return (.runningSpeed, .cyclingSpeed)
        case .altitude: return (.altitude, .altitude)
        }
    }

    /// The location field the column's value is when the point has a position (it then
    /// makes no sample), `nil` for a column that is always a sample.
    @inline(__always)
    var locationField: FormatCapabilities.LocationField? {
        switch self {
        case .speed: return .speed
        case .altitude: return .altitude
        case .heartRate, .cadence, .power, .ambientTemperature, .waterTemperature, .depth, .distance: return nil
        }
    }

    /// The sample type of the column's values; `onFoot` from ``isOnFoot(_:)``.
    @inline(__always)
    func quantityType(onFoot: Bool) -> QuantityType {
        onFoot ? types.onFoot : types.otherwise
    }

    /// Whether cadence, power and speed are running ones in a workout of this type (else cycling ones).
    static func isOnFoot(_ activityType: WorkoutActivityType) -> Bool {
        footActivities.contains(activityType)
    }

    private static let footActivities: Set<WorkoutActivityType> = [
        .running, .walking, .hiking, .trackAndField, .wheelchairRunPace, .wheelchairWalkPace,
    ]

    /// The column's name in words: `heart rate`.
    var name: String {
        switch self {
        case .heartRate: return "heart rate"
        case .cadence: return "cadence"
        case .power: return "power"
        case .ambientTemperature: return "temperature"
        case .waterTemperature: return "water temperature"
        case .depth: return "depth"
        case .distance: return "distance"
        case .speed: return "speed"
        case .altitude: return "altitude"
        }
    }

    /// The column whose values samples of `type` are, `nil` for a type no point holds.
    init?(_ type: QuantityType) {
        guard let column = Self.byQuantityType[type] else { return nil }
        self = column
    }

    private static let byQuantityType: [QuantityType: PointColumn] = Dictionary(
        uniqueKeysWithValues: allCases.flatMap { column in quantityTypes(of: [column]).map { ($0, column) } })

    /// The sample types of `columns`' values, on foot and otherwise: what a writer that
    /// writes those columns keeps.
    static func quantityTypes(of columns: [PointColumn]) -> Set<QuantityType> {
        Set(columns.flatMap { [$0.types.onFoot, $0.types.otherwise] })
    }
}
