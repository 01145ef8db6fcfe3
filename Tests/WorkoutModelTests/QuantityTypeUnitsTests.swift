import Testing
import WorkoutModel

/// One identifier the model does not list, brought in several units (``QuantityType/kept(among:)``).
@Suite struct QuantityTypeUnitsTests {
    private static func power(_ unit: QuantityUnit, _ identifier: String = "WKQuantityTypeIdentifierDeveloper.Power") -> QuantityType {
        QuantityType(identifier: identifier, aggregationStyle: .discrete, canonicalUnit: unit)
    }

    @Test("a unit that converts to the first one's is the first type; one that does not is <identifier> [<unit>]")
    func convertibleUnitsShareATypeOthersGetTheirOwn() {
        var types = UnlistedQuantityTypes()
        let watts = types.kept(Self.power(.watt))
        #expect(watts.identifier == "WKQuantityTypeIdentifierDeveloper.Power" && watts.canonicalUnit == .watt)
        let kilowatts = types.kept(Self.power(.kilowatt))
        #expect(kilowatts.identifier == watts.identifier && kilowatts.canonicalUnit == .watt)
        let percent = types.kept(Self.power(.percent))
        #expect(percent.identifier == "WKQuantityTypeIdentifierDeveloper.Power [%]" && percent.canonicalUnit == .percent)
        // Units workoutkit does not know convert only to themselves: two spellings are two types.
        let stiffness = types.kept(Self.power(QuantityUnit(symbol: "KN/m")))
        #expect(stiffness.identifier == "WKQuantityTypeIdentifierDeveloper.Power [KN/m]")
        #expect(types.kept(Self.power(QuantityUnit(symbol: "kN/m"))).identifier == "WKQuantityTypeIdentifierDeveloper.Power [kN/m]")
        // Met again, each unit finds its type again.
        #expect(types.kept(Self.power(.percent)).canonicalUnit == .percent)
        #expect(types.kept(Self.power(.watt)).identifier == watts.identifier)
    }

    @Test("a name that already ends in a unit in brackets gets a further one rather than another name's type")
    func distinctIdentifierTakenByAnotherUnit() {
        var types = UnlistedQuantityTypes()
        _ = types.kept(Self.power(.watt))
        // A field literally named "Power [%]", in kJ, comes first; then "Power" in %.
        _ = types.kept(Self.power(.kilojoule, "WKQuantityTypeIdentifierDeveloper.Power [%]"))
        let percent = types.kept(Self.power(.percent))
        #expect(percent.identifier == "WKQuantityTypeIdentifierDeveloper.Power [%] [%]" && percent.canonicalUnit == .percent)
    }

    @Test("a type the model lists is itself, whatever came before")
    func listedTypesAreThemselves() {
        var types = UnlistedQuantityTypes()
        #expect(types.kept(.heartRate) == .heartRate && types.kept(.heartRate).canonicalUnit == .countPerMinute)
        let stored = QuantityType.cyclingPower.kept(among: { _ in Self.power(.percent, QuantityType.cyclingPower.identifier) })
        #expect(stored.canonicalUnit == QuantityType.cyclingPower.canonicalUnit)
    }
}
