import Foundation
import WorkoutModel

/// Reads a point table (one row per time point) whose columns are recognised from
/// its header (``CSVPointColumn``): workoutkit's own point table, GPSBabel's
/// `unicsv`, python-fitparse's record tables and similar device exports.
///
/// Rows of one workout (the `workout` column, or the whole file when there is none)
/// make one recording: positions become the route, the other columns samples
/// (heart rate, cycling cadence and power, distance from start, temperature; speed
/// goes with the location, or is a cycling-speed sample where there is none).
/// Consecutive rows of one workout are collected, so memory holds one recording. Rows
/// with a position and an empty time cell are the points of a course (``CSVCourseRows``),
/// unless their `workout` cell is that of the timed rows around them: such rows are points
/// without a time of that workout (a GPX track's, written by the CSV writer in their place),
/// which a recording cannot hold; a warning counts them.
struct CSVPointTable {
    private let name: String
    private let headers: [String]
    private let columns: [CSVPointColumn?]
    /// The start that elapsed-minute times count from (CycleOps Joule's preamble).
    private let elapsedStart: Date?
    /// The header cells not understood (their columns are not read).
    let notUnderstoodColumns: [String]

    /// Maps a header, or explains which columns are missing or not understood.
    init(header: [String], name: String, elapsedStart: Date? = nil) throws {
        self.name = name
        self.elapsedStart = elapsedStart
        let normalised = header.map { CSVPointColumn.split($0).name }
        let kilometresPerHour = normalised.contains("latituden/s")  // Columbus V-900 loggers write km/h
        // Columns of one name in units that do not convert are two types (``QuantityType/kept(among:)``).
        var unlistedTypes = UnlistedQuantityTypes()
        var columns = header.map { header in
            CSVPointColumn.extraSeries(header: header).map { CSVPointColumn.extra(unlistedTypes.kept($0), unit: $0.canonicalUnit) }
                ?? CSVPointColumn(header: header, speedInKilometresPerHour: kilometresPerHour)
        }
        if columns.contains(.date) {
            // Beside a date column, `time` is the time of day (GPSBabel's unicsv, Columbus V-900).
            for index in columns.indices where normalised[index] == "time" { columns[index] = .timeOfDay }
        }
        if elapsedStart != nil {
            for index in columns.indices where normalised[index] == "minutes" { columns[index] = .elapsedMinutes }
        }
        let notUnderstood = header.indices.filter { columns[$0] == nil }.map { "“\(header[$0])”" }
        let hasTime = columns.contains(.timestamp) || columns.contains(.unixTime) || columns.contains(.elapsedMinutes)
            || (columns.contains(.date) && columns.contains(.timeOfDay))
        let hasValues = columns.contains { column in
            switch column {
            case .latitude, .longitude, .altitude, .heartRate, .cadence, .power, .speed, .distance, .temperature, .extra: return true
            default: return false
            }
        }
        guard hasTime else {
            if normalised.contains("minutes") {
                throw FormatError.malformed(
                    file: name, at: .line(1),
                    reason: "the table gives only elapsed minutes (column “Minutes”), with no date to place the recording in time")
            }
            throw FormatError.unknownFormat(
                file: name,
                reason: "not a CSV table workoutkit understands: it has no time column"
                    + (notUnderstood.isEmpty ? "" : "; columns not understood: \(notUnderstood.joined(separator: ", "))"))
        }
        guard hasValues else {
            throw FormatError.unknownFormat(
                file: name,
                reason: "not a CSV table workoutkit understands: no column holds a position or a measurement"
                    + (notUnderstood.isEmpty ? "" : "; columns not understood: \(notUnderstood.joined(separator: ", "))"))
        }
        guard columns.contains(.latitude(.degrees)) == columns.contains(.longitude(.degrees)),
              columns.contains(.latitude(.semicircles)) == columns.contains(.longitude(.semicircles)),
              columns.contains(.latitude(.degreesWithHemisphere)) == columns.contains(.longitude(.degreesWithHemisphere))
        else {
            throw FormatError.malformed(file: name, at: .line(1), reason: "the table has a latitude or a longitude column without the other")
        }
        self.columns = columns
        headers = header
        notUnderstoodColumns = notUnderstood
    }

