import Foundation
import WorkoutModel

/// Writes recordings as CSV, in one of three layouts (DESIGN.md, "Machine-readable output").
///
/// The point table can also be written as points are read (``PointStreamingWriter``):
/// rows then follow the file's order, a row per point (points sharing a time stay apart,
/// as in the whole-recording table), which is the whole-recording table whenever the times
/// do not go back.
public struct CSVRecordingWriter: PointStreamingWriter, TrackPointWriter {
    /// The table the CSV file holds.
    public let layout: TableLayout

    public init(layout: TableLayout = .points) { self.layout = layout }

    public var format: FormatDescriptor {
        FormatDescriptor(name: "csv", fileExtensions: ["csv"],
                         summary: "CSV (RFC 4180): a point table, a workout table or a sample table")
    }

    /// The point columns the point table has (after the position; the altitude column holds
    /// the altitude of a point without a position as well as a location's).
    static let pointColumns: [PointColumn] = [.heartRate, .cadence, .power, .speed, .distance, .ambientTemperature, .altitude]

    /// The series the point table has a column for.
    static let pointSeries = PointColumn.quantityTypes(of: pointColumns)

    public var capabilities: FormatCapabilities {
        switch layout {
        case .points:
            return FormatCapabilities(
                multipleWorkouts: true, eventTypes: [], eventMetadata: false, activities: false, totals: false,
                device: false, routes: true, locationFields: [.altitude, .speed], sampleTypes: Self.pointSeries,
                sampleMetadata: false, metadataKeys: [])
        case .workouts:
            return FormatCapabilities(
                multipleWorkouts: true, eventTypes: [], eventMetadata: false, activities: false, totals: true,
                device: true, routes: false, locationFields: [], sampleTypes: [], sampleMetadata: false, metadataKeys: [])
        case .samples:
            return FormatCapabilities(
                multipleWorkouts: true, eventTypes: [], eventMetadata: false, activities: false, totals: false,
                device: false, routes: false, locationFields: [], sampleTypes: nil, sampleMetadata: false, metadataKeys: [])
        }
    }

    public func makeSession(output: any ByteSink) throws -> any RecordingWriterSession {
        try startSession(output: output)
    }

    /// Only the point table is written from a stream; the other tables need whole recordings.
    public var streamsPoints: Bool { layout == .points }

    /// Only the point table is written from a source of points.
    public var writesTrackPointSources: Bool { layout == .points }

    public func makeStreamSession(output: any ByteSink) throws -> any RecordingStreamSession {
        try startSession(output: output)
    }

    private func startSession(output: any ByteSink) throws -> Session {
        try output.write(layout.csvHeader + "\r\n")
        return Session(layout: layout, output: output)
    }

    private final class Session: RecordingStreamSession, TrackPointWriting {
        let layout: TableLayout
        let output: any ByteSink

        init(layout: TableLayout, output: any ByteSink) {
            self.layout = layout
            self.output = output
        }

        func write(_ recording: WorkoutRecording) throws {
            switch layout {
            case .points: try writePoints(recording)
            case .workouts: try writeWorkout(recording.workout)
            case .samples: try writeSamples(recording)
            }
        }

        func finish() throws {
            try writeBufferedRows()
        }

        /// The streamed points at one time not yet written, and their workout: a later
        /// point at the same time joins them.
        private var pendingRun = PointRun()
        private var pendingWorkout: UUID?
        /// The UUID text of the workout being streamed (made once, not per row).
        private var streamedWorkout: (uuid: UUID, text: [UInt8])?

        func points(_ batch: PointBatch) throws {
            // Built in a local (not the stored property), the points read in place, to keep
            // the per-point work cheap.
            var run = pendingRun
            pendingRun = PointRun()
            if pendingWorkout != batch.workout { try writeRun(&run) }
            pendingWorkout = batch.workout
            try batch.points.withUnsafeBufferPointer { points in
                for index in points.indices {
                    guard let time = points[index].time else { continue }
                    if !run.takes(time) { try writeRun(&run) }
                    run.add(points[index], at: time)
                }
            }
            pendingRun = run
        }

        func endWorkout(_ rest: WorkoutRecording) throws {
            if pendingWorkout == rest.workout.uuid {
                var run = pendingRun
                pendingRun = PointRun()
                try writeRun(&run)
            }
            try write(rest)
        }

        /// The point table holds no courses; ``FormatCapabilities/courses`` says so, and the
        /// conversion names them as lost instead of handing them here.
        func course(_ course: Course) throws {
            throw FormatError.unsupported(format: "csv", reason: "a course cannot be written to CSV")
        }

        /// Writes a streamed run's rows, one per point, and empties it.
        private func writeRun(_ run: inout PointRun) throws {
            guard let workout = pendingWorkout else { return }
            if streamedWorkout?.uuid != workout { streamedWorkout = (workout, Array(workout.uuidString.utf8)) }
            let text = streamedWorkout?.text ?? Array(workout.uuidString.utf8)
            try run.handOut { try writeRow(workout: text, $0) }
        }

