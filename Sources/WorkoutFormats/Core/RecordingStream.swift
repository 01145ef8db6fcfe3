import Foundation
import WorkoutModel

/// One time point of a recorded track as a reader hands it on: a position and the
/// values measured there (the columns of the point table). Unknown values are `nil`.
public struct TrackPoint: Sendable, Equatable {
    public var time: Date?
    public var latitude: Double?
    public var longitude: Double?
    /// Metres.
    public var altitude: Double?
    public var horizontalAccuracy: Double?
    public var verticalAccuracy: Double?
    /// Metres per second.
    public var speed: Double?
    /// Degrees clockwise from true north.
    public var course: Double?
    /// Beats per minute.
    public var heartRate: Double?
    /// Revolutions (or steps) per minute, as the file states it.
    public var cadence: Double?
    /// Watts.
    public var power: Double?
    /// Degrees Celsius.
    public var ambientTemperature: Double?
    /// Degrees Celsius.
    public var waterTemperature: Double?
    /// Metres below the surface.
    public var depth: Double?
    /// Metres from the start of the workout, as the device measured it.
    public var distance: Double?

    public init(latitude: Double? = nil, longitude: Double? = nil, time: Date? = nil) {
        self.latitude = latitude
        self.longitude = longitude
        self.time = time
    }

    /// The route location of this point, when it has a time and a position.
    public var location: Location? {
        guard let time, let latitude, let longitude else { return nil }
        return Location(timestamp: time, latitude: latitude, longitude: longitude, altitude: altitude,
                        horizontalAccuracy: horizontalAccuracy, verticalAccuracy: verticalAccuracy,
                        speed: speed, course: course)
    }

    /// Calls `body` with each instantaneous sample this point becomes, in its type's canonical
    /// unit: cadence and power are running or cycling ones by the activity, and a speed is
    /// a sample only when there is no position to carry it.
    public func forEachSample(activityType: WorkoutActivityType, _ body: (QuantityType, Double) throws -> Void) rethrows {
        let onFoot = Self.footActivities.contains(activityType)
        if let heartRate { try body(.heartRate, heartRate) }
        if let cadence { try body(onFoot ? .runningCadence : .cyclingCadence, cadence) }
        if let power { try body(onFoot ? .runningPower : .cyclingPower, power) }
        if let ambientTemperature { try body(.ambientTemperature, ambientTemperature) }
        if let waterTemperature { try body(.waterTemperature, waterTemperature) }
        if let depth { try body(.underwaterDepth, depth) }
        if let distance { try body(.distanceFromStart, distance) }
        if latitude == nil || longitude == nil, let speed { try body(onFoot ? .runningSpeed : .cyclingSpeed, speed) }
    }

    /// Whether the point leaves anything in a recording (a location or a sample): a point
    /// with a time and nothing else, or only an altitude, leaves no trace.
    public var leavesTrace: Bool {
        (latitude != nil && longitude != nil) || heartRate != nil || cadence != nil || power != nil
            || ambientTemperature != nil || waterTemperature != nil || depth != nil || distance != nil || speed != nil
    }

    /// The activities whose cadence, power and speed are running ones (else cycling ones).
    static let footActivities: Set<WorkoutActivityType> = [
        .running, .walking, .hiking, .trackAndField, .wheelchairRunPace, .wheelchairWalkPace,
    ]
}

/// Consecutive timed points of one workout, handed on while the file is still being read.
public struct PointBatch: Sendable {
    /// The workout the points belong to (the UUID its ``WorkoutRecording`` will carry).
    public var workout: UUID
    public var activityType: WorkoutActivityType
    /// In file order; every point has a time and ``TrackPoint/leavesTrace``.
    public var points: [TrackPoint]

    public init(workout: UUID, activityType: WorkoutActivityType, points: [TrackPoint]) {
        self.workout = workout
        self.activityType = activityType
        self.points = points
    }
}

/// Takes recordings as a streaming reader reads them: a workout's points in batches as
/// they are read, then the rest of the workout once it is complete.
public protocol RecordingStream: AnyObject {
    /// Points of a workout, in file order. Batches of several workouts may interleave
    /// (a TCX file completes its activities only at its end).
    func points(_ batch: PointBatch) throws
    /// A workout is complete. `rest` is everything about it but the points handed to
    /// ``points(_:)`` under `rest.workout.uuid` (laps, events, totals, other samples); for a
    /// workout whose points were not streamed, it is the whole recording.
    func endWorkout(_ rest: WorkoutRecording) throws
}

/// A reader that can hand out points while it reads, so that a conversion need not hold
/// a whole recording (see ``RecordingStream``). Its whole-recording ``RecordingReader/read(from:context:emit:)``
/// is built on the stream, so there is one parser.
public protocol PointStreamingReader: RecordingReader {
    /// Reads every recording in `source`, in file order, into `stream`.
    ///
    /// - Throws: ``FormatError/malformed(file:at:reason:)`` naming `context.name` and the place.
    func read(from source: any ByteSource, context: ReadContext, into stream: any RecordingStream) throws
}

extension PointStreamingReader {
    public func read(
        from source: any ByteSource, context: ReadContext, emit: (WorkoutRecording) throws -> Void
    ) throws {
        try withoutActuallyEscaping(emit) { emit in
            try read(from: source, context: context, into: RecordingCollector(emit: emit))
        }
    }
}

