import Foundation
import GRDB
import Testing
import WorkoutModel
@testable import WorkoutStore

/// A store that holds a FIT developer field read as `count` (as workoutkit read units it did
/// not know before FIT developer units were mapped) and then the same file read again, now in
/// watts or in a unit of the file's own (`KN/m`).
@Suite struct DeveloperUnitChangeTests {
    private static func formPower(_ unit: QuantityUnit) -> QuantityType {
        QuantityType(identifier: "WKQuantityTypeIdentifierDeveloper.Form Power", aggregationStyle: .discrete, canonicalUnit: unit)
    }

    private static func stiffness(_ unit: QuantityUnit) -> QuantityType {
        QuantityType(identifier: "WKQuantityTypeIdentifierDeveloper.Leg Spring Stiffness", aggregationStyle: .discrete, canonicalUnit: unit)
    }

    /// `Fixture.run()` with a developer value of each field per minute, in these units.
    private static func run(power: QuantityUnit, stiffness stiffnessUnit: QuantityUnit) -> WorkoutRecording {
        var run = Fixture.run()
        for minute in 0..<10 {
            let time = Fixture.morning.addingTimeInterval(Double(minute * 60))
            run.samples.append(QuantitySample(type: formPower(power), quantity: Quantity(70 + Double(minute), power), start: time, end: time))
            run.samples.append(QuantitySample(type: stiffness(stiffnessUnit), quantity: Quantity(10.5, stiffnessUnit), start: time, end: time))
        }
        return run
    }

    @Test("re-importing a file whose developer units were count is a new version, and every version reads in the new units")
    func reimportWithKnownUnitsIsANewVersionInThoseUnits() throws {
        let store = try WorkoutStore.inMemory()
        let before = Self.run(power: .count, stiffness: .count)
        #expect(try store.save(before, versioning: .nextVersionOnChange).status == .imported)
        let kilonewtonsPerMetre = QuantityUnit(symbol: "KN/m")
        let now = Self.run(power: .watt, stiffness: kilonewtonsPerMetre)
        let outcome = try store.save(now, versioning: .nextVersionOnChange)
        #expect(outcome.status == .replaced)
        #expect(try store.save(Self.run(power: .watt, stiffness: kilonewtonsPerMetre), versioning: .nextVersionOnChange).status == .unchanged)
        let stored = try #require(try store.recording(for: now.workout.uuid))
        let power = stored.samples.filter { $0.quantityType.identifier == Self.formPower(.watt).identifier }
        #expect(power.count == 10)
        #expect(power.allSatisfy { $0.quantityType.canonicalUnit == .watt && $0.quantity.unit == .watt })
        #expect(power.map(\.quantity.value).sorted() == (0..<10).map { 70 + Double($0) })
        let stiffness = stored.samples.filter { $0.quantityType.identifier == Self.stiffness(.count).identifier }
        #expect(stiffness.count == 10 && stiffness.allSatisfy { $0.quantity.unit == kilonewtonsPerMetre && $0.quantity.value == 10.5 })
    }

    private static func power(_ unit: QuantityUnit) -> QuantityType {
        QuantityType(identifier: "WKQuantityTypeIdentifierDeveloper.Power", aggregationStyle: .discrete, canonicalUnit: unit)
    }

    /// A run `hours` after `Fixture.morning` with a `Developer.Power` value per minute, `values` in `unit`.
    private static func run(hours: Int, power values: [Double], in unit: QuantityUnit) -> WorkoutRecording {
        let start = Fixture.morning.addingTimeInterval(Double(hours * 3600))
        var run = Fixture.run(start: start, syncIdentifier: "run-\(hours)")
        for (minute, value) in values.enumerated() {
            let time = start.addingTimeInterval(Double(minute * 60))
            run.samples.append(QuantitySample(type: power(unit), quantity: Quantity(value, unit), start: time, end: time))
        }
        return run
    }

    @Test("a developer field stored in W and brought in kW by another recording is converted; one in % becomes Developer.Power [%]")
    func oneNameInAnotherUnitAcrossRecordings() throws {
        let store = try WorkoutStore.inMemory()
        let watts = Self.run(hours: 0, power: [200, 210], in: .watt)
        let kilowatts = Self.run(hours: 2, power: [0.3, 0.31], in: .kilowatt)
        let percent = Self.run(hours: 4, power: [80, 90], in: .percent)
        for recording in [watts, kilowatts, percent] {
            #expect(try store.save(recording, versioning: .nextVersionOnChange).status == .imported)
        }
        // Saved again, each is unchanged: its digest is of what the file gave.
        for recording in [watts, kilowatts, percent] {
            #expect(try store.save(recording, versioning: .nextVersionOnChange).status == .unchanged)
        }
        // The kW values keep their unit and count in the stored W.
        let storedKilowatts = try #require(try store.recording(for: kilowatts.workout.uuid))
        let power = storedKilowatts.samples.filter { $0.quantityType.identifier == Self.power(.watt).identifier }
        #expect(power.map(\.quantity) == [Quantity(0.3, .kilowatt), Quantity(0.31, .kilowatt)])
        #expect(power.allSatisfy { $0.quantityType.canonicalUnit == .watt })
        #expect(try power.map { try $0.canonicalValue() } == [300, 310])
        // The percentages are a type of their own, in %.
        let storedPercent = try #require(try store.recording(for: percent.workout.uuid))
        let share = storedPercent.samples.filter { $0.quantityType.identifier.hasPrefix("WKQuantityTypeIdentifierDeveloper.") }
        #expect(share.map(\.quantityType.identifier) == ["WKQuantityTypeIdentifierDeveloper.Power [%]", "WKQuantityTypeIdentifierDeveloper.Power [%]"])
        #expect(share.map(\.quantity) == [Quantity(80, .percent), Quantity(90, .percent)])
        // Statistics of Developer.Power (asked for in any unit) are in W, over both recordings' values.
        let statistics = try store.execute(StatisticsQuery(type: Self.power(.kilowatt), options: [.discreteAverage, .discreteMax]))
        #expect(statistics.unit == .watt && statistics.maximum == 310 && statistics.count == 4)
        #expect(abs((statistics.average ?? 0) - 255) < 1e-9)
        let shareStatistics = try store.execute(StatisticsQuery(
            type: QuantityType(identifier: QuantityType.identifier(Self.power(.watt).identifier, measuredIn: .percent),
                               aggregationStyle: .discrete, canonicalUnit: .percent),
            options: .discreteMax))
        #expect(shareStatistics.unit == .percent && shareStatistics.maximum == 90)
    }

