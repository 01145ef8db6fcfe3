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

    /// The keys a lap message holds: the numbers, the trigger and the intensity.
    static let keys: Set<String> = Set(numbers.map(\.key)).union([LapMetadataKey.triggerMethod, LapMetadataKey.intensity])

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
        for (key, field, _, kind) in numbers {
            let value: Double? = switch (kind, metadata[key]) {
            case (.quantity(let unit), .quantity(let quantity)?): try? quantity.doubleValue(for: unit)
            case (.integer, .integer(let integer)?): Double(integer)
            case (.integer, .double(let double)?): double
            default: nil
            }
            if let value, value.isFinite, value >= 0 { try? message.set(field, value) }
        }
        if case .string(let method)? = metadata[LapMetadataKey.triggerMethod], let trigger = LapMetadataKey.fitTrigger(method) {
            try? message.set(Field.lapTrigger, valueNamed: trigger)
        }
        if case .string(let intensity)? = metadata[LapMetadataKey.intensity] {
            try? message.set(Field.intensity, valueNamed: LapMetadataKey.fitIntensity(intensity))
        }
    }
}
