import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("Personal records and training volume")
struct RecordsAndVolumeTests {
    /// A run at a steady `speed` (m/s) for `seconds`, its distance a distance-from-start
    /// series every second, heart rate `heartRate` throughout.
    private func steadyRun(start: Date, speed: Double, seconds: Int, heartRate: Double) -> WorkoutRecording {
        var samples: [QuantitySample] = []
        for second in 0...seconds {
            let time = start.addingTimeInterval(Double(second))
            samples.append(QuantitySample(type: .distanceFromStart, quantity: Quantity(Double(second) * speed, .meter), start: time, end: time))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(heartRate, .countPerMinute), start: time, end: time))
        }
        let workout = Workout(activityType: .running, start: start, end: start.addingTimeInterval(Double(seconds)),
                              totalDistance: Quantity(Double(seconds) * speed, .meter))
        return WorkoutRecording(workout: workout, samples: samples)
    }

    @Test("Records of two made-up runs: the faster one holds the efforts, the longer one the distance, each with its workout")
    func recordsOfTwoRuns() throws {
        let day = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let slow = steadyRun(start: day, speed: 4, seconds: 3000, heartRate: 150)  // 12 km in 50 min
        let fast = steadyRun(start: day.addingTimeInterval(86_400), speed: 5, seconds: 1200, heartRate: 170)  // 6 km in 20 min
        let records = PersonalRecords(recordings: [slow, fast])
        let running = try #require(records.activities.first)
        #expect(records.activities.count == 1 && running.activityType == .running && running.workoutCount == 2)
        // 400 m, 1 km, 1 mile and 5 km at 5 m/s are the fast run's; 10 km only the slow run covers (2,500 s at 4 m/s).
        #expect(running.bestEfforts.map(\.meters) == [400, 1000, 1609.344, 5000, 10000])
        let efforts = Dictionary(uniqueKeysWithValues: running.bestEfforts.map { ($0.meters, $0.record) })
        #expect(efforts[1000]?.workout == fast.workout.uuid && abs(efforts[1000]!.value - 200) < 1e-6)
        #expect(efforts[5000]?.workout == fast.workout.uuid && abs(efforts[5000]!.value - 1000) < 1e-6)
        #expect(efforts[10000]?.workout == slow.workout.uuid && abs(efforts[10000]!.value - 2500) < 1e-6)
        #expect(efforts[10000]?.date == slow.workout.startDate)
        // Peak heart rate: 170 bpm over every duration the fast run lasts (up to 20 min), 150 beyond it.
        let peaks = Dictionary(uniqueKeysWithValues: running.peakHeartRate.map { ($0.seconds, $0.record) })
        #expect(peaks[1200]?.value == 170 && peaks[1200]?.workout == fast.workout.uuid)
        #expect(peaks[1800]?.value == 150 && peaks[1800]?.workout == slow.workout.uuid)
        #expect(running.peakPower.isEmpty)
        #expect(running.longestDistance?.value == 12_000 && running.longestDistance?.workout == slow.workout.uuid)
        #expect(running.longestDuration?.value == 3000)
        let line = try #require(try JSONSerialization.jsonObject(with: records.jsonLines[0]) as? [String: Any])
        #expect(Set(line.keys) == ["activityType", "workoutCount", "bestEfforts", "peakPower", "peakHeartRate",
                                   "longestDistance", "longestDuration"])
        let effort = try #require((line["bestEfforts"] as? [[String: Any]])?.first)
        #expect(Set(effort.keys) == ["meters", "seconds", "workout", "date"])
    }

    @Test("Weekly volume in Berlin: a week with the spring change is 167 hours; workouts count where they start locally")
    func weeklyVolumeAcrossDaylightSaving() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        func workout(_ text: String, _ type: WorkoutActivityType, meters: Double?, minutes: Double) throws -> Workout {
            let start = try #require(Timestamp.date(text))
            return Workout(activityType: type, start: start, end: start.addingTimeInterval(minutes * 60),
                           totalDistance: meters.map { Quantity($0, .meter) })
        }
        let workouts = [
            // Sunday 2024-03-24 23:30 UTC is Monday 00:30 in Berlin: the week of 25 March.
            try workout("2024-03-24T23:30:00Z", .running, meters: 10_000, minutes: 50),
            try workout("2024-03-31T10:00:00Z", .running, meters: 5_000, minutes: 25),
            try workout("2024-03-30T08:00:00Z", .cycling, meters: nil, minutes: 60),
            // Sunday 2024-03-24 22:30 UTC is still Sunday in Berlin: the week before.
            try workout("2024-03-24T22:30:00Z", .running, meters: 8_000, minutes: 40),
        ]
        let weeks = TrainingVolume(workouts: workouts, period: .week, timeZone: berlin).buckets
        #expect(weeks.count == 3)
        #expect(weeks[0].start == Timestamp.date("2024-03-17T23:00:00Z") && weeks[0].count == 1 && weeks[0].distance == 8_000)
        let cycling = weeks[1], running = weeks[2]
        #expect(cycling.activityType == .cycling && cycling.withoutDistance == 1 && cycling.distance == 0)
        #expect(running.activityType == .running && running.count == 2 && running.distance == 15_000 && running.duration == 75 * 60)
        #expect(running.start == Timestamp.date("2024-03-24T23:00:00Z") && running.end == Timestamp.date("2024-03-31T22:00:00Z"))
        #expect(running.end.timeIntervalSince(running.start) == 167 * 3600)
        let months = TrainingVolume(workouts: workouts, period: .month, timeZone: berlin).buckets
        #expect(months.map(\.activityType) == [.cycling, .running] && months[1].count == 3 && months[1].distance == 23_000)
        #expect(months[1].start == Timestamp.date("2024-02-29T23:00:00Z") && months[1].end == Timestamp.date("2024-03-31T22:00:00Z"))
        let line = try #require(try JSONSerialization.jsonObject(with: TrainingVolume(workouts: workouts, period: .week, timeZone: berlin).jsonLines[2]) as? [String: Any])
        #expect(line["start"] as? String == "2024-03-24T23:00:00.000Z" && line["count"] as? Int == 2 && line["distance"] as? Double == 15_000)
    }
}
