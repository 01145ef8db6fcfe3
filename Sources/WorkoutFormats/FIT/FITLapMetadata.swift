import FITCodec
import FITProfile
import WorkoutModel

/// The lap metadata (``/WorkoutModel/LapMetadataKey``) a FIT `lap` message holds, for the FIT reader
/// and writer: one table, so what is written is what is read back.
enum FITLapMetadata {
    typealias Field = FITField.Lap

    /// How a key's value is held: a quantity in a unit, or an integer.
    enum Kind {
        case quantity(QuantityUnit)
        case integer
    }

    /// The numeric keys and the lap field of each. Speeds are written to the enhanced
    /// fields and read from them first, then from `avg_speed`/`max_speed`; steps are
    /// `total_cycles` (`total_strides` of a run or walk).
    static let numbers: [(key: String, field: FITField, fallback: FITField?, kind: Kind)] = [
        (LapMetadataKey.averageHeartRate, Field.avgHeartRate, nil, .quantity(.countPerMinute)),
        (LapMetadataKey.maximumHeartRate, Field.maxHeartRate, nil, .quantity(.countPerMinute)),
        (LapMetadataKey.averageCadence, Field.avgCadence, nil, .integer),
        (LapMetadataKey.maximumCadence, Field.maxCadence, nil, .integer),
        (LapMetadataKey.averagePower, Field.avgPower, nil, .quantity(.watt)),
        (LapMetadataKey.maximumPower, Field.maxPower, nil, .quantity(.watt)),
        (LapMetadataKey.averageSpeed, Field.enhancedAvgSpeed, Field.avgSpeed, .quantity(.meterPerSecond)),
        (LapMetadataKey.maximumSpeed, Field.enhancedMaxSpeed, Field.maxSpeed, .quantity(.meterPerSecond)),
        (LapMetadataKey.steps, Field.totalCycles, nil, .integer),
    ]

    /// The keys a lap message holds: the numbers, the trigger and the intensity, in the order they are set.
    private static let orderedKeys = numbers.map(\.key) + [LapMetadataKey.triggerMethod, LapMetadataKey.intensity]

    /// The keys a lap message holds.
    static let keys = Set(orderedKeys)

    /// The lap metadata of a `lap` message, in the one vocabulary.
    static func metadata(of message: FITMessage) -> Metadata {
        var metadata: Metadata = [:]
        for (key, field, fallback, kind) in numbers {
            guard let value = message.double(field) ?? fallback.flatMap({ message.double($0) }), value.isFinite else { continue }
            switch kind {
            case .quantity(let unit): metadata[key] = .quantity(Quantity(value, unit))
            case .integer: metadata[key] = .integer(Int(value.rounded()))
            }
        }
        if let trigger = message.valueName(Field.lapTrigger) {
            metadata[LapMetadataKey.triggerMethod] = .string(LapMetadataKey.triggerMethod(fitName: trigger))
        }
        if let intensity = message.valueName(Field.intensity) {
            metadata[LapMetadataKey.intensity] = .string(LapMetadataKey.intensity(fitName: intensity))
        }
        return metadata
    }

    /// Sets the fields of a `lap` message from a lap's metadata; a value the field cannot
    /// hold (out of its range, or a trigger FIT has no name for) is left out.
    static func set(_ metadata: Metadata, on message: inout FITOutgoingMessage) {
        for key in orderedKeys { if let value = metadata[key] { set(key, value, on: &message) } }
    }

    /// What becomes of one lap metadata value in FIT (see ``FormatCapabilities/lapValueWritten``):
    /// kept where its field takes it, else dropped.
    static func fate(of key: String, _ value: MetadataValue) -> FormatCapabilities.LapValueFate {
        var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.lap)
        return set(key, value, on: &message) || !keys.contains(key) ? .kept : .dropped
    }

    /// Sets the field of one key; returns whether it was set.
    @discardableResult
    private static func set(_ key: String, _ metadata: MetadataValue, on message: inout FITOutgoingMessage) -> Bool {
        if let number = numbers.first(where: { $0.key == key }) {
            let value: Double? = switch (number.kind, metadata) {
            case (.quantity(let unit), .quantity(let quantity)): try? quantity.doubleValue(for: unit)
            case (.integer, .integer(let integer)): Double(integer)
            case (.integer, .double(let double)): double
            default: nil
            }
            guard let value, value.isFinite, value >= 0 else { return false }
            return (try? message.set(number.field, value)) != nil
        }
        switch (key, metadata) {
        case (LapMetadataKey.triggerMethod, .string(let method)):
            guard let trigger = LapMetadataKey.fitTrigger(method) else { return false }
            return (try? message.set(Field.lapTrigger, valueNamed: trigger)) != nil
        case (LapMetadataKey.intensity, .string(let intensity)):
            return (try? message.set(Field.intensity, valueNamed: LapMetadataKey.fitIntensity(intensity))) != nil
        default:
            return false
        }
    }
}
