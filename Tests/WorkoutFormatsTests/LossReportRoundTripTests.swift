import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// The proof that the "cannot hold" messages are exact for courses and waypoints: each
/// course (and each workout's waypoints) is written to every format and read back with our
/// own reader, and every value missing after the round trip must be named in the losses
/// with its count, and nothing named may have come back.
@Suite("Loss report: courses and waypoints round trip")
struct LossReportRoundTripTests {
    /// The formats: a writer, and the reader of what it writes.
    private static let formats: [(writer: any RecordingWriter, reader: any RecordingReader)] = [
        (GPXRecordingWriter(), GPXRecordingReader()), (TCXRecordingWriter(), TCXRecordingReader()),
        (FITRecordingWriter(), FITRecordingReader()), (CSVRecordingWriter(), CSVRecordingReader()),
        (JSONRecordingWriter(), JSONRecordingReader()),
    ]

    /// The corpus files with courses or waypoints.
    private static let corpusFiles = [
        "gpx/gpx-utf8-bom-no-version.gpx", "gpx/gpx11-all-fields.gpx", "gpx/gpx10-route-only.gpx",
        "gpx/gpsvisualizer-gpx10-16-segments.gpx", "gpx/expertgps-track-route-waypoints.gpx",
        "gpx/gpx10-cerknicko-multitrack-waypoints.gpx",
    ]

    @Test("every course and workout waypoint of the corpus, written to GPX, TCX, FIT, CSV and JSON: what is missing read back is named, what is named is missing",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: corpusFiles)
    func corpusRoundTrips(_ file: String) throws {
        let bytes = Array(try Data(contentsOf: try #require(Corpus.url(file))))
        let (recordings, courses) = try GPXRecordingReader().readRecordingsAndCourses(
            from: DataByteSource(bytes), context: ReadContext(name: file))
        #expect(!courses.isEmpty || recordings.contains { !$0.waypoints.isEmpty }, "\(file) has no course and no waypoint")
        for course in courses { try expectExactLosses(course, from: file) }
        for recording in recordings where !recording.waypoints.isEmpty { try expectExactLosses(recording, from: file) }
    }

    @Test("waypoints with types inside and outside TCX's and FIT's lists, long names, no elevation, millisecond times: what is missing read back is named, what is named is missing")
    func variantsRoundTrip() throws {
        let start = Date(timeIntervalSince1970: 1_750_000_000)
        // Point 2 has no elevation, point 4 a time with milliseconds.
        let points = CoursePoints((0..<6).map { (index: Int) -> CoursePoints.Point in
            let step = Double(index)
            let elevation: Double? = index == 2 ? nil : 400 + step * 1.5
            let seconds: Double = step * 10 + (index == 4 ? 0.25 : 0)
            return CoursePoints.Point(latitude: 46.5 + step * 0.001, longitude: 6.6 + step * 0.001,
                                      elevation: elevation, time: start.addingTimeInterval(seconds))
        })
        let waypoints = [
            Waypoint(name: "Summit", type: "summit", latitude: 46.5101, longitude: 6.6101, elevation: 512.4),
            Waypoint(name: "First aid post", type: "First Aid", latitude: 46.5102, longitude: 6.6102),
            Waypoint(name: "Car park", symbol: "Parking Area", type: "parking", latitude: 46.5103, longitude: 6.6103),
            Waypoint(name: "Anything", type: "Generic", latitude: 46.5104, longitude: 6.6104, time: start.addingTimeInterval(5.5)),
            Waypoint(name: String(repeating: "Grüße ", count: 20) + "!", comment: "long name", description: "no type",
                     latitude: 46.5105, longitude: 6.6105),
            Waypoint(name: "Left", symbol: "left", latitude: 46.5106, longitude: 6.6106, elevation: 420),
            Waypoint(name: "Turn", type: "right", latitude: points.latitudes[3], longitude: points.longitudes[3],
                     elevation: points.elevations[3], time: points.times[3], metadata: [MetadataKey.coursePointIndex: .integer(3)]),
        ]
        try expectExactLosses(Course(name: "A course name longer than fifteen", points: points, waypoints: waypoints),
                              from: "variants")
        try expectExactLosses(Course(name: "Short", points: points, waypoints: []), from: "variants without waypoints")
        // A course without times whose waypoints have their own (TCX's reader takes the times it
        // makes up for such a course, and the waypoints' with them, as none), and texts with
        // spaces around them (GPX's and TCX's readers trim them).
        let untimed = CoursePoints(points.points.map {
            CoursePoints.Point(latitude: $0.latitude, longitude: $0.longitude, elevation: $0.elevation)
        })
        let spaced = [
            Waypoint(name: " Bakery ", comment: "open at 7 ", latitude: 46.5107, longitude: 6.6107, time: start.addingTimeInterval(30)),
            Waypoint(name: "Well", description: "\tdrinking water", symbol: "Water ", latitude: 46.5108, longitude: 6.6108,
                     time: start.addingTimeInterval(40)),
            Waypoint(name: "Gate", latitude: 46.5109, longitude: 6.6109),
        ]
        try expectExactLosses(Course(name: " Untimed ", points: untimed, waypoints: spaced), from: "variants without times")
    }

    @Test("TCX and FIT name a type outside their lists and each name they cut, in words; a type in their lists is not named")
    func wording() {
        let long = String(repeating: "é", count: 51)  // 102 UTF-8 bytes
        let course = Course(name: "Lake Geneva shore ride", points: CoursePoints([.init(latitude: 46.5, longitude: 6.6)]), waypoints: [
            Waypoint(name: "Lighthouse point", type: "summit", latitude: 46.5, longitude: 6.6),
            Waypoint(name: "Pier", type: "pier", latitude: 46.51, longitude: 6.61),
            Waypoint(name: long, type: "First Aid", latitude: 46.52, longitude: 6.62),
        ])
        #expect(LossReport.losses(writing: course, as: TCXRecordingWriter().capabilities) == [
            "the course's name \"Lake Geneva shore ride\" cut to 15 characters", "the name of 2 waypoints cut to 10 characters",
            "the type of 1 waypoint",
        ])
        #expect(LossReport.losses(writing: course, as: FITRecordingWriter().capabilities) == [
            "the name of 1 waypoint cut to 100 bytes", "the type of 1 waypoint",
        ])
        #expect(LossReport.losses(writing: course, as: GPXRecordingWriter().capabilities).isEmpty)
    }

    // MARK: - Round trips

    private func expectExactLosses(_ course: Course, from file: String) throws {
        for (writer, reader) in Self.formats {
            let place = "\(file): course \(course.name ?? "") → \(writer.format.name)"
            let losses = LossReport.losses(writing: course, as: writer.capabilities)
            let sink = DataByteSink()
            let session = try writer.makeSession(output: sink)
            try #require(session as? any CourseWriting, "\(place)").write(course)
            try session.finish()
            let read = try reader.readRecordingsAndCourses(from: DataByteSource(sink.bytes), context: ReadContext(name: place))
            // A course not read back is named whole, or was empty but for what is named (a CSV
            // table has no row for a course of only waypoints).
            if read.courses.isEmpty, losses.contains(where: { $0.hasPrefix("the course") && $0.hasSuffix(")") }) { continue }
            let after = read.courses.first ?? Course()
            var observed = Observed()
            if let name = course.name, after.name != name {
                if after.name == Observed.trimmed(name) { observed.courseNameSpaces = true } else { observed.courseName = true }
            }
            observed.addPoints(course.points, after.points, place: place)
            observed.addWaypoints(course.waypoints, after.waypoints)
            observed.expectNamed(in: losses, place: place, includesEverything: true)
        }
    }

    private func expectExactLosses(_ recording: WorkoutRecording, from file: String) throws {
        for (writer, reader) in Self.formats {
            let place = "\(file): workout waypoints → \(writer.format.name)"
            let losses = LossReport.losses(writing: recording, as: writer.capabilities)
            let sink = DataByteSink()
            let session = try writer.makeSession(output: sink)
            try session.write(recording)
            try session.finish()
            let read = try reader.readRecordingsAndCourses(from: DataByteSource(sink.bytes), context: ReadContext(name: place))
            let after = try #require(read.recordings.first, "\(place)")
            var observed = Observed()
            observed.addWaypoints(recording.waypoints, after.waypoints)
            observed.expectNamed(in: losses.filter { $0.contains("waypoint") }, place: place, includesEverything: false)
        }
    }
}

