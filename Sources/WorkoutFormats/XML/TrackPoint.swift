import Foundation
import WorkoutModel

/// One point of a GPX or TCX track as read, before it becomes a route location
/// and samples. Unknown values are `nil`.
struct TrackPoint {
    var time: Date?
    var latitude: Double?
    var longitude: Double?
    /// Metres.
    var altitude: Double?
    var horizontalAccuracy: Double?
    var verticalAccuracy: Double?
    /// Metres per second.
    var speed: Double?
    /// Degrees clockwise from true north.
    var course: Double?
    /// Beats per minute.
    var heartRate: Double?
    /// Revolutions (or steps) per minute, as the file states it.
    var cadence: Double?
    /// Watts.
    var power: Double?
    /// Degrees Celsius.
    var ambientTemperature: Double?
    /// Degrees Celsius.
    var waterTemperature: Double?
    /// Metres below the surface.
    var depth: Double?
    /// Metres from the start of the workout, as the device measured it.
    var distance: Double?
}

/// Turns the points of one track into a route and per-point samples.
///
/// Cadence becomes cycling or running cadence and power cycling or running power,
/// by the activity; every sample is instantaneous at its point's time.
struct TrackAssembler {
    let activityType: WorkoutActivityType
    private(set) var locations: [Location] = []
    private(set) var samples: [QuantitySample] = []
    private(set) var firstTime: Date?
    private(set) var lastTime: Date?
    private var identifiers = SampleIdentifiers()

    init(activityType: WorkoutActivityType) {
        self.activityType = activityType
    }

    private var isFootActivity: Bool {
        [.running, .walking, .hiking, .trackAndField, .wheelchairRunPace, .wheelchairWalkPace].contains(activityType)
    }

    /// Adds one point (a point without a time is skipped by the caller) and returns whether
    /// it held anything: a point with a time and nothing else leaves no trace in the model,
    /// so it does not count for ``firstTime`` and ``lastTime`` either.
    @discardableResult
    mutating func add(_ point: TrackPoint, at time: Date) -> Bool {
        let counts = (locations.count, samples.count)
        defer {
            if counts != (locations.count, samples.count) {
                if firstTime == nil { firstTime = time }
                lastTime = time
            }
        }
        if let latitude = point.latitude, let longitude = point.longitude {
            locations.append(Location(
                timestamp: time, latitude: latitude, longitude: longitude, altitude: point.altitude,
                horizontalAccuracy: point.horizontalAccuracy, verticalAccuracy: point.verticalAccuracy,
                speed: point.speed, course: point.course))
        }
        // Every value is in its type's canonical unit (count/min, W, degC, m, m/s).
        func sample(_ type: QuantityType, _ value: Double?) {
            guard let value else { return }
            samples.append(QuantitySample(uuid: identifiers.next(), type: type,
                                          quantity: Quantity(value, type.canonicalUnit), start: time, end: time))
        }
        sample(.heartRate, point.heartRate)
        sample(isFootActivity ? .runningCadence : .cyclingCadence, point.cadence)
        sample(isFootActivity ? .runningPower : .cyclingPower, point.power)
        sample(.ambientTemperature, point.ambientTemperature)
        sample(.waterTemperature, point.waterTemperature)
        sample(.underwaterDepth, point.depth)
        sample(.distanceFromStart, point.distance)
        // Without a position, the speed has no location to live on: keep it as a sample.
        if point.latitude == nil || point.longitude == nil {
            sample(isFootActivity ? .runningSpeed : .cyclingSpeed, point.speed)
        }
        return counts != (locations.count, samples.count)
    }
}

/// Random (version 4) UUIDs for the samples of one read, from two SplitMix64 streams
/// seeded once from the system's random source. `UUID()` asks the system source on
/// every call, which costs more than the rest of reading a point.
struct SampleIdentifiers {
    private var first: UInt64
    private var second: UInt64

    init() {
        var system = SystemRandomNumberGenerator()
        first = system.next()
        second = system.next()
    }

