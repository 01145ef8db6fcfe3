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
    /// - **Devices.** What comes from a recording other than the base names the device that
    ///   recorded it (its own, else its recording's workout's) when that is not the base's: the
    ///   strap's heart rate is the strap's (HealthKit's `HKObject.device`), not the phone's.
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
        let plan = try mergePlan(recordings.map(MergeInput.init(whole:)), names: names, options: options)
        let baseRecording = recordings[plan.base]
        let keptSeries = baseRecording.series.compactMapValues { one, time, value in
            plan.source[one.quantityType] == plan.base ? (time, value) : nil
        }
        let recordTimes = Self.recordTimes(of: baseRecording.routes, keptSeries)
        var aligned: [QuantitySeries] = []
        var alignments: [MergeAlignment] = []
        for index in plan.order where index != plan.base {
            for one in recordings[index].series where plan.source[one.quantityType] == index {
                let (moved, interval, missed) = align(one, to: recordTimes, device: plan.device(of: one.device, from: recordings[index]))
                if !moved.isEmpty { aligned.append(moved) }
                alignments.append(MergeAlignment(recording: index, quantityType: one.quantityType, count: one.count,
                                                 moved: moved.count, interval: interval, missed: missed))
            }
        }
        return merged(plan, recordings, names: names, series: .concatenating([keptSeries, RecordingSeries(aligned)]),
                      alignments: alignments, points: nil)
    }

    /// The choices of ``merge(_:names:options:)`` for `inputs` (their times moved by their
    /// offsets), made before any value is moved: the base, the recording each type comes from,
    /// the workout, and what is left out of the series, positions and waypoints.
    ///
    /// - Throws: as ``merge(_:names:options:)``.
    static func mergePlan(_ inputs: [MergeInput], names: [String], options: MergeOptions) throws -> MergePlan {
        guard inputs.count >= 2 else { throw EditError.tooFewRecordingsToMerge(count: inputs.count) }
        let base: Int
        if let chosen = options.positionsFrom {
            guard inputs[chosen].locationCount > 0 else { throw EditError.nothingToTake(input: names[chosen], what: "positions") }
            base = chosen
        } else {
            base = inputs.firstIndex { $0.locationCount > 0 } ?? 0
        }
        let baseWorkout = inputs[base].recording.workout
        for index in inputs.indices where index != base {
            let other = inputs[index].recording.workout
            guard min(baseWorkout.endDate, other.endDate) > max(baseWorkout.startDate, other.startDate) else {
                throw EditError.recordingsDoNotOverlap(
                    first: names[base], firstStart: baseWorkout.startDate, firstEnd: baseWorkout.endDate,
                    second: names[index], secondStart: other.startDate, secondEnd: other.endDate)
            }
        }
        // Which recording each type comes from: the chosen one, else the base, else the first that has it.
        let order = [base] + inputs.indices.filter { $0 != base }
        var source: [QuantityType: Int] = [:]
        for (type, index) in options.typesFrom {
            let holds = inputs[index].seriesTypes.contains(type)
                || inputs[index].recording.separateSamples.contains { $0.quantityType == type }
            guard holds else { throw EditError.nothingToTake(input: names[index], what: type.shortName) }
            source[type] = index
        }
        for index in order {
            for type in inputs[index].seriesTypes where source[type] == nil { source[type] = index }
            for sample in inputs[index].recording.separateSamples where source[sample.quantityType] == nil {
                source[sample.quantityType] = index
            }
        }
        var leftOut: [String] = []
        for index in order {
            var named: Set<QuantityType> = []
            for type in inputs[index].seriesTypes where source[type] != index && named.insert(type).inserted {
                leftOut.append("\(names[index]): its \(type.shortName) series (\(names[source[type]!])'s is kept)")
            }
        }
        for index in order where index != base {
            if inputs[index].locationCount > 0 {
                leftOut.append("\(names[index]): its \(inputs[index].locationCount) positions (\(names[base])'s are kept)")
            }
            if !inputs[index].recording.waypoints.isEmpty {
                leftOut.append("\(names[index]): its \(inputs[index].recording.waypoints.count) waypoints (\(names[base])'s are kept)")
            }
        }
        var workout = baseWorkout
        for index in order where index != base {
            let other = inputs[index].recording.workout
            if workout.totalEnergyBurned == nil { workout.totalEnergyBurned = other.totalEnergyBurned }
            if workout.totalDistance == nil { workout.totalDistance = other.totalDistance }
            workout.metadata.merge(other.metadata) { kept, _ in kept }
        }
        return MergePlan(base: base, order: order, source: source, workout: workout, leftOut: leftOut)
    }

    /// The merged recording of `plan`: its workout, `series` (the base's kept series and the
    /// moved ones; none when the points were streamed, their figures then in `points`), the
    /// samples the plan takes from `recordings` (whole, or the outlines of streamed ones), the
    /// base's routes and waypoints; what was taken (`alignments`, then the samples) and left
    /// out (the plan's, the values no record took, the samples left out), and the summary
    /// figures restated.
    static func merged(_ plan: MergePlan, _ recordings: [WorkoutRecording], names: [String], series: RecordingSeries,
                       alignments: [MergeAlignment], points: StreamedFigures?) -> MergedRecording {
        let base = plan.base
        var leftOut = plan.leftOut
        var taken: [MergedType] = []
        func take(_ type: QuantityType, from index: Int, values: Int, samples: Int) {
            if let known = taken.firstIndex(where: { $0.recording == index && $0.quantityType == type }) {
                taken[known].valueCount += values
                taken[known].sampleCount += samples
            } else {
                taken.append(MergedType(recording: index, quantityType: type, valueCount: values, sampleCount: samples))
            }
        }
        for alignment in alignments {
            if alignment.moved > 0 { take(alignment.quantityType, from: alignment.recording, values: alignment.moved, samples: 0) }
            if alignment.missed > 0 {
                leftOut.append("\(names[alignment.recording]): \(alignment.missed) of \(alignment.count) \(alignment.quantityType.shortName) values "
                               + "(at no record of \(names[base]) within \(Self.seconds(alignment.interval)))")
            }
        }
        let workout = plan.workout
        let start = workout.startDate, end = workout.endDate
        var samples = recordings[base].separateSamples.filter { plan.source[$0.quantityType] == base }
        for index in plan.order where index != base {
            var outside = 0
            for var sample in recordings[index].separateSamples where plan.source[sample.quantityType] == index {
                if sample.startDate >= start && sample.endDate <= end {
                    sample.device = plan.device(of: sample.device, from: recordings[index])
                    samples.append(sample)
                    take(sample.quantityType, from: index, values: 0, samples: 1)
                } else {
                    outside += 1
                }
            }
            if outside > 0 { leftOut.append("\(names[index]): \(outside) samples outside \(names[base])'s time") }
        }
        for index in plan.order {
            let others = recordings[index].separateSamples.count(where: { plan.source[$0.quantityType] != index })
            if others > 0 { leftOut.append("\(names[index]): \(others) samples of types another recording gives") }
        }

        var merged = WorkoutRecording(workout: workout, series: series, samples: samples, routes: recordings[base].routes,
                                      waypoints: recordings[base].waypoints)
        let span = (workout.startDate.timeIntervalSinceReferenceDate, workout.endDate.timeIntervalSinceReferenceDate)
        let restated = EditFigures(merged, points: points.map { ($0, $0.first ?? span.0, $0.last ?? span.1) }).restate(
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
    /// the moved series (same type, source and metadata, recorded by `device`), the interval,
    /// and how many of its values no record took.
    static func align(_ series: QuantitySeries, to times: [Double], device: Device?)
        -> (series: QuantitySeries, interval: Double, missed: Int) {
        var aligner = SeriesAligner(times: series.times, values: series.values)
        var moved = QuantitySeries(type: series.quantityType, source: series.source, device: device, metadata: series.metadata)
        var rank = 0  // how many records before this one share its time
        for (position, time) in times.enumerated() {
            rank = position > 0 && times[position - 1] == time ? rank + 1 : 0
            if let value = aligner.value(at: time, rank: rank) { moved.append(value, atStored: time) }
        }
        return (moved, aligner.interval, aligner.missed)
    }

    /// `1 s`, `0.5 s`.
    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

extension WorkoutRecording {
    /// The recording with its instantaneous separate samples that have no source, device or
    /// metadata of their own (a JSON or Apple Health file's per-point values) as series values,
    /// in their order, and its series of one kind (a stored workout's or a JSON file's series read
    /// back in pieces) as one: what a merge moves to another recording's records, a series at a time.
    /// With `type`, only its samples become series values (a slice or a combination counts
    /// distances from start series by series, ``holdingDistancesFromStartAsSeries()``).
    func holdingInstantaneousSamplesAsSeries(of type: QuantityType? = nil) -> WorkoutRecording {
        var extra = RecordingSeries()
        var rest: [QuantitySample] = []
        for sample in separateSamples {
            if type.map({ $0.identifier == sample.quantityType.identifier }) ?? true, let value = sample.seriesValue {
                extra.append(value, of: sample.quantityType, at: sample.startDate)
            } else {
                rest.append(sample)
            }
        }
        let joined = RecordingSeries.concatenating([series, extra])
        guard extra.valueCount > 0 || joined.count < series.count else { return self }
        return WorkoutRecording(workout: workout, series: joined, samples: rest, routes: routes,
                                waypoints: waypoints)
    }

    /// Whether a merge holds some of the recording's samples as series values
    /// (``holdingInstantaneousSamplesAsSeries()`` changes it).
    var holdsSamplesAsSeriesValues: Bool {
        separateSamples.contains { $0.seriesValue != nil }
    }
}

extension QuantitySample {
    /// The value a merge moves as a series value: an instantaneous sample's with no source,
    /// device or metadata of its own.
    fileprivate var seriesValue: Double? {
        guard startDate == endDate, source == nil, device == nil, metadata.isEmpty else { return nil }
        return try? canonicalValue()
    }
}
