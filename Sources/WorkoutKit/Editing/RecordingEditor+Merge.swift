import Foundation
import WorkoutModel

/// What a merge takes from which recording, when the default rule (see
/// ``RecordingEditor/merge(_:names:options:)``) is not what is wanted, and how each
/// recording's clock is corrected. Recordings are named by their index in the merge.
public struct MergeOptions: Sendable, Equatable {
    /// Seconds added to every time of a recording (its clock's error), by index.
    public var offsets: [Int: TimeInterval]
    /// The recording the positions (routes and waypoints) come from; `nil`: the first that has any.
    public var positionsFrom: Int?
    /// The recording each quantity type (series, and samples of the type) comes from.
    public var typesFrom: [QuantityType: Int]

    public init(offsets: [Int: TimeInterval] = [:], positionsFrom: Int? = nil, typesFrom: [QuantityType: Int] = [:]) {
        self.offsets = offsets
        self.positionsFrom = positionsFrom
        self.typesFrom = typesFrom
    }
}

/// A merged recording, with what the merge took from the recordings other than the base and
/// what it did not carry, in words.
public struct MergedRecording: Sendable {
    /// The result (its ``EditedRecording/droppedTotals`` name the stated totals it could not restate).
    public var edited: EditedRecording
    /// What the result holds from recordings other than the base: one entry per recording and
    /// quantity type, in the order of the recordings.
    public var taken: [MergedType]
    /// What the recordings held that the result does not, each in words
    /// (`b.fit: 12 of 3,600 HeartRate values (at no record of a.gpx within 1 s)`).
    public var leftOut: [String]
}

/// A quantity type a merge took from a recording other than its base, and how much of it.
public struct MergedType: Sendable, Equatable {
    /// The recording it came from: its index among the recordings merged.
    public var recording: Int
    /// The type.
    public var quantityType: QuantityType
    /// Its series values in the result, each at a record of the base.
    public var valueCount: Int
    /// Its samples in the result that are not series values (a lap's energy, a heartbeat series).
    public var sampleCount: Int

    public init(recording: Int, quantityType: QuantityType, valueCount: Int, sampleCount: Int) {
        self.recording = recording
        self.quantityType = quantityType
        self.valueCount = valueCount
        self.sampleCount = sampleCount
    }
}

