import Foundation
import WorkoutModel

extension LossReport {
    /// The losses for one recording, empty when the format keeps all of it. `streamed`
    /// counts what the recording's points held when they were streamed instead of being
    /// part of `recording` (see ``RecordingStream``, ``TrackPointSource``).
    public static func losses(
        writing recording: WorkoutRecording, streamed: PointTally = PointTally(), as capabilities: FormatCapabilities
    ) -> [String] {
        var losses: [String] = []
        let workout = recording.workout

        var eventCounts: [WorkoutEvent.EventType: Int] = [:]
        var eventMetadataCount = 0
        var droppedEventKeys = Set<String>()
        for event in workout.events {
            if !capabilities.eventTypes.contains(event.type) {
                eventCounts[event.type, default: 0] += 1
            } else if !capabilities.eventMetadata, !event.metadata.isEmpty {
                eventMetadataCount += 1
            } else if capabilities.eventMetadata, let kept = capabilities.eventMetadataKeys {
                let dropped = event.metadata.keys.filter { !kept.contains($0) }
                if !dropped.isEmpty { eventMetadataCount += 1 }
                droppedEventKeys.formUnion(dropped)
            }
        }
        for type in WorkoutEvent.EventType.allCases {
            if let count = eventCounts[type] { losses.append(counted(count, eventNoun(type))) }
        }
        if eventMetadataCount > 0 {
            let keys = droppedEventKeys.isEmpty ? "" : " (" + droppedEventKeys.sorted().joined(separator: ", ") + ")"
            losses.append(counted(eventMetadataCount, "event's metadata", "events' metadata") + keys)
        }
        if !capabilities.activities, !workout.activities.isEmpty {
            losses.append(counted(workout.activities.count, "multisport activity", "multisport activities"))
        }
        if !capabilities.totals {
            if workout.totalEnergyBurned != nil { losses.append("the total energy burned") }
            if workout.totalDistance != nil { losses.append("the total distance") }
        }
        if !capabilities.device, let device = workout.device, !device.isEmpty { losses.append("the device") }

        if !capabilities.routes {
            let count = recording.locationCount + streamed.locationCount
            if count > 0 { losses.append(counted(count, "route point")) }
        } else {
            for field in FormatCapabilities.LocationField.allCases where !capabilities.locationFields.contains(field) {
                let count = recording.routes.reduce(streamed.locationFieldCounts[field] ?? 0) { total, route in
                    total + route.locations.reduce(0) { $0 + (has(field, $1) ? 1 : 0) }
                }
                if count > 0 { losses.append("the \(fieldName(field)) of \(counted(count, "point"))") }
            }
        }

        var droppedTypes: [String: Int] = [:]
        var sampleMetadataCount = 0
        recording.forEachSample { sample in
            if let kept = capabilities.sampleTypes, !kept.contains(sample.quantityType),
               !(capabilities.extraSeries && ExtraSeries.isPointValue(sample)) {
                droppedTypes[sample.quantityType.shortName, default: 0] += 1
            } else if !capabilities.sampleMetadata, !sample.metadata.isEmpty {
                sampleMetadataCount += 1
            }
        }
        if let kept = capabilities.sampleTypes {
            for (type, count) in streamed.sampleCounts where !kept.contains(type) {
                droppedTypes[type.shortName, default: 0] += count
            }
        }
        for name in droppedTypes.keys.sorted() {
            losses.append(counted(droppedTypes[name]!, "\(name) sample"))
        }
        if !capabilities.sampleMetadata {
            sampleMetadataCount += streamed.metadataCount(keeping: capabilities.sampleTypes)
            sampleMetadataCount += recording.routes.filter { !$0.metadata.isEmpty }.count
            if sampleMetadataCount > 0 { losses.append("the metadata of \(counted(sampleMetadataCount, "sample or route", "samples and routes"))") }
        }
        if capabilities.wholeSecondTimes {
            // Points: the locations, and the times of point values (not heartbeats, not
            // intervals) without a location at that time.
            var locationTimes = Set<Date>()
            var count = 0
            for location in recording.routes.lazy.flatMap(\.locations) where hasFraction(location.timestamp) {
                count += 1
                locationTimes.insert(location.timestamp)
            }
            var sampleTimes = Set<Date>()
            recording.forEachSample { sample in
                guard sample.startDate == sample.endDate, hasFraction(sample.startDate) else { return }
                if PointColumn(sample.quantityType) != nil, capabilities.sampleTypes?.contains(sample.quantityType) ?? true,
                   !locationTimes.contains(sample.startDate) {
                    sampleTimes.insert(sample.startDate)
                }
            }
            count += sampleTimes.count + streamed.fractionalTimeCount(keeping: capabilities.sampleTypes)
            if count > 0 { losses.append("the milliseconds of \(counted(count, "point time"))") }
        }
        if let keys = capabilities.metadataKeys {
            let dropped = workout.metadata.keys.filter { !keys.contains($0) }.sorted()
            if !dropped.isEmpty { losses.append("metadata " + dropped.joined(separator: ", ")) }
        }
        if !capabilities.waypoints, !recording.waypoints.isEmpty {
            losses.append(counted(recording.waypoints.count, "waypoint"))
        } else {
            losses += waypointFieldLosses(recording.waypoints, as: capabilities)
        }
        return losses
    }

