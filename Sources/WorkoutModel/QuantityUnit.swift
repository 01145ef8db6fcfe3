/// A unit of measure, in the spirit of HealthKit's `HKUnit`.
///
/// A unit has a physical ``Dimension`` and a linear mapping to that dimension's
/// base unit (`base = value * factor + offset`). Units of the same dimension
/// convert into each other; converting across dimensions throws
/// ``UnitError/incompatibleDimensions(from:to:)``.
///
/// Units are written and parsed with HealthKit's unit strings: `count/min`,
/// `kcal`, `kJ`, `Cal`, `m`, `km`, `mi`, `ft`, `yd`, `m/s`, `km/hr`, `degC`,
/// `degF`, `W`, `ms`, `%`, `count`, ...
public struct QuantityUnit: Hashable, Sendable, CustomStringConvertible {
    /// The physical dimension of a unit. Only units of one dimension convert.
    public enum Dimension: String, Sendable, CaseIterable {
        case count, length, time, energy, speed, frequency, temperature, power, fraction, mass, pace, oxygenUptake
        /// A unit workoutkit does not know (`mmHg`, `dBASPL`, ... of an Apple Health record):
        /// it converts only to itself (see ``QuantityUnit/init(symbol:)``).
        case other
    }

    /// The unit string, as HealthKit writes it (`count/min`, `kcal`, ...).
    public let symbol: String
    /// The physical dimension.
    public let dimension: Dimension
    /// Multiplier from this unit to the dimension's base unit.
    let factor: Double
    /// Offset added after scaling (non-zero only for temperatures).
    let offset: Double

    init(_ symbol: String, _ dimension: Dimension, factor: Double = 1, offset: Double = 0) {
        self.symbol = symbol
        self.dimension = dimension
        self.factor = factor
        self.offset = offset
    }

    /// Parses a HealthKit unit string.
    ///
    /// - Throws: ``UnitError/unknownUnit(_:)`` for a string that names no unit workoutkit knows.
    public init(parsing string: String) throws {
        let trimmed = string.trimmingSpaces
        guard let unit = QuantityUnit.known[trimmed] ?? QuantityUnit.aliases[trimmed].flatMap({ QuantityUnit.known[$0] }) else {
            throw UnitError.unknownUnit(string)
        }
        self = unit
    }

    /// The known unit with this symbol (or one of its spellings), else a unit of dimension
    /// ``Dimension/other`` that keeps the symbol and converts only to itself: what an Apple
    /// Health record of a type workoutkit does not list is measured in (`mmHg`, `dBASPL`).
    public init(symbol: String) {
        if let known = try? QuantityUnit(parsing: symbol) {
            self = known
        } else {
            self.init(symbol, .other)
        }
    }

    /// Whether values in this unit convert to `other`: the same dimension, and for units
    /// workoutkit does not know (``Dimension/other``), the same unit, perhaps spelt otherwise
    /// (``isSpelling(of:)``: `KN/m` and `kN/m`; the conversion is then the identity).
    public func converts(to other: QuantityUnit) -> Bool {
        dimension == other.dimension && (dimension != .other || isSpelling(of: other))
    }

    /// Whether two symbols name one unit in another spelling: the same letters in upper or
    /// lower case (`KN/m`, `kN/m`) and the same but for spaces (`kN / m`). `m` and `M` are
    /// told apart: milli (or metre) and mega are not one unit.
    public func isSpelling(of other: QuantityUnit) -> Bool {
        self == other || Self.folded(symbol) == Self.folded(other.symbol)
    }

    /// A unit symbol as ``isSpelling(of:)`` compares it: without spaces, in lower case but `M`.
    static func folded(_ symbol: String) -> String {
        String(symbol.lazy.filter { !$0.isWhitespace }.map { $0 == "m" || $0 == "M" ? $0 : Character($0.lowercased()) })
    }

    /// Converts `value`, given in this unit, into `other`.
    ///
    /// - Throws: ``UnitError/incompatibleDimensions(from:to:)`` when the dimensions differ.
    public func convert(_ value: Double, to other: QuantityUnit) throws -> Double {
        guard converts(to: other) else {
            throw UnitError.incompatibleDimensions(from: self, to: other)
        }
        if self == other { return value }
        let base = value * factor + offset
        return (base - other.offset) / other.factor
    }

    public var description: String { symbol }

    public static func == (lhs: QuantityUnit, rhs: QuantityUnit) -> Bool { lhs.symbol == rhs.symbol }
    public func hash(into hasher: inout Hasher) { hasher.combine(symbol) }

    // MARK: The units workoutkit knows

    public static let count = QuantityUnit("count", .count)
    public static let percent = QuantityUnit("%", .fraction, factor: 0.01)