extension RecordingEditor {
    /// One recording from several recordings of one activity made at the same time by
    /// different devices (a phone's GPS and a chest strap's heart rate).
    ///
    /// - **Positions** (routes and waypoints) come from one recording, the *base*: the first
    ///   that has any (``MergeOptions/positionsFrom`` chooses), else the first. Its workout
    ///   (activity, start and end, events, laps, name, device) is the result's; the others
    ///   fill in the stated totals and metadata keys it lacks.
    /// - **Each series type** comes from one recording: the base when it holds it, else the
    ///   first that does (``MergeOptions/typesFrom`` chooses). Samples that are not series
    ///   values (lap energy, heartbeat series) of a type go with it the same way, those
    ///   inside the base's time.
    /// - **Alignment.** The values of a series from another recording move to the base's
    ///   records (its locations and its series values): each record takes a value of the
    ///   nearest time within the series' sampling interval (the median step between its
    ///   values), and none when there is none that near, so nothing is invented across a gap
    ///   longer than that. Where several records share a time (a device logging twice in a
    ///   second), the k-th of them takes the k-th value of the nearest time, as the writers pair
    ///   values with positions. Values no record takes are left out and counted in
    ///   ``MergedRecording/leftOut``; what was taken is in ``MergedRecording/taken``.
    /// - Summary figures the result states (average heart rate, ...) are recomputed from it;
    ///   every object has a new UUID.
    ///
    /// `names` name the recordings in errors and notes, in the same order.
    ///
    /// - Throws: ``EditError/tooFewRecordingsToMerge(count:)``,
    ///   ``EditError/recordingsDoNotOverlap(first:firstStart:firstEnd:second:secondStart:secondEnd:)``,
    ///   ``EditError/nothingToTake(input:what:)`` for a choice of a recording that does not hold it.
    public static func merge(_ recordings: [WorkoutRecording], names: [String], options: MergeOptions = MergeOptions()) throws -> MergedRecording {
        guard recordings.count >= 2 else { throw EditError.tooFewRecordingsToMerge(count: recordings.count) }
        let recordings = recordings.enumerated().map { index, recording in
            (options.offsets[index].map { $0 == 0 ? recording : shift(recording, by: $0).recording } ?? recording)
                .holdingInstantaneousSamplesAsSeries()
        }
        let base: Int
        if let chosen = options.positionsFrom {
            guard recordings[chosen].locationCount > 0 else { throw EditError.nothingToTake(input: names[chosen], what: "positions") }
            base = chosen
        } else {
            base = recordings.firstIndex { $0.locationCount > 0 } ?? 0
        }
        let baseWorkout = recordings[base].workout
        for index in recordings.indices where index != base {
            let other = recordings[index].workout
            guard min(baseWorkout.endDate, other.endDate) > max(baseWorkout.startDate, other.startDate) else {
                throw EditError.recordingsDoNotOverlap(
                    first: names[base], firstStart: baseWorkout.startDate, firstEnd: baseWorkout.endDate,
                    second: names[index], secondStart: other.startDate, secondEnd: other.endDate)
            }
        }
        // Which recording each type comes from: the chosen one, else the base, else the first that has it.
        let order = [base] + recordings.indices.filter { $0 != base }
        var source: [QuantityType: Int] = [:]
        for (type, index) in options.typesFrom {
            let holds = recordings[index].series.contains { $0.quantityType == type }
                || recordings[index].separateSamples.contains { $0.quantityType == type }
            guard holds else { throw EditError.nothingToTake(input: names[index], what: type.shortName) }
            source[type] = index
        }
        for index in order {
            for one in recordings[index].series where source[one.quantityType] == nil { source[one.quantityType] = index }
            for sample in recordings[index].separateSamples where source[sample.quantityType] == nil {
                source[sample.quantityType] = index
            }
        }
        var leftOut: [String] = []
        for index in order {
            var named: Set<QuantityType> = []
            for one in recordings[index].series where source[one.quantityType] != index && named.insert(one.quantityType).inserted {
                leftOut.append("\(names[index]): its \(one.quantityType.shortName) series (\(names[source[one.quantityType]!])'s is kept)")
            }
        }
        for index in order where index != base {
            if recordings[index].locationCount > 0 {
                leftOut.append("\(names[index]): its \(recordings[index].locationCount) positions (\(names[base])'s are kept)")
            }
            if !recordings[index].waypoints.isEmpty {
                leftOut.append("\(names[index]): its \(recordings[index].waypoints.count) waypoints (\(names[base])'s are kept)")
            }
        }

        let baseRecording = recordings[base]
        let keptSeries = baseRecording.series.compactMapValues { one, time, value in
            source[one.quantityType] == base ? (time, value) : nil
        }
        let recordTimes = Self.recordTimes(of: baseRecording.routes, keptSeries)
        var aligned: [QuantitySeries] = []
        var taken: [MergedType] = []
        func take(_ type: QuantityType, from index: Int, values: Int, samples: Int) {
            if let known = taken.firstIndex(where: { $0.recording == index && $0.quantityType == type }) {
                taken[known].valueCount += values
                taken[known].sampleCount += samples
            } else {
                taken.append(MergedType(recording: index, quantityType: type, valueCount: values, sampleCount: samples))
            }
        }
        for index in order where index != base {
            for one in recordings[index].series where source[one.quantityType] == index {
                let (moved, interval, missed) = align(one, to: recordTimes)
                if !moved.isEmpty {
                    aligned.append(moved)
                    take(one.quantityType, from: index, values: moved.count, samples: 0)
                }
                if missed > 0 {
                    leftOut.append("\(names[index]): \(missed) of \(one.count) \(one.quantityType.shortName) values "
                                   + "(at no record of \(names[base]) within \(Self.seconds(interval)))")
                }
            }
        }
        let start = baseWorkout.startDate, end = baseWorkout.endDate
        var samples = baseRecording.separateSamples.filter { source[$0.quantityType] == base }
        for index in order where index != base {
            var outside = 0
            for sample in recordings[index].separateSamples where source[sample.quantityType] == index {
                if sample.startDate >= start && sample.endDate <= end {
                    samples.append(sample)
                    take(sample.quantityType, from: index, values: 0, samples: 1)
                } else {
                    outside += 1
                }
            }
            if outside > 0 { leftOut.append("\(names[index]): \(outside) samples outside \(names[base])'s time") }
        }
        for index in order {
            let others = recordings[index].separateSamples.count(where: { source[$0.quantityType] != index })
            if others > 0 { leftOut.append("\(names[index]): \(others) samples of types another recording gives") }
        }

        var workout = baseWorkout
        for index in order where index != base {
            let other = recordings[index].workout
            if workout.totalEnergyBurned == nil { workout.totalEnergyBurned = other.totalEnergyBurned }
            if workout.totalDistance == nil { workout.totalDistance = other.totalDistance }
            workout.metadata.merge(other.metadata) { kept, _ in kept }
        }
        var merged = WorkoutRecording(
            workout: workout, series: .concatenating([keptSeries, RecordingSeries(aligned)]), samples: samples,
            routes: baseRecording.routes, waypoints: baseRecording.waypoints)
        let restated = EditFigures(merged).restate(
            distance: nil, energy: nil, metadata: workout.metadata, from: -.infinity, to: .infinity, duration: workout.duration)
        merged.workout.metadata = restated.metadata
        return MergedRecording(edited: EditedRecording(recording: merged.renewingIdentities(), droppedTotals: restated.dropped),
                               taken: taken.enumerated().sorted { ($0.element.recording, $0.offset) < ($1.element.recording, $1.offset) }
                                   .map(\.element),
                               leftOut: leftOut)
    }

