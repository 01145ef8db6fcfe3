import FITCodec
import FITProfile
import WorkoutModel

/// The developer fields of a FIT activity file the writer makes: one per extra series of the
/// recording (``ExtraSeries``: the developer fields it was read from, Stryd's power, Moxy's
/// SmO2, ...), all of one developer (`developer_data_index` 0), numbered in the order the
/// series' first values come. Each is described by a `field_description` with the series'
/// field name and unit symbol (as the FIT reader reads them back, ``FITDeveloperUnit``) and
/// base type float64, which holds any value as it is (no scale or offset); the records carry
/// the values.
struct FITDeveloperFieldEncoding {
    static let developerDataIndex: UInt8 = 0

    /// The series, in field number order.
    let series: [QuantityType]
    /// Their fields' descriptions (of the first 255: more is refused when written).
    private let descriptions: [FITDeveloperFieldDescription]

    init(_ recording: WorkoutRecording) {
        var series: [QuantityType] = []
        ExtraSeries.add(recording, to: &series)
        self.init(series: series)
    }

    /// The fields of `series`, numbered in this order.
    init(series: [QuantityType]) {
        self.series = series
        descriptions = series.prefix(255).enumerated().map { index, type in
            FITDeveloperFieldDescription(
                developerDataIndex: Self.developerDataIndex, fieldNumber: UInt8(index), baseType: .float64,
                name: ExtraSeries.fieldName(of: type), units: type.canonicalUnit.symbol,
                nativeMessageNumber: FITMessageNumber.record)
        }
    }

    var isEmpty: Bool { series.isEmpty }

    /// The `developer_data_id` and the `field_description`s, to be written before the first record.
    func descriptionMessages() throws -> [FITOutgoingMessage] {
        guard !series.isEmpty else { return [] }
        guard series.count <= 255 else {
            throw FITEncodingError("a FIT file holds at most 255 developer fields; the workout has \(series.count) developer series")
        }
        var developer = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.developerDataId)
        try developer.set(FITField.DeveloperDataId.developerDataIndex, raw: Int64(Self.developerDataIndex))
        return try [developer] + descriptions.map { description in
            typealias Field = FITField.FieldDescription
            var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.fieldDescription)
            try message.set(Field.developerDataIndex, raw: Int64(description.developerDataIndex))
            try message.set(Field.fieldDefinitionNumber, raw: Int64(description.fieldNumber))
            try message.set(Field.fitBaseTypeId, raw: Int64(description.baseType.rawValue))
            try message.set(Field.fieldName, string: description.name ?? "")
            if let units = description.units { try message.set(Field.units, string: units) }
            try message.set(Field.nativeMesgNum, raw: Int64(FITMessageNumber.record))
            return message
        }
    }

    /// The developer fields of a record whose extra series' values are `values` (in
    /// ``series`` order; `nil` or not finite: no field).
    func fields(_ values: [Double?]) -> [FITOutgoingDeveloperField] {
        zip(descriptions, values).compactMap { description, value in
            guard let value, value.isFinite else { return nil }
            return FITOutgoingDeveloperField(description: description, values: [.float(value)])
        }
    }
}