    /// Reads the rows after the header, emitting a recording per workout and a course per
    /// run of untimed rows.
    func read(_ records: CSVRecordReader, context: ReadContext, emit: (ReadItem) throws -> Void) throws {
        if !notUnderstoodColumns.isEmpty {
            context.warn("columns not understood and left out: \(notUnderstoodColumns.joined(separator: ", "))")
        }
        var current: CSVPointRecording?
        var course: CSVCourseRows?
        // Untimed rows of the same workout as the timed ones around them are its points
        // without a time; those before its first timed row wait for it, as a course would.
        var leadingRows: [Row] = []
        var untimedValues = 0
        var timeOnlyRows = 0
        func emitRecording(_ rows: CSVPointRecording) throws {
            timeOnlyRows += rows.timeOnlyRowCount
            try emit(.recording(rows.recording(context: context)))
        }
        while let cells = try records.next() {
            let row = try parse(cells, line: records.line, context: context)
            if row.time == nil {
                if course == nil, let key = row.workout, current?.key == key {
                    untimedValues += current?.addUntimed(row) ?? 0
                    continue
                }
                if course?.key != row.workout || course == nil {
                    if let finished = course { try emit(.course(finished.course(context: context))) }
                    course = CSVCourseRows(key: row.workout)
                    leadingRows = []
                }
                course?.add(row)
                leadingRows.append(row)
                continue
            }
            var leading: [Row] = []
            if let untimed = course, untimed.key != nil, untimed.key == row.workout {
                // The untimed rows before this workout's first timed row are its own.
                leading = leadingRows
                course = nil
            }
            leadingRows = []
            if current?.key != row.workout || current == nil {
                if let finished = current { try emitRecording(finished) }
                current = CSVPointRecording(key: row.workout)
            }
            for untimed in leading { untimedValues += current?.addUntimed(untimed, orderedAt: row.time) ?? 0 }
            current?.add(row)
        }
        if let current { try emitRecording(current) }
        if let course { try emit(.course(course.course(context: context))) }
        if untimedValues > 0 { context.warn(RecordingCollector.untimedValuesWarning(untimedValues)) }
        if timeOnlyRows > 0 {
            context.warn(LossReport.counted(timeOnlyRows, "row") + " holding only a time (no position, no value) "
                + (timeOnlyRows == 1 ? "was" : "were") + " left out")
        }
    }

    /// One parsed row.
    struct Row {
        var workout: String?
        /// `nil` for a point of a course (a row with a position and an empty time cell).
        var time: Date?
        var latitude, longitude, altitude, heartRate, cadence, power, speed, distance, temperature, course: Double?
        /// The values of extra series' columns.
        var extras: [(type: QuantityType, unit: QuantityUnit, value: Double)] = []
    }

