import FITCodec
import FITProfile
import Foundation
import WorkoutModel

/// Collects a FIT course file's course: its name (course), its points (record: position,
/// altitude, distance, and a time where the record has a timestamp) and its waypoints
/// (course_point: position, name, type, time; a course point at the position of a record
/// names that point, ``/WorkoutModel/MetadataKey/coursePointIndex``).
struct FITCourseBuilder {
    private var name: String?
    private var points = CoursePoints()
    private var coursePoints: [(waypoint: Waypoint, distance: Double?)] = []
    /// Records without a position (a course is a line of positions).
    private(set) var recordsWithoutPosition = 0

    mutating func add(_ message: FITMessage) {
        switch message.globalMessageNumber {
        case FITMessageNumber.course:
            name = message.string(FITField.Course.name)
        case FITMessageNumber.record:
            guard let position = Self.position(message, FITField.Record.positionLat, FITField.Record.positionLong) else {
                recordsWithoutPosition += 1
                return
            }
            points.append(CoursePoints.Point(
                latitude: position.latitude, longitude: position.longitude,
                elevation: message.double(FITField.Record.enhancedAltitude) ?? message.double(FITField.Record.altitude),
                time: FITCourseBuilder.date(message.timestamp), distance: message.double(FITField.Record.distance)))
        case FITMessageNumber.coursePoint:
            guard let position = Self.position(message, FITField.CoursePoint.positionLat, FITField.CoursePoint.positionLong)
            else { return }
            let type = message.valueName(FITField.CoursePoint.type)
            let waypoint = Waypoint(
                name: message.string(FITField.CoursePoint.name), type: type == "generic" ? nil : type,
                latitude: position.latitude, longitude: position.longitude,
                time: Self.date(message.integer(FITField.CoursePoint.timestamp).map { UInt32(clamping: $0) }))
            coursePoints.append((waypoint, message.double(FITField.CoursePoint.distance)))
        default:
            break
        }
    }

    /// The course, named by the file (`FIT course` when it names none).
    func course(source: Source, device: Device?, syncIdentifier: String?) -> Course {
        let waypoints = coursePoints.map { entry -> Waypoint in
            var waypoint = entry.waypoint
            // The point at the course point's position (and distance, where both have one) is the one it names.
            if let index = points.indices.first(where: {
                points.latitudes[$0] == waypoint.latitude && points.longitudes[$0] == waypoint.longitude
                    && (entry.distance == nil || points.distances[$0] == nil || points.distances[$0] == entry.distance)
            }) {
                waypoint.metadata[MetadataKey.coursePointIndex] = .integer(index)
            }
            return waypoint
        }
        return Course(
            name: name, source: source, device: device, syncIdentifier: syncIdentifier,
            metadata: [MetadataKey.originalFormat: .string("fit")], points: points, waypoints: waypoints)
    }

    private static func position(_ message: FITMessage, _ latitude: FITField, _ longitude: FITField) -> (latitude: Double, longitude: Double)? {
        guard let lat = message.double(latitude), let lon = message.double(longitude) else { return nil }
        let result = (FITScaling.degrees(fromSemicircles: lat), FITScaling.degrees(fromSemicircles: lon))
        guard abs(result.0) <= 90, abs(result.1) <= 180 else { return nil }
        return result
    }

    private static func date(_ fitSeconds: UInt32?) -> Date? {
        guard let seconds = fitSeconds, seconds < 0xFFFF_FFFF else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(Int64(seconds) + fitEpochOffsetFromUnixEpoch))
    }
}
