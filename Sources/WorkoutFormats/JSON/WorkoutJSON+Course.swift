import Foundation
import WorkoutModel

extension WorkoutJSON {
    /// One course as one line of JSON (without the newline), as `show --json` prints it and
    /// `export --format json` writes it: `kind` `"course"`, its identity, source, device and
    /// metadata, its `points` (`latitude`, `longitude`, `elevation`, `time`, `distance`, null
    /// where absent) and its `waypoints`.
    public static func encode(_ course: Course) -> [UInt8] {
        var out = JSONWriter()
        writeCourseHead(uuid: course.uuid, name: course.name, source: course.source, syncIdentifier: course.syncIdentifier,
                        syncVersion: course.syncVersion, into: &out)
        out.comma(); out.key("device"); writeDevice(course.device, into: &out)
        out.comma(); out.key("metadata"); writeMetadata(course.metadata, into: &out)
        out.comma(); out.key("points"); out.raw("[")
        for index in course.points.indices {
            let point = course.points[index]
            if index > 0 { out.comma() }
            out.raw("{"); out.key("latitude"); out.double(point.latitude)
            out.comma(); out.key("longitude"); out.double(point.longitude)
            out.comma(); out.key("elevation"); out.double(point.elevation)
            out.comma(); out.key("time"); writeDate(point.time, into: &out)
            out.comma(); out.key("distance"); out.double(point.distance)
            // Contract 1.x growth: only on a point that starts a segment of the course's track.
            if point.startsSegment { out.comma(); out.key("segmentStart"); out.bool(true) }
            out.raw("}")
        }
        out.raw("]"); out.comma(); out.key("waypoints"); writeWaypoints(course.waypoints, into: &out)
        out.raw("}")
        return out.bytes
    }

    /// One course as `list --json` prints it: the head of a course's `show --json` object with
    /// `pointCount` and `waypointCount` in place of the points and waypoints.
    public static func encodeCourseSummary(
        uuid: UUID, name: String?, source: Source, syncIdentifier: String?, syncVersion: Int, pointCount: Int,
        waypointCount: Int
    ) -> [UInt8] {
        var out = JSONWriter()
        writeCourseHead(uuid: uuid, name: name, source: source, syncIdentifier: syncIdentifier, syncVersion: syncVersion,
                        into: &out)
        out.comma(); out.key("pointCount"); out.integer(pointCount)
        out.comma(); out.key("waypointCount"); out.integer(waypointCount)
        out.raw("}")
        return out.bytes
    }

    private static func writeCourseHead(
        uuid: UUID, name: String?, source: Source, syncIdentifier: String?, syncVersion: Int, into out: inout JSONWriter
    ) {
        out.raw("{"); out.key("kind"); out.string("course")
        out.comma(); out.key("uuid"); out.uuid(uuid)
        out.comma(); out.key("name"); out.string(name)
        out.comma(); out.key("source"); out.raw("{"); out.key("name"); out.string(source.name)
        out.comma(); out.key("bundleIdentifier"); out.string(source.bundleIdentifier); out.raw("}")
        out.comma(); out.key("syncIdentifier"); out.string(syncIdentifier)
        out.comma(); out.key("syncVersion"); out.integer(syncVersion)
    }

    /// An array of waypoints (a workout's or a course's).
    static func writeWaypoints(_ waypoints: [Waypoint], into out: inout JSONWriter) {
        out.raw("[")
        for (index, waypoint) in waypoints.enumerated() {
            if index > 0 { out.comma() }
            writeWaypoint(waypoint, into: &out)
        }
        out.raw("]")
    }

    /// A waypoint: `uuid`, `name`, `comment`, `description`, `symbol`, `type`, `latitude`,
    /// `longitude`, `elevation`, `time`, `metadata`.
    static func writeWaypoint(_ waypoint: Waypoint, into out: inout JSONWriter) {
        out.raw("{"); out.key("uuid"); out.uuid(waypoint.uuid)
        out.comma(); out.key("name"); out.string(waypoint.name)
        out.comma(); out.key("comment"); out.string(waypoint.comment)
        out.comma(); out.key("description"); out.string(waypoint.description)
        out.comma(); out.key("symbol"); out.string(waypoint.symbol)
        out.comma(); out.key("type"); out.string(waypoint.type)
        out.comma(); out.key("latitude"); out.double(waypoint.latitude)
        out.comma(); out.key("longitude"); out.double(waypoint.longitude)
        out.comma(); out.key("elevation"); out.double(waypoint.elevation)
        out.comma(); out.key("time"); writeDate(waypoint.time, into: &out)
        out.comma(); out.key("metadata"); writeMetadata(waypoint.metadata, into: &out)
        out.raw("}")
    }

