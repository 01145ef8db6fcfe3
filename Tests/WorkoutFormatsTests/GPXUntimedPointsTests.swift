import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// Points without a time inside a GPX track that has times (an app that lost its fix's time,
/// a hand-edited track): a recording keeps them in its route, in their place, as locations
/// without a time (`Location.hasTime`), and every conversion, streamed or whole, writes them
/// back where the target holds them (GPX `trkpt` without `<time>`, a CSV row with an empty
/// time cell, JSON `"time":null`), names them where it does not (TCX, FIT), and never makes a
/// time up. Checked on variants of corpus tracks with the `<time>` of some points taken out
/// at the start, in the middle and at the end, or of a whole segment, read by gpxpy.
@Suite("GPX points without a time in a timed track")
struct GPXUntimedPointsTests {
    static let files = [
        "gpx/garmin-connect-hr-atemp.gpx", "gpx/garmin-connect-run-tpx-hr-cad.gpx", "gpx/holux-gm130-speed.gpx",
        "gpx/urbanbiker-3-segments-tpx.gpx",
    ]

    /// The corpus file with the `<time>` of its first two, two middle and last two `trkpt`s
    /// taken out, and the indices of those points.
    static func variant(_ file: String) throws -> (bytes: [UInt8], untimed: Set<Int>) {
        try variant(file) { count in [0, 1, count / 2, count / 2 + 1, count - 2, count - 1] }
    }

