import Foundation
import Testing
import WorkoutKit

/// A made-up run to edit, with hand values: 07:00:00 to 07:10:00 UTC, paused from 07:04:00 to
/// 07:05:00 (no record in the pause); a record every 10 s with heart rate 100 + t/10, distance
/// from start 3 m/s × t, a developer field 2t, and a location (altitude 100 + t/10); two laps
/// (0-300 s, 300-600 s) each with 30 kcal and 900 m interval samples; stated totals 1,800 m,
/// 60 kcal, elevation gain 60 m, average heart rate 130, average METs 9.
enum EditedRun {
    static let start = Date(timeIntervalSince1970: 1_714_546_800)  // 2024-05-01T07:00:00Z
    static let developer = QuantityType(identifier: "WKQuantityTypeIdentifierDeveloper.Form Power", aggregationStyle: .discrete,
                                        canonicalUnit: .watt)
    static func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }

    /// The record times: every 10 s from 0 to 600, none inside the pause (240, 300).
    static let recordTimes: [Double] = stride(from: 0.0, through: 600, by: 10).filter { !($0 > 240 && $0 < 300) }

    static var recording: WorkoutRecording {
        var series = RecordingSeries()
        var locations: [Location] = []
        for t in recordTimes {
            series.append(100 + t / 10, of: .heartRate, at: at(t))
            series.append(3 * t, of: .distanceFromStart, at: at(t))
            series.append(2 * t, of: developer, at: at(t))
            locations.append(Location(timestamp: at(t), latitude: 46 + t * 0.00001, longitude: 14, altitude: 100 + t / 10))
        }
        let laps = [
            WorkoutEvent(type: .lap, date: at(0), duration: 300, metadata: [LapMetadataKey.averageHeartRate: .quantity(Quantity(112, .countPerMinute))]),
            WorkoutEvent(type: .lap, date: at(300), duration: 300, metadata: [LapMetadataKey.averageHeartRate: .quantity(Quantity(145, .countPerMinute))]),
        ]
        let samples = [0.0, 300].flatMap { lapStart in
            [QuantitySample(type: .activeEnergyBurned, quantity: Quantity(30, .kilocalorie), start: at(lapStart), end: at(lapStart + 300)),
             QuantitySample(type: .distanceWalkingRunning, quantity: Quantity(900, .meter), start: at(lapStart), end: at(lapStart + 300))]
        } + [QuantitySample(type: .heartRate, quantity: Quantity(99, .countPerMinute), start: at(5), end: at(5))]
        let workout = Workout(
            activityType: .running, start: at(0), end: at(600), duration: 540,
            totalEnergyBurned: Quantity(60, .kilocalorie), totalDistance: Quantity(1.8, .kilometer),
            source: Source(name: "Made-up watch"), syncIdentifier: "made-up-run",
            metadata: [MetadataKey.elevationAscended: .quantity(Quantity(60, .meter)),
                       LapMetadataKey.averageHeartRate: .quantity(Quantity(130, .countPerMinute)),
                       MetadataKey.averageMETs: .double(9), MetadataKey.name: .string("Morning run")],
            events: [WorkoutEvent(type: .pause, date: at(240)), WorkoutEvent(type: .resume, date: at(300))] + laps)
        return WorkoutRecording(workout: workout, series: series, samples: samples,
                                routes: [WorkoutRoute(syncIdentifier: "made-up-route", locations: locations)],
                                waypoints: [Waypoint(name: "Start", latitude: 46, longitude: 14)])
    }

    /// Each series' (type, time, value) in order, for comparing records.
    static func values(_ recording: WorkoutRecording) -> [String: [(time: Double, value: Double)]] {
        var found: [String: [(time: Double, value: Double)]] = [:]
        recording.series.forEachValue { index, time, value in
            found[recording.series[index].quantityType.identifier, default: []].append((time, value))
        }
        return found
    }
}

@Suite("RecordingEditor")
struct RecordingEditorTests {
    let run = EditedRun.recording

