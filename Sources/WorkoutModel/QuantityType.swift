/// How the values of a quantity type combine over time, as in HealthKit.
public enum AggregationStyle: String, Sendable, Hashable {
    /// Values over disjoint intervals add up (energy, distance, steps).
    case cumulative
    /// Values are readings at a time; they average (heart rate, power, speed).
    case discrete
}

/// A kind of measurement, identified by HealthKit's raw identifier.
///
/// The common workout types are static members (``heartRate``,
/// ``activeEnergyBurned``, ...). Types HealthKit has no identifier for (ambient
/// temperature, running cadence, FIT developer fields) use identifiers of the
/// form `WKQuantityTypeIdentifier…` and are created with
/// ``init(identifier:aggregationStyle:canonicalUnit:)``.
public struct QuantityType: Hashable, Sendable, CustomStringConvertible {
    /// The raw identifier, for example `HKQuantityTypeIdentifierHeartRate`.
    public let identifier: String
    /// Whether values add up or average.
    public let aggregationStyle: AggregationStyle
    /// The unit values of this type are stored and compared in.
    public let canonicalUnit: QuantityUnit

    public init(identifier: String, aggregationStyle: AggregationStyle, canonicalUnit: QuantityUnit) {
        self.identifier = identifier
        self.aggregationStyle = aggregationStyle
        self.canonicalUnit = canonicalUnit
    }

    /// The known type with this raw identifier, or `nil`.
    public init?(identifier: String) {
        guard let known = QuantityType.byIdentifier[identifier] else { return nil }
        self = known
    }

    /// The identifier without its `HKQuantityTypeIdentifier` / `WKQuantityTypeIdentifier`
    /// prefix, for example `HeartRate`.
    public var shortName: String {
        for prefix in ["HKQuantityTypeIdentifier", "WKQuantityTypeIdentifier", "HKDataTypeIdentifier"]
        where identifier.hasPrefix(prefix) {
            return String(identifier.dropFirst(prefix.count))
        }
        return identifier
    }

    public var description: String { identifier }