    private func parse(_ cells: [String], line: Int, context: ReadContext) throws -> Row {
        var row = Row()
        var time: Date?
        var dateText: String?, timeOfDayText: String?
        func fail(_ index: Int, _ problem: String) -> FormatError {
            .malformed(file: name, at: .line(line), reason: "column “\(headers[index])”: \(problem)")
        }
        for (index, raw) in cells.enumerated() where index < columns.count {
            let cell = raw.trimmingCharacters(in: .whitespaces)
            guard let column = columns[index], !cell.isEmpty, cell.lowercased() != "null" else { continue }
            func number() throws -> Double {
                guard let value = Double(cell), value.isFinite else { throw fail(index, "“\(cell)” is not a number") }
                return value
            }
            switch column {
            case .workout: row.workout = cell
            case .timestamp:
                guard let date = CSVTimeCell.timestamp(cell) else { throw fail(index, "cannot read the time “\(cell)”") }
                if Timestamp.parse(cell)?.hadZone == false { context.warn("times carry no zone; they were read as UTC") }
                time = date
            case .unixTime:
                guard let date = CSVTimeCell.unixTime(cell) else { throw fail(index, "cannot read the time “\(cell)”") }
                time = date
            case .elapsedMinutes:
                let minutes = try number()
                guard minutes >= 0, minutes < 60 * 24 * 365, let start = elapsedStart else {
                    throw fail(index, "“\(cell)” is not a number of minutes")
                }
                time = start.addingTimeInterval(minutes * 60)
            case .date: dateText = cell
            case .timeOfDay: timeOfDayText = cell
            case .latitude(let encoding): row.latitude = try coordinate(cell, encoding, hemispheres: ("N", "S"), fail: fail(index, "“\(cell)” is not a latitude"))
            case .longitude(let encoding): row.longitude = try coordinate(cell, encoding, hemispheres: ("E", "W"), fail: fail(index, "“\(cell)” is not a longitude"))
            case .altitude: row.altitude = try number()
            case .heartRate: row.heartRate = try number()
            case .cadence: row.cadence = try number()
            case .power: row.power = try number()
            case .speed(let factor): row.speed = try number() * factor
            case .distance(let factor): row.distance = try number() * factor
            case .temperature: row.temperature = try number()
            case .course: row.course = try number()
            case .extra(let type, let unit): row.extras.append((type, unit, try number()))
            case .ignored: break
            }
        }
        if time == nil, let dateText, let timeOfDayText {
            time = CSVTimeCell.date(dateText, timeOfDay: timeOfDayText)
            if time == nil {
                throw FormatError.malformed(file: name, at: .line(line), reason: "cannot read the date and time “\(dateText) \(timeOfDayText)”")
            }
            context.warn("dates and times carry no zone; they were read as UTC")
        }
        row.time = time
        // Devices write -1 or 0 for "no reading" in these columns.
        if let value = row.heartRate, value <= 0 { row.heartRate = nil }
        if let value = row.cadence, value < 0 { row.cadence = nil }
        if let value = row.power, value < 0 { row.power = nil }
        if row.latitude == 0 && row.longitude == 0 {
            row.latitude = nil
            row.longitude = nil
            context.warn("rows at latitude 0, longitude 0 were read as having no position")
        }
        if let latitude = row.latitude, let longitude = row.longitude, abs(latitude) > 90 || abs(longitude) > 180 {
            throw FormatError.malformed(file: name, at: .line(line), reason: "the position \(latitude), \(longitude) is outside the globe")
        }
        guard row.time != nil || (row.latitude != nil && row.longitude != nil) else {
            throw FormatError.malformed(file: name, at: .line(line), reason: "the row has no time (and no position, which would make it a course point)")
        }
        return row
    }

    private func coordinate(_ cell: String, _ encoding: CSVPointColumn.CoordinateEncoding, hemispheres: (Character, Character), fail: @autoclosure () -> FormatError) throws -> Double {
        switch encoding {
        case .degrees:
            guard let value = Double(cell), value.isFinite else { throw fail() }
            return value
        case .semicircles:
            guard let value = Double(cell), value.isFinite else { throw fail() }
            return value * 180 / 2_147_483_648
        case .degreesWithHemisphere:
            guard let last = cell.last?.uppercased().first, last == hemispheres.0 || last == hemispheres.1,
                  let value = Double(cell.dropLast()), value.isFinite else { throw fail() }
            return last == hemispheres.0 ? value : -value
        }
    }
}

/// The rows of one workout of a point table, becoming a recording.
struct CSVPointRecording {
    let key: String?
    private var locations = RouteLocations()
    private var samples: [QuantitySample] = []
    private var first: Date?
    private var last: Date?
    private var lastDistance: Double?
    private var identifiers = UUIDGenerator()
    /// Rows holding only a time, left out: those before the last row with something else,
    /// and the trailing ones.
    private var droppedTimeOnlyRows = 0
    private var trailingTimeOnlyRows = 0

    init(key: String?) { self.key = key }

    /// How many rows holding only a time (no position, no value) were left out: the first and
    /// the last row's times are the workout's start and end, and the others leave nothing.
    var timeOnlyRowCount: Int { droppedTimeOnlyRows + max(0, trailingTimeOnlyRows - 1) }