/// A writer session that can write points as they are read.
public typealias RecordingStreamSession = RecordingStream & RecordingWriterSession

/// A writer that can take points as they are read (see ``RecordingStream``).
public protocol PointStreamingWriter: RecordingWriter {
    /// Whether this writer's output can be written from a stream (some layouts need whole recordings).
    var streamsPoints: Bool { get }
    /// Starts writing one output from a stream; call it only when ``streamsPoints`` is true.
    func makeStreamSession(output: any ByteSink) throws -> any RecordingStreamSession
}

/// Builds whole recordings from a stream: a route of the points' locations and a sample
/// per value, joined with the rest of the workout when it ends.
final class RecordingCollector: RecordingStream {
    private let emit: (WorkoutRecording) throws -> Void
    private var assemblers: [UUID: TrackAssembler] = [:]

    init(emit: @escaping (WorkoutRecording) throws -> Void) {
        self.emit = emit
    }

    func points(_ batch: PointBatch) throws {
        assemblers[batch.workout, default: TrackAssembler(activityType: batch.activityType)].add(batch.points)
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        guard let assembler = assemblers.removeValue(forKey: rest.workout.uuid) else {
            try emit(rest)
            return
        }
        var routes = rest.routes
        if !assembler.locations.isEmpty {
            routes.insert(WorkoutRoute(syncIdentifier: rest.workout.syncIdentifier, locations: assembler.locations), at: 0)
        }
        try emit(WorkoutRecording(workout: rest.workout, samples: assembler.samples + rest.samples, routes: routes))
    }
}

/// What streamed points held, counted so that ``LossReport`` can name what a format
/// leaves out of them without the points themselves. One counter per column: counting a
/// point costs a few additions.
public struct PointTally: Sendable {
    /// Points with a position.
    public private(set) var locationCount = 0
    private var altitudeCount = 0
    private var horizontalAccuracyCount = 0
    private var verticalAccuracyCount = 0
    private var locationSpeedCount = 0
    private var courseCount = 0
    private var heartRateCount = 0
    private var ambientTemperatureCount = 0
    private var waterTemperatureCount = 0
    private var depthCount = 0
    private var distanceCount = 0
    /// Cadence, power and speed samples, running ones and cycling ones (see ``TrackPoint/forEachSample(activityType:_:)``).
    private var runningCadenceCount = 0, cyclingCadenceCount = 0
    private var runningPowerCount = 0, cyclingPowerCount = 0
    private var runningSpeedCount = 0, cyclingSpeedCount = 0

    public init() {}

    public mutating func add(_ batch: PointBatch) {
        var cadenceCount = 0, powerCount = 0, speedCount = 0
        for point in batch.points {
            if point.latitude != nil, point.longitude != nil {
                locationCount += 1
                if point.altitude != nil { altitudeCount += 1 }
                if point.horizontalAccuracy != nil { horizontalAccuracyCount += 1 }
                if point.verticalAccuracy != nil { verticalAccuracyCount += 1 }
                if point.speed != nil { locationSpeedCount += 1 }
                if point.course != nil { courseCount += 1 }
            } else if point.speed != nil {
                speedCount += 1
            }
            if point.heartRate != nil { heartRateCount += 1 }
            if point.cadence != nil { cadenceCount += 1 }
            if point.power != nil { powerCount += 1 }
            if point.ambientTemperature != nil { ambientTemperatureCount += 1 }
            if point.waterTemperature != nil { waterTemperatureCount += 1 }
            if point.depth != nil { depthCount += 1 }
            if point.distance != nil { distanceCount += 1 }
        }
        if TrackPoint.footActivities.contains(batch.activityType) {
            runningCadenceCount += cadenceCount
            runningPowerCount += powerCount
            runningSpeedCount += speedCount
        } else {
            cyclingCadenceCount += cadenceCount
            cyclingPowerCount += powerCount
            cyclingSpeedCount += speedCount
        }
    }

    /// How many points with a position had each location field; fields none had are absent.
    public var locationFieldCounts: [FormatCapabilities.LocationField: Int] {
        Self.present([
            (.altitude, altitudeCount), (.horizontalAccuracy, horizontalAccuracyCount),
            (.verticalAccuracy, verticalAccuracyCount), (.speed, locationSpeedCount), (.course, courseCount),
        ])
    }

    /// How many samples of each type the points make; types they make none of are absent.
    public var sampleCounts: [QuantityType: Int] {
        Self.present([
            (.heartRate, heartRateCount), (.runningCadence, runningCadenceCount), (.cyclingCadence, cyclingCadenceCount),
            (.runningPower, runningPowerCount), (.cyclingPower, cyclingPowerCount),
            (.ambientTemperature, ambientTemperatureCount), (.waterTemperature, waterTemperatureCount),
            (.underwaterDepth, depthCount), (.distanceFromStart, distanceCount),
            (.runningSpeed, runningSpeedCount), (.cyclingSpeed, cyclingSpeedCount),
        ])
    }

    private static func present<Key: Hashable>(_ counts: [(Key, Int)]) -> [Key: Int] {
        Dictionary(uniqueKeysWithValues: counts.filter { $0.1 > 0 })
    }
}