    @Test("trim keeps exactly the records between its ends and restates the totals from them, naming what it cannot")
    func trimRestatesTotals() throws {
        let trimmed = try RecordingEditor.trim(run, skippingStart: 60, skippingEnd: 60, name: "run")
        let workout = trimmed.recording.workout
        #expect(workout.startDate == EditedRun.at(60) && workout.endDate == EditedRun.at(540))
        #expect(workout.duration == 420)  // 480 s less the 60 s pause
        let kept = EditedRun.recordTimes.filter { $0 >= 60 && $0 <= 540 }
        let values = EditedRun.values(trimmed.recording)
        #expect(values[QuantityType.heartRate.identifier]?.map(\.value) == kept.map { 100 + $0 / 10 })
        #expect(values[EditedRun.developer.identifier]?.map(\.value) == kept.map { 2 * $0 })
        // Distances count from the last record before the trim (t = 50 s, 150 m).
        #expect(values[QuantityType.distanceFromStart.identifier]?.map(\.value) == kept.map { 3 * $0 - 150 })
        #expect(trimmed.recording.routes.first?.locations.count == kept.count)
        // 1,620 m at 540 s less 150 m; in the stated unit.
        #expect(workout.totalDistance == Quantity(1.47, .kilometer))
        // Each lap's 30 kcal and 900 m cut in proportion: 240 of 300 s on each side.
        #expect(try #require(workout.totalEnergyBurned).value == 48)
        let energy = trimmed.recording.separateSamples.filter { $0.quantityType == .activeEnergyBurned }
        #expect(energy.map(\.quantity.value) == [24, 24])
        #expect(energy.map(\.startDate) == [EditedRun.at(60), EditedRun.at(300)])
        // The instantaneous sample at 5 s is dropped; the waypoint without a time is kept.
        #expect(!trimmed.recording.separateSamples.contains { $0.quantityType == .heartRate })
        #expect(trimmed.recording.waypoints.count == 1)
        // Elevation gain: 100 + t/10 from 60 to 540 s rises 48 m; the mean heart rate of the kept records.
        #expect(workout.metadata[MetadataKey.elevationAscended] == .quantity(Quantity(48, .meter)))
        let meanHeartRate = kept.map { 100 + $0 / 10 }.reduce(0, +) / Double(kept.count)
        #expect(workout.metadata[LapMetadataKey.averageHeartRate] == .quantity(Quantity(meanHeartRate, .countPerMinute)))
        #expect(workout.metadata[MetadataKey.averageMETs] == nil)
        #expect(trimmed.droppedTotals == ["the average METs (9.0)"])
        #expect(workout.metadata[MetadataKey.name] == .string("Morning run"))
        // Laps are cut at the ends; the pause and resume inside stay.
        #expect(workout.events(ofType: .lap).map(\.duration) == [240, 240])
        #expect(workout.events(ofType: .pause).count == 1 && workout.events(ofType: .resume).count == 1)
        #expect(workout.uuid != run.workout.uuid)
    }