    public static func == (lhs: QuantityType, rhs: QuantityType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    private static func hk(_ name: String, _ style: AggregationStyle, _ unit: QuantityUnit) -> QuantityType {
        QuantityType(identifier: "HKQuantityTypeIdentifier" + name, aggregationStyle: style, canonicalUnit: unit)
    }
    private static func wk(_ name: String, _ style: AggregationStyle, _ unit: QuantityUnit) -> QuantityType {
        QuantityType(identifier: "WKQuantityTypeIdentifier" + name, aggregationStyle: style, canonicalUnit: unit)
    }

    // MARK: HealthKit types

    public static let heartRate = hk("HeartRate", .discrete, .countPerMinute)
    public static let restingHeartRate = hk("RestingHeartRate", .discrete, .countPerMinute)
    public static let walkingHeartRateAverage = hk("WalkingHeartRateAverage", .discrete, .countPerMinute)
    public static let heartRateVariabilitySDNN = hk("HeartRateVariabilitySDNN", .discrete, .millisecond)
    public static let activeEnergyBurned = hk("ActiveEnergyBurned", .cumulative, .kilocalorie)
    public static let basalEnergyBurned = hk("BasalEnergyBurned", .cumulative, .kilocalorie)
    public static let distanceWalkingRunning = hk("DistanceWalkingRunning", .cumulative, .meter)
    public static let distanceCycling = hk("DistanceCycling", .cumulative, .meter)
    public static let distanceSwimming = hk("DistanceSwimming", .cumulative, .meter)
    public static let distanceWheelchair = hk("DistanceWheelchair", .cumulative, .meter)
    public static let distanceDownhillSnowSports = hk("DistanceDownhillSnowSports", .cumulative, .meter)
    public static let distanceRowing = hk("DistanceRowing", .cumulative, .meter)
    public static let distancePaddleSports = hk("DistancePaddleSports", .cumulative, .meter)
    public static let distanceCrossCountrySkiing = hk("DistanceCrossCountrySkiing", .cumulative, .meter)
    public static let stepCount = hk("StepCount", .cumulative, .count)
    public static let flightsClimbed = hk("FlightsClimbed", .cumulative, .count)
    public static let swimmingStrokeCount = hk("SwimmingStrokeCount", .cumulative, .count)
    public static let runningPower = hk("RunningPower", .discrete, .watt)
    public static let cyclingPower = hk("CyclingPower", .discrete, .watt)
    public static let cyclingCadence = hk("CyclingCadence", .discrete, .countPerMinute)
    public static let runningSpeed = hk("RunningSpeed", .discrete, .meterPerSecond)
    public static let cyclingSpeed = hk("CyclingSpeed", .discrete, .meterPerSecond)
    public static let runningStrideLength = hk("RunningStrideLength", .discrete, .meter)
    public static let runningVerticalOscillation = hk("RunningVerticalOscillation", .discrete, .centimeter)
    public static let runningGroundContactTime = hk("RunningGroundContactTime", .discrete, .millisecond)
    public static let vo2Max = hk("VO2Max", .discrete, .millilitersPerKilogramMinute)
    public static let oxygenSaturation = hk("OxygenSaturation", .discrete, .percent)
    public static let respiratoryRate = hk("RespiratoryRate", .discrete, .countPerMinute)
    public static let bodyMass = hk("BodyMass", .discrete, .kilogram)
    public static let height = hk("Height", .discrete, .meter)
    public static let waterTemperature = hk("WaterTemperature", .discrete, .degreeCelsius)
    public static let underwaterDepth = hk("UnderwaterDepth", .discrete, .meter)
    public static let appleExerciseTime = hk("AppleExerciseTime", .cumulative, .minute)

    /// One RR interval of a heartbeat series (HealthKit's `HKSeriesType.heartbeat()`),
    /// in milliseconds, dated at the beat that ends it.
    public static let heartbeatSeries = QuantityType(
        identifier: "HKDataTypeIdentifierHeartbeatSeries", aggregationStyle: .discrete, canonicalUnit: .millisecond)

    // MARK: workoutkit types with no HealthKit identifier

    /// Ambient temperature during a workout (FIT `temperature`, GPX `atemp`).
    public static let ambientTemperature = wk("AmbientTemperature", .discrete, .degreeCelsius)
    /// Running or walking cadence as the device wrote it (FIT writes strides per minute).
    public static let runningCadence = wk("RunningCadence", .discrete, .countPerMinute)
    /// Cumulative distance from the start of the workout, as the device measured it
    /// at one point (FIT `record.distance`, TCX `DistanceMeters`). A reading, not an interval:
    /// it is never summed.
    public static let distanceFromStart = wk("DistanceFromStart", .discrete, .meter)
    /// Altitude above mean sea level at one point of a workout that has no position there
    /// (a barometric reading before the first GPS fix, indoors, in a pool, on a velodrome:
    /// FIT `record.enhanced_altitude`, TCX `AltitudeMeters` of a `Trackpoint` without
    /// `Position`). Where the point has a position, its altitude is the route location's.
    public static let altitude = wk("Altitude", .discrete, .meter)

    /// Every type workoutkit knows by identifier.
    public static let allKnown: [QuantityType] = [
        .heartRate, .restingHeartRate, .walkingHeartRateAverage, .heartRateVariabilitySDNN,
        .activeEnergyBurned, .basalEnergyBurned,
        .distanceWalkingRunning, .distanceCycling, .distanceSwimming, .distanceWheelchair,
        .distanceDownhillSnowSports, .distanceRowing, .distancePaddleSports, .distanceCrossCountrySkiing,
        .stepCount, .flightsClimbed, .swimmingStrokeCount,
        .runningPower, .cyclingPower, .cyclingCadence, .runningSpeed, .cyclingSpeed,
        .runningStrideLength, .runningVerticalOscillation, .runningGroundContactTime,
        .vo2Max, .oxygenSaturation, .respiratoryRate, .bodyMass, .height,
        .waterTemperature, .underwaterDepth, .appleExerciseTime,
        .heartbeatSeries, .ambientTemperature, .runningCadence, .distanceFromStart, .altitude,
    ]

    private static let byIdentifier: [String: QuantityType] =
        Dictionary(uniqueKeysWithValues: allKnown.map { ($0.identifier, $0) })

    /// The distance type HealthKit uses for an activity (cycling → ``distanceCycling``, ...).
    public static func distance(for activity: WorkoutActivityType) -> QuantityType {
        switch activity {
        case .cycling, .handCycling: return .distanceCycling
        case .swimming: return .distanceSwimming
        case .rowing: return .distanceRowing
        case .paddleSports: return .distancePaddleSports
        case .crossCountrySkiing: return .distanceCrossCountrySkiing
        case .downhillSkiing, .snowboarding, .snowSports: return .distanceDownhillSnowSports
        case .wheelchairRunPace, .wheelchairWalkPace: return .distanceWheelchair
        default: return .distanceWalkingRunning
        }
    }
}

/// The kinds of object the store holds, as HealthKit's `HKObjectType`:
/// used for authorization, anchored queries and observation.
public enum ObjectType: Hashable, Sendable, CustomStringConvertible {
    case workout
    case workoutRoute
    case quantity(QuantityType)
    /// Category samples of one type (sleep analysis, stand hours, ...).
    case category(CategoryType)
    /// Correlations of one type, by its identifier (`HKCorrelationTypeIdentifierBloodPressure`).
    case correlation(String)
    /// Activity summaries (one per day).
    case activitySummary
    /// A ``Course`` (workoutkit's own: HealthKit has none).
    case course
    /// A ``Waypoint`` of a workout or a course (workoutkit's own).
    case waypoint