    mutating func add(_ row: CSVPointTable.Row) {
        guard let time = row.time else { return }
        let holdsOnlyTime = (row.latitude == nil || row.longitude == nil) && row.extras.isEmpty && row.altitude == nil
            && row.heartRate == nil && row.cadence == nil && row.power == nil && row.speed == nil && row.distance == nil
            && row.temperature == nil && row.course == nil
        if holdsOnlyTime, first != nil {
            trailingTimeOnlyRows += 1
        } else if !holdsOnlyTime {
            droppedTimeOnlyRows += trailingTimeOnlyRows
            trailingTimeOnlyRows = 0
        }
        if first == nil { first = time }
        last = time
        if let latitude = row.latitude, let longitude = row.longitude {
            locations.append(Location(timestamp: time, latitude: latitude, longitude: longitude, altitude: row.altitude,
                                      speed: row.speed, course: row.course))
        } else {
            // Without a position, the altitude and speed are series of their own.
            if let altitude = row.altitude { sample(.altitude, altitude, .meter, time) }
            if let speed = row.speed { sample(.cyclingSpeed, speed, .meterPerSecond, time) }
        }
        if let value = row.distance { lastDistance = value }
        Self.forEachValue(of: row) { type, value, unit in sample(type, value, unit, time) }
    }

    /// Calls `body` with each value of `row` other than its location's fields (heart rate,
    /// cadence, power, distance, temperature, the extra columns), with its type and unit.
    private static func forEachValue(of row: CSVPointTable.Row, _ body: (QuantityType, Double, QuantityUnit) -> Void) {
        if let value = row.heartRate { body(.heartRate, value, .countPerMinute) }
        if let value = row.cadence { body(.cyclingCadence, value, .countPerMinute) }
        if let value = row.power { body(.cyclingPower, value, .watt) }
        if let value = row.distance { body(.distanceFromStart, value, .meter) }
        if let value = row.temperature { body(.ambientTemperature, value, .degreeCelsius) }
        for (type, unit, value) in row.extras { body(type, value, unit) }
    }

    /// Adds a row without a time of this workout: its location (when it has a position) in
    /// its place, ordered at `time` (the time of the row before it when `nil`), holding the
    /// row's other values (``/WorkoutModel/Location/values``); returns how many of its values
    /// were not kept (all of them without a position: a value needs a time or a location).
    mutating func addUntimed(_ row: CSVPointTable.Row, orderedAt time: Date? = nil) -> Int {
        var values: [LocationValue] = []
        var unconverted = 0
        Self.forEachValue(of: row) { type, value, unit in
            if let canonical = try? Quantity(value, unit).doubleValue(for: type.canonicalUnit) {
                values.append(LocationValue(type, canonical))
            } else {
                unconverted += 1
            }
        }
        guard let latitude = row.latitude, let longitude = row.longitude, let time = time ?? last else {
            return values.count + unconverted + [row.altitude, row.speed, row.course].reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        }
        locations.append(Location(timestamp: time, latitude: latitude, longitude: longitude, altitude: row.altitude,
                                  speed: row.speed, course: row.course, hasTime: false, values: values))
        return unconverted
    }

    private mutating func sample(_ type: QuantityType, _ value: Double, _ unit: QuantityUnit, _ time: Date) {
        samples.append(QuantitySample(uuid: identifiers.next(), type: type, quantity: Quantity(value, unit), start: time, end: time))
    }

    func recording(context: ReadContext) -> WorkoutRecording {
        let start = first ?? Date(timeIntervalSince1970: 0)
        let end = max(last ?? start, start)
        let source = context.options.sourceOverride ?? .unknown
        let syncIdentifier = "csv|\(key ?? source.name)|\(Timestamp.string(start))"
        let workout = Workout(
            activityType: .other, start: start, end: end,
            totalDistance: lastDistance.map { Quantity($0, .meter) }, source: source,
            syncIdentifier: syncIdentifier, metadata: [MetadataKey.originalFormat: .string("csv")])
        let routes = locations.isEmpty ? [] : [WorkoutRoute(syncIdentifier: syncIdentifier, locations: locations)]
        return WorkoutRecording(workout: workout, samples: samples, routes: routes)
    }
}
