import WorkoutModel

/// What a format can hold. A writer declares it, and ``LossReport`` compares it
/// with a recording to say what a conversion would leave out.
public struct FormatCapabilities: Sendable {
    /// The optional fields of a ``/WorkoutModel/Location``.
    public enum LocationField: String, Sendable, CaseIterable {
        case altitude, horizontalAccuracy, verticalAccuracy, speed, course
    }

    /// Whether one output can hold several workouts (FIT holds one).
    public var multipleWorkouts: Bool
    /// The event types kept.
    public var eventTypes: Set<WorkoutEvent.EventType>
    /// Whether event metadata (lap intensity, trigger, ...) is kept.
    public var eventMetadata: Bool
    /// Where ``eventMetadata``: the event metadata keys kept (``/WorkoutModel/LapMetadataKey``
    /// for TCX and FIT laps); `nil` means every key.
    public var eventMetadataKeys: Set<String>?
    /// Whether the legs of a multisport workout are kept.
    public var activities: Bool
    /// Whether the workout's total energy and distance are kept.
    public var totals: Bool
    /// Whether the recording device is kept.
    public var device: Bool
    /// Whether routes (locations) are kept.
    public var routes: Bool
    /// The optional location fields kept.
    public var locationFields: Set<LocationField>
    /// The sample types kept; `nil` means every type.
    public var sampleTypes: Set<QuantityType>?
    /// Whether sample and route metadata is kept.
    public var sampleMetadata: Bool
    /// The workout metadata keys kept; `nil` means every key.
    public var metadataKeys: Set<String>?
    /// Whether point and sample times are whole seconds (FIT records): milliseconds are rounded down.
    public var wholeSecondTimes: Bool
    /// Whether courses (planned routes with no workout) are kept; a writer that keeps them
    /// has sessions that are ``CourseWriting``.
    public var courses: Bool
    /// Whether a workout's waypoints are kept.
    public var waypoints: Bool
    /// Whether a course's name is kept (where ``courses``).
    public var courseNames: Bool
    /// Whether a course's waypoints are kept (where ``courses``).
    public var courseWaypoints: Bool
    /// The fields of a waypoint kept (of a workout's where ``waypoints``, of a course's where ``courses``).
    public var waypointFields: Set<WaypointField>
    /// The optional fields of a course point kept (where ``courses``).
    public var coursePointFields: Set<CoursePointField>
    /// Whether the values of extra series at points (``ExtraSeries``: FIT developer fields)
    /// are kept whatever their types, besides ``sampleTypes`` (the CSV point table's extra columns).
    public var extraSeries: Bool
    /// Where ``waypointFields`` holds `type`: whether a waypoint's type is kept, `nil` when every
    /// type is (TCX and FIT keep only their course point types, and not their generic one).
    public var keepsWaypointType: (@Sendable (String) -> Bool)?
    /// How a course's name is cut where the format holds only so much of it (TCX, FIT).
    public var courseNameLimit: NameLimit?
    /// Where course names are unique in a file (TCX: a `Course`'s `Name` is its key): the name
    /// written for a course, given the names written before it in the file (and adding its
    /// own); `nil` when names may repeat.
    public var courseNameInFile: (@Sendable (String?, inout Set<String>) -> String)?
    /// How a waypoint's name is cut where the format holds only so much of it (TCX, FIT).
    public var waypointNameLimit: NameLimit?
    /// The activity type a workout of each type reads back as, where the format has fewer
    /// (TCX's three `Sport`s, FIT's sports, GPX's `<type>` names; the CSV point table has no
    /// column for it); `nil` when every type reads back as itself.
    public var activityTypeAsRead: (@Sendable (WorkoutActivityType) -> WorkoutActivityType)?
    /// Where ``eventMetadata``: what becomes of a lap's metadata value of a kept key
    /// (``eventMetadataKeys``); `nil` when every value is written as it is.
    public var lapValueWritten: (@Sendable (_ key: String, _ value: MetadataValue) -> LapValueFate)?
    /// How the device's name is cut where the format holds only so much of it (FIT's `product_name`).
    public var deviceNameLimit: NameLimit?
    /// Where ``waypointFields`` holds `time`: whether a course's waypoints keep their own times
    /// (TCX: not in a course whose points have none, whose made-up times the reader drops with
    /// the waypoints' own); `nil` when they always do.
    public var keepsWaypointTimes: (@Sendable (Course) -> Bool)?
    /// Whether the format writes a recording's values on points (GPX, TCX, FIT, the CSV point
    /// table), so that values at a time several points share go to those points in order.
    public var pairsPointValues: Bool
    /// Whether points without a time in a track that has times (a route's locations without
    /// a time, ``/WorkoutModel/Location/hasTime``) are kept in their place (GPX, the CSV point
    /// table, JSON); the others name them (`6 track points without a time`).
    public var untimedTrackPoints: Bool
    /// Whether the format writes points without a position (TCX, FIT, the CSV point table);
    /// one that does not (GPX: a `trkpt` has a latitude and longitude) names the values such
    /// points carry (`12 values of points without a position`).
    public var pointsWithoutPosition: Bool
    /// Whether the format keeps the segments of a track where no pause and resume can place
    /// their breaks (a location that starts one, ``/WorkoutModel/Location/startsSegment``: GPX,
    /// JSON); the others that hold routes name them (`2 segment breaks among points without a time`).
    public var segmentStarts = false
    /// Whether the format writes every location value, a value the location lacks as
    /// CoreLocation's marker for none, and reads such a marker back as absent (Apple Health's
    /// route files: -1, and an altitude of 0 m with a vertical accuracy of -1 for none). A
    /// value that reads back as a marker is named: an altitude of 0 m without a vertical
    /// accuracy, a vertical accuracy without an altitude, a negative speed, course or accuracy.
    public var marksAbsentLocationValues = false
    /// Whether the format keeps the device of a sample or series recorded by another device
    /// than its workout's (a series a merge took from another recording: JSON, Apple Health);
    /// the others name its values (`the device of 3,600 HeartRate samples`).
    public var sampleDevices = false
    /// Whether the format's reader takes the spaces (and line breaks) off both ends of names,
    /// comments and descriptions (GPX, TCX): such texts come back without them.
    public var trimsText: Bool
    /// The point columns the format holds at a resolution of its own, by column (indexed by
    /// `PointColumn.rawValue`; empty when it writes every value as it is): TCX's whole beats,
    /// cadences and watts, FIT's scales and offsets. ``LossReport`` names the values it changes.
    var pointResolutions: [PointResolution?] = []