    @Test("a recording holding its values as separate samples at instants (as the store hands a workout back) is trimmed with the figures its series give")
    func trimRestatesFromSeparateValues() throws {
        // The same run with every series value a sample of its own, and no series.
        let separate = WorkoutRecording(workout: run.workout, samples: run.samples, routes: run.routes, waypoints: run.waypoints)
        #expect(separate.series.isEmpty)
        let fromSeries = try RecordingEditor.trim(run, skippingStart: 60, skippingEnd: 60, name: "run")
        let fromSamples = try RecordingEditor.trim(separate, skippingStart: 60, skippingEnd: 60, name: "run")
        let kept = EditedRun.recordTimes.filter { $0 >= 60 && $0 <= 540 }
        let meanHeartRate = kept.map { 100 + $0 / 10 }.reduce(0, +) / Double(kept.count)
        #expect(fromSamples.recording.workout.metadata[LapMetadataKey.averageHeartRate]
                == .quantity(Quantity(meanHeartRate, .countPerMinute)))
        #expect(fromSamples.recording.workout.metadata == fromSeries.recording.workout.metadata)
        #expect(fromSamples.recording.workout.events(ofType: .lap).map(\.metadata)
                == fromSeries.recording.workout.events(ofType: .lap).map(\.metadata))
        #expect(fromSamples.droppedTotals == fromSeries.droppedTotals)
    }

    @Test("trim by clock times keeps both ends; a trim outside the recording or keeping nothing is refused")
    func trimBounds() throws {
        let trimmed = try RecordingEditor.trim(run, from: EditedRun.at(300), to: EditedRun.at(310), name: "run")
        #expect(EditedRun.values(trimmed.recording)[QuantityType.heartRate.identifier]?.map(\.time)
                == [300, 310].map { EditedRun.at($0).timeIntervalSinceReferenceDate })
        #expect(throws: EditError.timeOutsideRecording(input: "run", what: "the trim's end", time: EditedRun.at(601),
                                                       start: EditedRun.at(0), end: EditedRun.at(600))) {
            try RecordingEditor.trim(run, to: EditedRun.at(601), name: "run")
        }
        #expect(throws: EditError.trimKeepsNothing(input: "run", from: EditedRun.at(400), to: EditedRun.at(300))) {
            try RecordingEditor.trim(run, from: EditedRun.at(400), to: EditedRun.at(300), name: "run")
        }
        // Trimming nothing gives the recording back (new identities, same content).
        let whole = try RecordingEditor.trim(run, skippingStart: 0, skippingEnd: 0, name: "run")
        #expect(whole.recording.contentDigest == run.contentDigest)
    }

    @Test("shift moves every time and nothing else")
    func shiftMovesEveryTime() {
        let shifted = RecordingEditor.shift(run, by: -3600).recording
        #expect(shifted.workout.startDate == EditedRun.at(-3600) && shifted.workout.endDate == EditedRun.at(-3000))
        #expect(shifted.workout.events.map(\.date) == run.workout.events.map { $0.date.addingTimeInterval(-3600) })
        #expect(shifted.samples.map(\.startDate) == run.samples.map { $0.startDate.addingTimeInterval(-3600) })
        #expect(shifted.samples.map(\.quantity) == run.samples.map(\.quantity))
        #expect(shifted.routes[0].locations.map(\.timestamp) == run.routes[0].locations.map { $0.timestamp.addingTimeInterval(-3600) })
        #expect(shifted.workout.totalDistance == run.workout.totalDistance && shifted.workout.duration == run.workout.duration)
        // Back again: the same content.
        #expect(RecordingEditor.shift(shifted, by: 3600).recording.contentDigest == run.contentDigest)
    }

    @Test("re-tagging local time as UTC moves back by the zone's offset and records the zone unless one is stated")
    func retagLocalTime() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let retagged = RecordingEditor.retag(run, localTimeIn: berlin).recording
        #expect(retagged.workout.startDate == EditedRun.at(-7200))  // summer time: UTC+2
        #expect(retagged.workout.metadata[MetadataKey.timeZone] == .string("Europe/Berlin"))
        var zoned = run
        zoned.workout.metadata[MetadataKey.timeZone] = .string("Europe/Ljubljana")
        let kept = RecordingEditor.retag(zoned, localTimeIn: try #require(EditTimes.zone("+02:00"))).recording
        #expect(kept.workout.startDate == EditedRun.at(-7200))
        #expect(kept.workout.metadata[MetadataKey.timeZone] == .string("Europe/Ljubljana"))
    }

    @Test("split puts every record in exactly one part, cuts the lap across the cut, and divides its energy")
    func splitCutsLaps() throws {
        let parts = try RecordingEditor.split(run, at: [EditedRun.at(150)], name: "run")
        try #require(parts.count == 2)
        let (first, second) = (parts[0].recording, parts[1].recording)
        #expect(first.workout.startDate == EditedRun.at(0) && first.workout.endDate == EditedRun.at(150))
        #expect(second.workout.startDate == EditedRun.at(150) && second.workout.endDate == EditedRun.at(600))
        #expect(EditedRun.values(first)[EditedRun.developer.identifier]?.count == 15)
        #expect(first.series.valueCount + second.series.valueCount == run.series.valueCount)
        #expect(first.locationCount + second.locationCount == run.locationCount)
        #expect(first.workout.events(ofType: .lap).map(\.duration) == [150])
        #expect(second.workout.events(ofType: .lap).map(\.duration) == [150, 300])
        #expect(first.workout.totalEnergyBurned?.value == 15 && second.workout.totalEnergyBurned?.value == 45)
        #expect(first.workout.duration == 150 && second.workout.duration == 390)
        // The second part's distances count from the first part's last record (140 s, 420 m).
        #expect(EditedRun.values(second)[QuantityType.distanceFromStart.identifier]?.first?.value == 30)
    }

    @Test("split at every record time: each part holds the records from its cut to the next, and each later part's distances count from the record before it")
    func splitAtEveryRecord() throws {
        let cuts = EditedRun.recordTimes.filter { $0 > 0 && $0 < 600 }
        let parts = try RecordingEditor.split(run, at: cuts.map(EditedRun.at), name: "run")
        try #require(parts.count == cuts.count + 1)
        #expect(parts.reduce(0) { $0 + $1.recording.series.valueCount } == run.series.valueCount)
        for (index, part) in parts.enumerated() {
            // The last part also holds the record at the workout's end.
            let times = index == parts.count - 1 ? [cuts[index - 1], 600] : [index == 0 ? 0 : cuts[index - 1]]
            let values = EditedRun.values(part.recording)
            #expect(values[QuantityType.heartRate.identifier]?.map(\.time) == times.map { EditedRun.at($0).timeIntervalSinceReferenceDate })
            #expect(part.recording.routes.flatMap(\.locations).map(\.timestamp) == times.map(EditedRun.at))
            let before = index == 0 ? nil : EditedRun.recordTimes.last { $0 < times[0] }
            #expect(values[QuantityType.distanceFromStart.identifier]?.map(\.value) == times.map { 3 * ($0 - (before ?? 0)) },
                    "part \(index + 1)")
        }
    }

    @Test("a later part's distances count from the last distance before it, of two at one time the one added last")
    func splitCountsDistancesFromTheLastAdded() throws {
        var recording = run
        recording.series.append(3 * 140 + 5, of: .distanceFromStart, at: EditedRun.at(140))
        let parts = try RecordingEditor.split(recording, at: [EditedRun.at(150), EditedRun.at(450)], name: "run")
        try #require(parts.count == 3)
        let firsts = parts.map { EditedRun.values($0.recording)[QuantityType.distanceFromStart.identifier]?.first?.value }
        #expect(firsts == [0, 25, 30])
    }

    @Test("split then combine gives back every record, the totals and the duration")
    func splitThenCombine() throws {
        let parts = try RecordingEditor.split(run, at: [EditedRun.at(150), EditedRun.at(450)], name: "run")
        #expect(parts.count == 3)
        let combined = try RecordingEditor.combine(parts.map(\.recording).reversed(), names: ["c", "b", "a"]).recording
        let (original, again) = (EditedRun.values(run), EditedRun.values(combined))
        #expect(Set(again.keys) == Set(original.keys))
        for (type, values) in original {
            let back = try #require(again[type])
            #expect(back.map(\.time) == values.map(\.time), "\(type)")
            #expect(zip(back, values).allSatisfy { abs($0.value - $1.value) < 1e-9 }, "\(type)")
        }
        #expect(combined.routes.map(\.locations) == run.routes.map(\.locations))
        #expect(combined.workout.startDate == run.workout.startDate && combined.workout.endDate == run.workout.endDate)
        #expect(combined.workout.duration == 540)
        #expect(combined.workout.totalEnergyBurned?.value == 60)
        #expect(abs(try #require(combined.workout.totalDistance).doubleValue(for: .meter) - 1800) < 1e-9)
        // The parts touch: no pause added; the recording's own pause is back.
        #expect(combined.workout.events(ofType: .pause).map(\.date) == [EditedRun.at(240)])
        let energy = combined.separateSamples.filter { $0.quantityType == .activeEnergyBurned }.map(\.quantity.value)
        #expect(energy.reduce(0, +) == 60)
        #expect(combined.waypoints.count == 1)
    }

    @Test("split at pauses cuts at each pause or gap that long; a split time outside the recording is refused")
    func splitAtPauses() throws {
        let parts = try RecordingEditor.split(run, atPausesOf: 60, name: "run")
        try #require(parts.count == 2)
        // The cut falls in the pause: the first part ends where it began, the second where it ended.
        #expect(parts[0].recording.workout.endDate == EditedRun.at(240))
        #expect(parts[1].recording.workout.startDate == EditedRun.at(300))
        #expect(parts.allSatisfy { $0.recording.workout.events(ofType: .pause).isEmpty })
        #expect(throws: EditError.nothingToSplitAt(input: "run", reason: "no pause of 61 s or more")) {
            try RecordingEditor.split(run, atPausesOf: 61, name: "run")
        }
        // A gap without pause events counts as a pause.
        var gapped = run
        gapped.workout.events.removeAll { $0.type == .pause || $0.type == .resume }
        #expect(try RecordingEditor.split(gapped, atPausesOf: 60, name: "run").map(\.recording.workout.duration) == [240, 300])
        #expect(throws: EditError.timeOutsideRecording(input: "run", what: "the split time", time: EditedRun.at(600),
                                                       start: EditedRun.at(0), end: EditedRun.at(600))) {
            try RecordingEditor.split(run, at: [EditedRun.at(600)], name: "run")
        }
        #expect(try RecordingEditor.splitAtLaps(run, name: "run").count == 2)
    }

    @Test("combine records the gap as a pause: the duration leaves it out, the elapsed time keeps it; overlaps and other activities are refused")
    func combineGap() throws {
        let later = RecordingEditor.shift(run, by: 900).recording  // starts 5 min after the run ends
        let combined = try RecordingEditor.combine([run, later], names: ["a", "b"]).recording
        #expect(combined.workout.duration == 1080)
        #expect(combined.workout.endDate.timeIntervalSince(combined.workout.startDate) == 1500)
        #expect(combined.workout.events.contains(WorkoutEvent(type: .pause, date: EditedRun.at(600))))
        #expect(combined.workout.events.contains(WorkoutEvent(type: .resume, date: EditedRun.at(900))))
        #expect(abs(try #require(combined.workout.totalDistance).doubleValue(for: .meter) - 3600) < 1e-9)
        #expect(combined.workout.totalEnergyBurned?.value == 120)
        // The second run's distances continue from the first's last (1,800 m).
        #expect(EditedRun.values(combined)[QuantityType.distanceFromStart.identifier]?.last?.value == 3600)
        #expect(combined.routes.count == 1 && combined.locationCount == 2 * run.locationCount)
        #expect(combined.workout.syncIdentifier == nil)
        #expect(throws: EditError.overlappingRecordings(first: "a", second: "b", overlap: 300)) {
            try RecordingEditor.combine([run, RecordingEditor.shift(run, by: 300).recording], names: ["a", "b"])
        }
        var ride = later
        ride.workout.activityType = .cycling
        #expect(throws: EditError.differentActivities(first: "a", firstType: "running", second: "b", secondType: "cycling")) {
            try RecordingEditor.combine([run, ride], names: ["a", "b"])
        }
    }

    @Test("durations and clock times parse as the edit commands take them")
    func editTimes() throws {
        #expect(EditTimes.duration("90") == 90 && EditTimes.duration("-1:30") == -90 && EditTimes.duration("1:00:05") == 3605)
        #expect(EditTimes.duration("1:60") == nil && EditTimes.duration("abc") == nil && EditTimes.duration("1e3") == nil)
        #expect(EditTimes.clockTime("07:05", in: run) == EditedRun.at(300))
        #expect(EditTimes.clockTime("2024-05-01T09:05:00+02:00", in: run) == EditedRun.at(300))
        var zoned = run
        zoned.workout.metadata[MetadataKey.timeZone] = .string("Europe/Berlin")
        #expect(EditTimes.clockTime("09:05:30", in: zoned) == EditedRun.at(330))
        #expect(EditTimes.clockTime("25:00", in: run) == nil)
        #expect(EditTimes.zone("-05:30")?.secondsFromGMT() == -19800 && EditTimes.zone("Mars/Olympus") == nil)
    }
}