/// What went missing between a course or waypoints and their round trip, counted as the loss report counts.
private struct Observed {
    var courseName = false
    /// The course's name came back without the spaces around it.
    var courseNameSpaces = false
    /// Waypoint texts that came back without the spaces around them, by field.
    var waypointSpaces: [String: Int] = [:]
    var pointFields: [String: Int] = [:]
    var waypointFields: [String: Int] = [:]
    var milliseconds = 0
    var lostWaypoints = 0

    mutating func addPoints(_ before: CoursePoints, _ after: CoursePoints, place: String) {
        #expect(after.count == before.count, "\(place): \(after.count) points read back of \(before.count)")
        for index in before.indices where index < after.count {
            let (b, a) = (before[index], after[index])
            #expect(abs(b.latitude - a.latitude) < 1e-6 && abs(b.longitude - a.longitude) < 1e-6, "\(place): point \(index)")
            if let elevation = b.elevation, a.elevation.map({ abs($0 - elevation) > 0.1001 }) ?? true {
                pointFields["elevation", default: 0] += 1
            }
            if let distance = b.distance, a.distance.map({ abs($0 - distance) > 0.011 }) ?? true {
                pointFields["distance", default: 0] += 1
            }
            switch Self.timeLoss(b.time, a.time) {
            case .time?: pointFields["time", default: 0] += 1
            case .milliseconds?: milliseconds += 1
            case nil: break
            }
        }
    }