    /// Whether a JSON object is a course (`"kind":"course"`) rather than a workout.
    static func isCourse(_ value: JSONValue) -> Bool {
        value["kind"] == .string("course")
    }

    /// Decodes one course object, as `encode(_:)` writes it; `list --json`'s counts
    /// are ignored and a missing optional key is taken as null.
    static func decodeCourse(_ value: JSONValue) throws(DecodingFailure) -> Course {
        var course = Course(
            uuid: try uuid(value["uuid"], "uuid"), name: try optionalString(value["name"], "name"),
            source: try source(value["source"]), device: try device(value["device"]),
            syncIdentifier: try optionalString(value["syncIdentifier"], "syncIdentifier"),
            syncVersion: try optionalInteger(value["syncVersion"], "syncVersion") ?? 1,
            metadata: try metadata(value["metadata"], "metadata"))
        for (index, item) in try array(value["points"], "points").enumerated() {
            let field = "points[\(index)]"
            guard let latitude = try optionalNumber(item["latitude"], field + ".latitude"),
                  let longitude = try optionalNumber(item["longitude"], field + ".longitude")
            else { throw DecodingFailure(reason: "\(field) needs a latitude and a longitude") }
            try checkCoordinate(latitude, longitude, field)
            course.points.append(CoursePoints.Point(
                latitude: latitude, longitude: longitude,
                elevation: try optionalNumber(item["elevation"], field + ".elevation"),
                time: try optionalString(item["time"], field + ".time") == nil ? nil : try date(item["time"], field + ".time"),
                distance: try optionalNumber(item["distance"], field + ".distance"),
                startsSegment: try optionalBool(item["segmentStart"], field + ".segmentStart") ?? false))
        }
        course.waypoints = try waypoints(value["waypoints"], "waypoints")
        return course
    }

    /// Decodes an array of waypoints (null or missing: none).
    static func waypoints(_ value: JSONValue?, _ field: String) throws(DecodingFailure) -> [Waypoint] {
        var result: [Waypoint] = []
        for (index, item) in try array(value, field).enumerated() {
            let itemField = "\(field)[\(index)]"
            guard let latitude = try optionalNumber(item["latitude"], itemField + ".latitude"),
                  let longitude = try optionalNumber(item["longitude"], itemField + ".longitude")
            else { throw DecodingFailure(reason: "\(itemField) needs a latitude and a longitude") }
            try checkCoordinate(latitude, longitude, itemField)
            result.append(Waypoint(
                uuid: try uuid(item["uuid"], itemField + ".uuid"), name: try optionalString(item["name"], itemField + ".name"),
                comment: try optionalString(item["comment"], itemField + ".comment"),
                description: try optionalString(item["description"], itemField + ".description"),
                symbol: try optionalString(item["symbol"], itemField + ".symbol"),
                type: try optionalString(item["type"], itemField + ".type"), latitude: latitude, longitude: longitude,
                elevation: try optionalNumber(item["elevation"], itemField + ".elevation"),
                time: try optionalString(item["time"], itemField + ".time") == nil ? nil : try date(item["time"], itemField + ".time"),
                metadata: try metadata(item["metadata"], itemField + ".metadata")))
        }
        return result
    }

    private static func checkCoordinate(_ latitude: Double, _ longitude: Double, _ field: String) throws(DecodingFailure) {
        guard abs(latitude) <= 90, abs(longitude) <= 180 else {
            throw DecodingFailure(reason: "\(field) has a latitude or longitude out of range")
        }
    }

    private static func writeDate(_ date: Date?, into out: inout JSONWriter) {
        if let date { out.date(date) } else { out.null() }
    }
}
