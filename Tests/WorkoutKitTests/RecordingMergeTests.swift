import Foundation
import Testing
import WorkoutKit

/// Merges of made-up recordings of one ride by two devices: a phone's GPS (a location every
/// second from 08:00:00.4 to 08:10:00.4, with its own altitude series) and a strap's heart
/// rate (a value every second from 07:59:00 to 08:11:00, 120 + t mod 60, missing from 08:05:00
/// to 08:05:30), and a power meter's power every 2 s.
enum MergedRide {
    static let start = Date(timeIntervalSince1970: 1_714_550_400)  // 2024-05-01T08:00:00Z
    static func at(_ seconds: Double) -> Date { start.addingTimeInterval(seconds) }
    static func heartRate(_ t: Double) -> Double { 120 + t.truncatingRemainder(dividingBy: 60) }
    static let gapStart = 300.0, gapEnd = 330.0

    static var phone: WorkoutRecording {
        var series = RecordingSeries()
        var locations: [Location] = []
        for second in 0...600 {
            let t = Double(second) + 0.4
            locations.append(Location(timestamp: at(t), latitude: 46 + t * 0.00001, longitude: 14))
            series.append(300 + t / 100, of: .altitude, at: at(t))
        }
        let workout = Workout(activityType: .cycling, start: at(0.4), end: at(600.4), duration: 600,
                              totalDistance: Quantity(6.7, .kilometer), source: Source(name: "Phone"),
                              metadata: [MetadataKey.name: .string("Commute")])
        return WorkoutRecording(workout: workout, series: series, routes: [WorkoutRoute(locations: locations)],
                                waypoints: [Waypoint(name: "Office", latitude: 46.006, longitude: 14)])
    }

    static var strap: WorkoutRecording {
        var series = RecordingSeries()
        for second in -60...660 where !(Double(second) >= gapStart && Double(second) < gapEnd) {
            series.append(heartRate(Double(second)), of: .heartRate, at: at(Double(second)))
            series.append(310, of: .altitude, at: at(Double(second)))
        }
        let workout = Workout(activityType: .cycling, start: at(-60), end: at(660), duration: 720,
                              totalEnergyBurned: Quantity(250, .kilocalorie), source: Source(name: "Strap"),
                              metadata: [LapMetadataKey.averageHeartRate: .quantity(Quantity(1, .countPerMinute))])
        return WorkoutRecording(workout: workout, series: series)
    }

    static var powerMeter: WorkoutRecording {
        var series = RecordingSeries()
        for second in stride(from: 0, through: 600, by: 2) { series.append(200 + Double(second), of: .cyclingPower, at: at(Double(second))) }
        return WorkoutRecording(workout: Workout(activityType: .cycling, start: at(0), end: at(600), duration: 600,
                                                 source: Source(name: "Power meter")), series: series)
    }

    static func values(_ recording: WorkoutRecording, _ type: QuantityType) -> [Double: Double] {
        var found: [Double: Double] = [:]
        recording.series.forEachValue { index, time, value in
            if recording.series[index].quantityType == type { found[time] = value }
        }
        return found
    }
}

