import Foundation
import WorkoutModel

/// The unit of a FIT developer field's values, from the free text of its `field_description`
/// `units`. Apps spell units as they like (Stryd `Watts`, `Milliseconds`, `M/S`; Garmin Connect
/// IQ apps `Watt`, `RPM`, `kCal`; others `w`, `C`): a spelling whose meaning is certain is the
/// model's unit (`W`, `ms`, `m/s`, `count/min`, `kcal`, `degC`); any other text (`KN/m`, `psi`,
/// `wh/km`, `adc`) is kept as it is, as a unit of its own that converts only to itself
/// (``QuantityUnit/init(symbol:)``), so that its column, the store and JSON name it as the file did.
/// A field without units counts (`count`).
enum FITDeveloperUnit {
    static func unit(_ units: String?) -> QuantityUnit {
        guard let text = units?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return .count }
        if let known = try? QuantityUnit(parsing: text) { return known }
        if let symbol = spellings[text.lowercased()], let known = try? QuantityUnit(parsing: symbol) { return known }
        return QuantityUnit(symbol: text)
    }

    /// Spellings seen in developer fields (lower-cased), by the model's unit symbol they mean.
    private static let spellings: [String: String] = [
        "w": "W", "watt": "W", "watts": "W",
        "kw": "kW",
        "ms": "ms", "millisecond": "ms", "milliseconds": "ms",
        "s": "s", "sec": "s", "second": "s", "seconds": "s",
        "min": "min", "minute": "min", "minutes": "min",
        "m": "m", "meter": "m", "meters": "m", "metre": "m", "metres": "m",
        "cm": "cm", "centimeter": "cm", "centimeters": "cm", "centimetre": "cm", "centimetres": "cm",
        "mm": "mm", "millimeter": "mm", "millimeters": "mm", "millimetre": "mm", "millimetres": "mm",
        "km": "km", "kilometer": "km", "kilometers": "km", "kilometre": "km", "kilometres": "km",
        "m/s": "m/s", "km/h": "km/hr", "km/hr": "km/hr", "kph": "km/hr", "mph": "mi/hr",
        "rpm": "count/min", "bpm": "count/min", "spm": "count/min",
        "kcal": "kcal", "kj": "kJ", "j": "J",
        "percent": "%",
        "ml/kg/min": "mL/(kg*min)",
    ]
}