        private func writeWorkout(_ w: Workout) throws {
            var row = CSVRow()
            row.plain(w.uuid.uuidString)
            row.plain(w.activityType.name)
            row.plain(Timestamp.string(w.startDate))
            row.plain(Timestamp.string(w.endDate))
            row.number(w.duration)
            row.number(try w.totalDistance?.doubleValue(for: .meter))
            row.number(try w.totalEnergyBurned?.doubleValue(for: .kilocalorie))
            row.text(w.source.name)
            row.text(w.device.flatMap { $0.name ?? $0.model })
            try output.write(bytes: row.line)
        }

        private func writeSamples(_ recording: WorkoutRecording) throws {
            let workout = recording.workout.uuid.uuidString
            for sample in recording.samples {
                var row = CSVRow()
                row.plain(workout)
                row.plain(sample.uuid.uuidString)
                row.text(sample.quantityType.identifier)
                row.plain(Timestamp.string(sample.startDate))
                row.plain(Timestamp.string(sample.endDate))
                row.number(sample.quantity.value)
                row.text(sample.quantity.unit.symbol)
                try output.write(bytes: row.line)
            }
        }

        /// One row per point: each route location and each point of values without a
        /// location (``TrackPointTimeline``), in time order; points sharing a time stay apart.
        private func writePoints(_ recording: WorkoutRecording) throws {
            let entries = TrackPointTimeline(recording).entries
            var index = 0
            try writePoints(of: recording.workout) {
                guard index < entries.count else { return nil }
                defer { index += 1 }
                return entries[index]
            }
        }

        /// Writes the point table's rows (it is the only layout written from a source of points).
        func write(_ rest: WorkoutRecording, points: TrackPointSource) throws {
            guard layout == .points else {
                throw FormatError.unsupported(format: "csv", reason: "the \(layout) table is written from whole recordings")
            }
            try writePoints(of: rest.workout, next: try points.entries())
        }

        /// Writes a workout's point rows: `next` gives its entries in time order, `nil` after the last.
        private func writePoints(of workout: Workout, next: () throws -> TrackPointTimeline.Entry?) throws {
            let workout = Array(workout.uuid.uuidString.utf8)
            while let entry = try next() {
                // A point of values the table has no column for is no row.
                guard entry.location != nil || CSVRecordingWriter.pointColumns.contains(where: { entry.values[$0] != nil })
                else { continue }
                try writeRow(workout: workout, entry)
            }
        }

        /// The most bytes a point row takes besides its workout's text: a time, nine
        /// numbers, their separators and the line ending.
        private static let pointRowLength = TimeText.maximumLength + 10 * (NumberText.maximumLength + 1) + 2
        /// Point rows not yet handed to the output: written when the next row might not fit,
        /// and by ``finish()``.
        private let rowBuffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1 << 16)
        private var rowBufferCount = 0
        /// The time cells' kept date, held apart so that writing a row changes it in place
        /// (a stored property of the class passed `inout` would be checked for exclusive access per row).
        private let times: UnsafeMutablePointer<TimeText> = {
            let times = UnsafeMutablePointer<TimeText>.allocate(capacity: 1)
            times.initialize(to: TimeText())
            return times
        }()

        deinit {
            rowBuffer.deallocate()
            times.deinitialize(count: 1)
            times.deallocate()
        }

        private func writeBufferedRows() throws {
            guard rowBufferCount > 0 else { return }
            try output.write(UnsafeRawBufferPointer(start: rowBuffer.baseAddress, count: rowBufferCount))
            rowBufferCount = 0
        }

        /// `workout` is the workout's UUID text, made once per workout.
        private func writeRow(workout: [UInt8], _ point: TrackPointTimeline.Entry) throws {
            let room = workout.count + Self.pointRowLength
            precondition(room <= rowBuffer.count, "a point row is longer than the row buffer")
            if rowBufferCount + room > rowBuffer.count { try writeBufferedRows() }
            var cells = CSVCellWriter(at: rowBuffer.baseAddress! + rowBufferCount)
            workout.withUnsafeBufferPointer { cells.plain($0) }
            cells.timestamp(point.time, &times.pointee)
            cells.number(point.location?.latitude)
            cells.number(point.location?.longitude)
            cells.number(point.location.map(\.altitude) ?? point.values.altitude)
            cells.number(point.values.heartRate)
            cells.number(point.values.cadence)
            cells.number(point.values.power)
            cells.number(point.location?.speed ?? point.values.speed)
            cells.number(point.values.distance)
            cells.number(point.values.ambientTemperature)
            cells.endLine()
            rowBufferCount = cells.position - rowBuffer.baseAddress!
        }
    }
}
