import Foundation
import Testing
@testable import WorkoutFormats
import WorkoutModel

/// The table between point columns and sample types.
@Suite("Point columns")
struct PointColumnTests {
    /// `forEach` spells the cases out: it must name each one, once, in case order.
    @Test func forEachVisitsEveryColumnInOrder() {
        var visited: [PointColumn] = []
        PointColumn.forEach { visited.append($0) }
        #expect(visited == PointColumn.allCases)
    }

    @Test func everySampleTypeLeadsBackToItsColumn() {
        for column in PointColumn.allCases {
            for onFoot in [true, false] {
                #expect(PointColumn(column.quantityType(onFoot: onFoot)) == column)
            }
            for type in PointColumn.quantityTypes(of: [column]) {
                #expect(PointColumn(type) == column)
            }
        }
        #expect(PointColumn(.activeEnergyBurned) == nil)
        #expect(PointColumn.quantityTypes(of: PointColumn.allCases).count == 12)
    }

    /// A point's values and its samples agree column by column, a speed and an altitude
    /// being samples only without a position.
    @Test func pointValuesAreWhatTheSamplesGive() {
        var point = TrackPoint(time: Date(timeIntervalSince1970: 0))
        point.heartRate = 140
        point.cadence = 85
        point.power = 250
        point.ambientTemperature = 21
        point.waterTemperature = 18
        point.depth = 2
        point.distance = 1000
        point.speed = 3.5
        point.altitude = 420
        for positioned in [false, true] {
            if positioned { (point.latitude, point.longitude) = (47, 8) }
            var samples: [(QuantityType, Double)] = []
            point.forEachSample(activityType: .running) { samples.append(($0, $1)) }
            #expect(samples.map(\.0) == [
                .heartRate, .runningCadence, .runningPower, .ambientTemperature, .waterTemperature,
                .underwaterDepth, .distanceFromStart,
            ] + (positioned ? [] : [.runningSpeed, .altitude]))
            let values = PointValues(point)
            for (type, value) in samples {
                #expect(PointColumn(type).flatMap { values[$0] } == value)
            }
            #expect(values.speed == (positioned ? nil : 3.5))
            #expect(values.altitude == (positioned ? nil : 420))
            #expect(point.leavesTrace)
        }
        var cycling: [QuantityType] = []
        point.forEachSample(activityType: .cycling) { type, _ in cycling.append(type) }
        #expect(cycling.contains(.cyclingCadence) && cycling.contains(.cyclingPower))
    }

    @Test("setSample sets and removes a point's sample by its type in the workout's sport, and refuses a type of the other sport and a location's speed or altitude")
    func setSampleByType() {
        var point = TrackPoint(time: Date(timeIntervalSinceReferenceDate: 0))
        var set = point.setSample(150, of: .heartRate, activityType: .cycling)
        #expect(set && point.heartRate == 150)
        set = point.setSample(90, of: .cyclingCadence, activityType: .cycling)
        #expect(set && point.cadence == 90)
        set = point.setSample(80, of: .runningCadence, activityType: .cycling)
        #expect(!set && point.cadence == 90)
        set = point.setSample(1, of: .activeEnergyBurned, activityType: .cycling)
        #expect(!set)
        set = point.setSample(7, of: .cyclingSpeed, activityType: .cycling)
        #expect(set && point.speed == 7)
        set = point.setSample(nil, of: .heartRate, activityType: .cycling)
        #expect(set && point.heartRate == nil)
        (point.latitude, point.longitude) = (48.1, 11.5)
        // With a position, the speed is the location's, not a sample.
        set = point.setSample(8, of: .cyclingSpeed, activityType: .cycling)
        #expect(!set && point.speed == 7)
        var samples: [QuantityType] = []
        point.forEachSample(activityType: .cycling) { type, _ in samples.append(type) }
        #expect(samples == [.cyclingCadence])
        #expect(TrackPoint.holdsSamples(of: .heartRate, activityType: .running))
        #expect(TrackPoint.holdsSamples(of: .runningPower, activityType: .running))
        #expect(!TrackPoint.holdsSamples(of: .runningPower, activityType: .cycling))
        #expect(!TrackPoint.holdsSamples(of: .cyclingSpeed, activityType: .cycling) && !TrackPoint.holdsSamples(of: .altitude, activityType: .cycling))
    }
}
