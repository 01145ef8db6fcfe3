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
        // Totals workoutkit derived are not the recording's content: reading what is written
        // derives them again, so a format without a place for them loses nothing.
        let workout = recording.workout.removingDerivedTotals()
        if let asRead = capabilities.activityTypeAsRead, asRead(workout.activityType) != workout.activityType {
            losses.append("the activity type \(workout.activityType.name) (read back as \(asRead(workout.activityType).name))")
        }

        var eventCounts: [WorkoutEvent.EventType: Int] = [:]
        var eventMetadataCount = 0
        var droppedEventKeys = Set<String>()
        var lapValues = LapValueLosses()
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
            if capabilities.eventMetadata, capabilities.eventTypes.contains(event.type), let fate = capabilities.lapValueWritten {
                for (key, value) in event.metadata where capabilities.eventMetadataKeys?.contains(key) ?? true {
                    lapValues.add(key, value, fate(key, value))
                }
            }
        }
        for type in WorkoutEvent.EventType.allCases {
            if let count = eventCounts[type] { losses.append(counted(count, eventNoun(type))) }
        }
        if eventMetadataCount > 0 {
            let keys = droppedEventKeys.isEmpty ? "" : " (" + droppedEventKeys.sorted().joined(separator: ", ") + ")"
            losses.append(counted(eventMetadataCount, "event's metadata") + keys)
        }
        losses += lapValues.phrases
        if !capabilities.activities, !workout.activities.isEmpty {
            losses.append(counted(workout.activities.count, "multisport activity"))
            losses += legTypedValueLosses(recording, streamed: streamed, as: capabilities)
        }
        if !capabilities.totals {
            if workout.totalEnergyBurned != nil { losses.append("the total energy burned") }
            if workout.totalDistance != nil { losses.append("the total distance") }
        }
        if !capabilities.device, let device = workout.device, !device.isEmpty { losses.append("the device") }
        if capabilities.device, let limit = capabilities.deviceNameLimit, let name = workout.device?.name, !name.isEmpty,
           limit.written(name) != name {
            losses.append("the device's name \"\(name)\" cut to \(limit.maximum)")
        }
        if capabilities.trimsText {
            for (key, noun) in [(MetadataKey.name, "name"), (MetadataKey.notes, "notes")]
            where capabilities.metadataKeys?.contains(key) ?? true {
                if case .string(let text)? = workout.metadata[key], hasSurroundingSpace(text) {
                    losses.append("the spaces around the workout's \(noun)")
                }
            }
        }

        // Points without a time (streamed, or a route's locations without one) are named
        // whole where the format holds routes but has no place for them, and then not in the
        // counts below; where it holds no routes, they are route points as the others.
        let untimedLocationCount = recording.routes.reduce(0) { total, route in
            total + route.locations.reduce(0) { $0 + ($1.hasTime ? 0 : 1) }
        }
        let namesUntimed = !capabilities.untimedTrackPoints && capabilities.routes
        let untimedCount = streamed.untimedCount + (namesUntimed ? untimedLocationCount : 0)
        if !capabilities.untimedTrackPoints, untimedCount > 0 {
            losses.append(counted(untimedCount, "track point") + " without a time")
        }
        losses += untimedValueLosses(recording, streamed: streamed, as: capabilities)
        if capabilities.routes, !capabilities.segmentStarts {
            // Segment breaks no pause and resume can stand for (among points without a time).
            let count = recording.routes.reduce(streamed.segmentStartCount) { total, route in
                total + route.locations.reduce(0) { $0 + ($1.startsSegment ? 1 : 0) }
            }
            if count > 0 { losses.append(counted(count, "segment break") + " among points without a time") }
        }
        if !capabilities.routes {
            let count = recording.locationCount + streamed.locationCount
            if count > 0 { losses.append(counted(count, "route point")) }
        } else {
            for field in FormatCapabilities.LocationField.allCases where !capabilities.locationFields.contains(field) {
                let count = recording.routes.reduce(streamed.locationFieldCounts[field] ?? 0) { total, route in
                    total + route.locations.reduce(0) { $0 + (has(field, $1) && ($1.hasTime || !namesUntimed) ? 1 : 0) }
                }
                if count > 0 { losses.append("the \(fieldName(field)) of \(counted(count, "point"))") }
            }
            if capabilities.marksAbsentLocationValues { losses += markerLosses(recording, namesUntimed: namesUntimed) }
        }

        var droppedTypes: [String: Int] = [:]
        var sampleMetadataCount = 0
        // The samples written without the device that recorded them, by type.
        var droppedDevices: [String: Int] = [:]
        recording.forEachSample { sample in
            if let kept = capabilities.sampleTypes, !kept.contains(sample.quantityType),
               !(capabilities.extraSeries && ExtraSeries.isPointValue(sample)) {
                droppedTypes[sample.quantityType.shortName, default: 0] += 1
                return
            }
            if !capabilities.sampleMetadata, !sample.metadata.isEmpty {
                sampleMetadataCount += 1
            }
            if !capabilities.sampleDevices, let device = sample.device, device != workout.device, !device.isEmpty {
                droppedDevices[sample.quantityType.shortName, default: 0] += 1
            }
        }
        // Whether the format keeps a type's streamed values. An extra series' streamed values are
        // point values (a store's pass hands out no others), kept where the format keeps extra
        // series, as the recording's above.
        func keepsStreamed(_ type: QuantityType) -> Bool {
            capabilities.sampleTypes?.contains(type) ?? true || (capabilities.extraSeries && ExtraSeries.contains(type))
        }
        for (type, count) in streamed.sampleCounts where !keepsStreamed(type) {
            droppedTypes[type.shortName, default: 0] += count
        }
        for name in droppedTypes.keys.sorted() {
            losses.append(counted(droppedTypes[name]!, "\(name) sample"))
        }
        if !capabilities.sampleDevices {
            for (type, count) in streamed.deviceValueCounts where keepsStreamed(type) {
                droppedDevices[type.shortName, default: 0] += count
            }
        }
        for name in droppedDevices.keys.sorted() {
            losses.append("the device of " + counted(droppedDevices[name]!, "\(name) sample"))
        }
        if !capabilities.sampleMetadata {
            sampleMetadataCount += streamed.metadataCount(keeping: capabilities.sampleTypes, extraSeries: capabilities.extraSeries)
            sampleMetadataCount += recording.routes.filter { !$0.metadata.isEmpty }.count
            if sampleMetadataCount > 0 { losses.append("the metadata of \(counted(sampleMetadataCount, "sample or route"))") }
        }
        if capabilities.pairsPointValues || !capabilities.pointsWithoutPosition {
            let shared = sharedTimes(of: recording)
            if capabilities.pairsPointValues {
                let count = shared.count + streamed.sharedTimeValueCount
                if count > 0 { losses.append("the point of \(counted(count, "value")) at times several points share") }
            }
            if !capabilities.pointsWithoutPosition {
                // Only the columns the format writes: the others are named with their samples.
                let streamedCounts = streamed.withoutPositionCounts
                var count = 0
                for column in PointColumn.allCases where capabilities.sampleTypes.map({ kept in
                    !kept.isDisjoint(with: PointColumn.quantityTypes(of: [column]))
                }) ?? true {
                    count += shared.withoutPosition[column.rawValue] + streamedCounts[column.rawValue]
                }
                if count > 0 { losses.append(counted(count, "value") + " of points without a position") }
            }
        }
        losses += roundedValueLosses(recording, streamed: streamed, as: capabilities)
        if capabilities.wholeSecondTimes {
            // Points: the locations, and the times of point values (not heartbeats, not
            // intervals) without a location at that time.
            var locationTimes = Set<Date>()
            var count = 0
            for location in recording.routes.lazy.flatMap(\.locations) where location.hasTime && hasFraction(location.timestamp) {
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
            if !dropped.isEmpty { losses.append(metadataLoss(dropped)) }
        }
        if !capabilities.waypoints, !recording.waypoints.isEmpty {
            losses.append(counted(recording.waypoints.count, "waypoint"))
        } else {
            losses += waypointFieldLosses(recording.waypoints, as: capabilities)
        }
        return losses
    }

    /// The values held by points without a time (``/WorkoutModel/Location/values``) that a
    /// format keeping those points has no place for: `the DistanceFromStart of 2 points without
    /// a time`. Where the points themselves are named, or where the format keeps every sample
    /// type (JSON), none.
    private static func untimedValueLosses(
        _ recording: WorkoutRecording, streamed: PointTally, as capabilities: FormatCapabilities
    ) -> [String] {
        guard capabilities.untimedTrackPoints, capabilities.routes, let kept = capabilities.sampleTypes else { return [] }
        var counts = streamed.untimedValueCounts
        for location in recording.routes.lazy.flatMap(\.locations) where !location.hasTime {
            for value in location.values { counts[value.quantityType, default: 0] += 1 }
        }
        return counts.filter { type, _ in PointColumn(type) == nil || !kept.contains(type) }
            .sorted { $0.key.shortName < $1.key.shortName }
            .map { type, count in "the \(type.shortName) of \(counted(count, "point")) without a time" }
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
            } else if let limit = capabilities.courseNameLimit, limit.written(name) != name,
                      !(capabilities.trimsText && limit.written(name) == trimmedText(name)) {
                losses.append("the course's name \"\(name)\" cut to \(limit.maximum)")
            } else if capabilities.trimsText, hasSurroundingSpace(name) {
                losses.append("the spaces around the course's name \"\(name)\"")
            }
        }
        if capabilities.trimsText, capabilities.courseNames, case .string(let notes)? = course.metadata[MetadataKey.notes],
           hasSurroundingSpace(notes) {
            losses.append("the spaces around the course's notes")
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
        if !capabilities.segmentStarts {
            let count = course.points.segmentStarts.reduce(0) { $0 + ($1 ? 1 : 0) }
            if count > 0 { losses.append(counted(count, "segment break") + " among points without a time") }
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
        return losses + waypointFieldLosses(course.waypoints, as: capabilities,
                                            keepingTimes: capabilities.keepsWaypointTimes?(course) ?? true)
    }

    /// The values whose type follows a multisport workout's leg, which a format that keeps
    /// no legs reads back with the type of the one workout it writes: cadence, power and
    /// speed (running or cycling ones, ``PointColumn/isOnFoot(_:)``) and lap distances
    /// (``/WorkoutModel/QuantityType/distance(for:)``), where the format keeps the type.
    /// `the type of 20791 values (RunningCadence, read back as CyclingCadence)`. Streamed
    /// points whose types settle only at the end (a FIT file's) are typed by the leg at
    /// their time first (``PointTally/legTypedValues``), as the whole recording types them.
    private static func legTypedValueLosses(
        _ recording: WorkoutRecording, streamed: PointTally, as capabilities: FormatCapabilities
    ) -> [String] {
        let workout = recording.workout
        let readBack = capabilities.activityTypeAsRead?(workout.activityType) ?? workout.activityType
        let onFoot = PointColumn.isOnFoot(readBack)
        var counts: [QuantityType: Int] = [:]
        func count(_ type: QuantityType, _ count: Int) {
            guard capabilities.sampleTypes?.contains(type) ?? true, readBackType(of: type, onFoot: onFoot, readBack) != type else {
                return
            }
            counts[type, default: 0] += count
        }
        recording.forEachSample { count($0.quantityType, 1) }
        for (type, total) in streamed.sampleCounts {
            // Provisional types are counted from the values by time below.
            if streamed.hasProvisionalTypes, let column = PointColumn(type), legTypedColumns.contains(column) { continue }
            count(type, total)
        }
        streamed.legTypedValues.forEachType(in: workout) { count($0, 1) }
        return counts.keys.sorted { $0.shortName < $1.shortName }.map { type in
            "the type of \(counted(counts[type]!, "value")) (\(type.shortName), read back as "
                + "\(readBackType(of: type, onFoot: onFoot, readBack).shortName))"
        }
    }

    /// The point columns whose sample type follows the activity.
    private static let legTypedColumns: Set<PointColumn> = [.cadence, .power, .speed]

    /// The distance types of activities (``/WorkoutModel/QuantityType/distance(for:)``).
    private static let activityDistanceTypes = Set(WorkoutActivityType.allCases.map(QuantityType.distance(for:)))

    /// The type a value of `type` is read back as from a workout of type `readBack` (whose
    /// point values are running ones when `onFoot`); `type` itself for a type the activity does not settle.
    private static func readBackType(of type: QuantityType, onFoot: Bool, _ readBack: WorkoutActivityType) -> QuantityType {
        if let column = PointColumn(type), legTypedColumns.contains(column) { return column.quantityType(onFoot: onFoot) }
        if activityDistanceTypes.contains(type) { return QuantityType.distance(for: readBack) }
        return type
    }

    /// The point values a format writes as other values, rounded to its resolution
    /// (``FormatCapabilities/pointResolutions``): `the heart rate of 12 points (rounded to 1 count/min)`.
    /// Values already at the resolution are written as they are, and not named.
    private static func roundedValueLosses(
        _ recording: WorkoutRecording, streamed: PointTally, as capabilities: FormatCapabilities
    ) -> [String] {
        guard !capabilities.pointResolutions.isEmpty else { return [] }
        // A tally made for this format (``PointTally/init(roundingAs:)``) has counted its points already.
        let tallied = streamed.roundedCounts.count == capabilities.pointResolutions.count
        var counts = tallied ? streamed.roundedCounts : Array(repeating: 0, count: capabilities.pointResolutions.count)
        var dropped = tallied ? streamed.droppedCounts : counts
        func count(_ value: Double, _ column: PointColumn, _ resolution: PointResolution) {
            if resolution.changes(value) {
                counts[column.rawValue] += 1
            } else if resolution.drops(value) {
                dropped[column.rawValue] += 1
            }
        }
        for column in [PointColumn.altitude, .speed] where capabilities.locationFields.contains(column.locationField!) {
            guard let resolution = capabilities.resolution(of: column) else { continue }
            for route in recording.routes {
                // Locations without a time are written only where the format holds them.
                for location in route.locations where location.hasTime || capabilities.untimedTrackPoints {
                    if let value = column == .altitude ? location.altitude : location.speed { count(value, column, resolution) }
                }
            }
        }
        recording.forEachSample { sample in
            guard sample.startDate == sample.endDate, let column = PointColumn(sample.quantityType),
                  let resolution = capabilities.resolution(of: column),
                  capabilities.sampleTypes?.contains(sample.quantityType) ?? true,
                  let value = try? sample.canonicalValue() else { return }
            count(value, column, resolution)
        }
        return PointColumn.allCases.flatMap { column -> [String] in
            guard let resolution = capabilities.resolution(of: column) else { return [] }
            let unit = column.quantityType(onFoot: false).canonicalUnit.symbol
            var losses: [String] = []
            if counts[column.rawValue] > 0 {
                let step = resolution.step == resolution.step.rounded() ? String(Int(resolution.step)) : String(resolution.step)
                losses.append("the \(column.name) of \(counted(counts[column.rawValue], "point")) (rounded to \(step) \(unit))")
            }
            if dropped[column.rawValue] > 0 {
                losses.append("the \(column.name) of \(counted(dropped[column.rawValue], "point")) (outside \(resolution.writtenRange) \(unit))")
            }
            return losses
        }
    }

    /// The losses for one course written into a file after others: those of
    /// ``losses(writing:as:)``, and its name where the format makes it unique in the file
    /// (``FormatCapabilities/courseNameInFile``: `the course's name "Ride" (written as "Ride 2": …)`).
    /// `namesInFile` holds the names written before it, and gets its own.
    public static func losses(
        writing course: Course, as capabilities: FormatCapabilities, namesInFile: inout Set<String>
    ) -> [String] {
        var losses = losses(writing: course, as: capabilities)
        guard capabilities.courses, let unique = capabilities.courseNameInFile else { return losses }
        var alone = Set<String>()
        let written = unique(course.name, &namesInFile)
        if let name = course.name, written != unique(name, &alone) {
            losses.append("the course's name \"\(name)\" (written as \"\(written)\": course names are unique in a file)")
        }
        return losses
    }

    /// The values of `recording` at times several points share, on only some of them, and
    /// those beyond their time's locations (``SharedTimeValues``): its locations and point
    /// values, walked in time order.
    private static func sharedTimes(of recording: WorkoutRecording) -> SharedTimeValues {
        // Locations without a time take no values (a value needs a time): they are not counted.
        var locationTimes = recording.routes.flatMap { $0.locations.lazy.filter(\.hasTime).map(\.timestamp) }
        var values: [(time: Date, column: PointColumn)] = []
        // Sample by sample, not through `samples`, which would make every series value an object at once.
        recording.forEachSample { sample in
            if sample.startDate == sample.endDate, let column = PointColumn(sample.quantityType) { values.append((sample.startDate, column)) }
        }
        if !zip(locationTimes, locationTimes.dropFirst()).allSatisfy({ $0 <= $1 }) { locationTimes.sort() }
        if !zip(values, values.dropFirst()).allSatisfy({ $0.time <= $1.time }) { values.sort { $0.time < $1.time } }
        var counter = SharedTimeValues()
        var (l, v) = (0, 0)
        while l < locationTimes.count || v < values.count {
            if v == values.count || (l < locationTimes.count && locationTimes[l] <= values[v].time) {
                let time = locationTimes[l]
                var count = 0
                while l < locationTimes.count, locationTimes[l] == time { (l, count) = (l + 1, count + 1) }
                counter.add(locations: count, at: time)
            } else {
                counter.add(samples: 1, at: values[v].time, column: values[v].column)
                v += 1
            }
        }
        counter.finish()
        return counter
    }

    /// The values of waypoints a format does not keep: `the elevation of 3 waypoints`, a type
    /// outside its list (``FormatCapabilities/keepsWaypointType``), a name it cuts
    /// (``FormatCapabilities/waypointNameLimit``: `the name of 2 waypoints cut to 10 characters`).
    /// A waypoint that names a course point has that point's elevation and time, which the
    /// course's points keep. `keepingTimes` false: the waypoints' times are lost although the
    /// format has a place for them (``FormatCapabilities/keepsWaypointTimes``).
    private static func waypointFieldLosses(
        _ waypoints: [Waypoint], as capabilities: FormatCapabilities, keepingTimes: Bool = true
    ) -> [String] {
        var losses: [String] = []
        for field in FormatCapabilities.WaypointField.allCases {
            let kept = capabilities.waypointFields.contains(field) && (field != .time || keepingTimes)
            if kept, field == .name, let limit = capabilities.waypointNameLimit {
                // A name the limit leaves whole but for the spaces around it is trimmed, not cut.
                var (cut, trimmed) = (0, 0)
                for name in waypoints.lazy.compactMap(\.name) where limit.written(name) != name {
                    if capabilities.trimsText, limit.written(name) == trimmedText(name) { trimmed += 1 } else { cut += 1 }
                }
                if cut > 0 { losses.append("the name of \(counted(cut, "waypoint")) cut to \(limit.maximum)") }
                if trimmed > 0 { losses.append("the spaces around the name of \(counted(trimmed, "waypoint"))") }
                continue
            }
            if kept, field == .type, let keeps = capabilities.keepsWaypointType {
                let count = waypoints.reduce(0) { $0 + ($1.type.map { !keeps($0) } == true ? 1 : 0) }
                if count > 0 { losses.append("the type of \(counted(count, "waypoint"))") }
                continue
            }
            if kept, capabilities.trimsText, let text = textField(field) {
                let count = waypoints.reduce(0) { $0 + (waypoint(text, $1).map(hasSurroundingSpace) == true ? 1 : 0) }
                if count > 0 { losses.append("the spaces around the \(field.rawValue) of \(counted(count, "waypoint"))") }
                continue
            }
            guard !kept else { continue }
            let count = waypoints.reduce(0) { total, waypoint in
                if field == .elevation || (field == .time && keepingTimes), waypoint.metadata[MetadataKey.coursePointIndex] != nil {
                    return total
                }
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

    /// The text fields of a waypoint, as key paths; `nil` for the others.
    private static func textField(_ field: FormatCapabilities.WaypointField) -> KeyPath<Waypoint, String?>? {
        switch field {
        case .name: \.name
        case .comment: \.comment
        case .description: \.description
        case .symbol: \.symbol
        case .type: \.type
        case .elevation, .time: nil
        }
    }

    private static func waypoint(_ field: KeyPath<Waypoint, String?>, _ waypoint: Waypoint) -> String? {
        waypoint[keyPath: field]
    }

    /// Whether a text starts or ends with a space, tab or line break (which GPX's and TCX's
    /// readers, as XML's, take off).
    static func hasSurroundingSpace(_ text: String) -> Bool {
        trimmedText(text) != text
    }

    /// A text without the spaces, tabs and line breaks at its ends, as GPX's and TCX's readers read it back.
    static func trimmedText(_ text: String) -> String {
        text.trimmingCharacters(in: xmlSpaces)
    }

    private static let xmlSpaces = CharacterSet(charactersIn: " \t\n\r")

    /// Lap metadata values a format drops or writes as another value, counted by key and value.
    private struct LapValueLosses {
        private var counts: [String: Int] = [:]

        mutating func add(_ key: String, _ value: MetadataValue, _ fate: FormatCapabilities.LapValueFate) {
            switch fate {
            case .kept: return
            case .dropped: counts["the \(key) \(value)", default: 0] += 1
            case .written(let written): counts["the \(key) \(value)\u{0}\(written)", default: 0] += 1
            }
        }

        /// `the WKLapTriggerMethod session_end of 2 laps (written as Manual)`, `the WKAverageHeartRate 0.0 count/min of 1 lap`.
        var phrases: [String] {
            counts.keys.sorted().map { key in
                let parts = key.split(separator: "\u{0}", omittingEmptySubsequences: false)
                let written = parts.count > 1 ? " (written as \(parts[1]))" : ""
                return "\(parts[0]) of \(LossReport.counted(counts[key]!, "lap"))\(written)"
            }
        }
    }

    /// Whether a time has milliseconds (a whole-second format rounds them down).
    static func hasFraction(_ date: Date) -> Bool {
        let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
        // In integers where they hold it: glibc's fmod takes some 250 instructions a call,
        // and every point's time is asked.
        guard let whole = Int64(exactly: milliseconds) else { return milliseconds.truncatingRemainder(dividingBy: 1000) != 0 }
        return whole % 1000 != 0
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

    /// A location field in words: `horizontal accuracy`.
    static func fieldName(_ field: FormatCapabilities.LocationField) -> String {
        switch field {
        case .altitude: return "altitude"
        case .horizontalAccuracy: return "horizontal accuracy"
        case .verticalAccuracy: return "vertical accuracy"
        case .speed: return "speed"
        case .course: return "course"
        }
    }
}
