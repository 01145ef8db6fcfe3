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
        // Units workoutkit does not know convert only to themselves and their spellings.
        let stiffness = types.kept(Self.power(QuantityUnit(symbol: "KN/m")))
        #expect(stiffness.identifier == "WKQuantityTypeIdentifierDeveloper.Power [KN/m]")
        #expect(types.kept(Self.power(QuantityUnit(symbol: "psi"))).identifier == "WKQuantityTypeIdentifierDeveloper.Power [psi]")
        // Met again, each unit finds its type again.
        #expect(types.kept(Self.power(.percent)).canonicalUnit == .percent)
        #expect(types.kept(Self.power(.watt)).identifier == watts.identifier)
    }

    @Test("spellings of one unit workoutkit does not know are one unit: case and spaces, but not m and M")
    func unknownUnitSpellings() throws {
        let first = QuantityUnit(symbol: "KN/m")
        for spelling in ["kN/m", "kn/m", "KN / m", " kN/m"] {
            #expect(first.converts(to: QuantityUnit(symbol: spelling)), "\(spelling)")
            #expect(try first.convert(10.5, to: QuantityUnit(symbol: spelling)) == 10.5)
        }
        for other in ["kN/M", "N/m", "kN/mm", "%"] {
            #expect(!first.converts(to: QuantityUnit(symbol: other)), "\(other)")
        }
        // Milli and mega are not one unit.
        #expect(!QuantityUnit(symbol: "mW").converts(to: QuantityUnit(symbol: "MW")))
    }

    @Test("a name met first in one spelling of a unit workoutkit does not know is one type in that spelling for the others")
    func unitSpellingsOfTheFirstUnitAreOneType() {
        var types = UnlistedQuantityTypes()
        let stiffness = types.kept(Self.power(QuantityUnit(symbol: "KN/m"), "WKQuantityTypeIdentifierDeveloper.Leg Spring Stiffness"))
        for spelling in ["kN/m", "kN / m"] {
            let other = types.kept(Self.power(QuantityUnit(symbol: spelling), "WKQuantityTypeIdentifierDeveloper.Leg Spring Stiffness"))
            #expect(other == stiffness && other.canonicalUnit.symbol == "KN/m", "\(spelling)")
        }
    }

    @Test("a bracketed type (Power [KN/m], made after Power in W) is found again from another spelling (kN/m, kN / m), in its first spelling")
    func bracketedTypeIsFoundFromAnotherSpelling() {
        var types = UnlistedQuantityTypes()
        _ = types.kept(Self.power(.watt))
        let bracketed = types.kept(Self.power(QuantityUnit(symbol: "KN/m")))
        #expect(bracketed.identifier == "WKQuantityTypeIdentifierDeveloper.Power [KN/m]")
        for spelling in ["kN/m", "kN / m", "kn/m"] {
            let other = types.kept(Self.power(QuantityUnit(symbol: spelling)))
            #expect(other.identifier == bracketed.identifier && other.canonicalUnit.symbol == "KN/m", "\(spelling)")
        }
        // Another unit is still a type of its own, and mega is not milli.
        #expect(types.kept(Self.power(QuantityUnit(symbol: "KN/M"))).identifier == "WKQuantityTypeIdentifierDeveloper.Power [KN/M]")
        // The key folds only the units in brackets at the end.
        #expect(QuantityType.unitSpellingKey(of: "Developer.Leg Spring [KN / m] [kN/m]") == "Developer.Leg Spring [kn/m] [kn/m]")
        #expect(QuantityType.unitSpellingKey(of: "Developer.Power") == "Developer.Power")
        #expect(QuantityType.identifierBeforeUnits("Developer.Power [KN/m] [%]") == "Developer.Power")
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