    /// The resolution a column is written at, `nil` when its values are written as they are.
    func resolution(of column: PointColumn) -> PointResolution? {
        pointResolutions.isEmpty ? nil : pointResolutions[column.rawValue]
    }

    /// ``pointResolutions`` from the columns that have one.
    static func pointResolutions(_ resolutions: [PointColumn: PointResolution]) -> [PointResolution?] {
        PointColumn.allCases.map { resolutions[$0] }
    }

    /// What a format does with one lap metadata value (see ``lapValueWritten``).
    public enum LapValueFate: Sendable, Equatable {
        /// Written and read back as it is (within the format's precision).
        case kept
        /// Not written: out of the range the format's field holds, or a name it has no place for.
        case dropped
        /// Written as another value of the format's (a FIT lap trigger as TCX's `Manual`).
        case written(String)
    }

    /// The longest name a format holds, and the name it writes: `written(name) != name` is a
    /// name cut (or, in TCX, its runs of whitespace made one space).
    public struct NameLimit: Sendable {
        /// The limit in words: `10 characters`, `100 bytes`.
        public var maximum: String
        /// The name as written; `nil` when nothing of it is.
        public var written: @Sendable (String) -> String?

        /// A limit: `maximum` in words, and the writer's own cut (`written`), so the report and the writer agree.
        public init(maximum: String, written: @escaping @Sendable (String) -> String?) {
            self.maximum = maximum
            self.written = written
        }
    }

    /// The fields of a ``/WorkoutModel/Waypoint`` besides its position.
    public enum WaypointField: String, Sendable, CaseIterable {
        case name, comment, description, symbol, type, elevation, time
    }

    /// The optional fields of a ``/WorkoutModel/CoursePoints/Point``.
    public enum CoursePointField: String, Sendable, CaseIterable {
        case elevation, time, distance
    }

