import Foundation
import WorkoutModel

extension WorkoutJSON {
    /// One course as one line of JSON (without the newline), as `show --json` prints it:
    /// `kind` `"course"`, its identity, source and metadata, its `points` (`latitude`,
    /// `longitude`, `elevation`, `time`, `distance`, null where absent) and its `waypoints`.
    public static func encode(_ course: Course) -> [UInt8] {
        var out = JSONWriter()
        writeCourseHead(uuid: course.uuid, name: course.name, source: course.source, syncIdentifier: course.syncIdentifier,
                        syncVersion: course.syncVersion, into: &out)
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
            out.raw("}")
        }
        out.raw("]"); out.comma(); out.key("waypoints"); out.raw("[")
        for (index, waypoint) in course.waypoints.enumerated() {
            if index > 0 { out.comma() }
            writeWaypoint(waypoint, into: &out)
        }
        out.raw("]}")
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

    private static func writeDate(_ date: Date?, into out: inout JSONWriter) {
        if let date { out.date(date) } else { out.null() }
    }
}
