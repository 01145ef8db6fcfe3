import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// The values of a point without a time in a track that has times (a GPX `trkpt` without
/// `<time>` carrying a heart rate, a cadence, a temperature; a CSV row with an empty time
/// cell): no sample holds a value without a time, so the point's location holds them
/// (`Location.values`). Checked on variants of corpus tracks whose points carry heart rates
/// and cadences or temperatures, with the `<time>` of some points taken out
/// (`GPXUntimedPointsTests.variant`), against gpxpy's reading of the variant, value by value.
@Suite("Values of points without a time, kept on their locations")
struct UntimedLocationValuesTests {
    /// Corpus tracks whose points carry values in Garmin's TrackPointExtension.
    static let files = ["gpx/garmin-connect-hr-atemp.gpx", "gpx/garmin-connect-run-tpx-hr-cad.gpx"]

    /// What gpxpy reads on each track point, in order: time (or none) and the values of its
    /// extensions by element name (`hr`, `cad`, `atemp`, `power`), as JSON.
    private static let gpxpyScript = """
        import sys, json
        import gpxpy
        points = []
        for track in gpxpy.parse(open(sys.argv[1], encoding="utf-8-sig")).tracks:
            for segment in track.segments:
                for point in segment.points:
                    values = {}
                    for extension in point.extensions:
                        for element in extension.iter():
                            tag = element.tag.split('}')[-1].lower()
                            if tag in ('hr', 'cad', 'atemp', 'power') and element.text:
                                values[tag] = float(element.text)
                    points.append({"timed": point.time is not None, "values": values})
        print(json.dumps(points))
        """

    struct PeerPoint: Decodable {
        let timed: Bool
        let values: [String: Double]
    }

    /// gpxpy's reading of `bytes`, `nil` when gpxpy is not installed.
    static func peerPoints(_ bytes: [UInt8]) throws -> [PeerPoint]? {
        let directory = try TemporaryDirectory()
        let path = directory.path("peer.gpx")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        guard let data = try PythonPeer.run(gpxpyScript, [path]) else { return nil }
        return try JSONDecoder().decode([PeerPoint].self, from: data)
    }

    /// A location's values as gpxpy names them.
    static func peerValues(_ location: Location) -> [String: Double] {
        let values = PointValues(heldBy: location)
        var named: [String: Double] = [:]
        if let value = values.heartRate { named["hr"] = value }
        if let value = values.cadence { named["cad"] = value }
        if let value = values.ambientTemperature { named["atemp"] = value }
        if let value = values.power { named["power"] = value }
        return named
    }

