import Foundation
import WorkoutModel

/// One course as a TCX `Course`, valid against the schema: `Name` (at most 15 characters,
/// unique in the file), one `Lap` with the course's totals, a `Track` of its points, its
/// notes, a `CoursePoint` per waypoint, and its device as the `Creator`.
///
/// The schema asks for what a planned route may not have, so the writer supplies it:
/// - a `Time` on every `Trackpoint` and `CoursePoint`: a course without times gets made-up
///   ones from ``TCXFormat/madeUpCourseTimeOrigin`` at one second per metre (which the TCX
///   reader reads back as no time); in a course with some times, a point without one takes
///   the time of the point before it (the first timed one for those before it); a waypoint
///   without a time takes that of the point it names, else of the nearest point;
/// - a `DistanceMeters` on every trackpoint (devices navigate by it): the course's where it
///   has one, else computed along it (``/WorkoutModel/CoursePoints/cumulativeDistances``);
/// - a course point's `Name` (1 to 10 characters: a longer one is cut, a missing one is its
///   type or `Point`) and `PointType` (the waypoint's type or symbol where it is one of
///   TCX's, else `Generic`).
struct TCXCourseEncoding {
    let course: Course
    /// The `Name` written (see ``uniqueName(_:among:)``).
    let name: String

    /// The course's name as the schema allows it (whitespace collapsed, at most 15
    /// characters, `Course` when it has none), made unique among `names` by a number.
    static func uniqueName(_ name: String?, among names: inout Set<String>) -> String {
        let base = courseName(name ?? "") ?? "Course"
        var candidate = base
        var number = 2
        while names.contains(candidate) {
            let suffix = " \(number)"
            candidate = prefix(base, courseNameLength - suffix.count).trimmingCharacters(in: .whitespaces) + suffix
            number += 1
        }
        names.insert(candidate)
        return candidate
    }

