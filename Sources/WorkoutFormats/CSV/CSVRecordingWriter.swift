import Foundation
import WorkoutModel

/// Writes recordings as CSV, in one of three layouts (DESIGN.md, "Machine-readable output").
///
/// The point table can also be written as points are read (``PointStreamingWriter``):
/// rows then follow the file's order, a row per point (points sharing a time stay apart,
/// as in the whole-recording table), which is the whole-recording table whenever the times
/// do not go back. A course is rows of its own in the point table (see
/// `writeCourse(_:)`): its UUID in the `workout` column, an empty time cell.
public struct CSVRecordingWriter: PointStreamingWriter, TrackPointWriter {
    /// The table the CSV file holds.
    public let layout: TableLayout

    /// The point table's columns after the fixed ones: one per extra series (``ExtraSeries``,
    /// FIT developer fields), in this order. Series of a recording written that are not
    /// among them are added while no row is out yet (see ``ExtraSeriesWriter``).
    public internal(set) var extraSeries: [QuantityType] = []

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
                sampleMetadata: false, metadataKeys: [], courses: true, courseNames: false, courseWaypoints: false,
                coursePointFields: [.elevation, .distance], extraSeries: true, activityTypeAsRead: { _ in .other },
                pairsPointValues: true, untimedTrackPoints: true)
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
        try startSession(output: output, streaming: false)
    }

    /// Only the point table is written from a stream; the other tables need whole recordings.
    public var streamsPoints: Bool { layout == .points }

    /// Only the point table's sessions take a workout's points from a source.
    public var writesTrackPointSources: Bool { layout == .points }

    /// The point table of a workout whose extra series (``ExtraSeries``) the source hands
    /// out with the points (``placesExtraSeries``), not in the rest.
    public func writesTrackPointSource(for rest: WorkoutRecording) -> Bool {
        writesTrackPointSources && !rest.samples.contains(where: ExtraSeries.isPointValue)
    }

    /// The point table has a column per extra series.
    public var placesExtraSeries: Bool { layout == .points }

    public func makeStreamSession(output: any ByteSink) throws -> any RecordingStreamSession {
        try startSession(output: output, streaming: true)
    }

    /// A point table written from whole recordings waits for its first row to write its
    /// header, so that the first recording's extra series have columns (see
    /// ``Session/writeHeader()``); a streamed one, whose extra series are known before
    /// (``streamingExtraSeries(_:)``), and the other tables write it at once.
    private func startSession(output: any ByteSink, streaming: Bool) throws -> Session {
        let session = Session(layout: layout, extraSeries: extraSeries, output: output)
        if layout != .points || streaming { try session.writeHeader() }
        return session
    }

    private final class Session: RecordingStreamSession, CourseWriting, TrackPointWriting {
        let layout: TableLayout
        let output: any ByteSink
        /// The point table's extra columns; they may grow until the header is out.
        private var extraSeries: [QuantityType]
        private var headerWritten = false
        /// The workouts whose points came streamed: their rows hold no extra series.
        private var streamedWorkouts: Set<UUID> = []

        init(layout: TableLayout, extraSeries: [QuantityType], output: any ByteSink) {
            self.layout = layout
            self.extraSeries = extraSeries
            self.output = output
            rowLength = Self.rowLength(extraColumns: extraSeries.count)
            extraColumnCount = extraSeries.count
            rowBuffer = .allocate(capacity: max(1 << 16, 2 * rowLength))
        }

        /// Writes the header row, once, before the first row.
        func writeHeader() throws {
            guard !headerWritten else { return }
            headerWritten = true
            let extraColumns = layout == .points ? CSVPointColumn.extraHeaders(extraSeries) : []
            try output.write(bytes: Array(layout.csvHeader.utf8) + extraColumns + [0x0D, 0x0A])
        }

        /// Adds `recording`'s extra series to the columns while the header is not out;
        /// after that, a series without a column is refused, naming it.
        private func addExtraSeries(of recording: WorkoutRecording) throws {
            var series: [QuantityType] = []
            ExtraSeries.add(recording, to: &series)
            try addExtraSeries(series, of: recording.workout.uuid)
        }

        /// Adds the extra series `found` (of workout `workout`, in the order their first
        /// values came) that have no column yet, as ``addExtraSeries(of:)`` does.
        private func addExtraSeries(_ found: [QuantityType], of workout: UUID) throws {
            var series = extraSeries
            for type in found where !series.contains(type) { series.append(type) }
            guard series.count > extraSeries.count else { return }
            guard !headerWritten else {
                let names = series.dropFirst(extraSeries.count).map(CSVPointColumn.extraHeader).joined(separator: ", ")
                throw FormatError.unsupported(
                    format: "csv",
                    reason: "the point table's header was written before the series \(names) of workout "
                        + "\(workout.uuidString) came, so they have no column")
            }
            extraSeries = series
            growRowBuffer(to: 2 * Self.rowLength(extraColumns: extraSeries.count))
        }

        func write(_ recording: WorkoutRecording) throws {
            switch layout {
            case .points: try writePoints(recording)
            case .workouts: try writeWorkout(recording.workout)
            case .samples: try writeSamples(recording)
            }
        }

        func finish() throws {
            try writeHeader()
            try writeBufferedRows()
        }

        /// The streamed points at one time not yet written, and their workout: a later
        /// point at the same time joins them.
        private var pendingRun = PointRun()
        private var pendingWorkout: UUID?
        /// The UUID text of the workout being streamed (made once, not per row).
        private var streamedWorkout: (uuid: UUID, text: [UInt8])?
        /// The run of a streamed workout whose points bring extra values, in place of
        /// `pendingRun` from its first batch that has some on.
        private var pendingExtraRun: ExtraValueRun?
        /// The extra columns of streamed extra values (those of the header).
        private lazy var streamedColumns = ExtraSeriesColumns(series: extraSeries, fixed: true)

        /// The point table takes the extra values of streamed points, for its extra columns.
        var takesExtraValues: Bool { layout == .points }

        func points(_ batch: PointBatch) throws {
            if batch.extraValues != nil || (pendingExtraRun != nil && pendingWorkout == batch.workout) {
                return try pointsWithExtraValues(batch)
            }
            // Built in a local (not the stored property), the points read in place, to keep
            // the per-point work cheap.
            var run = pendingRun
            pendingRun = PointRun()
            if pendingWorkout != batch.workout {
                try writeRun(&run)
                try writeExtraRun()
                streamedWorkouts.insert(batch.workout)
            }
            pendingWorkout = batch.workout
            try batch.points.withUnsafeBufferPointer { points in
                for index in points.indices {
                    guard let time = points[index].time else {
                        // A point without a time: a row of its own, in its place.
                        try writeRun(&run)
                        try writeUntimedRow(points[index], after: lastStreamedTime)
                        continue
                    }
                    lastStreamedTime = time
                    if !run.takes(time) { try writeRun(&run) }
                    run.add(points[index], at: time)
                }
            }
            pendingRun = run
        }

        /// ``points(_:)`` for a batch whose points bring extra values (or of a workout
        /// whose earlier ones did): their values go to the extra columns, paired with the
        /// rows as a whole recording's are (``ExtraValueRun``).
        private func pointsWithExtraValues(_ batch: PointBatch) throws {
            var run: ExtraValueRun
            if pendingWorkout != batch.workout {
                var points = pendingRun
                pendingRun = PointRun()
                try writeRun(&points)
                try writeExtraRun()
                streamedWorkouts.insert(batch.workout)
                run = ExtraValueRun()
            } else {
                // Points of the workout streamed before any extra value go on in this run.
                run = pendingExtraRun ?? ExtraValueRun(continuing: pendingRun)
                pendingRun = PointRun()
            }
            pendingExtraRun = nil
            pendingWorkout = batch.workout
            for index in batch.points.indices {
                let point = batch.points[index]
                guard let time = point.time else {
                    // A point without a time: a row of its own, in its place.
                    try writeExtraRun(&run)
                    try writeUntimedRow(point, after: lastStreamedTime)
                    continue
                }
                lastStreamedTime = time
                if !run.takes(time) { try writeExtraRun(&run) }
                run.add(point, at: time)
                if let extraValues = batch.extraValues {
                    try streamedColumns.forEachValue(ofPoint: index, extraValues, workout: batch.workout) { run.add($1, column: $0) }
                }
            }
            pendingExtraRun = run
        }

        /// Writes the rows of a streamed run with extra values, and empties it.
        private func writeExtraRun(_ run: inout ExtraValueRun) throws {
            guard let workout = pendingWorkout else { return }
            if streamedWorkout?.uuid != workout { streamedWorkout = (workout, Array(workout.uuidString.utf8)) }
            let text = streamedWorkout?.text ?? Array(workout.uuidString.utf8)
            try run.handOut { try writeRow(workout: text, $0, extras: $1) }
        }

        /// Writes the rows of the pending run with extra values, if any, and ends it.
        private func writeExtraRun() throws {
            guard var run = pendingExtraRun else { return }
            pendingExtraRun = nil
            try writeExtraRun(&run)
        }

        func endWorkout(_ rest: WorkoutRecording) throws {
            if streamedWorkouts.remove(rest.workout.uuid) != nil, rest.samples.contains(where: ExtraSeries.isPointValue) {
                // The rows of its points are out without them (a conversion has them come
                // with the points when the reader can: ``RecordingStream/takesExtraValues``).
                var series: [QuantityType] = []
                ExtraSeries.add(rest, to: &series)
                throw FormatError.unsupported(
                    format: "csv",
                    reason: "the point table's rows were written as the points were read, before the developer fields "
                        + series.map(CSVPointColumn.extraHeader).joined(separator: ", ")
                        + " of workout \(rest.workout.uuid.uuidString) came, so the table has no column for them")
            }
            if pendingWorkout == rest.workout.uuid {
                var run = pendingRun
                pendingRun = PointRun()
                try writeRun(&run)
                try writeExtraRun()
            }
            try write(rest)
        }

        /// Writes a course's rows after the rows of the points streamed before it.
        func course(_ course: Course) throws {
            var run = pendingRun
            pendingRun = PointRun()
            try writeRun(&run)
            try writeExtraRun()
            pendingWorkout = nil
            try write(course)
        }

        /// A course in the point table (the other tables hold none: the capabilities say
        /// so, and a conversion names it as lost instead of handing it here): a row per
        /// point, the course's UUID in the `workout` cell, an empty time cell, the position,
        /// the elevation in `altitude` and the distance from the start in `distance`; its
        /// name, point times and waypoints are not written (the capabilities name them).
        func write(_ course: Course) throws {
            guard layout == .points else {
                throw FormatError.unsupported(format: "csv", reason: "only the point table holds courses")
            }
            try writeBufferedRows()
            try writeHeader()
            let uuid = course.uuid.uuidString
            let points = course.points
            for index in points.indices {
                var row = CSVRow()
                row.plain(uuid)
                row.plain("")
                row.number(points.latitudes[index])
                row.number(points.longitudes[index])
                row.number(points.elevations[index])
                for _ in 0..<4 { row.number(nil) }
                row.number(points.distances[index])
                row.number(nil)
                for _ in 0..<extraSeries.count { row.number(nil) }
                try output.write(bytes: row.line)
            }
        }

        /// Writes a streamed run's rows, one per point, and empties it.
        /// The time of the last streamed point with one, which orders a point without a time.
        private var lastStreamedTime = Date(timeIntervalSince1970: 0)

        /// The row of a streamed point without a time: its position and values, an empty time cell.
        private func writeUntimedRow(_ point: TrackPoint, after time: Date) throws {
            guard let workout = pendingWorkout, point.hasPosition else { return }
            if streamedWorkout?.uuid != workout { streamedWorkout = (workout, Array(workout.uuidString.utf8)) }
            try writeRow(workout: streamedWorkout?.text ?? Array(workout.uuidString.utf8), .untimed(point, orderedAt: time))
        }

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
            try recording.forEachSample { sample in
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
            try addExtraSeries(of: recording)
            let workout = Array(recording.workout.uuid.uuidString.utf8)
            let timeline = TrackPointTimeline(recording, extraSeries: extraSeries)
            for (index, entry) in timeline.entries.enumerated() {
                let extras = timeline.extras.isEmpty ? [] : timeline.extras[index]
                // A point of values the table has no column for is no row.
                guard entry.location != nil || CSVRecordingWriter.pointColumns.contains(where: { entry.values[$0] != nil })
                    || extras.contains(where: { $0 != nil })
                else { continue }
                try writeRow(workout: workout, entry, extras: extras)
            }
        }

        /// The point table of a workout whose extra series, if any, the source hands out
        /// with the points (see ``CSVRecordingWriter/writesTrackPointSource(for:)``): its rows
        /// as `writePoints(_:)` writes them, with the extra columns of other workouts empty.
        func write(_ rest: WorkoutRecording, points: TrackPointSource) throws {
            guard layout == .points, !rest.samples.contains(where: ExtraSeries.isPointValue) else {
                throw FormatError.unsupported(
                    format: "csv", reason: layout == .points
                        ? "the developer fields of workout \(rest.workout.uuid.uuidString) are written from the whole recording"
                        : "the \(layout) table is written from whole recordings")
            }
            let workout = Array(rest.workout.uuid.uuidString.utf8)
            guard points.extraSeries.isEmpty else {
                try addExtraSeries(points.extraSeries, of: rest.workout.uuid)
                try points.forEachEntry(extraColumns: extraSeries) { entry, extras in
                    // A point of values the table has no column for is no row.
                    guard entry.location != nil || CSVRecordingWriter.pointColumns.contains(where: { entry.values[$0] != nil })
                        || extras.contains(where: { $0 != nil })
                    else { return }
                    try writeRow(workout: workout, entry, extras: extras)
                }
                return
            }
            try points.forEachEntry { entry in
                // A point of values the table has no column for is no row.
                guard entry.location != nil || CSVRecordingWriter.pointColumns.contains(where: { entry.values[$0] != nil })
                else { return }
                try writeRow(workout: workout, entry)
            }
        }

        /// The most bytes a point row takes besides its workout's text: a time, nine
        /// numbers, their separators and the line ending.
        private static let pointRowLength = TimeText.maximumLength + 10 * (NumberText.maximumLength + 1) + 2
        /// The same with `extraColumns` more numbers.
        private static func rowLength(extraColumns: Int) -> Int {
            pointRowLength + extraColumns * (NumberText.maximumLength + 1)
        }
        /// The row length with this session's extra columns (the workout's text aside).
        private var rowLength: Int
        /// `extraSeries.count`, kept apart so that a row of a table without extra columns reads no array.
        private var extraColumnCount: Int
        /// Point rows not yet handed to the output: written when the next row might not fit,
        /// and by ``finish()``.
        private var rowBuffer: UnsafeMutableBufferPointer<UInt8>
        private var rowBufferCount = 0

        /// Makes the row buffer hold at least `capacity` bytes, keeping the rows in it.
        private func growRowBuffer(to capacity: Int) {
            rowLength = Self.rowLength(extraColumns: extraSeries.count)
            extraColumnCount = extraSeries.count
            guard capacity > rowBuffer.count else { return }
            let larger = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
            if rowBufferCount > 0 { larger.baseAddress!.update(from: rowBuffer.baseAddress!, count: rowBufferCount) }
            rowBuffer.deallocate()
            rowBuffer = larger
        }
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
            try writeHeader()
            try output.write(UnsafeRawBufferPointer(start: rowBuffer.baseAddress, count: rowBufferCount))
            rowBufferCount = 0
        }

        /// `workout` is the workout's UUID text, made once per workout; `extras` the values of
        /// the extra columns, by column (fewer, or none, when the last are empty).
        private func writeRow(workout: [UInt8], _ point: TrackPointTimeline.Entry, extras: [Double?] = []) throws {
            let room = workout.count + rowLength
            precondition(room <= rowBuffer.count, "a point row is longer than the row buffer")
            if rowBufferCount + room > rowBuffer.count { try writeBufferedRows() }
            var cells = CSVCellWriter(at: rowBuffer.baseAddress! + rowBufferCount)
            workout.withUnsafeBufferPointer { cells.plain($0) }
            // A point without a time (streamed from a track that has times) has an empty time cell.
            if point.hasTime { cells.timestamp(point.time, &times.pointee) } else { cells.number(nil) }
            cells.number(point.location?.latitude)
            cells.number(point.location?.longitude)
            cells.number(point.location.map(\.altitude) ?? point.values.altitude)
            cells.number(point.values.heartRate)
            cells.number(point.values.cadence)
            cells.number(point.values.power)
            cells.number(point.location?.speed ?? point.values.speed)
            cells.number(point.values.distance)
            cells.number(point.values.ambientTemperature)
            if extraColumnCount > 0 {
                for column in 0..<extraColumnCount { cells.number(column < extras.count ? extras[column] : nil) }
            }
            cells.endLine()
            rowBufferCount = cells.position - rowBuffer.baseAddress!
        }
    }
}