    /// A three-segment corpus file with the `<time>` of every point of its middle segment
    /// taken out, and the indices of those points.
    static func segmentVariant() throws -> (bytes: [UInt8], untimed: Set<Int>) {
        let file = "gpx/urbanbiker-3-segments-tpx.gpx"
        let text = String(decoding: try Data(contentsOf: try #require(Corpus.url(file))), as: UTF8.self)
        let segments = text.components(separatedBy: "<trkseg")
        #expect(segments.count == 4, "\(file) has \(segments.count - 1) segments")
        let first = segments[1].components(separatedBy: "<trkpt").count - 1
        let middle = segments[2].components(separatedBy: "<trkpt").count - 1
        return try variant(file) { _ in Set(first..<(first + middle)) }
    }

    /// The corpus file with the `<time>` of the `trkpt`s whose indices `untimedIndices` gives
    /// (from the number of points) taken out, and those indices.
    static func variant(_ file: String, untimedIndices: (Int) -> Set<Int>) throws -> (bytes: [UInt8], untimed: Set<Int>) {
        let text = String(decoding: try Data(contentsOf: try #require(Corpus.url(file))), as: UTF8.self)
        var ranges: [Range<String.Index>] = []
        var searchFrom = text.startIndex
        while let open = text.range(of: "<trkpt", range: searchFrom..<text.endIndex),
              let close = text.range(of: "</trkpt>", range: open.upperBound..<text.endIndex) {
            ranges.append(open.lowerBound..<close.upperBound)
            searchFrom = close.upperBound
        }
        let untimed = untimedIndices(ranges.count)
        var result = ""
        var last = text.startIndex
        for (index, range) in ranges.enumerated() {
            result += text[last..<range.lowerBound]
            var point = String(text[range])
            if untimed.contains(index), let time = point.range(of: #"<time>[^<]*</time>"#, options: .regularExpression) {
                point.removeSubrange(time)
            }
            result += point
            last = range.upperBound
        }
        result += text[last...]
        return (Array(result.utf8), untimed)
    }

    /// Converts as `convert` does by default: the reader's points streamed into the writer's stream session.
    /// Returns the output and what the loss report names for it.
    static func streamed(_ bytes: [UInt8], to writer: any PointStreamingWriter) throws -> (bytes: [UInt8], losses: [String]) {
        let sink = DataByteSink()
        let stream = TallyingStream(session: try writer.makeStreamSession(output: sink), capabilities: writer.capabilities)
        try GPXRecordingReader().read(from: DataByteSource(bytes), context: ReadContext(name: "variant.gpx"), into: stream)
        try stream.session.finish()
        return (sink.bytes, stream.losses)
    }

    @Test("GPX → GPX streamed gives gpxpy every point back in order, those without a time still without one, and names nothing",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: GPXPyReading.available, gpxpyMissing), arguments: files)
    func gpxToGPXKeepsEveryPoint(_ file: String) throws {
        let (bytes, untimed) = try Self.variant(file)
        let before = try GPXPyReading.read(bytes).tracks.flatMap(\.points)
        let (output, losses) = try Self.streamed(bytes, to: GPXRecordingWriter())
        let after = try GPXPyReading.read(output).tracks.flatMap(\.points)
        #expect(after.count == before.count, "\(file): \(after.count) points of \(before.count)")
        for (index, (a, b)) in zip(before, after).enumerated() {
            #expect(abs(a.lat - b.lat) < 1e-9 && abs(a.lon - b.lon) < 1e-9, "\(file): point \(index) moved")
            #expect(a.t == b.t, "\(file): point \(index) time \(String(describing: a.t)) became \(String(describing: b.t))")
            #expect((b.t == nil) == untimed.contains(index), "\(file): point \(index)")
            if let ele = a.ele { #expect(b.ele.map { abs($0 - ele) < 1e-6 } == true, "\(file): point \(index) elevation") }
        }
        #expect(!losses.contains { $0.contains("without a time") }, "\(losses)")
    }

    @Test("a real file whose timed track has 19 points without a time among 4 with: GPX → GPX streamed gives gpxpy every point of both its tracks, in order, with the same times",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: GPXPyReading.available, gpxpyMissing))
    func realFileKeepsEveryPoint() throws {
        let bytes = Array(try Data(contentsOf: try #require(Corpus.url("gpx/gpsbabel-2-tracks-10-segments.gpx"))))
        let before = try GPXPyReading.read(bytes).tracks.map { $0.points.map { [$0.lat, $0.lon, $0.t ?? -1] } }
        let (output, losses) = try Self.streamed(bytes, to: GPXRecordingWriter())
        let after = try GPXPyReading.read(output).tracks.map { $0.points.map { [$0.lat, $0.lon, $0.t ?? -1] } }
        #expect(before.contains { track in track.contains { $0[2] == -1 } && track.contains { $0[2] != -1 } })
        // The course (the untimed track) is written after the workout's track: tracks in order of their first point.
        #expect(after.sorted { $0[0][0] < $1[0][0] } == before.sorted { $0[0][0] < $1[0][0] })
        #expect(losses.isEmpty, "\(losses)")
    }

    @Test("GPX → CSV streamed writes a row for every point in order, those without a time with an empty time cell; reading it back keeps them in place, without a time",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func gpxToCSVKeepsEveryPoint(_ file: String) throws {
        let (bytes, untimed) = try Self.variant(file)
        let gpxContext = ReadContext(name: file)
        let before = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: gpxContext)
        let (output, losses) = try Self.streamed(bytes, to: CSVRecordingWriter())
        #expect(!losses.contains { $0.contains("without a time") }, "\(losses)")
        let rows = String(decoding: output, as: UTF8.self).split(separator: "\r\n").dropFirst().map {
            $0.split(separator: ",", omittingEmptySubsequences: false)
        }
        let points = try GPXPyReading.available ? GPXPyReading.read(bytes).tracks.flatMap(\.points) : []
        let rowCount = points.isEmpty ? rows.count : points.count
        #expect(rows.count == rowCount, "\(file): \(rows.count) rows")
        for (index, row) in rows.enumerated() {
            #expect(row[1].isEmpty == untimed.contains(index), "\(file): row \(index) time cell \(row[1])")
            if index < points.count {
                #expect(Double(row[2]).map { abs($0 - points[index].lat) < 1e-9 } == true, "\(file): row \(index) latitude")
            }
        }
        // Read back: one workout whose route has every point, those without a time in place;
        // the values of those points (heart rates, ...) are warned of as the GPX read warns.
        let context = ReadContext(name: "variant.csv")
        let read = try CSVRecordingReader().readRecordingsAndCourses(from: DataByteSource(output), context: context)
        #expect(read.courses.isEmpty)
        #expect(read.recordings.count == 1)
        let locations = read.recordings.first?.routes.flatMap(\.locations) ?? []
        #expect(locations.count == before.first?.locationCount)
        #expect(Set(locations.indices.filter { !locations[$0].hasTime }) == untimed, "\(file)")
        #expect(context.warnings.filter { $0.contains("without a time") } == gpxContext.warnings.filter { $0.contains("without a time") },
                "\(context.warnings) vs \(gpxContext.warnings)")
    }

    @Test("GPX → TCX streamed names the points without a time it leaves out, with their count, and writes the others",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func gpxToTCXNamesThem(_ file: String) throws {
        let (bytes, untimed) = try Self.variant(file)
        let before = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: file))
        let (output, losses) = try Self.streamed(bytes, to: TCXRecordingWriter())
        #expect(losses.contains("\(untimed.count) track points without a time"), "\(losses)")
        let back = try TCXRecordingReader().readAll(from: DataByteSource(output), context: ReadContext(name: "variant.tcx"))
        // The whole read keeps the untimed points as locations; TCX holds the timed ones.
        #expect(back.first?.locationCount == before.first.map { $0.locationCount - untimed.count })
    }

    @Test("a whole read keeps every point in its place, those without a time as locations without one ordered at the time before them, holding their values (nothing warned)",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func wholeReadKeepsThemInPlace(_ file: String) throws {
        let (bytes, untimed) = try Self.variant(file)
        let original = try readCorpus(GPXRecordingReader(), file).recordings
        let context = ReadContext(name: "variant.gpx")
        let read = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: context)
        #expect(read.count == 1)
        let before = try #require(original.first).routes.flatMap(\.locations)
        let after = try #require(read.first).routes.flatMap(\.locations)
        #expect(after.count == before.count)
        let firstTimed = try #require(before.indices.first { !untimed.contains($0) })
        for (index, (a, b)) in zip(before, after).enumerated() {
            #expect(b.hasTime == !untimed.contains(index), "\(file): location \(index)")
            #expect(a.latitude == b.latitude && a.longitude == b.longitude && a.altitude == b.altitude, "\(file): location \(index)")
            // Ordered at the time before it (the first timed location's, for those before it).
            let expected = untimed.contains(index) ? before[index < firstTimed ? firstTimed : (0..<index).last { !untimed.contains($0) } ?? index].timestamp : a.timestamp
            #expect(b.timestamp == expected, "\(file): location \(index) ordered at \(b.timestamp)")
        }
        // Their values have no time to be samples at: their locations hold them, never moved
        // to another time (UntimedLocationValuesTests compares them with gpxpy's).
        let heldValues = after.reduce(0) { $0 + $1.values.count }
        #expect(original[0].samples.count - read[0].samples.count == heldValues)
        #expect(!context.warnings.contains { $0.contains("without a time") }, "\(context.warnings)")
    }

    @Test("whole recordings with points without a time, written to GPX, CSV and JSON, keep every point in place (gpxpy, our readers); TCX and FIT name them with their count",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: GPXPyReading.available, gpxpyMissing),
          arguments: files + ["segment"])
    func wholeRecordingsKeepOrNameThem(_ file: String) throws {
        let (bytes, untimed) = file == "segment" ? try Self.segmentVariant() : try Self.variant(file)
        let recordings = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "variant.gpx"))
        let recording = try #require(recordings.first)
        let peer = try GPXPyReading.read(bytes).tracks.flatMap(\.points)

        // GPX: gpxpy reads every point back, in order, with the same times (none where none).
        let gpx = try writeAll(GPXRecordingWriter(), recordings)
        #expect(LossReport.losses(writing: recording, as: GPXRecordingWriter().capabilities).isEmpty)
        let back = try GPXPyReading.read(gpx).tracks.flatMap(\.points)
        #expect(back.count == peer.count, "\(file): \(back.count) points of \(peer.count)")
        for (index, (a, b)) in zip(peer, back).enumerated() {
            #expect(abs(a.lat - b.lat) < 1e-9 && abs(a.lon - b.lon) < 1e-9 && a.t == b.t, "\(file): point \(index): \(a) became \(b)")
            #expect((b.t == nil) == untimed.contains(index), "\(file): point \(index)")
        }

        // CSV point table: a row each, an empty time cell where there is no time.
        let csv = String(decoding: try writeAll(CSVRecordingWriter(), recordings), as: UTF8.self)
        let rows = csv.split(separator: "\r\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false) }
        #expect(rows.count == peer.count)
        #expect(Set(rows.indices.filter { rows[$0][1].isEmpty }) == untimed, "\(file)")

        // JSON: `"time":null`, read back as the same recording (same content digest).
        let json = try writeAll(JSONRecordingWriter(), recordings)
        #expect(String(decoding: json, as: UTF8.self).components(separatedBy: #"{"time":null,"#).count - 1 == untimed.count)
        let fromJSON = try JSONRecordingReader().readAll(from: DataByteSource(json), context: ReadContext(name: "variant.json"))
        #expect(fromJSON.first?.routes.flatMap(\.locations) == recording.routes.flatMap(\.locations))
        #expect(fromJSON.first?.contentDigest(.version2) == recording.contentDigest(.version2))

        // TCX and FIT need a time on every trackpoint and record: the others, named with their count.
        for writer in [TCXRecordingWriter(), FITRecordingWriter()] as [any RecordingWriter] {
            let losses = LossReport.losses(writing: recording, as: writer.capabilities)
            #expect(losses.contains("\(untimed.count) track points without a time"), "\(writer.format.name): \(losses)")
            let output = try writeAll(writer, recordings)
            let reader: any RecordingReader = writer is TCXRecordingWriter ? TCXRecordingReader() : FITRecordingReader()
            let read = try reader.readAll(from: DataByteSource(output), context: ReadContext(name: "back"))
            #expect(read.first?.locationCount == peer.count - untimed.count, "\(writer.format.name)")
            #expect(read.first?.routes.flatMap(\.locations).allSatisfy(\.hasTime) == true)
        }
    }
}

/// A conversion's stream: points and workouts passed to a writer session, what they held
/// tallied so that the loss report names what the writer leaves out, as `convert` does.
private final class TallyingStream: RecordingStream {
    let session: any RecordingStreamSession
    let capabilities: FormatCapabilities
    private var tally = PointTally()
    private(set) var losses: [String] = []

    init(session: any RecordingStreamSession, capabilities: FormatCapabilities) {
        self.session = session
        self.capabilities = capabilities
    }

    func points(_ batch: PointBatch) throws {
        tally.add(batch)
        try session.points(batch)
    }

    func endWorkout(_ rest: WorkoutRecording) throws {
        losses += LossReport.losses(writing: rest, streamed: tally, as: capabilities)
        tally = PointTally()
        try session.endWorkout(rest)
    }

    func course(_ course: Course) throws {
        try session.course(course)
    }
}