    public static let meter = QuantityUnit("m", .length)
    public static let centimeter = QuantityUnit("cm", .length, factor: 0.01)
    public static let millimeter = QuantityUnit("mm", .length, factor: 0.001)
    public static let kilometer = QuantityUnit("km", .length, factor: 1000)
    public static let mile = QuantityUnit("mi", .length, factor: 1609.344)
    public static let yard = QuantityUnit("yd", .length, factor: 0.9144)
    public static let foot = QuantityUnit("ft", .length, factor: 0.3048)
    public static let inch = QuantityUnit("in", .length, factor: 0.0254)

    public static let second = QuantityUnit("s", .time)
    public static let millisecond = QuantityUnit("ms", .time, factor: 0.001)
    public static let minute = QuantityUnit("min", .time, factor: 60)
    public static let hour = QuantityUnit("hr", .time, factor: 3600)
    public static let day = QuantityUnit("d", .time, factor: 86400)

    public static let joule = QuantityUnit("J", .energy)
    public static let kilojoule = QuantityUnit("kJ", .energy, factor: 1000)
    public static let kilocalorie = QuantityUnit("kcal", .energy, factor: 4184)
    /// The food calorie, written `Cal` by HealthKit: one kilocalorie.
    public static let largeCalorie = QuantityUnit("Cal", .energy, factor: 4184)
    public static let smallCalorie = QuantityUnit("cal", .energy, factor: 4.184)

    public static let meterPerSecond = QuantityUnit("m/s", .speed)
    public static let kilometerPerHour = QuantityUnit("km/hr", .speed, factor: 1000.0 / 3600.0)
    public static let milePerHour = QuantityUnit("mi/hr", .speed, factor: 1609.344 / 3600.0)

    /// Seconds per metre, the pace dimension.
    public static let secondPerMeter = QuantityUnit("s/m", .pace)
    public static let minutePerKilometer = QuantityUnit("min/km", .pace, factor: 0.06)

    public static let countPerSecond = QuantityUnit("count/s", .frequency)
    public static let countPerMinute = QuantityUnit("count/min", .frequency, factor: 1.0 / 60.0)
    public static let hertz = QuantityUnit("Hz", .frequency)

    public static let kelvin = QuantityUnit("K", .temperature)
    public static let degreeCelsius = QuantityUnit("degC", .temperature, factor: 1, offset: 273.15)
    public static let degreeFahrenheit = QuantityUnit("degF", .temperature, factor: 5.0 / 9.0, offset: 459.67 * 5.0 / 9.0)

    public static let watt = QuantityUnit("W", .power)
    public static let kilowatt = QuantityUnit("kW", .power, factor: 1000)

    public static let kilogram = QuantityUnit("kg", .mass)
    public static let gram = QuantityUnit("g", .mass, factor: 0.001)
    public static let pound = QuantityUnit("lb", .mass, factor: 0.45359237)

    /// Oxygen uptake per body mass (VO2 max).
    public static let millilitersPerKilogramMinute = QuantityUnit("mL/(kg*min)", .oxygenUptake)

    static let all: [QuantityUnit] = [
        .count, .percent,
        .meter, .centimeter, .millimeter, .kilometer, .mile, .yard, .foot, .inch,
        .second, .millisecond, .minute, .hour, .day,
        .joule, .kilojoule, .kilocalorie, .largeCalorie, .smallCalorie,
        .meterPerSecond, .kilometerPerHour, .milePerHour,
        .secondPerMeter, .minutePerKilometer,
        .countPerSecond, .countPerMinute, .hertz,
        .kelvin, .degreeCelsius, .degreeFahrenheit,
        .watt, .kilowatt,
        .kilogram, .gram, .pound,
        .millilitersPerKilogramMinute,
    ]
    static let known: [String: QuantityUnit] = Dictionary(uniqueKeysWithValues: all.map { ($0.symbol, $0) })
    /// Other spellings seen in the wild, mapped to the canonical symbol.
    static let aliases: [String: String] = [
        "km/h": "km/hr", "kph": "km/hr", "mph": "mi/hr", "mi/h": "mi/hr",
        "bpm": "count/min", "rpm": "count/min", "spm": "count/min", "/min": "count/min",
        "sec": "s", "h": "hr", "kcals": "kcal", "C": "degC", "°C": "degC", "F": "degF", "°F": "degF",
        "watts": "W", "meters": "m", "metres": "m", "mL/min·kg": "mL/(kg*min)", "ml/(kg*min)": "mL/(kg*min)",
    ]
}

/// Errors from parsing and converting units.
public enum UnitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A unit string that names no known unit.
    case unknownUnit(String)
    /// A conversion between units of different dimensions (for example `kcal` to `m`).
    case incompatibleDimensions(from: QuantityUnit, to: QuantityUnit)

    public var description: String {
        switch self {
        case .unknownUnit(let string):
            return "unknown unit '\(string)'"
        case .incompatibleDimensions(let from, let to):
            return "cannot convert \(from.dimension.rawValue) (\(from)) to \(to.dimension.rawValue) (\(to))"
        }
    }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first?.isWhitespace == true { scalars.removeFirst() }
        while scalars.last?.isWhitespace == true { scalars.removeLast() }
        return String(scalars)
    }
}
