import Testing
@testable import WorkoutModel

@Suite("Units and quantities")
struct QuantityUnitTests {
    @Test("HealthKit unit strings parse to the units they name")
    func parsesHealthKitUnitStrings() throws {
        let expected: [(String, QuantityUnit)] = [
            ("count/min", .countPerMinute), ("kcal", .kilocalorie), ("kJ", .kilojoule), ("Cal", .largeCalorie),
            ("m", .meter), ("km", .kilometer), ("mi", .mile), ("ft", .foot), ("yd", .yard), ("m/s", .meterPerSecond),
            ("km/hr", .kilometerPerHour), ("degC", .degreeCelsius), ("degF", .degreeFahrenheit), ("W", .watt),
            ("ms", .millisecond), ("%", .percent), ("count", .count), (" km/h ", .kilometerPerHour),
        ]
        for (text, unit) in expected {
            #expect(try QuantityUnit(parsing: text) == unit, "\(text)")
        }
    }

    @Test("An unknown unit string is an error naming it")
    func unknownUnitIsAnError() {
        #expect(throws: UnitError.unknownUnit("furlong")) { try QuantityUnit(parsing: "furlong") }
    }

    @Test("Conversions use the exact factors")
    func convertsWithExactFactors() throws {
        #expect(try QuantityUnit.mile.convert(1, to: .meter) == 1609.344)
        #expect(try QuantityUnit.kilocalorie.convert(1, to: .kilojoule) == 4.184)
        #expect(try QuantityUnit.largeCalorie.convert(250, to: .kilocalorie) == 250)
        #expect(try QuantityUnit.countPerMinute.convert(120, to: .countPerSecond) == 2)
        #expect(abs(try QuantityUnit.kilometerPerHour.convert(36, to: .meterPerSecond) - 10) < 1e-12)
        #expect(try QuantityUnit.yard.convert(1, to: .foot).isApproximately(3))
    }

    @Test("Temperatures convert with their offsets")
    func convertsTemperaturesWithOffsets() throws {
        #expect(try QuantityUnit.degreeCelsius.convert(100, to: .degreeFahrenheit).isApproximately(212))
        #expect(try QuantityUnit.degreeFahrenheit.convert(32, to: .degreeCelsius).isApproximately(0))
        #expect(try QuantityUnit.degreeCelsius.convert(-40, to: .degreeFahrenheit).isApproximately(-40))
        #expect(try QuantityUnit.kelvin.convert(0, to: .degreeCelsius).isApproximately(-273.15))
    }

    @Test("Converting across dimensions throws instead of giving a number")
    func incompatibleConversionThrows() {
        #expect(throws: UnitError.incompatibleDimensions(from: .kilocalorie, to: .meter)) {
            try Quantity(412, .kilocalorie).doubleValue(for: .meter)
        }
        #expect(throws: UnitError.self) { try QuantityUnit.countPerMinute.convert(1, to: .count) }
    }

    @Test("Quantity types carry HealthKit identifiers, aggregation and canonical units")
    func quantityTypesMatchHealthKit() {
        #expect(QuantityType.heartRate.identifier == "HKQuantityTypeIdentifierHeartRate")
        #expect(QuantityType.heartRate.aggregationStyle == .discrete)
        #expect(QuantityType.heartRate.canonicalUnit == .countPerMinute)
        #expect(QuantityType.activeEnergyBurned.aggregationStyle == .cumulative)
        #expect(QuantityType.distanceCycling.canonicalUnit == .meter)
        #expect(QuantityType(identifier: "HKQuantityTypeIdentifierStepCount") == .stepCount)
        #expect(QuantityType(identifier: "HKQuantityTypeIdentifierNoSuchThing") == nil)
        #expect(QuantityType.distance(for: .cycling) == .distanceCycling)
        #expect(QuantityType.distance(for: .running) == .distanceWalkingRunning)
    }

    @Test("Object types parse from workout, route, identifiers and short names")
    func objectTypesParse() {
        #expect(ObjectType(parsing: "workout") == .workout)
        #expect(ObjectType(parsing: "route") == .workoutRoute)
        #expect(ObjectType(parsing: "HKQuantityTypeIdentifierHeartRate") == .quantity(.heartRate))
        #expect(ObjectType(parsing: "heartrate") == .quantity(.heartRate))
        #expect(ObjectType(parsing: "nonsense") == nil)
    }

    @Test("Activity types keep HealthKit's raw values and names")
    func activityTypesKeepHealthKitNumbers() {
        #expect(WorkoutActivityType.cycling.rawValue == 13)
        #expect(WorkoutActivityType.running.rawValue == 37)
        #expect(WorkoutActivityType.walking.rawValue == 52)
        #expect(WorkoutActivityType.cooldown.rawValue == 80)
        #expect(WorkoutActivityType.swimBikeRun.rawValue == 82)
        #expect(WorkoutActivityType.underwaterDiving.rawValue == 84)
        #expect(WorkoutActivityType.other.rawValue == 3000)
        #expect(WorkoutActivityType.running.healthKitName == "HKWorkoutActivityTypeRunning")
        #expect(WorkoutActivityType(name: "HKWorkoutActivityTypeHighIntensityIntervalTraining") == .highIntensityIntervalTraining)
        #expect(WorkoutActivityType(name: "Cycling") == .cycling)
        #expect(WorkoutActivityType(name: "bogus") == nil)
    }
}

extension Double {
    func isApproximately(_ other: Double, tolerance: Double = 1e-9) -> Bool { abs(self - other) <= tolerance }
}