    /// The identifier HealthKit uses for this type.
    public var identifier: String {
        switch self {
        case .workout: return "HKWorkoutTypeIdentifier"
        case .workoutRoute: return "HKWorkoutRouteTypeIdentifier"
        case .quantity(let type): return type.identifier
        case .category(let type): return type.identifier
        case .correlation(let identifier): return identifier
        case .activitySummary: return "HKActivitySummaryTypeIdentifier"
        case .course: return "WKCourseTypeIdentifier"
        case .waypoint: return "WKWaypointTypeIdentifier"
        }
    }

    /// Parses `workout`, `route`, `course`, `waypoint`, `activitySummary`, a known quantity type
    /// identifier or its short name (`HeartRate`), or any `HKCategoryTypeIdentifier…` or
    /// `HKCorrelationTypeIdentifier…` identifier.
    public init?(parsing string: String) {
        switch string {
        case "workout", "HKWorkoutTypeIdentifier": self = .workout
        case "route", "workoutRoute", "HKWorkoutRouteTypeIdentifier": self = .workoutRoute
        case "activitySummary", "HKActivitySummaryTypeIdentifier": self = .activitySummary
        case _ where string.hasPrefix("HKCategoryTypeIdentifier"): self = .category(CategoryType(identifier: string))
        case _ where string.hasPrefix("HKCorrelationTypeIdentifier"): self = .correlation(string)
        case "course", "WKCourseTypeIdentifier": self = .course
        case "waypoint", "WKWaypointTypeIdentifier": self = .waypoint
        default:
            if let known = QuantityType(identifier: string) {
                self = .quantity(known)
            } else if let known = QuantityType.allKnown.first(where: {
                $0.shortName.lowercased() == string.lowercased()
            }) {
                self = .quantity(known)
            } else {
                return nil
            }
        }
    }

    public var description: String { identifier }
}
