import Foundation
import RouteProcessing
import TrainingAnalysis
import WorkoutModel

/// The totals of a workout computed from what its recording holds, for the recordings whose
/// file states none (a GPX track has no distance, a Strava export no elevation gain): fed
/// the recording's values and locations in time order, one at a time (as the import streams
/// them) or all at once (``applied(to:)-swift.type.method``), then applied to the workout,
/// filling only the totals it does not state and naming them in
/// ``/WorkoutModel/MetadataKey/derivedTotals``.
///
/// - Distance: the distance-from-start series (its greatest value less its first), else the
///   sum of the workout's distance samples of its activity's type, else the length of its
///   routes on the WGS84 ellipsoid measured within their segments (``/WorkoutModel/TrackLength``:
///   no step into a location that starts one), as ``/RouteProcessing/RouteMetrics`` measures it.
/// - Moving time: the seconds between consecutive readings of that distance series or
///   steps of the route covered at 0.5 m/s or more (``/RouteProcessing/RouteMetrics/defaultMovingSpeedThreshold``).
/// - Elevation gain and loss: the altitudes of the locations and of the altitude samples,
///   counted with the 3 m hysteresis of ``/RouteProcessing/ElevationCounter``.
/// - Energy: the sum of the active-energy samples, else, for a ride, the work of its power
///   (each value held until the next, at most 10 s), 1 kJ of work counting as 1 kcal burned
///   (a gross efficiency of about 24 %, the usual rule of cycling computers).
/// - Averages and maxima of heart rate, cadence and power: the mean and the largest of the
///   recorded values (each sample counts once, as the analysis' laps average them). Average
///   speed is the distance over the moving time; maximum speed the largest recorded speed
///   (the locations' speeds, else the speed samples), never one computed from positions,
///   whose noise makes maxima meaningless.
///
/// Values are rounded to two decimals of their unit (metres, seconds, kcal, m/s, count/min, W).
public struct DerivedTotals: Sendable {
    /// A running mean and maximum.
    private struct Statistic: Sendable {
        var sum = 0.0
        var count = 0
        var maximum = -Double.infinity

        mutating func add(_ value: Double) {
            sum += value
            count += 1
            maximum = max(maximum, value)
        }

        var mean: Double? { count > 0 ? sum / Double(count) : nil }
        var largest: Double? { count > 0 ? maximum : nil }
    }

    /// The longest a power value is taken to last, as ``/TrainingAnalysis/OneSecondSeries`` holds a value.
    private static let maximumPowerHold = OneSecondSeries.defaultMaximumGap

    private let distanceSampleType: QuantityType

    /// What a value of a type counts towards.
    fileprivate enum Measure: Sendable {
        case heartRate, cadence, power, speed, altitude, distanceFromStart, activeEnergy, sampledDistance, nothing
    }

    /// The types met so far with what their values count towards, in the order first met: a
    /// recording's points give their types in the same order point after point, so the type
    /// after the last one met is tried first, and is the same type (the same strings: a
    /// comparison of a few instructions) nearly always. Comparing a type with each case of
    /// a `switch` compared identifiers that share their first 24 characters, about 120
    /// instructions a value; a type whose identifier has another length (the UTF-8 bytes
    /// kept beside it) is told apart without comparing texts.
    private var measures: [(type: QuantityType, length: Int, measure: Measure)] = []
    private var lastMeasure = -1

    // The distance-from-start series.
    private var firstSeriesDistance: Double?
    private var greatestSeriesDistance = -Double.infinity
    private var previousSeriesReading: (time: Date, distance: Double)?
    private var seriesMovingTime = 0.0
    // The distance samples of the activity's type.
    private var sampledDistance = 0.0
    private var distanceSampleCount = 0
    // The routes.
    private var routeLength = TrackLength()
    private var routeMovingTime = 0.0
    private var elevation = ElevationCounter()
    private var altitudeCount = 0
    // Energy.
    private var activeEnergy = 0.0
    private var activeEnergyCount = 0
    private var work = 0.0
    private var previousPower: (time: Date, watts: Double)?
    // Averages and maxima.
    private var heartRate = Statistic()
    private var cadence = Statistic()
    private var power = Statistic()
    private var locationSpeed = Statistic()
    private var sampledSpeed = Statistic()

    /// A derivation for a workout of `activityType` (which chooses its distance samples).
    public init(activityType: WorkoutActivityType) {
        distanceSampleType = QuantityType.distance(for: activityType)
    }

    /// Adds the next location of the route being read (its altitude counts for elevation).
    public mutating func addLocation(_ location: Location) {
        addPosition(location)
        if let altitude = location.altitude { addAltitude(altitude) }
    }

    /// Ends the route being read: the next location starts another one.
    public mutating func endRoute() {
        routeLength.endTrack()
    }

