import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("Workout analysis from a recording")
struct WorkoutAnalysisTests {
    /// A 20-minute ride made up to be worked by hand: 10 minutes at 0 W then 10 at 300 W, heart
    /// rate 150 bpm throughout, due north at 10 m/s, two laps of 10 minutes.
    private func madeUpRide() -> WorkoutRecording {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        var samples: [QuantitySample] = []
        var locations: [Location] = []
        for second in 0..<1200 {
            let time = start.addingTimeInterval(Double(second))
            samples.append(QuantitySample(type: .cyclingPower, quantity: Quantity(second < 600 ? 0 : 300, .watt), start: time, end: time))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(150, .countPerMinute), start: time, end: time))
            // 10 m a second along the meridian (1° of latitude is about 111 km here).
            locations.append(Location(timestamp: time, latitude: 45 + Double(second) * 10 / 111_132, longitude: 7, speed: 10))
        }
        let laps = [WorkoutEvent(type: .lap, date: start, duration: 600),
                    WorkoutEvent(type: .lap, date: start.addingTimeInterval(600), duration: 600)]
        let workout = Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(1200), events: laps)
        return WorkoutRecording(workout: workout, samples: samples, routes: [WorkoutRoute(locations: locations)])
    }

    @Test("Peaks, normalized power, TSS, zones, laps and the best 10 km of a made-up ride are the hand-worked values")
    func madeUpRideIsWorkedByHand() throws {
        let recording = madeUpRide()
        let analysis = WorkoutAnalysis(recording: recording, settings: AthleteSettings(
            thresholdPower: 300, maximumHeartRate: 200, restingHeartRate: 50))
        let power = try #require(analysis.power)
        #expect(power.average == 150 && power.maximum == 300)
        #expect(power.peaks.first { $0.seconds == 1 }?.value == 300)
        #expect(power.peaks.first { $0.seconds == 600 }?.value == 300)
        #expect(power.peaks.first { $0.seconds == 1200 }?.value == 150)
        #expect(power.peaks.first { $0.seconds == 600 }?.start == recording.workout.startDate.addingTimeInterval(600))
        // 600 s at 0, a 30 s ramp to 300 W, 570 s at 300 W: NP⁴ = (300⁴ · Σₖ₌₁²⁹ (k/30)⁴ + 571 · 300⁴) / 1200.
        let expected = 300 * pow((4_463_999 / pow(30, 4) + 571) / 1200, 0.25)
        #expect(abs(power.normalized - expected) < 1e-9)
        #expect(abs(try #require(power.trainingStressScore) - 1200 * expected * (expected / 300) / (300 * 3600) * 100) < 1e-9)
        let heartRate = try #require(analysis.heartRate)
        #expect(heartRate.average == 150)
        // TRIMP: 20 min · HRr · 0.64 · e^(1.92 · HRr), HRr = 100/150.
        #expect(abs(try #require(heartRate.trainingImpulse) - 20 * (100.0 / 150) * 0.64 * exp(1.92 * 100 / 150)) < 1e-9)
        // 150 bpm is zone 3 of a 200 bpm maximum (140-160); 0 W is zone 1 and 300 W zone 4 (90-105 %) of FTP 300.
        #expect(analysis.heartRateZones.map(\.seconds) == [0, 0, 1200, 0, 0])
        #expect(analysis.powerZones.map(\.seconds) == [600, 0, 0, 600, 0, 0, 0])
        #expect(analysis.speedPeaks.first?.value == 10)
        #expect(analysis.laps.map(\.averagePower) == [0, 300])
        #expect(analysis.laps.map(\.averageHeartRate) == [150, 150])
        for lap in analysis.laps { #expect(abs(try #require(lap.distance) - 6000) < 30) }
        let effort = try #require(analysis.bestEfforts.first)
        #expect(effort.meters == 10_000 && abs(effort.seconds - 1000) < 5)
        #expect(analysis.bestEfforts.count == 1)  // 20 km and 40 km are longer than the ride
    }

    @Test("A break 5 km long between segments (started by a location without a time) adds nothing to laps' distances or best efforts")
    func noDistanceAcrossASegmentBreak() throws {
        var ride = madeUpRide()
        // From the eleventh minute on, the ride goes on 5 km further north, after a location
        // without a time that starts a segment (a GPX trkseg break among untimed points).
        var locations = Array(ride.routes[0].locations)
        for index in 600..<locations.count { locations[index].latitude += 5000.0 / 111_132 }
        var untimed = locations[600]
        (untimed.timestamp, untimed.hasTime, untimed.startsSegment) = (locations[599].timestamp, false, true)
        locations.insert(untimed, at: 600)
        ride.routes = [WorkoutRoute(locations: locations)]
        let analysis = WorkoutAnalysis(recording: ride)
        for lap in analysis.laps { #expect(abs(try #require(lap.distance) - 6000) < 30) }
        let effort = try #require(analysis.bestEfforts.first)
        #expect(effort.meters == 10_000 && abs(effort.seconds - 1000) < 5)
    }

    @Test("Without settings: no intensity factor, TSS, TRIMP or zones; a workout without values has no power or heart rate")
    func withoutSettings() {
        let analysis = WorkoutAnalysis(recording: madeUpRide())
        #expect(analysis.power?.intensityFactor == nil && analysis.power?.trainingStressScore == nil)
        #expect(analysis.heartRate?.trainingImpulse == nil)
        #expect(analysis.heartRateZones.isEmpty && analysis.powerZones.isEmpty)
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let empty = WorkoutAnalysis(recording: WorkoutRecording(workout: Workout(
            activityType: .running, start: start, end: start.addingTimeInterval(60))))
        #expect(empty.power == nil && empty.heartRate == nil && empty.bestEfforts.isEmpty && empty.speedPeaks.isEmpty)
    }

    @Test("The JSON names every key, null where a value could not be computed")
    func json() throws {
        let analysis = WorkoutAnalysis(recording: madeUpRide())
        let object = try #require(try JSONSerialization.jsonObject(with: analysis.jsonData) as? [String: Any])
        #expect(Set(object.keys) == ["workout", "activityType", "power", "heartRate", "speedPeaks", "heartRateZones",
                                     "powerZones", "bestEfforts", "laps"])
        let power = try #require(object["power"] as? [String: Any])
        #expect(power["intensityFactor"] is NSNull && power["trainingStressScore"] is NSNull)
        let lap = try #require((object["laps"] as? [[String: Any]])?.first)
        #expect(Set(lap.keys) == ["index", "start", "duration", "distance", "averageHeartRate", "averagePower", "averageSpeed"])
        #expect(lap["start"] as? String == "2023-03-08T20:26:40.000Z")
    }
}