    /// The times (seconds since the reference date) of the records of `routes` and `series`
    /// (the base's that the result keeps), rising, a time once per record the writers make at
    /// it: as many as the most of the timed locations or of one series' values at that time.
    private static func recordTimes(of routes: [WorkoutRoute], _ series: RecordingSeries) -> [Double] {
        // (time, -1 for a location, else the series' index), sorted: the records of one
        // origin at one time are then a run.
        var records: [(time: Double, origin: Int)] = []
        records.reserveCapacity(routes.reduce(0) { $0 + $1.locations.count } + series.valueCount)
        for route in routes {
            for location in route.locations where location.hasTime {
                records.append((location.timestamp.timeIntervalSinceReferenceDate, -1))
            }
        }
        series.forEachValue { index, time, _ in records.append((time, index)) }
        records.sort { ($0.time, $0.origin) < ($1.time, $1.origin) }
        var times: [Double] = []
        times.reserveCapacity(records.count)
        var start = 0
        while start < records.count {
            let time = records[start].time
            var end = start, most = 0, run = 0
            while end < records.count && records[end].time == time {
                run = end > start && records[end - 1].origin == records[end].origin ? run + 1 : 1
                most = max(most, run)
                end += 1
            }
            times += repeatElement(time, count: most)
            start = end
        }
        return times
    }

    /// `series`'s values moved to `times` (rising; a time once per record at it): each time
    /// takes a value of the nearest of the series' times, when that is within its sampling
    /// interval (the median step between its times; 1 s for a series of one time), the k-th
    /// record at a time the k-th value at that nearest time (none when it has fewer). Returns
    /// the moved series (same type, source, device and metadata), the interval, and how many
    /// of its values no record took.
    static func align(_ series: QuantitySeries, to times: [Double]) -> (series: QuantitySeries, interval: Double, missed: Int) {
        // Values at one time keep their order: the k-th goes to the k-th record.
        let order = series.times.indices.sorted { (series.times[$0], $0) < (series.times[$1], $1) }
        let own = order.map { series.times[$0] }
        var steps: [Double] = []
        for (a, b) in zip(own, own.dropFirst()) where b > a { steps.append(b - a) }
        steps.sort()
        let interval = steps.isEmpty ? 1 : steps[steps.count / 2]
        var moved = QuantitySeries(type: series.quantityType, source: series.source, device: series.device, metadata: series.metadata)
        var taken = [Bool](repeating: false, count: own.count)
        var next = 0  // the first of `own` at or after the current time
        var rank = 0  // how many records before this one share its time
        for (position, time) in times.enumerated() {
            rank = position > 0 && times[position - 1] == time ? rank + 1 : 0
            while next < own.count && own[next] < time { next += 1 }
            var nearest: Int?
            if next < own.count { nearest = next }
            if next > 0, nearest == nil || time - own[next - 1] < own[next] - time {
                // The value before, unless one at or after is nearer (equal: the later one, at the time itself when there is one).
                nearest = next - 1
            }
            guard let found = nearest, abs(own[found] - time) <= interval else { continue }
            // Of several values at the nearest time, the one of this record's rank.
            var first = found
            while first > 0 && own[first - 1] == own[found] { first -= 1 }
            let chosen = first + rank
            guard chosen < own.count, own[chosen] == own[found] else { continue }
            moved.append(series.values[order[chosen]], atStored: time)
            taken[chosen] = true
        }
        // A value no record took (more values at one time than records at the nearest) is left out.
        let missed = taken.count(where: { !$0 })
        return (moved, interval, missed)
    }

    /// `1 s`, `0.5 s`.
    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

extension WorkoutRecording {
    /// The recording with its instantaneous separate samples that have no source, device or
    /// metadata of their own (a JSON or Apple Health file's per-point values) as series values,
    /// in their order: what a merge moves to another recording's records.
    fileprivate func holdingInstantaneousSamplesAsSeries() -> WorkoutRecording {
        var extra = RecordingSeries()
        var rest: [QuantitySample] = []
        for sample in separateSamples {
            if sample.startDate == sample.endDate, sample.source == nil, sample.device == nil, sample.metadata.isEmpty,
               let value = try? sample.canonicalValue() {
                extra.append(value, of: sample.quantityType, at: sample.startDate)
            } else {
                rest.append(sample)
            }
        }
        guard extra.valueCount > 0 else { return self }
        return WorkoutRecording(workout: workout, series: .concatenating([series, extra]), samples: rest, routes: routes,
                                waypoints: waypoints)
    }
}