    /// Text with runs of whitespace as one space, cut to `maximum` characters; `nil` when empty.
    private static func collapsed(_ text: String, maximum: Int) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let cut = prefix(words, maximum).trimmingCharacters(in: .whitespaces)
        return cut.isEmpty ? nil : cut
    }

    /// The first `count` characters as the schema counts them (Unicode scalars).
    private static func prefix(_ text: String, _ count: Int) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.prefix(count))
        return String(scalars)
    }

    func write(into xml: XMLOutput, creator: (Device, XMLOutput) -> Void) {
        let points = course.points
        let distances = points.cumulativeDistances
        let times = trackpointTimes(distances)
        xml.open("Course", depth: 2)
        xml.element("Name", name, depth: 3)
        writeLap(distances: distances, times: times, into: xml)
        if !points.isEmpty {
            xml.open("Track", depth: 3)
            for index in points.indices {
                xml.open("Trackpoint", depth: 4)
                xml.element("Time", time: times[index], depth: 5)
                writePosition("Position", latitude: points.latitudes[index], longitude: points.longitudes[index],
                              depth: 5, into: xml)
                if let elevation = points.elevations[index] { xml.element("AltitudeMeters", elevation, depth: 5) }
                xml.element("DistanceMeters", distances[index], depth: 5)
                xml.close("Trackpoint", depth: 4)
            }
            xml.close("Track", depth: 3)
        }
        if case .string(let notes)? = course.metadata[MetadataKey.notes] { xml.element("Notes", notes, depth: 3) }
        for waypoint in course.waypoints {
            xml.open("CoursePoint", depth: 3)
            xml.element("Name", Self.coursePointName(waypoint.name ?? "")
                        ?? Self.coursePointName(waypoint.type ?? "") ?? "Point", depth: 4)
            xml.element("Time", time: time(of: waypoint, trackpointTimes: times), depth: 4)
            writePosition("Position", latitude: waypoint.latitude, longitude: waypoint.longitude, depth: 4, into: xml)
            if let elevation = waypoint.elevation { xml.element("AltitudeMeters", elevation, depth: 4) }
            xml.element("PointType", Self.pointType(of: waypoint), depth: 4)
            if let comment = waypoint.comment { xml.element("Notes", comment, depth: 4) }
            xml.close("CoursePoint", depth: 3)
        }
        if let device = course.device { creator(device, xml) }
        xml.close("Course", depth: 2)
    }

    /// The one lap: the course's totals as read (`WKCourseTotalTime`, `WKCourseTotalDistance`),
    /// else the span of its times (0 without times) and its length; its first and last positions.
    private func writeLap(distances: [Double], times: [Date], into xml: XMLOutput) {
        func quantity(_ key: String, _ unit: QuantityUnit) -> Double? {
            guard case .quantity(let value)? = course.metadata[key] else { return nil }
            return try? value.doubleValue(for: unit)
        }
        let span = course.points.timedCount == 0 ? 0 : (times.last ?? .distantPast).timeIntervalSince(times.first ?? .distantPast)
        xml.open("Lap", depth: 3)
        xml.element("TotalTimeSeconds", max(0, quantity(MetadataKey.courseTotalTime, .second) ?? span), depth: 4)
        xml.element("DistanceMeters", max(0, quantity(MetadataKey.courseTotalDistance, .meter) ?? distances.last ?? 0), depth: 4)
        let points = course.points
        if !points.isEmpty {
            let last = points.count - 1
            writePosition("BeginPosition", latitude: points.latitudes[0], longitude: points.longitudes[0], depth: 4, into: xml)
            writePosition("EndPosition", latitude: points.latitudes[last], longitude: points.longitudes[last], depth: 4,
                          into: xml)
        }
        xml.element("Intensity", "Active", depth: 4)
        xml.close("Lap", depth: 3)
    }

    private func writePosition(_ element: String, latitude: Double, longitude: Double, depth: Int, into xml: XMLOutput) {
        xml.open(element, depth: depth)
        xml.element("LatitudeDegrees", latitude, depth: depth + 1)
        xml.element("LongitudeDegrees", longitude, depth: depth + 1)
        xml.close(element, depth: depth)
    }

    /// A time for every point (see the type's description).
    private func trackpointTimes(_ distances: [Double]) -> [Date] {
        let times = course.points.times
        guard let firstTime = times.lazy.compactMap({ $0 }).first else {
            return distances.map { TCXFormat.madeUpCourseTimeOrigin.addingTimeInterval($0) }
        }
        var result: [Date] = []
        result.reserveCapacity(times.count)
        for time in times { result.append(time ?? result.last ?? firstTime) }
        return result
    }

    /// A waypoint's time: its own, else that of the point it names, else of the nearest
    /// point (the made-up origin in a course without points).
    private func time(of waypoint: Waypoint, trackpointTimes times: [Date]) -> Date {
        if let time = waypoint.time { return time }
        let points = course.points
        if case .integer(let index)? = waypoint.metadata[MetadataKey.coursePointIndex], times.indices.contains(index) {
            return times[index]
        }
        let nearest = points.indices.min {
            Geodesy.distance(latitude1: waypoint.latitude, longitude1: waypoint.longitude,
                             latitude2: points.latitudes[$0], longitude2: points.longitudes[$0])
                < Geodesy.distance(latitude1: waypoint.latitude, longitude1: waypoint.longitude,
                                   latitude2: points.latitudes[$1], longitude2: points.longitudes[$1])
        }
        return nearest.map { times[$0] } ?? TCXFormat.madeUpCourseTimeOrigin
    }

    /// The waypoint's type or symbol where it is one of TCX's `PointType`s (matched ignoring
    /// case and `_` for a space, as FIT names them), else `Generic`.
    static func pointType(of waypoint: Waypoint) -> String {
        [waypoint.type, waypoint.symbol].lazy.compactMap { $0.flatMap(pointType(matching:)) }.first ?? "Generic"
    }

    /// The TCX `PointType` a type or symbol is, matched ignoring case and `_` for a space; `nil` when none.
    static func pointType(matching text: String) -> String? {
        let key = text.replacingOccurrences(of: "_", with: " ").lowercased()
        return TCXFormat.coursePointTypes.first { $0.lowercased() == key }
    }

    /// Whether the course's waypoints keep their own times through TCX: not in a course with
    /// points but no times, whose made-up times the reader takes as none, the waypoints' with them.
    static func keepsWaypointTimes(_ course: Course) -> Bool {
        course.points.isEmpty || course.points.timedCount > 0
    }

    /// The longest course name the schema allows (`RestrictedToken_t`), in characters.
    static let courseNameLength = 15
    /// The longest course point name the schema allows (`CoursePointName_t`), in characters.
    static let coursePointNameLength = 10

    /// A course point's `Name` as written from the waypoint's name; `nil` when nothing of it is left.
    static func coursePointName(_ name: String) -> String? { collapsed(name, maximum: coursePointNameLength) }

    /// A course's `Name` as written before it is made unique; `nil` when nothing of it is left.
    static func courseName(_ name: String) -> String? { collapsed(name, maximum: courseNameLength) }
}
