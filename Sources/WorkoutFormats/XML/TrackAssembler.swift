import Foundation
import WorkoutModel

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