    mutating func addWaypoints(_ before: [Waypoint], _ after: [Waypoint]) {
        var unused = after
        for waypoint in before {
            guard let index = unused.firstIndex(where: {
                abs($0.latitude - waypoint.latitude) < 1e-6 && abs($0.longitude - waypoint.longitude) < 1e-6
            }) else {
                lostWaypoints += 1
                continue
            }
            let back = unused.remove(at: index)
            var lostFields: [String] = []
            func lost(_ field: String) { lostFields.append(field) }
            func compare(_ field: String, _ before: String?, _ after: String?) {
                guard let before, after != before else { return }
                if after == Self.trimmed(before) { waypointSpaces[field, default: 0] += 1 } else { lost(field) }
            }
            compare("name", waypoint.name, back.name)
            compare("comment", waypoint.comment, back.comment)
            compare("description", waypoint.description, back.description)
            compare("symbol", waypoint.symbol, back.symbol)
            if let type = waypoint.type, back.type.map(Self.typeKey) != Self.typeKey(type) { lost("type") }
            // A waypoint that names a course point has that point's elevation (and time), counted with the points.
            let namesPoint = waypoint.metadata[MetadataKey.coursePointIndex] != nil
            if !namesPoint, let elevation = waypoint.elevation, back.elevation.map({ abs($0 - elevation) > 0.1001 }) ?? true {
                lost("elevation")
            }
            if namesPoint, let time = waypoint.time, let backTime = back.time, time != backTime,
               abs(time.timeIntervalSince(backTime)) < 1 {
                milliseconds += 1
            } else if !namesPoint {
                switch Self.timeLoss(waypoint.time, back.time) {
                case .time?: lost("time")
                case .milliseconds?: milliseconds += 1
                case nil: break
                }
            }
            for field in lostFields { waypointFields[field, default: 0] += 1 }
        }
    }

    private enum TimeLoss { case time, milliseconds }

    /// A time gone (or moved by a second or more) is a lost time; one moved by less, lost milliseconds.
    private static func timeLoss(_ before: Date?, _ after: Date?) -> TimeLoss? {
        guard let before else { return nil }
        guard let after, abs(after.timeIntervalSince(before)) < 1 else { return .time }
        return abs(after.timeIntervalSince(before)) > 0.0005 ? .milliseconds : nil
    }

    /// A text as GPX's and TCX's readers give it back: without spaces, tabs and line breaks at its ends.
    static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: CharacterSet(charactersIn: " \t\n\r"))
    }

    /// A type as FIT and TCX spell theirs alike: `First Aid`, `first_aid`.
    private static func typeKey(_ type: String) -> String {
        type.trimmingCharacters(in: .whitespaces).lowercased().replacingOccurrences(of: "_", with: " ")
    }

    /// Checks each count against the one named in `losses` (0 where none is named); with
    /// `includesEverything`, every loss must be one of these.
    func expectNamed(in losses: [String], place: String, includesEverything: Bool) {
        var unexplained = losses
        /// The count a loss matching `pattern` names (its first number; 1 without `counted`), 0 when none matches.
        func named(_ pattern: String, counted: Bool = true) -> Int {
            let regex = try! Regex(pattern)
            guard let index = unexplained.firstIndex(where: { $0.wholeMatch(of: regex) != nil }) else { return 0 }
            let loss = unexplained.remove(at: index)
            guard counted, let number = loss.firstMatch(of: #/\d+/#) else { return 1 }
            return Int(loss[number.range]) ?? 0
        }
        #expect(named(#"the course's name ".*"( cut to .*)?"#, counted: false) == (courseName ? 1 : 0), "\(place): course name, \(losses)")
        #expect(named(#"the spaces around the course's name ".*""#, counted: false) == (courseNameSpaces ? 1 : 0),
                "\(place): spaces around the course name, \(losses)")
        for field in FormatCapabilities.WaypointField.allCases {
            #expect(named("the spaces around the \(field.rawValue) of \\d+ waypoints?") == waypointSpaces[field.rawValue] ?? 0,
                    "\(place): spaces around the \(field.rawValue) of waypoints, \(losses)")
        }
        for field in FormatCapabilities.CoursePointField.allCases {
            #expect(named("the \(field.rawValue) of \\d+ course points?") == pointFields[field.rawValue] ?? 0,
                    "\(place): \(field.rawValue) of course points, \(losses)")
        }
        #expect(named(#"\d+ waypoints?"#) == lostWaypoints, "\(place): waypoints, \(losses)")
        for field in FormatCapabilities.WaypointField.allCases {
            #expect(named("the \(field.rawValue) of \\d+ waypoints?( cut to .*)?") == waypointFields[field.rawValue] ?? 0,
                    "\(place): \(field.rawValue) of waypoints, \(losses)")
        }
        #expect(named(#"the milliseconds of \d+ point times?"#) == milliseconds, "\(place): milliseconds, \(losses)")
        if includesEverything { #expect(unexplained.isEmpty, "\(place): named but not checked: \(unexplained)") }
    }
}