@Suite("RecordingEditor.merge")
struct RecordingMergeTests {
    @Test("positions and the workout from the phone, heart rate from the strap at each location (nearest second), none in the strap's gap")
    func heartRateMovesToTheLocations() throws {
        let merged = try RecordingEditor.merge([MergedRide.strap, MergedRide.phone], names: ["strap.fit", "phone.gpx"])
        let result = merged.edited.recording
        #expect(result.locationCount == 601)
        #expect(result.workout.startDate == MergedRide.at(0.4))
        #expect(result.workout.metadata[MetadataKey.name] == .string("Commute"))
        #expect(result.waypoints.count == 1)
        // The strap states the energy, the phone does not: it fills in.
        #expect(result.workout.totalEnergyBurned == Quantity(250, .kilocalorie))
        let heartRate = MergedRide.values(result, .heartRate)
        for location in result.routes[0].locations {
            let t = location.timestamp.timeIntervalSince(MergedRide.start)
            let own = (t - 0.4).rounded()  // the strap's value 0.4 s before
            let time = location.timestamp.timeIntervalSinceReferenceDate
            if own >= MergedRide.gapStart + 1 && own < MergedRide.gapEnd - 1 {
                #expect(heartRate[time] == nil, "no heart rate invented inside the gap, at \(t) s")
            } else if own < MergedRide.gapStart || own >= MergedRide.gapEnd {
                #expect(heartRate[time] == MergedRide.heartRate(own), "at \(t) s")
            }
        }
        // The phone's altitude is kept (the base holds it); the strap's is named as not taken.
        #expect(Set(MergedRide.values(result, .altitude).values) != [310])
        #expect(merged.leftOut.contains { $0.hasPrefix("strap.fit: its Altitude series (phone.gpx's is kept)") })
        // Values before and after the phone's records are named.
        #expect(merged.leftOut.contains { $0.hasPrefix("strap.fit: ") && $0.contains("HeartRate values") })
        // The average heart rate the strap stated is restated from the merged values.
        let average = try #require(result.workout.metadata[LapMetadataKey.averageHeartRate])
        #expect(average != .quantity(Quantity(1, .countPerMinute)))
    }

    @Test("a series every 2 s fills the positions within 2 s; --prefer takes a type from another recording; --offset moves a clock")
    func preferAndOffset() throws {
        let merged = try RecordingEditor.merge([MergedRide.phone, MergedRide.powerMeter, MergedRide.strap],
                                               names: ["phone.gpx", "power.fit", "strap.fit"],
                                               options: MergeOptions(typesFrom: [.altitude: 2]))
        let power = MergedRide.values(merged.edited.recording, .cyclingPower)
        #expect(power.count == 601, "every location within 2 s of a power value gets one")
        #expect(Set(MergedRide.values(merged.edited.recording, .altitude).values) == [310])
        #expect(merged.leftOut.contains("phone.gpx: its Altitude series (strap.fit's is kept)"))

        // The strap's clock 10 s fast: --offset -10 brings its values back.
        let fast = RecordingEditor.shift(MergedRide.strap, by: 10).recording
        let corrected = try RecordingEditor.merge([MergedRide.phone, fast], names: ["phone.gpx", "strap.fit"],
                                                  options: MergeOptions(offsets: [1: -10]))
        let time = MergedRide.at(100.4).timeIntervalSinceReferenceDate
        #expect(MergedRide.values(corrected.edited.recording, .heartRate)[time] == MergedRide.heartRate(100))
    }

    @Test("refused: recordings that do not overlap, a choice of what a recording does not hold, fewer than two")
    func refusals() throws {
        let later = RecordingEditor.shift(MergedRide.strap, by: 3_600).recording
        #expect(throws: EditError.self) { try RecordingEditor.merge([MergedRide.phone, later], names: ["a", "b"]) }
        do {
            _ = try RecordingEditor.merge([MergedRide.phone, later], names: ["phone.gpx", "strap.fit"])
        } catch let error as EditError {
            #expect(error.description.hasPrefix("phone.gpx (2024-05-01T08:00:00.400Z to 2024-05-01T08:10:00.400Z) and strap.fit"))
            #expect(error.description.contains("do not overlap"))
        }
        #expect(throws: EditError.nothingToTake(input: "strap.fit", what: "positions")) {
            try RecordingEditor.merge([MergedRide.phone, MergedRide.strap], names: ["phone.gpx", "strap.fit"],
                                      options: MergeOptions(positionsFrom: 1))
        }
        #expect(throws: EditError.nothingToTake(input: "phone.gpx", what: "HeartRate")) {
            try RecordingEditor.merge([MergedRide.phone, MergedRide.strap], names: ["phone.gpx", "strap.fit"],
                                      options: MergeOptions(typesFrom: [.heartRate: 0]))
        }
        #expect(throws: EditError.tooFewRecordingsToMerge(count: 1)) {
            try RecordingEditor.merge([MergedRide.phone], names: ["phone.gpx"])
        }
    }
}