    @Test("a whole read keeps the values gpxpy sees on each point without a time on its location, and warns of none",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: GPXPyReading.available, gpxpyMissing), arguments: files)
    func wholeReadKeepsThem(_ file: String) throws {
        let (bytes, untimed) = try GPXUntimedPointsTests.variant(file)
        let peer = try #require(try Self.peerPoints(bytes))
        let context = ReadContext(name: "variant.gpx")
        let read = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: context)
        let locations = try #require(read.first).routes.flatMap(\.locations)
        #expect(locations.count == peer.count)
        var kept = 0
        for (index, (location, point)) in zip(locations, peer).enumerated() {
            #expect(location.hasTime == point.timed, "\(file): point \(index)")
            if location.hasTime {
                #expect(location.values.isEmpty, "\(file): a timed location holds no values (they are samples)")
            } else {
                #expect(Self.peerValues(location) == point.values, "\(file): point \(index): \(location.values) vs gpxpy \(point.values)")
                kept += location.values.count
            }
        }
        #expect(kept > untimed.count, "\(file): the points without a time carry values")
        #expect(!context.warnings.contains { $0.contains("without a time") }, "\(context.warnings)")
        // What the samples no longer hold is what the locations hold, nothing more.
        let original = try readCorpus(GPXRecordingReader(), file).recordings
        #expect(original[0].samples.count - read[0].samples.count == kept)
    }

    @Test("written whole to GPX, gpxpy reads every value back on every point, time or no time; streamed GPX → GPX writes the same bytes; nothing is named",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: GPXPyReading.available, gpxpyMissing), arguments: files)
    func gpxWritesThemBack(_ file: String) throws {
        let (bytes, _) = try GPXUntimedPointsTests.variant(file)
        let before = try #require(try Self.peerPoints(bytes))
        let recordings = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "variant.gpx"))
        #expect(LossReport.losses(writing: recordings[0], as: GPXRecordingWriter().capabilities).isEmpty)
        let whole = try writeAll(GPXRecordingWriter(), recordings)
        let after = try #require(try Self.peerPoints(whole))
        #expect(after.count == before.count)
        for (index, (a, b)) in zip(before, after).enumerated() {
            #expect(a.timed == b.timed && a.values == b.values, "\(file): point \(index): \(a.values) became \(b.values)")
        }
        let (streamed, losses) = try GPXUntimedPointsTests.streamed(bytes, to: GPXRecordingWriter())
        #expect(losses.isEmpty, "\(losses)")
        #expect(streamed == whole, "\(file): streamed and whole GPX differ")
    }

    @Test("written whole to the CSV point table, a row without a time holds the point's values; streamed GPX → CSV writes the same bytes; read back, the locations are the same",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func csvWritesThemBack(_ file: String) throws {
        let (bytes, untimed) = try GPXUntimedPointsTests.variant(file)
        let recordings = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "variant.gpx"))
        let locations = recordings[0].routes.flatMap(\.locations)
        let whole = try writeAll(CSVRecordingWriter(), recordings)
        let (streamed, losses) = try GPXUntimedPointsTests.streamed(bytes, to: CSVRecordingWriter())
        #expect(!losses.contains { $0.contains("without a time") }, "\(losses)")
        // The same rows but for the workout's UUID (each read makes its own).
        func withoutWorkout(_ bytes: [UInt8]) -> [Substring] {
            String(decoding: bytes, as: UTF8.self).split(separator: "\r\n").map { $0.drop { $0 != "," } }
        }
        #expect(withoutWorkout(streamed) == withoutWorkout(whole), "\(file): streamed and whole CSV differ")
        let rows = String(decoding: whole, as: UTF8.self).split(separator: "\r\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        #expect(rows.count == locations.count)
        for index in untimed.sorted() where index < rows.count {
            // workout, time, latitude, longitude, altitude, heart rate, ...
            let heartRate = PointValues(heldBy: locations[index]).heartRate
            #expect(Double(rows[index][5]) == heartRate, "\(file): row \(index): \(rows[index])")
        }
        // Read back: the CSV table holds cycling's cadence (it has no activity column), so the
        // values compare by column.
        let context = ReadContext(name: "variant.csv")
        let back = try CSVRecordingReader().readAll(from: DataByteSource(whole), context: context)
        let backLocations = try #require(back.first).routes.flatMap(\.locations)
        #expect(backLocations.count == locations.count)
        for (index, (a, b)) in zip(locations, backLocations).enumerated() where !a.hasTime {
            #expect(!b.hasTime && Self.peerValues(a) == Self.peerValues(b), "\(file): row \(index): \(a.values) read back as \(b.values)")
        }
        #expect(!context.warnings.contains { $0.contains("without a time") }, "\(context.warnings)")
    }

    @Test("JSON writes them on the location (\"values\"), read back as the same locations and the same content digest",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func jsonRoundTrip(_ file: String) throws {
        let (bytes, untimed) = try GPXUntimedPointsTests.variant(file)
        let recordings = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "variant.gpx"))
        let json = try writeAll(JSONRecordingWriter(), recordings)
        let text = String(decoding: json, as: UTF8.self)
        let withValues = recordings[0].routes.flatMap(\.locations).filter { !$0.values.isEmpty }.count
        #expect(withValues > 0 && withValues <= untimed.count)
        #expect(text.components(separatedBy: #","values":[{"type":"#).count - 1 == withValues)
        let back = try JSONRecordingReader().readAll(from: DataByteSource(json), context: ReadContext(name: "variant.json"))
        #expect(back.first?.routes.flatMap(\.locations) == recordings[0].routes.flatMap(\.locations))
        #expect(back.first?.contentDigest(.version2) == recordings[0].contentDigest(.version2))
        #expect(back.first?.contentDigest(.version1) == recordings[0].contentDigest(.version1))
    }

    @Test("TCX and FIT leave the points without a time out whole and name them as before (their values with them); whole and streamed",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func tcxAndFITNameThePoints(_ file: String) throws {
        let (bytes, untimed) = try GPXUntimedPointsTests.variant(file)
        let recording = try #require(try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "v")).first)
        for writer in [TCXRecordingWriter(), FITRecordingWriter()] as [any RecordingWriter] {
            let losses = LossReport.losses(writing: recording, as: writer.capabilities)
            #expect(losses.contains("\(untimed.count) track points without a time"), "\(writer.format.name): \(losses)")
            #expect(!losses.contains { $0.hasPrefix("the ") && $0.hasSuffix("without a time") }, "\(writer.format.name): \(losses)")
        }
        let (_, losses) = try GPXUntimedPointsTests.streamed(bytes, to: TCXRecordingWriter())
        #expect(losses.filter { $0.contains("without a time") } == ["\(untimed.count) track points without a time"], "\(losses)")
    }

    @Test("a TCX trackpoint without <Time> keeps its heart rate and distance on its location; GPX writes the heart rate and names the distances, TCX names the points",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func tcxTrackpointsWithoutTime() throws {
        let file = "tcx/garmin-fr410-run-hr-3laps.tcx"
        let text = String(decoding: try Data(contentsOf: try #require(Corpus.url(file))), as: UTF8.self)
        var parts = text.components(separatedBy: "<Trackpoint>")
        let untimed = [10, 11, 200]
        var expected: [(heartRate: Double, distance: Double)] = []
        func number(_ element: String, in part: String) throws -> Double {
            let range = try #require(part.range(of: "<\(element)>[^<]*<", options: .regularExpression))
            return try #require(Double(part[range].dropFirst(element.count + 2).dropLast().trimmingCharacters(in: .whitespaces)))
        }
        for index in untimed {
            let time = try #require(parts[index + 1].range(of: #"<Time>[^<]*</Time>"#, options: .regularExpression))
            parts[index + 1].removeSubrange(time)
            let heartRate = try #require(parts[index + 1].range(of: #"<HeartRateBpm>\s*<Value>[0-9]+"#, options: .regularExpression))
            expected.append((Double(parts[index + 1][heartRate].split(separator: ">").last!)!,
                             try number("DistanceMeters", in: parts[index + 1])))
        }
        let bytes = Array(parts.joined(separator: "<Trackpoint>").utf8)
        let context = ReadContext(name: "variant.tcx")
        let recording = try #require(try TCXRecordingReader().readAll(from: DataByteSource(bytes), context: context).first)
        let held = recording.routes.flatMap(\.locations).filter { !$0.hasTime }
        #expect(held.count == untimed.count)
        for (location, values) in zip(held, expected) {
            #expect(PointValues(heldBy: location).heartRate == values.heartRate, "\(location.values)")
            #expect(PointValues(heldBy: location).distance == values.distance, "\(location.values)")
        }
        #expect(!context.warnings.contains { $0.contains("without a time") || $0.contains("without a <Time>") }, "\(context.warnings)")
        let gpxLosses = LossReport.losses(writing: recording, as: GPXRecordingWriter().capabilities)
        #expect(gpxLosses.contains("the DistanceFromStart of 3 points without a time"), "\(gpxLosses)")
        let tcxLosses = LossReport.losses(writing: recording, as: TCXRecordingWriter().capabilities)
        #expect(tcxLosses.contains("3 track points without a time"), "\(tcxLosses)")
    }

    @Test("a value of a type GPX has no place for, held by a location without a time, is named with its type and count")
    func gpxNamesWhatItCannotHold() throws {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        var recording = WorkoutRecording(workout: Workout(activityType: .cycling, start: start, end: start.addingTimeInterval(2)))
        recording.routes = [WorkoutRoute(locations: [
            Location(timestamp: start, latitude: 60, longitude: 25),
            Location(timestamp: start, latitude: 60.0001, longitude: 25, hasTime: false,
                     values: [LocationValue(.heartRate, 140), LocationValue(.distanceFromStart, 12)]),
            Location(timestamp: start.addingTimeInterval(2), latitude: 60.0002, longitude: 25),
        ])]
        let losses = LossReport.losses(writing: recording, as: GPXRecordingWriter().capabilities)
        #expect(losses == ["the DistanceFromStart of 1 point without a time"], "\(losses)")
        #expect(LossReport.losses(writing: recording, as: JSONRecordingWriter().capabilities).isEmpty)
        let gpx = String(decoding: try writeAll(GPXRecordingWriter(), [recording]), as: UTF8.self)
        #expect(gpx.contains("140"), "the heart rate is written")
    }

    @Test("content digests of recordings without values on locations are those workoutkit stored before (main's store of session 12)",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          arguments: [
              ("gpx/garmin-connect-hr-atemp.gpx", "2-647d54480d537676cffbcd1e8a7878c4"),
              ("gpx/garmin-connect-run-tpx-hr-cad.gpx", "2-821232696178145eb37074d3e5602c13"),
              ("gpx/gpsbabel-2-tracks-10-segments.gpx", "2-a0b771f5ee6a0cfae3d9b46970c469e7"),
              ("gpx/urbanbiker-3-segments-tpx.gpx", "2-10eee095e6680856b0595bca1f257c3b"),
          ])
    func digestsUnchanged(_ file: String, _ digest: String) throws {
        let recordings = try readCorpus(GPXRecordingReader(), file).recordings
        #expect(recordings.first?.contentDigest(.version2) == digest, "\(file)")
    }

    @Test("a location that only gains or loses a value changes the content digest, in both versions")
    func valuesAreContent() throws {
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        func recording(_ values: [LocationValue]) -> WorkoutRecording {
            var recording = WorkoutRecording(workout: Workout(activityType: .running, start: start, end: start.addingTimeInterval(1)))
            recording.routes = [WorkoutRoute(locations: [
                Location(timestamp: start, latitude: 60, longitude: 25),
                Location(timestamp: start, latitude: 60.0001, longitude: 25, hasTime: false, values: values),
            ])]
            return recording
        }
        let none = recording([]), one = recording([LocationValue(.heartRate, 140)]), other = recording([LocationValue(.heartRate, 141)])
        for version in [ContentDigestVersion.version1, .version2] {
            #expect(Set([none, one, other].map { $0.contentDigest(version) }).count == 3, "\(version)")
        }
    }
}