    public init(
        multipleWorkouts: Bool, eventTypes: Set<WorkoutEvent.EventType>, eventMetadata: Bool,
        activities: Bool, totals: Bool, device: Bool, routes: Bool,
        locationFields: Set<LocationField>, sampleTypes: Set<QuantityType>?, sampleMetadata: Bool,
        metadataKeys: Set<String>?, eventMetadataKeys: Set<String>? = nil, wholeSecondTimes: Bool = false, courses: Bool = false, waypoints: Bool = false,
        courseNames: Bool = true, courseWaypoints: Bool = true, waypointFields: Set<WaypointField> = Set(WaypointField.allCases),
        coursePointFields: Set<CoursePointField> = Set(CoursePointField.allCases), extraSeries: Bool = false,
        keepsWaypointType: (@Sendable (String) -> Bool)? = nil, courseNameLimit: NameLimit? = nil,
        waypointNameLimit: NameLimit? = nil,
        activityTypeAsRead: (@Sendable (WorkoutActivityType) -> WorkoutActivityType)? = nil,
        lapValueWritten: (@Sendable (_ key: String, _ value: MetadataValue) -> LapValueFate)? = nil,
        deviceNameLimit: NameLimit? = nil, keepsWaypointTimes: (@Sendable (Course) -> Bool)? = nil,
        pairsPointValues: Bool = false, untimedTrackPoints: Bool = false, pointsWithoutPosition: Bool = true, trimsText: Bool = false,
        courseNameInFile: (@Sendable (String?, inout Set<String>) -> String)? = nil
    ) {
        self.multipleWorkouts = multipleWorkouts
        self.eventTypes = eventTypes
        self.eventMetadata = eventMetadata
        self.activities = activities
        self.totals = totals
        self.device = device
        self.routes = routes
        self.locationFields = locationFields
        self.sampleTypes = sampleTypes
        self.sampleMetadata = sampleMetadata
        self.metadataKeys = metadataKeys
        self.eventMetadataKeys = eventMetadataKeys
        self.wholeSecondTimes = wholeSecondTimes
        self.courses = courses
        self.waypoints = waypoints
        self.courseNames = courseNames
        self.courseWaypoints = courseWaypoints
        self.waypointFields = waypointFields
        self.coursePointFields = coursePointFields
        self.extraSeries = extraSeries
        self.keepsWaypointType = keepsWaypointType
        self.courseNameLimit = courseNameLimit
        self.waypointNameLimit = waypointNameLimit
        self.activityTypeAsRead = activityTypeAsRead
        self.lapValueWritten = lapValueWritten
        self.deviceNameLimit = deviceNameLimit
        self.keepsWaypointTimes = keepsWaypointTimes
        self.pairsPointValues = pairsPointValues
        self.untimedTrackPoints = untimedTrackPoints
        self.pointsWithoutPosition = pointsWithoutPosition
        self.trimsText = trimsText
        self.courseNameInFile = courseNameInFile
    }
}

/// What writing a recording in a format would leave out, in words a user reads:
/// `12 laps`, `2 HeartbeatSeries samples`, `metadata HKWeatherTemperature`
/// (``losses(writing:streamed:as:)``, beside the formats, compares a recording with a
/// format's capabilities).
public enum LossReport {
    /// Joins losses into one phrase: `12 laps, 3 pauses and the device`.
    public static func sentence(_ losses: [String]) -> String {
        switch losses.count {
        case 0: return "nothing"
        case 1: return losses[0]
        default: return losses.dropLast().joined(separator: ", ") + " and " + losses.last!
        }
    }

    /// What becomes of values a report names (``outcome(of:)``).
    public enum Outcome: Sendable, Equatable {
        /// Every loss is of values left out.
        case leftOut
        /// Every loss is of values written otherwise: rounded to the format's resolution
        /// (`the altitude of 300 points (rounded to 0.2 m)`) or written as another value
        /// (`the WKLapTriggerMethod session_end of 2 laps (written as Manual)`).
        case writtenOtherwise
        /// Some of each.
        case mixed

        /// What the writer does with them, in words: `left out`, `written as named`,
        /// `left out or written as named`.
        public var words: String {
            switch self {
            case .leftOut: "left out"
            case .writtenOtherwise: "written as named"
            case .mixed: "left out or written as named"
            }
        }
    }

    /// Whether the losses name values left out, values written otherwise (rounded, or
    /// written as another value), or both: the phrases of values written otherwise say how.
    public static func outcome(of losses: [String]) -> Outcome {
        let otherwise = losses.filter(isWrittenOtherwise).count
        return otherwise == 0 ? .leftOut : otherwise == losses.count ? .writtenOtherwise : .mixed
    }

    /// Whether a loss names values the format writes, but otherwise: the phrases
    /// ``losses(writing:streamed:as:)`` writes for them.
    private static func isWrittenOtherwise(_ loss: String) -> Bool {
        writtenOtherwiseMarks.contains { loss.contains($0) }
    }

    private static let writtenOtherwiseMarks = ["(rounded to ", "(written as "]
}