    mutating func next() -> UUID {
        let high = Self.splitMix(&first), low = Self.splitMix(&second)
        var bytes = (high.bigEndian, low.bigEndian)
        return withUnsafeMutableBytes(of: &bytes) { raw in
            raw[6] = (raw[6] & 0x0F) | 0x40 // version 4
            raw[8] = (raw[8] & 0x3F) | 0x80 // RFC 4122 variant
            return UUID(uuid: (raw[0], raw[1], raw[2], raw[3], raw[4], raw[5], raw[6], raw[7],
                               raw[8], raw[9], raw[10], raw[11], raw[12], raw[13], raw[14], raw[15]))
        }
    }

    private static func splitMix(_ state: inout UInt64) -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// What a track point's values become on the way out: the per-time values of a
/// recording gathered by time, so that writers can put them back on points.
struct PointValues {
    var heartRate: Double?
    var cadence: Double?
    var power: Double?
    var ambientTemperature: Double?
    var waterTemperature: Double?
    var depth: Double?
    var distance: Double?
    var speed: Double?

    /// The instantaneous samples of a recording by time, for the types a track point holds.
    static func byTime(_ recording: WorkoutRecording) -> [Date: PointValues] {
        var result: [Date: PointValues] = [:]
        result.reserveCapacity(recording.locationCount)
        for sample in recording.samples where sample.startDate == sample.endDate {
            guard let value = try? sample.canonicalValue() else { continue }
            let type = sample.quantityType
            switch type {
            case .heartRate: result[sample.startDate, default: PointValues()].heartRate = value
            case .cyclingCadence, .runningCadence: result[sample.startDate, default: PointValues()].cadence = value
            case .cyclingPower, .runningPower: result[sample.startDate, default: PointValues()].power = value
            case .ambientTemperature: result[sample.startDate, default: PointValues()].ambientTemperature = value
            case .waterTemperature: result[sample.startDate, default: PointValues()].waterTemperature = value
            case .underwaterDepth: result[sample.startDate, default: PointValues()].depth = value
            case .distanceFromStart: result[sample.startDate, default: PointValues()].distance = value
            case .cyclingSpeed, .runningSpeed: result[sample.startDate, default: PointValues()].speed = value
            default: continue
            }
        }
        return result
    }

    /// The sample types a track point holds (what GPX and TCX writers keep).
    static let pointTypes: Set<QuantityType> = [
        .heartRate, .cyclingCadence, .runningCadence, .cyclingPower, .runningPower, .ambientTemperature,
        .waterTemperature, .underwaterDepth, .distanceFromStart, .cyclingSpeed, .runningSpeed,
    ]
}

/// Collects the points of one GPX track or TCX activity as they are read, so that no
/// point is held twice: timed points go straight into a ``TrackAssembler``; a break
/// between segments (a GPX `trkseg`, a second TCX `Track` in one lap) becomes a pause
/// at the last point before it and a resume at the first point after it.
struct TrackBuilder {
    let activityType: WorkoutActivityType
    private(set) var assembler: TrackAssembler
    private(set) var events: [WorkoutEvent] = []
    /// Time between pauses and their resumes.
    private(set) var pausedTime: TimeInterval = 0
    /// Points without a time, kept only while no point has had one (a planned route).
    private(set) var untimedPoints: [TrackPoint] = []
    private(set) var untimedCount = 0
    private var pauseDate: Date?

    init(activityType: WorkoutActivityType) {
        self.activityType = activityType
        assembler = TrackAssembler(activityType: activityType)
    }

    /// Whether any point had a time.
    var hasTimedPoints: Bool { assembler.firstTime != nil }

    /// A new segment starts; `afterPause` says whether the break between it and the
    /// previous one is a pause.
    mutating func startSegment(afterPause: Bool) {
        if afterPause, let last = assembler.lastTime { pauseDate = last }
    }

    mutating func add(_ point: TrackPoint) {
        guard let time = point.time else {
            untimedCount += 1
            if !hasTimedPoints { untimedPoints.append(point) }
            return
        }
        guard assembler.add(point, at: time) else { return }
        if !untimedPoints.isEmpty { untimedPoints = [] }
        if let pause = pauseDate {
            events.append(WorkoutEvent(type: .pause, date: pause))
            events.append(WorkoutEvent(type: .resume, date: time))
            pausedTime += max(0, time.timeIntervalSince(pause))
            pauseDate = nil
        }
    }
}