    /// Adds the next value of a series, in `type`'s canonical unit, at `time`.
    public mutating func addValue(_ value: Double, of type: QuantityType, at time: Date) {
        addValue(value, measuredAs: measure(of: type), at: time)
    }

    /// What the values of a type count towards, found once for all of them (``valueKind(of:)``).
    public struct ValueKind: Sendable {
        fileprivate let measure: Measure
    }

    /// What the values of `type` count towards, for adding many with ``addValue(_:of:at:)-(_,DerivedTotals.ValueKind,_)``
    /// without finding it for each.
    public mutating func valueKind(of type: QuantityType) -> ValueKind {
        ValueKind(measure: measure(of: type))
    }

    /// ``addValue(_:of:at:)-(_,QuantityType,_)`` of a value whose type's kind is `kind`.
    public mutating func addValue(_ value: Double, of kind: ValueKind, at time: Date) {
        addValue(value, measuredAs: kind.measure, at: time)
    }

    private mutating func addValue(_ value: Double, measuredAs measure: Measure, at time: Date) {
        guard value.isFinite else { return }
        switch measure {
        case .heartRate: heartRate.add(value)
        case .cadence: cadence.add(value)
        case .power:
            power.add(value)
            if let previous = previousPower {
                let seconds = time.timeIntervalSince(previous.time)
                if seconds > 0 { work += previous.watts * min(seconds, Self.maximumPowerHold) }
            }
            previousPower = (time, value)
        case .speed: sampledSpeed.add(value)
        case .altitude: addAltitude(value)
        case .distanceFromStart:
            if firstSeriesDistance == nil { firstSeriesDistance = value }
            greatestSeriesDistance = max(greatestSeriesDistance, value)
            if let previous = previousSeriesReading {
                let seconds = time.timeIntervalSince(previous.time)
                if seconds > 0, (value - previous.distance) / seconds >= RouteMetrics.defaultMovingSpeedThreshold {
                    seriesMovingTime += seconds
                }
            }
            previousSeriesReading = (time, value)
        case .activeEnergy:
            activeEnergy += value
            activeEnergyCount += 1
        case .sampledDistance:
            sampledDistance += value
            distanceSampleCount += 1
        case .nothing: break
        }
    }

    /// What a value of `type` counts towards (see `measures`).
    private mutating func measure(of type: QuantityType) -> Measure {
        let length = type.identifier.utf8.count
        let next = lastMeasure + 1 < measures.count ? lastMeasure + 1 : 0
        if next < measures.count, measures[next].length == length, measures[next].type == type {
            lastMeasure = next
            return measures[next].measure
        }
        if let known = measures.firstIndex(where: { $0.length == length && $0.type == type }) {
            lastMeasure = known
            return measures[known].measure
        }
        let measure: Measure = switch type {
        case .heartRate: .heartRate
        case .cyclingCadence, .runningCadence: .cadence
        case .cyclingPower, .runningPower: .power
        case .cyclingSpeed, .runningSpeed: .speed
        case .altitude: .altitude
        case .distanceFromStart: .distanceFromStart
        case .activeEnergyBurned: .activeEnergy
        case distanceSampleType: .sampledDistance
        default: .nothing
        }
        measures.append((type, length, measure))
        lastMeasure = measures.count - 1
        return measure
    }

    /// Adds a sample: its value in its type's canonical unit, at its start.
    public mutating func addSample(_ sample: borrowing QuantitySample) {
        let type = sample.quantityType
        guard let value = try? sample.quantity.doubleValue(for: type.canonicalUnit) else { return }
        addValue(value, of: type, at: sample.startDate)
    }

    /// The recording with its workout's missing totals filled in from its samples and routes.
    public static func applied(to recording: WorkoutRecording) -> WorkoutRecording {
        var totals = DerivedTotals(activityType: recording.workout.activityType)
        var altitudes: [(time: Date, altitude: Double)] = []
        var altitudeSamples = false
        recording.forEachSample { sample in
            if sample.quantityType == .altitude {
                guard let value = try? sample.quantity.doubleValue(for: .meter) else { return }
                altitudes.append((sample.startDate, value))
                altitudeSamples = true
            } else {
                totals.addSample(sample)
            }
        }
        for route in recording.routes {
            for location in route.locations {
                totals.addPosition(location)
                if let altitude = location.altitude { altitudes.append((location.timestamp, altitude)) }
            }
            totals.endRoute()
        }
        // Elevation follows time when altitudes came both with positions and without
        // (as the points streamed); the locations alone are taken in their routes' order.
        if altitudeSamples { altitudes.sort { $0.time < $1.time } }
        for entry in altitudes { totals.addAltitude(entry.altitude) }
        var derived = recording
        derived.workout = totals.applied(to: recording.workout)
        return derived
    }

