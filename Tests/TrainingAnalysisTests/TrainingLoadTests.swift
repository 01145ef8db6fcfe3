import Foundation
import Testing
@testable import TrainingAnalysis

@Suite("Normalized power, intensity factor, training stress score, TRIMP")
struct TrainingLoadTests {
    @Test("An hour at a constant 200 W: NP 199.67 W (the 30 s window ramps up from zeros), TSS 99.67 at FTP 200")
    func constantPower() throws {
        let load = try #require(PowerTrainingLoad(power: OneSecondSeries(start: 0, values: Array(repeating: 200, count: 3600))))
        // NP⁴ = 200⁴ · (Σₖ₌₁²⁹ (k/30)⁴ + 3571) / 3600, with Σₖ₌₁²⁹ k⁴ = 29·59·2609 = 4,463,999.
        let expected = 200 * pow((4_463_999 / pow(30, 4) + 3571) / 3600, 0.25)
        #expect(abs(load.normalizedPower - expected) < 1e-9)
        #expect(abs(load.normalizedPower - 199.673) < 0.001)
        #expect(load.averagePower == 200)
        #expect(abs(load.intensityFactor(thresholdPower: 200) - expected / 200) < 1e-12)
        #expect(abs(load.trainingStressScore(thresholdPower: 200) - 99.673) < 0.001)
    }

    @Test("30 s off, 30 s at 400 W for an hour: average 200 W, NP 267.1 W, VI 1.34, TSS 114.2 at FTP 250")
    func intervals() throws {
        let values: [Double?] = (0..<3600).map { ($0 / 30) % 2 == 0 ? 0 : 400 }
        let load = try #require(PowerTrainingLoad(power: OneSecondSeries(start: 0, values: values)))
        #expect(load.averagePower == 200)
        #expect(abs(load.normalizedPower - 267.107) < 0.001)
        #expect(abs(try #require(load.variabilityIndex) - 1.3355) < 0.0001)
        #expect(abs(load.trainingStressScore(thresholdPower: 250) - 114.154) < 0.001)
    }

    @Test("TRIMP of an hour at 150 bpm, rest 50, maximum 190: 108.10 for men, 90.42 for women")
    func trainingImpulse() throws {
        let series = OneSecondSeries(start: 0, values: Array(repeating: 150, count: 3600))
        // HRr = 100/140; TRIMP = 60 · HRr · 0.64 · e^(k · HRr).
        let male = try #require(HeartRateTrainingImpulse(heartRate: series, rest: 50, maximum: 190, sex: .male))
        #expect(abs(male.points - 60 * (100.0 / 140) * 0.64 * exp(1.92 * 100 / 140)) < 1e-9)
        #expect(abs(male.points - 108.095) < 0.001)
        let female = try #require(HeartRateTrainingImpulse(heartRate: series, rest: 50, maximum: 190, sex: .female))
        #expect(abs(female.points - 90.418) < 0.001)
        #expect(HeartRateTrainingImpulse(heartRate: series, rest: 190, maximum: 190, sex: .male) == nil)
    }

    @Test("Absent seconds are not counted by TRIMP: a half-hour gap leaves the minutes of heart rate")
    func trainingImpulseSkipsGaps() throws {
        let values: [Double?] = Array(repeating: 150, count: 1800) + Array(repeating: nil, count: 1800)
        let impulse = try #require(HeartRateTrainingImpulse(heartRate: OneSecondSeries(start: 0, values: values),
                                                            rest: 50, maximum: 190, sex: .male))
        #expect(impulse.seconds == 1800)
        #expect(abs(impulse.points - 108.095 / 2) < 0.001)
    }
}

@Suite("Zones and best efforts")
struct ZonesAndEffortsTests {
    @Test("Coggan's power zones at FTP 200 and the seconds spent in each; values below a first bound are in none")
    func zones() throws {
        let zones = Zones.power(threshold: 200)
        #expect(zones.lowerBounds == [0, 110, 150, 180, 210, 240, 300])
        #expect(zones.zone(of: 109.9) == 0 && zones.zone(of: 110) == 1 && zones.zone(of: 1000) == 6)
        let series = OneSecondSeries(start: 0, values: [100, 100, 200, nil, 310, 120])
        #expect(zones.secondsInZones(series) == [2, 1, 0, 1, 0, 0, 1])
        let heartRate = try #require(Zones(lowerBounds: [120, 140]))
        #expect(heartRate.zone(of: 100) == nil)
        #expect(Zones(lowerBounds: [140, 120]) == nil)
    }

    @Test("Standard distances are named as athletes name them: 1 mile, half marathon, marathon; others in m or km")
    func distanceNames() {
        #expect(BestEfforts.runningDistances.map(BestEfforts.name(ofDistance:))
            == ["400 m", "1 km", "1 mile", "5 km", "10 km", "half marathon", "marathon"])
        #expect(BestEfforts.cyclingDistances.map(BestEfforts.name(ofDistance:)) == ["10 km", "20 km", "40 km"])
        #expect(BestEfforts.name(ofDistance: 12_345) == "12.345 km")
    }

    @Test("Best 1 km of a run at 4 m/s with one faster kilometre at 5 m/s: 200 s, starting where it starts")
    func bestEfforts() {
        // 0-1000 m at 4 m/s (250 s), 1000-2000 m at 5 m/s (200 s), 2000-3000 m at 4 m/s.
        var times: [Double] = [], distances: [Double] = []
        var time = 0.0
        for metre in stride(from: 0.0, through: 3000, by: 10) {
            times.append(time)
            distances.append(metre)
            time += (metre >= 1000 && metre < 2000) ? 2 : 2.5
        }
        let efforts = BestEfforts(times: times, distances: distances, targets: [1000, 5000]).efforts
        #expect(efforts.count == 1)  // 5 km is longer than the run
        #expect(efforts.first?.seconds == 200)
        #expect(efforts.first?.start == 250)
    }

    @Test("A distance that goes back (a reset) is no progress: it never shortens an effort")
    func distanceGoingBack() {
        let efforts = BestEfforts(times: [0, 100, 101, 300], distances: [0, 500, 0, 1000], targets: [1000]).efforts
        #expect(efforts.first?.seconds == 300)
    }

    @Test("The end of an effort is interpolated within its last stretch")
    func interpolation() {
        let efforts = BestEfforts(times: [0, 100, 200], distances: [0, 600, 1200], targets: [1000]).efforts
        #expect(efforts.first.map { abs($0.seconds - 1000.0 / 6) < 1e-9 } == true)
    }
}
