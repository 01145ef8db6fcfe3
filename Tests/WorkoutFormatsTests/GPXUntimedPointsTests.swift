import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// Points without a time inside a GPX track that has times (an app that lost its fix's time,
/// a hand-edited track): a conversion keeps them in their place where the target holds them
/// (GPX `trkpt` without `<time>`, a CSV row with an empty time cell), names them where it
/// does not (TCX), and never makes a time up. Checked on variants of corpus tracks with the
/// `<time>` of some points taken out at the start, in the middle and at the end, read by gpxpy.
@Suite("GPX points without a time in a timed track")
struct GPXUntimedPointsTests {
    static let files = [
        "gpx/garmin-connect-hr-atemp.gpx", "gpx/garmin-connect-run-tpx-hr-cad.gpx", "gpx/holux-gm130-speed.gpx",
        "gpx/urbanbiker-3-segments-tpx.gpx",
    ]

    /// The corpus file with the `<time>` of its first two, two middle and last two `trkpt`s
    /// taken out, and the indices of those points.
    static func variant(_ file: String) throws -> (bytes: [UInt8], untimed: Set<Int>) {
        let text = String(decoding: try Data(contentsOf: try #require(Corpus.url(file))), as: UTF8.self)
        var ranges: [Range<String.Index>] = []
        var searchFrom = text.startIndex
        while let open = text.range(of: "<trkpt", range: searchFrom..<text.endIndex),
              let close = text.range(of: "</trkpt>", range: open.upperBound..<text.endIndex) {
            ranges.append(open.lowerBound..<close.upperBound)
            searchFrom = close.upperBound
        }
        let count = ranges.count
        let untimed: Set<Int> = [0, 1, count / 2, count / 2 + 1, count - 2, count - 1]
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

    @Test("GPX → CSV streamed writes a row for every point in order, those without a time with an empty time cell; reading it back keeps the timed points and warns of the others",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func gpxToCSVKeepsEveryPoint(_ file: String) throws {
        let (bytes, untimed) = try Self.variant(file)
        let before = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: file))
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
        // Read back: the workout of the timed rows, the others counted in a warning, no course made of them.
        let context = ReadContext(name: "variant.csv")
        let read = try CSVRecordingReader().readRecordingsAndCourses(from: DataByteSource(output), context: context)
        #expect(read.courses.isEmpty)
        #expect(read.recordings.count == 1)
        #expect(read.recordings.first?.locationCount == before.first?.locationCount)
        #expect(context.warnings.contains(RecordingCollector.untimedPointsWarning(untimed.count)), "\(context.warnings)")
    }

    @Test("GPX → TCX streamed names the points without a time it leaves out, with their count, and writes the others",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func gpxToTCXNamesThem(_ file: String) throws {
        let (bytes, untimed) = try Self.variant(file)
        let before = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: file))
        let (output, losses) = try Self.streamed(bytes, to: TCXRecordingWriter())
        #expect(losses.contains("\(untimed.count) track points without a time"), "\(losses)")
        let back = try TCXRecordingReader().readAll(from: DataByteSource(output), context: ReadContext(name: "variant.tcx"))
        #expect(back.first?.locationCount == before.first?.locationCount)
    }

    @Test("a whole read keeps the timed points as the route, makes up no time, and warns of the points without one",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: files)
    func wholeReadWarns(_ file: String) throws {
        let (bytes, untimed) = try Self.variant(file)
        let original = try readCorpus(GPXRecordingReader(), file).recordings
        let context = ReadContext(name: "variant.gpx")
        let read = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: context)
        #expect(read.count == 1)
        #expect(read.first?.locationCount == (original.first?.locationCount ?? 0) - untimed.count)
        #expect(context.warnings.contains(RecordingCollector.untimedPointsWarning(untimed.count)), "\(context.warnings)")
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