    /// `workout` with each total it does not state set to the value derived, if any, and
    /// those named in ``/WorkoutModel/MetadataKey/derivedTotals`` (after any it named already).
    public func applied(to workout: Workout) -> Workout {
        var workout = workout
        var derived = workout.derivedTotals
        var elevation = self.elevation
        elevation.finish()
        let distance = distanceAndMovingTime()
        let statedDistance = try? workout.totalDistance?.doubleValue(for: .meter)
        var statedMovingTime: Double?
        if case .quantity(let quantity)? = workout.metadata[MetadataKey.movingTime] {
            statedMovingTime = try? quantity.doubleValue(for: .second)
        }
        for total in DerivedTotal.allCases where !total.isStated(in: workout) {
            let value: Quantity?
            switch total {
            case .totalDistance: value = distance.map { Quantity(Self.rounded($0.meters), .meter) }
            case .totalEnergyBurned: value = energy(of: workout.activityType).map { Quantity(Self.rounded($0), .kilocalorie) }
            case .elevationAscended: value = altitudeCount > 0 ? Quantity(Self.rounded(elevation.gain), .meter) : nil
            case .elevationDescended: value = altitudeCount > 0 ? Quantity(Self.rounded(elevation.loss), .meter) : nil
            case .movingTime: value = distance?.movingTime.map { Quantity(Self.rounded($0), .second) }
            case .averageSpeed:
                let meters = statedDistance ?? distance?.meters
                let seconds = statedMovingTime ?? distance?.movingTime
                if let meters, let seconds, seconds > 0 {
                    value = Quantity(Self.rounded(meters / seconds), .meterPerSecond)
                } else {
                    value = nil
                }
            case .maximumSpeed:
                value = (locationSpeed.largest ?? sampledSpeed.largest).map { Quantity(Self.rounded($0), .meterPerSecond) }
            case .averageHeartRate: value = heartRate.mean.map { Quantity(Self.rounded($0), .countPerMinute) }
            case .maximumHeartRate: value = heartRate.largest.map { Quantity(Self.rounded($0), .countPerMinute) }
            case .averageCadence: value = cadence.mean.map { Quantity(Self.rounded($0), .countPerMinute) }
            case .maximumCadence: value = cadence.largest.map { Quantity(Self.rounded($0), .countPerMinute) }
            case .averagePower: value = power.mean.map { Quantity(Self.rounded($0), .watt) }
            case .maximumPower: value = power.largest.map { Quantity(Self.rounded($0), .watt) }
            }
            guard let value else { continue }
            switch total {
            case .totalDistance: workout.totalDistance = value
            case .totalEnergyBurned: workout.totalEnergyBurned = value
            default: workout.metadata[total.rawValue] = .quantity(value)
            }
            derived.append(total)
        }
        if !derived.isEmpty {
            let names = DerivedTotal.allCases.filter(derived.contains).map(\.rawValue)
            workout.metadata[MetadataKey.derivedTotals] = .string(names.joined(separator: ","))
        }
        return workout
    }

    /// The distance and the moving time of the first source that has them (see the type's
    /// description); `nil` when none does.
    private func distanceAndMovingTime() -> (meters: Double, movingTime: Double?)? {
        if seriesGivesDistance, let first = firstSeriesDistance {
            return (greatestSeriesDistance - first, seriesMovingTime)
        }
        if distanceSampleCount > 0 {
            return (sampledDistance, routeLength.steps > 0 ? routeMovingTime : nil)
        }
        return routeLength.steps > 0 ? (routeLength.meters, routeMovingTime) : nil
    }

    /// Kilocalories: the active-energy samples' sum, else a ride's work in kilojoules.
    private func energy(of activityType: WorkoutActivityType) -> Double? {
        if activeEnergyCount > 0 { return activeEnergy }
        let ride = activityType == .cycling || activityType == .handCycling
        return ride && power.count > 1 ? work / 1000 : nil
    }

    /// Whether the distance-from-start series gives the distance and moving time: once it does,
    /// it does to the end (its first value stays, its greatest and its moving time only grow), and
    /// the routes' length is never asked for, so positions are no longer measured (a geodesic a
    /// position was a tenth of a FIT import's instructions).
    private var seriesGivesDistance: Bool {
        guard let first = firstSeriesDistance, previousSeriesReading != nil else { return false }
        return greatestSeriesDistance > first || seriesMovingTime > 0
    }

    private mutating func addPosition(_ location: Location) {
        if let speed = location.speed, speed >= 0, speed.isFinite { locationSpeed.add(speed) }
        guard !seriesGivesDistance, let step = routeLength.add(location) else { return }
        if step.isMoving(atLeast: RouteMetrics.defaultMovingSpeedThreshold) { routeMovingTime += step.seconds }
    }

    private mutating func addAltitude(_ altitude: Double) {
        guard altitude.isFinite else { return }
        elevation.add(altitude)
        altitudeCount += 1
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }
}
