import FITCodec
import FITProfile
import Foundation
import WorkoutModel

/// The messages of a FIT course file, as Garmin's course files have them: file_id
/// (`type` = `course`), course (its name), one lap from the first point to the last,
/// the timer start, a record per point (position, `enhanced_altitude`, `distance`, and
/// `timestamp` only for a point with a time: a planned route's records have none), a
/// course_point per waypoint (position, name, `type` when the waypoint's type or symbol
/// is one of FIT's course point types, time when it has one), and the timer stop.
/// Every record has a `distance`, as Garmin's own course files do (a device navigates by
/// it): the course's where it has one, else computed along the course
/// (``/WorkoutModel/CoursePoints/cumulativeDistances``).
struct FITCourseEncoding {
    let course: Course
    /// Metres from the start, one per point.
    private let distances: [Double]

    init(course: Course) {
        self.course = course
        distances = course.points.cumulativeDistances
    }

    /// Writes the messages into `encoder`, handing them out to `output` as they grow.
    func encode(into encoder: inout FITEncoder, handingOutTo output: FITFileOutput) throws {
        let times = course.points.times.compactMap { $0 }
        let start = try times.first.map(FITActivityEncoding.fitTime)
        let end = try times.last.map(FITActivityEncoding.fitTime)

        var fileID = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.fileId)
        try fileID.set(FITField.FileId.type, valueNamed: "course")
        try fileID.set(FITField.FileId.manufacturer, valueNamed: "development")
        if let start { try fileID.set(FITField.FileId.timeCreated, Double(start)) }
        try encoder.write(fileID)

        var header = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.course)
        if let name = course.name.flatMap(Self.writtenName) { try header.set(FITField.Course.name, string: name) }
        try encoder.write(header)

        try encoder.write(try lap(start: start, end: end))
        if let start { try encoder.write(try timerEvent("start", at: start)) }
        for index in course.points.indices {
            let point = course.points[index]
            var record = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.record)
            if let time = point.time { try record.set(FITField.Record.timestamp, Double(try FITActivityEncoding.fitTime(time))) }
            try setPosition(&record, FITField.Record.positionLat, FITField.Record.positionLong, point.latitude, point.longitude)
            if let elevation = point.elevation { try? record.set(FITField.Record.enhancedAltitude, elevation) }
            try? record.set(FITField.Record.distance, distances[index])
            try encoder.write(record)
            try output.handOut(&encoder)
        }
        for (index, waypoint) in course.waypoints.enumerated() {
            var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.coursePoint)
            try message.set(FITField.CoursePoint.messageIndex, raw: Int64(index))
            if let time = waypoint.time { try message.set(FITField.CoursePoint.timestamp, Double(try FITActivityEncoding.fitTime(time))) }
            try setPosition(&message, FITField.CoursePoint.positionLat, FITField.CoursePoint.positionLong,
                            waypoint.latitude, waypoint.longitude)
            if case .integer(let point)? = waypoint.metadata[MetadataKey.coursePointIndex], course.points.indices.contains(point) {
                try? message.set(FITField.CoursePoint.distance, distances[point])
            }
            let type = [waypoint.type, waypoint.symbol].lazy.compactMap { $0.flatMap(Self.coursePointType(matching:)) }
                .first ?? "generic"
            try message.set(FITField.CoursePoint.type, valueNamed: type)
            if let name = waypoint.name.flatMap(Self.writtenName) { try message.set(FITField.CoursePoint.name, string: name) }
            try encoder.write(message)
        }
        if let end { try encoder.write(try timerEvent("stop_disable_all", at: end)) }
    }

    /// The one lap of a course: from its first point to its last.
    private func lap(start: UInt32?, end: UInt32?) throws -> FITOutgoingMessage {
        typealias Field = FITField.Lap
        var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.lap)
        if let start, let end {
            try message.set(Field.timestamp, Double(end))
            try message.set(Field.startTime, Double(start))
            try? message.set(Field.totalElapsedTime, Double(end - start))
            try? message.set(Field.totalTimerTime, Double(end - start))
        }
        if !course.points.isEmpty {
            let first = course.points[0], last = course.points[course.points.count - 1]
            try setPosition(&message, Field.startPositionLat, Field.startPositionLong, first.latitude, first.longitude)
            try setPosition(&message, Field.endPositionLat, Field.endPositionLong, last.latitude, last.longitude)
            if let distance = distances.last { try? message.set(Field.totalDistance, distance) }
        }
        return message
    }

    private func timerEvent(_ type: String, at time: UInt32) throws -> FITOutgoingMessage {
        var message = FITOutgoingMessage(globalMessageNumber: FITMessageNumber.event)
        try message.set(FITField.Event.timestamp, Double(time))
        try message.set(FITField.Event.event, valueNamed: "timer")
        try message.set(FITField.Event.eventType, valueNamed: type)
        return message
    }

    private func setPosition(
        _ message: inout FITOutgoingMessage, _ latitudeField: FITField, _ longitudeField: FITField, _ latitude: Double,
        _ longitude: Double
    ) throws {
        try message.set(latitudeField, FITScaling.semicircles(fromDegrees: latitude))
        try message.set(longitudeField, FITScaling.semicircles(fromDegrees: longitude))
    }

    /// The FIT course point type a waypoint type or symbol is, as FIT names them (`Summit` → `summit`,
    /// `First Aid` → `first_aid`); `nil` when it is none.
    static func coursePointType(matching text: String) -> String? {
        let name = text.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: " ", with: "_")
        return FITProfile.type(named: "course_point")?.value(named: name) != nil ? name : nil
    }

    /// The longest course and course point name written, in UTF-8 bytes.
    static let nameBytes = 100

    /// A course's or course point's name as written: cut to ``nameBytes`` (whole characters); `nil` when empty.
    static func writtenName(_ name: String) -> String? {
        name.isEmpty ? nil : FITActivityEncoding.prefix(name, maximumBytes: nameBytes)
    }
}
