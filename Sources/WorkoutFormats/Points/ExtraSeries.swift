import WorkoutModel

/// The series a track point carries besides its fixed values (heart rate, cadence, power ...): FIT developer
/// fields (Stryd's form power, Moxy's SmO2, ...), whose samples have the types
/// `WKQuantityTypeIdentifierDeveloper.<field name>` the FIT reader makes. A writer that
/// puts values on points by column (the CSV point table) gives each such series a column
/// of its own (``ExtraSeriesWriter``).
public enum ExtraSeries {
    /// The start of a developer field's type identifier; the field's name follows.
    public static let identifierPrefix = "WKQuantityTypeIdentifierDeveloper."

    /// The type of a developer field's values: named after the field, in its unit.
    public static func type(fieldName: String, unit: QuantityUnit) -> QuantityType {
        QuantityType(identifier: identifierPrefix + fieldName, aggregationStyle: .discrete, canonicalUnit: unit)
    }

    /// The field name of an extra series' type (the identifier without ``identifierPrefix``).
    public static func fieldName(of type: QuantityType) -> String {
        String(type.identifier.dropFirst(identifierPrefix.count))
    }

    /// Whether samples of `type` are an extra series.
    public static func contains(_ type: QuantityType) -> Bool {
        type.identifier.hasPrefix(identifierPrefix)
    }

    /// Whether `sample` is a value of an extra series at a point (an instantaneous one;
    /// a value over an interval is no point's).
    public static func isPointValue(_ sample: QuantitySample) -> Bool {
        sample.startDate == sample.endDate && contains(sample.quantityType)
    }

    /// The extra series of `recording`'s point values, added to `series` in the order
    /// their first values come (those already in `series` keep their place).
    public static func add(_ recording: WorkoutRecording, to series: inout [QuantityType]) {
        var known = Set(series)
        recording.forEachSample { sample in
            guard isPointValue(sample), !known.contains(sample.quantityType) else { return }
            known.insert(sample.quantityType)
            series.append(sample.quantityType)
        }
    }
}

/// A writer whose output has a column per extra series (``ExtraSeries``), and so must know
/// them all before its first point: the CSV point table, whose header names its columns,
/// and FIT, whose developer field descriptions come before the records.
public protocol ExtraSeriesWriter: RecordingWriter {
    /// Whether this writer's output has the extra series' columns (some layouts have none).
    var writesExtraSeries: Bool { get }
    /// This writer with columns for `series`, in this order, from its first row on; series
    /// of the recordings it writes that are not among them are added only while no row is out.
    func withExtraSeries(_ series: [QuantityType]) -> any RecordingWriter
    /// This writer with columns for `series`, in this order, taking a stream whose points
    /// bring their extra values (``RecordingStream/takesExtraValues``), or `nil` when it
    /// cannot be written from a stream.
    func streamingExtraSeries(_ series: [QuantityType]) -> (any PointStreamingWriter)?
}

/// A reader that can tell, in a quick pass of its own over a file, which extra series
/// (``ExtraSeries``) the file's points carry: a conversion to an ``ExtraSeriesWriter``
/// then gives the writer every series before its first row and streams the points with
/// their extra values.
public protocol ExtraSeriesScanning: PointStreamingReader {
    /// The extra series of the points of a file, in the order their first values come: the
    /// series ``ExtraSeries/add(_:to:)`` finds in the recordings read from it, with the same
    /// types. Empty when the points carry none (or the pass cannot follow the file: the read
    /// proper then says what is wrong with it). `open` opens the file from its start, once
    /// for each pass the reader makes.
    func extraSeries(opening open: () throws -> any ByteSource) throws -> [QuantityType]
}
