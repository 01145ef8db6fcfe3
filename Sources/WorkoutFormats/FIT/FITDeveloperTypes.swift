import FITCodec
import Foundation
import WorkoutModel

/// The quantity types of a FIT file's developer fields (`WKQuantityTypeIdentifierDeveloper.<name>`),
/// made as the file's records use them: the one place for which type a field's values are,
/// shared by the reader (``FITActivityBuilder``) and its pass over the file for the extra
/// series (`FITRecordingReader.extraSeries(opening:)`), so that both give the same types in
/// the same order.
///
/// A type is made once per field and again when a new `field_description` redefines the
/// field's number (the fēnix 5X triathlon's index 0 field 0 is `wprime_bal`, later Stryd's
/// `Power`). Fields of one name are one type while their units convert; a name in a unit
/// that does not convert to the first one's is `<name> [<unit>]` (``QuantityType/kept(among:)``).
struct FITDeveloperTypes {
    /// The types made so far, by index, each with the unit of its field's values (the
    /// type's, or one that converts to it). Two fields of one name may share a type.
    private(set) var types: [(type: QuantityType, unit: QuantityUnit)] = []
    private var unlistedTypes = UnlistedQuantityTypes()
    /// By developer data index and field number: the description a type was made for, and the type's index.
    private var byField: [UInt16: (name: String?, units: String?, index: Int)] = [:]

    /// The index in ``types`` of the type of a described field's values; `nil` for a field without a name.
    mutating func index(of description: FITDeveloperFieldDescription) -> Int? {
        let key = UInt16(description.developerDataIndex) << 8 | UInt16(description.fieldNumber)
        if let known = byField[key], known.name == description.name, known.units == description.units {
            return known.index
        }
        guard let name = description.name?.trimmingCharacters(in: .whitespaces), !name.isEmpty else { return nil }
        let unit = FITDeveloperUnit.unit(description.units)
        // A name met before in a unit this one does not convert to gets a type of its own.
        types.append((unlistedTypes.kept(ExtraSeries.type(fieldName: name, unit: unit)), unit))
        byField[key] = (description.name, description.units, types.count - 1)
        return types.count - 1
    }

    /// The value of a record's developer `field` as the model keeps it: the index of its
    /// type in ``types`` and the value in that field's unit; `nil` for a field without a
    /// description, a name or a valid number.
    mutating func value(of field: FITDeveloperField) -> (index: Int, value: Double)? {
        guard let value = field.doubleValue, let description = field.description, let index = index(of: description)
        else { return nil }
        return (index, value)
    }

    /// The value of type `index` in its type's canonical unit (as a sample of it gives
    /// ``/WorkoutModel/QuantitySample/canonicalValue()``), `nil` when it does not convert.
    func canonicalValue(_ value: Double, ofType index: Int) -> Double? {
        try? Quantity(value, types[index].unit).doubleValue(for: types[index].type.canonicalUnit)
    }
}