    /// A run `hours` after `Fixture.morning` with a `Developer.Leg Spring Stiffness` value per minute, `values` in `unit`.
    private static func run(hours: Int, stiffness values: [Double], in unit: QuantityUnit) -> WorkoutRecording {
        let start = Fixture.morning.addingTimeInterval(Double(hours * 3600))
        var run = Fixture.run(start: start, syncIdentifier: "run-\(hours)")
        for (minute, value) in values.enumerated() {
            let time = start.addingTimeInterval(Double(minute * 60))
            run.samples.append(QuantitySample(type: stiffness(unit), quantity: Quantity(value, unit), start: time, end: time))
        }
        return run
    }

    @Test("two recordings spelling one unit workoutkit does not know otherwise (KN/m, kN/m) store one type, in the first spelling")
    func unitSpellingsAcrossRecordingsAreOneType() throws {
        let store = try WorkoutStore.inMemory()
        let stryd = Self.run(hours: 0, stiffness: [10.5, 11], in: QuantityUnit(symbol: "KN/m"))
        let garmin = Self.run(hours: 2, stiffness: [9.5, 9.75], in: QuantityUnit(symbol: "kN/m"))
        for recording in [stryd, garmin] {
            #expect(try store.save(recording, versioning: .nextVersionOnChange).status == .imported)
        }
        #expect(try store.save(garmin, versioning: .nextVersionOnChange).status == .unchanged)
        let identifier = Self.stiffness(.count).identifier
        let storedGarmin = try #require(try store.recording(for: garmin.workout.uuid))
        let values = storedGarmin.samples.filter { $0.quantityType.identifier.hasPrefix(identifier) }
        // One type, in the first recording's spelling; the values keep their own spelling and numbers.
        #expect(values.map(\.quantityType.identifier) == [identifier, identifier])
        #expect(values.allSatisfy { $0.quantityType.canonicalUnit.symbol == "KN/m" && $0.quantity.unit.symbol == "kN/m" })
        #expect(try values.map { try $0.canonicalValue() } == [9.5, 9.75])
        // Statistics over both recordings, in the first spelling.
        let statistics = try store.execute(StatisticsQuery(type: Self.stiffness(QuantityUnit(symbol: "kN/m")), options: .discreteMax))
        #expect(statistics.unit.symbol == "KN/m" && statistics.maximum == 11 && statistics.count == 4)
    }

    @Test("a bracketed type stored as Power [KN/m] (after Power in W) is found from a third recording's kN/m: one type, no Power [kN/m]")
    func bracketedTypeAcrossRecordingsIsFoundFromAnotherSpelling() throws {
        let store = try WorkoutStore.inMemory()
        let watts = Self.run(hours: 0, power: [200, 210], in: .watt)
        let stryd = Self.run(hours: 2, power: [10.5, 11], in: QuantityUnit(symbol: "KN/m"))
        let other = Self.run(hours: 4, power: [9.5, 9.75], in: QuantityUnit(symbol: "kN / m"))
        for recording in [watts, stryd, other] {
            #expect(try store.save(recording, versioning: .nextVersionOnChange).status == .imported)
        }
        #expect(try store.save(other, versioning: .nextVersionOnChange).status == .unchanged)
        let bracketed = QuantityType.identifier(Self.power(.watt).identifier, measuredIn: QuantityUnit(symbol: "KN/m"))
        let storedOther = try #require(try store.recording(for: other.workout.uuid))
        let values = storedOther.samples.filter { $0.quantityType.identifier.hasPrefix(Self.power(.watt).identifier) }
        #expect(values.map(\.quantityType.identifier) == [bracketed, bracketed])
        #expect(values.allSatisfy { $0.quantityType.canonicalUnit.symbol == "KN/m" && $0.quantity.unit.symbol == "kN / m" })
        #expect(try values.map { try $0.canonicalValue() } == [9.5, 9.75])
        let identifiers = try store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT identifier FROM quantity_types WHERE identifier LIKE '%Developer.Power%' ORDER BY id")
        }
        #expect(identifiers == [Self.power(.watt).identifier, bracketed])
    }
}