    /// The losses for one course: the whole course where the format holds none, else the
    /// fields of its points and waypoints it does not hold.
    public static func losses(writing course: Course, as capabilities: FormatCapabilities) -> [String] {
        guard capabilities.courses else {
            let name = course.name.map { " \"\($0)\"" } ?? ""
            var parts = [counted(course.points.count, "point")]
            if !course.waypoints.isEmpty { parts.append(counted(course.waypoints.count, "waypoint")) }
            return ["the course\(name) (\(sentence(parts)))"]
        }
        var losses: [String] = []
        if let name = course.name {
            if !capabilities.courseNames {
                losses.append("the course's name \"\(name)\"")
            } else if let limit = capabilities.courseNameLimit, limit.written(name) != name {
                losses.append("the course's name \"\(name)\" cut to \(limit.maximum)")
            }
        }
        for field in FormatCapabilities.CoursePointField.allCases where !capabilities.coursePointFields.contains(field) {
            let values: [Any?] = switch field {
            case .elevation: course.points.elevations
            case .time: course.points.times
            case .distance: course.points.distances
            }
            let count = values.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
            if count > 0 { losses.append("the \(field.rawValue) of \(counted(count, "course point"))") }
        }
        if capabilities.wholeSecondTimes, capabilities.coursePointFields.contains(.time) {
            var count = course.points.times.reduce(0) { $0 + ($1.map(hasFraction) == true ? 1 : 0) }
            if capabilities.courseWaypoints, capabilities.waypointFields.contains(.time) {
                count += course.waypoints.reduce(0) { $0 + ($1.time.map(hasFraction) == true ? 1 : 0) }
            }
            if count > 0 { losses.append("the milliseconds of \(counted(count, "point time"))") }
        }
        guard capabilities.courseWaypoints else {
            if !course.waypoints.isEmpty { losses.append(counted(course.waypoints.count, "waypoint")) }
            return losses
        }
        return losses + waypointFieldLosses(course.waypoints, as: capabilities)
    }

    /// The values of waypoints a format does not keep: `the elevation of 3 waypoints`, a type
    /// outside its list (``FormatCapabilities/keepsWaypointType``), a name it cuts
    /// (``FormatCapabilities/waypointNameLimit``: `the name of 2 waypoints cut to 10 characters`).
    /// A waypoint that names a course point has that point's elevation and time, which the
    /// course's points keep.
    private static func waypointFieldLosses(_ waypoints: [Waypoint], as capabilities: FormatCapabilities) -> [String] {
        var losses: [String] = []
        for field in FormatCapabilities.WaypointField.allCases {
            let kept = capabilities.waypointFields.contains(field)
            if kept, field == .name, let limit = capabilities.waypointNameLimit {
                let count = waypoints.reduce(0) { total, waypoint in
                    total + (waypoint.name.map { limit.written($0) != $0 } == true ? 1 : 0)
                }
                if count > 0 { losses.append("the name of \(counted(count, "waypoint")) cut to \(limit.maximum)") }
                continue
            }
            if kept, field == .type, let keeps = capabilities.keepsWaypointType {
                let count = waypoints.reduce(0) { $0 + ($1.type.map { !keeps($0) } == true ? 1 : 0) }
                if count > 0 { losses.append("the type of \(counted(count, "waypoint"))") }
                continue
            }
            guard !kept else { continue }
            let count = waypoints.reduce(0) { total, waypoint in
                if field == .elevation || field == .time, waypoint.metadata[MetadataKey.coursePointIndex] != nil { return total }
                let value: Any? = switch field {
                case .name: waypoint.name
                case .comment: waypoint.comment
                case .description: waypoint.description
                case .symbol: waypoint.symbol
                case .type: waypoint.type
                case .elevation: waypoint.elevation
                case .time: waypoint.time
                }
                return total + (value == nil ? 0 : 1)
            }
            if count > 0 { losses.append("the \(field.rawValue) of \(counted(count, "waypoint"))") }
        }
        return losses
    }

    private static func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }

    /// Whether a time has milliseconds (a whole-second format rounds them down).
    static func hasFraction(_ date: Date) -> Bool {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        return milliseconds.truncatingRemainder(dividingBy: 1000) != 0
    }

    private static func eventNoun(_ type: WorkoutEvent.EventType) -> String {
        switch type {
        case .pause: return "pause"
        case .resume: return "resume"
        case .lap: return "lap"
        case .segment: return "segment"
        case .marker: return "marker"
        case .motionPaused: return "motion pause"
        case .motionResumed: return "motion resume"
        case .pauseOrResumeRequest: return "pause or resume request"
        }
    }

    private static func has(_ field: FormatCapabilities.LocationField, _ location: Location) -> Bool {
        switch field {
        case .altitude: return location.altitude != nil
        case .horizontalAccuracy: return location.horizontalAccuracy != nil
        case .verticalAccuracy: return location.verticalAccuracy != nil
        case .speed: return location.speed != nil
        case .course: return location.course != nil
        }
    }

    private static func fieldName(_ field: FormatCapabilities.LocationField) -> String {
        switch field {
        case .altitude: return "altitude"
        case .horizontalAccuracy: return "horizontal accuracy"
        case .verticalAccuracy: return "vertical accuracy"
        case .speed: return "speed"
        case .course: return "course"
        }
    }
}
