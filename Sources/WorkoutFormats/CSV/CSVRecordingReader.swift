import FITCodec
import Foundation
import WorkoutModel

/// Reads CSV recordings, choosing the table by its header row:
///
/// - workoutkit's point table, and other point tables whose columns it recognises
///   (GPSBabel's `unicsv`, python-fitparse record tables, Columbus V-900 logs,
///   Motorola MOTOACTV and CycleOps Joule exports): see `CSVPointColumn`; rows with a
///   position and an empty time cell are the points of a course;
/// - workoutkit's workout table (`uuid,activity_type,start,...`): one workout per row;
/// - Garmin FitCSVTool's layout: the FIT messages, then the FIT activity mapping.
///
/// workoutkit's sample table adds samples to workouts already in the store, so it is
/// read with ``CSVSampleTable`` rather than as recordings. A table whose header names
/// no time, or nothing to keep, is refused with the columns that were not understood.
public struct CSVRecordingReader: RecordingReader {
    public init() {}

    public var format: FormatDescriptor {
        FormatDescriptor(name: "csv", fileExtensions: ["csv"],
                         summary: "CSV (RFC 4180): point tables (workoutkit, GPSBabel unicsv, device exports), workout tables, FitCSVTool")
    }

    /// The header lines recognised by content: workoutkit's three layouts and FitCSVTool's.
    public func recognizes(prefix: [UInt8]) -> Bool {
        var bytes = prefix[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let firstLine = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        guard firstLine.count < bytes.count else { return false }
        let header = String(decoding: firstLine, as: UTF8.self)
        return TableLayout.allCases.contains { $0.csvHeader == header }
            || header.hasPrefix(TableLayout.points.csvHeader + ",")  // with extra columns
            || header.hasPrefix("Type,Local Number,Message,")
    }

    public func read(from source: any ByteSource, context: ReadContext, emit: (WorkoutRecording) throws -> Void) throws {
        try readRecordings(of: self, from: source, context: context, emit: emit)
    }

    public func readItems(from source: any ByteSource, context: ReadContext, emit: (ReadItem) throws -> Void) throws {
        func emitRecording(_ recording: WorkoutRecording) throws { try emit(.recording(recording)) }
        let records = CSVRecordReader(source: source, name: context.name)
        guard let header = try records.next() else {
            throw FormatError.malformed(file: context.name, at: nil, reason: "the file is empty")
        }
        if FITCSVReader.isHeader(header) {
            try FITCSVRecordingReader.readRecordings(after: records, context: context, emit: emitRecording)
        } else if header.joined(separator: ",") == TableLayout.workouts.csvHeader {
            try CSVWorkoutTable.read(records, context: context, emit: emitRecording)
        } else if header.joined(separator: ",") == TableLayout.samples.csvHeader {
            throw FormatError.unsupported(
                format: "csv",
                reason: "\(context.name) is a sample table: its samples belong to workouts already in the store, "
                    + "so it is added with `workoutkit import`, not read as recordings")
        } else if let start = try CSVJoulePreamble.start(header: header, records: records, context: context) {
            guard let tableHeader = try records.next() else {
                throw FormatError.malformed(file: context.name, at: .line(records.line), reason: "the file ends before its sample table")
            }
            try CSVPointTable(header: tableHeader, name: context.name, elapsedStart: start).read(records, context: context, emit: emit)
        } else {
            try CSVPointTable(header: header, name: context.name).read(records, context: context, emit: emit)
        }
    }
}

/// CycleOps Joule exports begin with two header-and-value pairs of lines (ride
/// summary, then the athlete's zones) before the sample table, whose times are
/// minutes since the summary's `Date/Time`.
enum CSVJoulePreamble {
    /// The ride's start when `header` begins a Joule preamble (the records are then
    /// positioned on the sample table's header), or `nil` when it does not.
    static func start(header: [String], records: CSVRecordReader, context: ReadContext) throws -> Date? {
        guard header.first == "Version", let column = header.firstIndex(of: "Date/Time") else { return nil }
        guard let summary = try records.next(), column < summary.count, let start = Timestamp.parse(summary[column]) else {
            throw FormatError.malformed(file: context.name, at: .line(records.line), reason: "the CycleOps Joule summary has no readable Date/Time")
        }
        if !start.hadZone { context.warn("times carry no zone; they were read as UTC") }
        // The athlete's zones: a header line and a value line.
        for _ in 0..<2 {
            guard try records.next() != nil else {
                throw FormatError.malformed(file: context.name, at: .line(records.line), reason: "the file ends before its sample table")
            }
        }
        return start.date
    }
}

/// workoutkit's workout table: `uuid,activity_type,start,end,duration_s,distance_m,energy_kcal,source,device`.
enum CSVWorkoutTable {
    static func read(_ records: CSVRecordReader, context: ReadContext, emit: (WorkoutRecording) throws -> Void) throws {
        while let cells = try records.next() {
            func fail(_ reason: String) -> FormatError { .malformed(file: context.name, at: .line(records.line), reason: reason) }
            guard cells.count == 9 else { throw fail("a workout row has 9 cells; this one has \(cells.count)") }
            func number(_ index: Int, _ column: String) throws -> Double? {
                if cells[index].isEmpty { return nil }
                guard let value = Double(cells[index]), value.isFinite, value >= 0 else {
                    throw fail("\(column): “\(cells[index])” is not a number")
                }
                return value
            }
            guard let uuid = UUID(uuidString: cells[0]) else { throw fail("uuid: “\(cells[0])” is not a UUID") }
            guard let type = WorkoutActivityType(name: cells[1]) else { throw fail("activity_type: “\(cells[1])” is not an activity type") }
            guard let start = Timestamp.date(cells[2]) else { throw fail("start: cannot read the time “\(cells[2])”") }
            guard let end = Timestamp.date(cells[3]), end >= start else { throw fail("end: “\(cells[3])” is not a time after the start") }
            let sourceName = CSVRow.unneutralised(cells[7])
            let deviceName = CSVRow.unneutralised(cells[8])
            let workout = Workout(
                uuid: uuid, activityType: type, start: start, end: end,
                duration: try number(4, "duration_s"),
                totalEnergyBurned: try number(6, "energy_kcal").map { Quantity($0, .kilocalorie) },
                totalDistance: try number(5, "distance_m").map { Quantity($0, .meter) },
                source: context.options.sourceOverride ?? (sourceName.isEmpty ? .unknown : Source(name: sourceName)),
                device: deviceName.isEmpty ? nil : Device(name: deviceName),
                syncIdentifier: "csv|\(uuid.uuidString)",
                metadata: [MetadataKey.originalFormat: .string("csv")])
            try emit(WorkoutRecording(workout: workout))
        }
    }
}
