import Foundation
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
}
