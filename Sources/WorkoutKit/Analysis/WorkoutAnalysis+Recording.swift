import Foundation
import TrainingAnalysis
import WorkoutModel

extension WorkoutAnalysis {
    /// Analyses a recording: its power (cycling power, else running power), heart rate, speed
    /// (the route's speeds, else the speed series) and distance (the distance-from-start
    /// series, else the length of the route), each resampled to one value a second
    /// (``/TrainingAnalysis/OneSecondSeries``: silences longer than 10 s are gaps, never filled in).
    public init(recording: WorkoutRecording, settings: AthleteSettings = AthleteSettings()) {
        let workout = recording.workout
        workoutUUID = workout.uuid
        activityType = workout.activityType

        let cyclingPower = Self.column(recording, .cyclingPower)
        let powerSamples = cyclingPower.times.isEmpty ? Self.column(recording, .runningPower) : cyclingPower
        let heartRateSamples = Self.column(recording, .heartRate)
        let speedSamples = Self.speedColumn(recording)
        let distanceSamples = Self.distanceColumn(recording)

        let powerGrid = OneSecondSeries(times: powerSamples.times, values: powerSamples.values)
        let heartRateGrid = OneSecondSeries(times: heartRateSamples.times, values: heartRateSamples.values)
        let speedGrid = OneSecondSeries(times: speedSamples.times, values: speedSamples.values)

        if let load = PowerTrainingLoad(power: powerGrid), let maximum = powerGrid.maximum {
            let threshold = settings.thresholdPower
            power = Power(
                average: load.averagePower, maximum: maximum, normalized: load.normalizedPower,
                variabilityIndex: load.variabilityIndex,
                intensityFactor: threshold.map { load.intensityFactor(thresholdPower: $0) },
                trainingStressScore: threshold.map { load.trainingStressScore(thresholdPower: $0) },
                peaks: Self.peaks(powerGrid, absent: .zero))
        } else {
            power = nil
        }
        if let average = heartRateGrid.mean, let maximum = heartRateGrid.maximum {
            var impulse: Double?
            if let rest = settings.restingHeartRate, let top = settings.maximumHeartRate {
                impulse = HeartRateTrainingImpulse(heartRate: heartRateGrid, rest: rest, maximum: top, sex: settings.sex)?.points
            }
            heartRate = HeartRate(average: average, maximum: maximum, trainingImpulse: impulse,
                                  peaks: Self.peaks(heartRateGrid, absent: .excluded))
        } else {
            heartRate = nil
        }
        speedPeaks = Self.peaks(speedGrid, absent: .excluded)

        let heartRateZones = settings.heartRateZones ?? settings.maximumHeartRate.map { Zones.heartRate(maximum: $0) }
        self.heartRateZones = heartRateGrid.values.isEmpty ? [] : heartRateZones.map { Self.zoneTimes($0, heartRateGrid) } ?? []
        let powerZones = settings.powerZones ?? settings.thresholdPower.map { Zones.power(threshold: $0) }
        self.powerZones = powerGrid.values.isEmpty ? [] : powerZones.map { Self.zoneTimes($0, powerGrid) } ?? []

        let targets = workout.activityType == .cycling || workout.activityType == .handCycling
            ? BestEfforts.cyclingDistances : BestEfforts.runningDistances
        bestEfforts = BestEfforts(times: distanceSamples.times, distances: distanceSamples.values, targets: targets)
            .efforts.map { BestEffort(meters: $0.distance, seconds: $0.seconds, start: Date(timeIntervalSinceReferenceDate: $0.start)) }

        laps = workout.events.filter { $0.type == .lap }.enumerated().map { index, event in
            let start = event.date.timeIntervalSinceReferenceDate, end = event.endDate.timeIntervalSinceReferenceDate
            return Lap(
                index: index + 1, start: event.date, duration: event.duration,
                distance: Self.distance(distanceSamples, from: start, to: end),
                averageHeartRate: Self.mean(heartRateSamples, from: start, to: end),
                averagePower: Self.mean(powerSamples, from: start, to: end),
                averageSpeed: Self.mean(speedSamples, from: start, to: end))
        }
    }

    /// A series' times (seconds since the reference date) and values in its type's unit.
    typealias Column = (times: [Double], values: [Double])

    static func column(_ recording: WorkoutRecording, _ type: QuantityType) -> Column {
        var column: Column = ([], [])
        // Walked in place: `samples` would build the list of every sample for each type asked.
        recording.forEachSample { sample in
            guard sample.quantityType == type, let value = try? sample.quantity.doubleValue(for: type.canonicalUnit) else { return }
            column.times.append(sample.startDate.timeIntervalSinceReferenceDate)
            column.values.append(value)
        }
        return column
    }

    static func speedColumn(_ recording: WorkoutRecording) -> Column {
        var speeds: Column = ([], [])
        for route in recording.routes {
            for location in route.locations where location.hasTime {
                guard let speed = location.speed, speed >= 0 else { continue }
                speeds.times.append(location.timestamp.timeIntervalSinceReferenceDate)
                speeds.values.append(speed)
            }
        }
        if !speeds.times.isEmpty { return speeds }
        let cycling = column(recording, .cyclingSpeed)
        return cycling.times.isEmpty ? column(recording, .runningSpeed) : cycling
    }

    static func distanceColumn(_ recording: WorkoutRecording) -> Column {
        let stated = column(recording, .distanceFromStart)
        if !stated.times.isEmpty { return stated }
        var along: Column = ([], [])
        var length = TrackLength()
        for route in recording.routes {
            // Locations without a time are left out: the analysis' statistics are those of
            // the timed route, measured within its segments.
            for location in route.locations {
                guard location.hasTime else {
                    length.pass(location)
                    continue
                }
                guard location.hasValidCoordinate else { continue }
                length.add(location)
                along.times.append(location.timestamp.timeIntervalSinceReferenceDate)
                along.values.append(length.meters)
            }
            length.endTrack()
        }
        return along
    }

    private static func peaks(_ grid: OneSecondSeries, absent: MeanMaximalCurve.AbsentSeconds) -> [Peak] {
        MeanMaximalCurve(grid, absent: absent).points.map {
            Peak(seconds: $0.duration, value: $0.average, start: Date(timeIntervalSinceReferenceDate: grid.start + Double($0.start)))
        }
    }

    private static func zoneTimes(_ zones: Zones, _ grid: OneSecondSeries) -> [ZoneTime] {
        let seconds = zones.secondsInZones(grid)
        return zones.lowerBounds.indices.map { index in
            ZoneTime(zone: index + 1, lowerBound: zones.lowerBounds[index],
                     upperBound: index + 1 < zones.lowerBounds.count ? zones.lowerBounds[index + 1] : nil,
                     seconds: seconds[index])
        }
    }

    /// The mean of the values recorded in [start, end), `nil` when none was.
    private static func mean(_ column: Column, from start: Double, to end: Double) -> Double? {
        var sum = 0.0, count = 0
        for (time, value) in zip(column.times, column.values) where time >= start && time < end {
            sum += value
            count += 1
        }
        return count == 0 ? nil : sum / Double(count)
    }

    /// The distance covered in [start, end]: the last cumulative distance in it minus the last
    /// one before it (or the first in it); `nil` without two readings.
    private static func distance(_ column: Column, from start: Double, to end: Double) -> Double? {
        var before: Double?, first: Double?, last: Double?
        for (time, value) in zip(column.times, column.values) {
            if time < start { before = value } else if time <= end { first = first ?? value; last = value }
        }
        guard let last, let base = before ?? first else { return nil }
        return max(0, last - base)
    }
}
