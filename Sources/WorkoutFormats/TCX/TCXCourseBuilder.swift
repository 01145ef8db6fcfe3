import Foundation
import WorkoutModel

/// Collects one TCX `Course` as it is read: its name, laps' totals, trackpoints (with or
/// without `Time`), notes, `CoursePoint`s and creator. At its end the reader makes it a
/// ``/WorkoutModel/Course`` or, when it holds recorded values (heart rate, cadence,
/// power or speed on a trackpoint, heart rate of a lap: a recording saved as a course, as
/// Training Center makes them), replays its trackpoints as a workout, since a course has
/// no place for those values.
struct TCXCourseBuilder {
    var name: String?
    var notes: String?
    var device = Device()
    var version: [String: String] = [:]
    /// The trackpoints of each `Track`, in order.
    private(set) var tracks: [[TrackPoint]] = []
    /// The course points read so far (the one being read is ``coursePoint``).
    private(set) var waypoints: [Waypoint] = []
    /// The `CoursePoint` being read.
    var coursePoint: CoursePointState?
    private var totalTime: Double?
    private var totalDistance: Double?
    private var lapHeartRates = false

    /// The fields of a `CoursePoint` as they are read.
    struct CoursePointState {
        var name: String?
        var time: Date?
        var latitude: Double?
        var longitude: Double?
        var altitude: Double?
        var pointType: String?
        var notes: String?
    }

    mutating func startTrack() { tracks.append([]) }

    mutating func add(_ point: TrackPoint) {
        if tracks.isEmpty { tracks.append([]) }
        tracks[tracks.count - 1].append(point)
    }

    /// A lap's totals add to the course's (`WKCourseTotalTime`, `WKCourseTotalDistance`); a
    /// total of 0 is none (what a writer puts where the schema asks for a number it lacks).
    mutating func addLap(totalTime: Double?, distance: Double?, hasHeartRate: Bool) {
        if let totalTime, totalTime > 0 { self.totalTime = (self.totalTime ?? 0) + totalTime }
        if let distance, distance > 0 { totalDistance = (totalDistance ?? 0) + distance }
        if hasHeartRate { lapHeartRates = true }
    }

    /// Ends the `CoursePoint` being read; one without a position is counted as left out.
    mutating func finishCoursePoint(context: ReadContext) {
        guard let state = coursePoint else { return }
        coursePoint = nil
        guard let latitude = state.latitude, let longitude = state.longitude else {
            context.warn("a <CoursePoint> without a <Position> was left out")
            return
        }
        waypoints.append(Waypoint(
            name: state.name, comment: state.notes, type: state.pointType == "Generic" ? nil : state.pointType,
            latitude: latitude, longitude: longitude, elevation: state.altitude, time: state.time))
    }

    /// Whether the course holds values a course has no place for, so that it is read as a workout.
    var isRecording: Bool {
        lapHeartRates || tracks.contains { track in
            track.contains { $0.heartRate != nil || $0.cadence != nil || $0.power != nil || $0.speed != nil }
        }
    }

    /// The course, with the source known at the end of the file. Trackpoints without a
    /// position are left out (a course is a line of positions) and counted in a warning.
    /// Times that the TCX writer made up for a course without times (see
    /// ``TCXFormat/madeUpCourseTimeOrigin``) are read as no time.
    func course(source: Source, context: ReadContext) -> Course {
        var points = CoursePoints()
        var withoutPosition = 0
        for point in tracks.joined() {
            guard let latitude = point.latitude, let longitude = point.longitude else {
                withoutPosition += 1
                continue
            }
            points.append(CoursePoints.Point(
                latitude: latitude, longitude: longitude, elevation: point.altitude, time: point.time,
                distance: point.distance))
        }
        if withoutPosition > 0 {
            context.warn("\(withoutPosition) course trackpoints without a <Position> were left out")
        }
        let madeUpTimes = points.times.first.flatMap { $0 } == TCXFormat.madeUpCourseTimeOrigin
        if madeUpTimes {
            points = CoursePoints(points.points.map {
                CoursePoints.Point(latitude: $0.latitude, longitude: $0.longitude, elevation: $0.elevation,
                                   distance: $0.distance)
            })
        }
        let waypoints = waypoints.map { original -> Waypoint in
            var waypoint = original
            if madeUpTimes || waypoint.time == TCXFormat.madeUpCourseTimeOrigin { waypoint.time = nil }
            // The trackpoint at the course point's position is the one it names.
            if let index = points.indices.first(where: {
                points.latitudes[$0] == waypoint.latitude && points.longitudes[$0] == waypoint.longitude
            }) {
                waypoint.metadata[MetadataKey.coursePointIndex] = .integer(index)
            }
            return waypoint
        }
        var metadata: Metadata = [MetadataKey.originalFormat: .string("tcx")]
        if let notes { metadata[MetadataKey.notes] = .string(notes) }
        if let totalTime { metadata[MetadataKey.courseTotalTime] = .quantity(Quantity(totalTime, .second)) }
        if let totalDistance { metadata[MetadataKey.courseTotalDistance] = .quantity(Quantity(totalDistance, .meter)) }
        var device = device
        TCXFormat.setSoftwareVersion(of: &device, from: version)
        let first = points.isEmpty ? "" : "\(points.latitudes[0]),\(points.longitudes[0])"
        return Course(
            name: name, source: source, device: device.isEmpty ? nil : device,
            syncIdentifier: "tcx|\(source.name)|course|\(name ?? "")|\(first)", metadata: metadata, points: points,
            waypoints: waypoints)
    }
}
