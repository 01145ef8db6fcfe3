import Foundation
import WorkoutModel

/// Writes recordings as CSV, in one of three layouts (DESIGN.md, "Machine-readable output").
///
/// The point table can also be written as points are read (``PointStreamingWriter``):
/// rows then follow the file's order, consecutive points at one time making one row,
/// which is the whole-recording table whenever the times increase.
public struct CSVRecordingWriter: PointStreamingWriter {
    /// The table the CSV file holds.
    public let layout: TableLayout

    public init(layout: TableLayout = .points) { self.layout = layout }

    public var format: FormatDescriptor {
        FormatDescriptor(name: "csv", fileExtensions: ["csv"],
                         summary: "CSV (RFC 4180): a point table, a workout table or a sample table")
    }

    /// The point columns the point table has (after the position and its altitude).
    static let pointColumns: [PointColumn] = [.heartRate, .cadence, .power, .speed, .distance, .ambientTemperature]

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

    public func makeStreamSession(output: any ByteSink) throws -> any RecordingStreamSession {
        try startSession(output: output)
    }

    private func startSession(output: any ByteSink) throws -> Session {
        try output.write(layout.csvHeader + "\r\n")
        return Session(layout: layout, output: output)
    }

    private final class Session: RecordingStreamSession {
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

        /// The streamed row not yet written (its time `nil` when there is none): a later
        /// point at the same time adds to it.
        private var pendingRow = PendingRow()
        /// The UUID text of the workout being streamed (made once, not per row).
        private var streamedWorkout: (uuid: UUID, text: [UInt8])?

        private struct PendingRow {
            var workout: UUID?
            var time: Date?
            var row = PointRow()
        }

        func points(_ batch: PointBatch) throws {
            // Built in a local (not the stored property), the points read in place, to keep
            // the per-point work cheap.
            var pending = pendingRow
            pendingRow = PendingRow()
            if pending.time != nil, pending.workout != batch.workout {
                try writeRow(pending)
                pending = PendingRow()
            }
            try batch.points.withUnsafeBufferPointer { points in
                for index in points.indices {
                    guard let time = points[index].time else { continue }
                    if pending.time != time {
                        if pending.time != nil { try writeRow(pending) }
                        pending = PendingRow(workout: batch.workout, time: time)
                    }
                    pending.row.merge(points[index])
                }
            }
            pendingRow = pending
        }

        func endWorkout(_ rest: WorkoutRecording) throws {
            if pendingRow.time != nil, pendingRow.workout == rest.workout.uuid {
                let pending = pendingRow
                pendingRow = PendingRow()
                try writeRow(pending)
            }
            try write(rest)
        }

        private func writeRow(_ pending: PendingRow) throws {
            guard let workout = pending.workout, let time = pending.time else { return }
            if streamedWorkout?.uuid != workout { streamedWorkout = (workout, Array(workout.uuidString.utf8)) }
            try writeRow(workout: streamedWorkout?.text ?? Array(workout.uuidString.utf8), time: time, pending.row)
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

        /// One row per distinct time among the route's locations and the instantaneous
        /// series samples, in time order.
        private func writePoints(_ recording: WorkoutRecording) throws {
            var points: [Date: PointRow] = [:]
            for route in recording.routes {
                for location in route.locations { points[location.timestamp, default: PointRow()].position = PointRow.Position(location) }
            }
            for sample in recording.samples where sample.startDate == sample.endDate {
                guard CSVRecordingWriter.pointSeries.contains(sample.quantityType),
                      let column = PointColumn(sample.quantityType) else { continue }
                let value = try sample.canonicalValue()
                points[sample.startDate, default: PointRow()].values[column] = value
            }
            let workout = Array(recording.workout.uuid.uuidString.utf8)
            for (time, point) in points.sorted(by: { $0.key < $1.key }) {
                try writeRow(workout: workout, time: time, point)
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
        private func writeRow(workout: [UInt8], time: Date, _ point: PointRow) throws {
            let room = workout.count + Self.pointRowLength
            precondition(room <= rowBuffer.count, "a point row is longer than the row buffer")
            if rowBufferCount + room > rowBuffer.count { try writeBufferedRows() }
            var cells = CSVCellWriter(at: rowBuffer.baseAddress! + rowBufferCount)
            workout.withUnsafeBufferPointer { cells.plain($0) }
            cells.timestamp(time, &times.pointee)
            cells.number(point.position?.latitude)
            cells.number(point.position?.longitude)
            cells.number(point.position?.altitude)
            cells.number(point.values.heartRate)
            cells.number(point.values.cadence)
            cells.number(point.values.power)
            cells.number(point.position?.speed ?? point.values.speed)
            cells.number(point.values.distance)
            cells.number(point.values.ambientTemperature)
            cells.endLine()
            rowBufferCount = cells.position - rowBuffer.baseAddress!
        }
    }

    /// What is known at one time point.
    private struct PointRow {
        /// A location's position and the altitude and speed that go with it.
        struct Position {
            var latitude, longitude: Double
            var altitude, speed: Double?

            init(latitude: Double, longitude: Double, altitude: Double?, speed: Double?) {
                (self.latitude, self.longitude, self.altitude, self.speed) = (latitude, longitude, altitude, speed)
            }

            init(_ location: Location) {
                self.init(latitude: location.latitude, longitude: location.longitude, altitude: location.altitude, speed: location.speed)
            }
        }

        var position: Position?
        /// The values of the table's columns (``CSVRecordingWriter/pointColumns``; the others stay unwritten).
        var values = PointValues()

        /// Takes what a streamed point holds: its position (when it has one, as its
        /// ``TrackPoint/location`` would), and its values as its samples give them
        /// (``TrackPoint/forEachSample(activityType:_:)``), without naming a sample type per value.
        @inline(__always)
        mutating func merge(_ point: TrackPoint) {
            if let latitude = point.latitude, let longitude = point.longitude {
                position = Position(latitude: latitude, longitude: longitude, altitude: point.altitude, speed: point.speed)
            }
            values.update(with: PointValues(point))
        }
    }
}
