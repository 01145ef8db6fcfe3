import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// The streaming path (reader → writer point by point) against the whole-recording path.
@Suite("Point streaming")
struct PointStreamTests {
    static let corpusFiles = Corpus.files(in: "gpx", extensions: ["gpx"]) + Corpus.files(in: "tcx", extensions: ["tcx"])
        + Corpus.files(in: "fit", extensions: ["fit"])

    /// Corpus files whose point times go back (so the whole-recording table, sorted by time,
    /// and the streamed one, in file order, differ), and why.
    static let timesGoBack: [String: String] = [
        "coros-openwater-swim.tcx": "its second lap repeats the first lap's trackpoints with the same times",
        "garmin-fenix2-multisport-1MB.fit": "a record at 10:55:33 is followed by one at 10:55:32 (and its swim leg names its sport late)",
    ]

    /// Corpus FIT files whose swimming records come before anything that names their sport
    /// (the session follows its records), so the stream keeps a swimmer's stroke cadence
    /// that the whole recording, typed by its sessions, leaves out.
    static let swimCadenceNamedLate: Set<String> = [
        "garmin-fr735xt-poolswim-chained.fit", "garmin-fr920xt-multisport-multiple-headers.fit",
    ]

    /// The rows of a point table with their cadence column emptied, sorted (a chained
    /// file's records may also go back in time).
    static func rowsWithoutCadence(_ table: String) -> [String] {
        table.split(separator: "\r\n", omittingEmptySubsequences: false).map { line -> String in
            var cells = line.split(separator: ",", omittingEmptySubsequences: false)
            if cells.count > 6 { cells[6] = "" }
            return cells.joined(separator: ",")
        }.sorted()
    }

    static func reader(for url: URL) -> any PointStreamingReader {
        switch url.pathExtension.lowercased() {
        case "gpx": GPXRecordingReader()
        case "fit": FITRecordingReader()
        default: TCXRecordingReader()
        }
    }

    /// The point table of a file written from whole recordings and from the stream, each
    /// workout's random UUID replaced by its number in the file so that the two compare.
    static func tables(_ url: URL) throws -> (whole: String, streamed: String) {
        let outputs = try outputs(url, writer: CSVRecordingWriter())
        return (numberingWorkouts(outputs.whole), numberingWorkouts(outputs.streamed))
    }

    /// What `writer` writes from the whole recordings (and courses) of a file, and from its stream.
    static func outputs(_ url: URL, writer: any PointStreamingWriter) throws -> (whole: String, streamed: String) {
        let reader = reader(for: url)
        let whole = DataByteSink()
        let (recordings, courses) = try reader.readRecordingsAndCourses(
            from: try FileByteSource(path: url.path), context: ReadContext(name: url.path))
        let wholeSession = try writer.makeSession(output: whole)
        for recording in recordings { try wholeSession.write(recording) }
        if let courseWriter = wholeSession as? any CourseWriting {
            for course in courses { try courseWriter.write(course) }
        }
        try wholeSession.finish()

        let streamed = DataByteSink()
        let session = try writer.makeStreamSession(output: streamed)
        let stream = CoursesWhereHeld(session: session, held: writer.capabilities.courses)
        try reader.read(from: try FileByteSource(path: url.path), context: ReadContext(name: url.path), into: stream)
        try session.finish()
        return (whole.string, streamed.string)
    }

    /// Passes a stream on to a writer session, with its courses only where the format holds
    /// them (as `convert` does, which names the others as lost).
    final class CoursesWhereHeld: RecordingStream {
        let session: any RecordingStreamSession
        let held: Bool
        init(session: any RecordingStreamSession, held: Bool) { (self.session, self.held) = (session, held) }
        func points(_ batch: PointBatch) throws { try session.points(batch) }
        func endWorkout(_ rest: WorkoutRecording) throws { try session.endWorkout(rest) }
        func course(_ course: Course) throws { if held { try session.course(course) } }
    }

    /// Checks that the XML `writer` streams from a corpus file is valid against `schema`
    /// and, where the file's times only go forward, the same as from whole recordings.
    static func expectStreamedDocument(_ url: URL, writer: any PointStreamingWriter, schema: String) throws {
        let name = url.lastPathComponent
        let documents: (whole: String, streamed: String)
        do {
            documents = try outputs(url, writer: writer)
        } catch is FormatError {
            return  // refused alike on both paths (the point table test checks that)
        }
        let errors = try schemaErrors(Array(documents.streamed.utf8), schema: try schemaPath(schema))
        #expect(errors == nil, "\(name): \(errors ?? "")")
        if timesGoBack[name] == nil, !swimCadenceNamedLate.contains(name) {
            #expect(documents.whole == documents.streamed, "\(name): streamed document differs")
        }
    }

    static func numberingWorkouts(_ table: String) -> String {
        var numbers: [Substring: Int] = [:]
        return table.split(separator: "\r\n", omittingEmptySubsequences: false).map { line -> String in
            guard let comma = line.firstIndex(of: ","), line.hasPrefix("workout,") == false else { return String(line) }
            let workout = line[..<comma]
            let number = numbers[workout] ?? numbers.count
            numbers[workout] = number
            return "#\(number)" + line[comma...]
        }.joined(separator: "\r\n")
    }

    @Test("the streamed point table is byte for byte the whole-recording one on corpus GPX, TCX and FIT files",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)), arguments: corpusFiles)
    func streamedTableMatchesWholeTable(_ url: URL) throws {
        let name = url.lastPathComponent
        // Files the readers refuse are refused on both paths alike.
        let tables: (whole: String, streamed: String)
        do {
            tables = try Self.tables(url)
        } catch let error as FormatError {
            let streamed = DataByteSink()
            let session = try CSVRecordingWriter().makeStreamSession(output: streamed)
            #expect(throws: FormatError.self, "\(name) failed whole with \(error) but streamed") {
                try Self.reader(for: url).read(from: try FileByteSource(path: url.path),
                                               context: ReadContext(name: url.path), into: session)
            }
            return
        }
        if Self.timesGoBack[name] != nil {
            #expect(tables.whole != tables.streamed, "\(name) is listed as going back in time but streams alike")
            // Still the same time points, only in file order and repeated where the file repeats them.
            func times(_ table: String) -> Set<Substring> {
                Set(table.split(separator: "\r\n").map { $0.split(separator: ",", maxSplits: 2).prefix(2).joined(separator: ",")[...] })
            }
            #expect(times(tables.whole) == times(tables.streamed))
        } else if Self.swimCadenceNamedLate.contains(name) {
            #expect(tables.whole != tables.streamed, "\(name) is listed as naming its swimming late but streams alike")
            #expect(Self.rowsWithoutCadence(tables.whole) == Self.rowsWithoutCadence(tables.streamed),
                    "\(name): streamed table differs in more than a swimmer's cadence")
        } else {
            #expect(tables.whole == tables.streamed, "\(name): streamed table differs")
        }
    }

    @Test("reading whole recordings through the stream gives the route and samples of every point")
    func collectorBuildsRouteAndSamples() throws {
        let gpx = """
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"
                 xmlns:tp="http://www.garmin.com/xmlschemas/TrackPointExtension/v2">
            <trk><type>running</type><trkseg>
            <trkpt lat="1" lon="2"><time>2024-05-01T07:30:00Z</time><extensions><tp:TrackPointExtension><tp:hr>140</tp:hr><tp:cad>88</tp:cad></tp:TrackPointExtension></extensions></trkpt>
            </trkseg><trkseg>
            <trkpt lat="1.5" lon="2.5"><time>2024-05-01T07:31:00Z</time></trkpt>
            </trkseg></trk></gpx>
            """
        let recordings = try GPXRecordingReader().readAll(from: DataByteSource(Array(gpx.utf8)),
                                                          context: ReadContext(name: "test.gpx"))
        let recording = try #require(recordings.first)
        #expect(recording.routes.first?.locations.map(\.latitude) == [1, 1.5])
        #expect(recording.routes.first?.syncIdentifier == recording.workout.syncIdentifier)
        #expect(Set(recording.samples.map(\.quantityType)) == [.heartRate, .runningCadence])
        #expect(recording.workout.events.map(\.type) == [.pause, .resume])
    }

    /// A generated GPX of `count` points, each exactly `pointText(_:).utf8.count` bytes long.
    static let header = #"<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>"#

    static func pointText(_ index: Int) -> String {
        let second = index % 60, minute = (index / 60) % 60, hour = index / 3600
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let fraction = String(100_000 + index % 100_000).dropFirst()
        return #"<trkpt lat="45.\#(fraction)" lon="5.\#(fraction)"><ele>200.5</ele>"#
            + "<time>2024-05-0\(1 + hour / 24)T\(two(hour % 24)):\(two(minute)):\(two(second))Z</time></trkpt>\n"
    }

    /// A source of generated points that counts how many of them it has handed out.
    final class CountingSource: ByteSource {
        let pointCount: Int
        private var pending: [UInt8] = Array(PointStreamTests.header.utf8)
        private var next = 0
        private var finished = false
        private(set) var pointsHandedOut = 0

        init(pointCount: Int) { self.pointCount = pointCount }

        func read(into buffer: UnsafeMutableRawBufferPointer) throws -> Int {
            while pending.count < buffer.count, !finished {
                if next < pointCount {
                    pending += Array(PointStreamTests.pointText(next).utf8)
                    next += 1
                } else {
                    pending += Array("</trkseg></trk></gpx>\n".utf8)
                    finished = true
                }
            }
            let count = min(buffer.count, pending.count)
            // Points whose last byte leaves the source now count as handed out.
            pointsHandedOut += pending[..<count].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            pending.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            pending.removeFirst(count)
            return count
        }
    }

    /// Counts what arrives from the reader, checking at each batch how far ahead of it the source was.
    final class CountingStream: RecordingStream {
        let source: CountingSource
        var received = 0
        var batches = 0
        var largestBatch = 0
        var mostHeldBack = 0
        var ended: [WorkoutRecording] = []

        init(source: CountingSource) { self.source = source }

        func points(_ batch: PointBatch) throws {
            batches += 1
            largestBatch = max(largestBatch, batch.points.count)
            // Points read from the source but not yet handed on: what the reader holds.
            mostHeldBack = max(mostHeldBack, source.pointsHandedOut - received)
            received += batch.points.count
        }

        func endWorkout(_ rest: WorkoutRecording) throws { ended.append(rest) }

        func course(_ course: Course) throws {
            Issue.record("a course arrived from a recording's stream")
        }
    }

    @Test("a large GPX streams in batches: the reader never holds more than a batch and a read buffer of points")
    func readerHoldsAtMostABatch() throws {
        let count = 100_000
        let source = CountingSource(pointCount: count)
        let stream = CountingStream(source: source)
        try GPXRecordingReader().read(from: source, context: ReadContext(name: "generated.gpx"), into: stream)

        #expect(stream.received == count)
        #expect(stream.largestBatch == TrackBuilder.batchSize)
        #expect(stream.batches == (count + TrackBuilder.batchSize - 1) / TrackBuilder.batchSize)
        // A batch plus what one read of the source can hold (a point is about 120 bytes).
        let pointBytes = Self.pointText(0).utf8.count
        #expect(stream.mostHeldBack <= TrackBuilder.batchSize + 1 + XMLEventReader.chunkSize / pointBytes)
        #expect(stream.mostHeldBack >= TrackBuilder.batchSize)
        // The rest of the workout carries no points: they went to the stream.
        let rest = try #require(stream.ended.first)
        #expect(stream.ended.count == 1)
        #expect(rest.routes.isEmpty && rest.samples.isEmpty)
        #expect(rest.workout.endDate.timeIntervalSince(rest.workout.startDate) == Double(count - 1))
    }

    @Test("what the point table cannot hold is counted from streamed points as from whole recordings")
    func lossReportCountsStreamedPoints() throws {
        var point = TrackPoint(latitude: 1, longitude: 2, time: Date(timeIntervalSince1970: 0))
        point.course = 90
        point.depth = 3
        var tally = PointTally()
        tally.add(PointBatch(workout: UUID(), activityType: .swimming, points: [point, point]))
        let rest = WorkoutRecording(workout: Workout(activityType: .swimming, start: Date(timeIntervalSince1970: 0),
                                                     end: Date(timeIntervalSince1970: 1)))
        let losses = LossReport.losses(writing: rest, streamed: tally, as: CSVRecordingWriter().capabilities)
        #expect(losses == ["the activity type swimming (read back as other)", "the course of 2 points", "2 UnderwaterDepth samples"])
    }
}

@Suite("Point tally")
struct PointTallyTests {
    @Test("the tally's counts are what the points' samples and locations give, for running and cycling points",
          arguments: [WorkoutActivityType.running, .cycling])
    func tallyCountsWhatPointsHold(_ activityType: WorkoutActivityType) {
        var random = SeededRandom(seed: 7)
        func maybe() -> Double? { Bool.random(using: &random) ? Double.random(in: 0..<200, using: &random) : nil }
        var tally = PointTally()
        var locationCount = 0
        var fieldCounts: [FormatCapabilities.LocationField: Int] = [:]
        var sampleCounts: [QuantityType: Int] = [:]
        for batch in 0..<5 {
            let points = (0..<1000).map { index -> TrackPoint in
                var point = TrackPoint(latitude: maybe(), longitude: maybe(), time: Date(timeIntervalSince1970: Double(batch * 1000 + index)))
                point.altitude = maybe(); point.horizontalAccuracy = maybe(); point.verticalAccuracy = maybe()
                point.speed = maybe(); point.course = maybe(); point.heartRate = maybe(); point.cadence = maybe()
                point.power = maybe(); point.ambientTemperature = maybe(); point.waterTemperature = maybe()
                point.depth = maybe(); point.distance = maybe()
                return point
            }
            tally.add(PointBatch(workout: UUID(), activityType: activityType, points: points))
            for point in points {
                if let location = point.location {
                    locationCount += 1
                    if location.altitude != nil { fieldCounts[.altitude, default: 0] += 1 }
                    if location.horizontalAccuracy != nil { fieldCounts[.horizontalAccuracy, default: 0] += 1 }
                    if location.verticalAccuracy != nil { fieldCounts[.verticalAccuracy, default: 0] += 1 }
                    if location.speed != nil { fieldCounts[.speed, default: 0] += 1 }
                    if location.course != nil { fieldCounts[.course, default: 0] += 1 }
                }
                point.forEachSample(activityType: activityType) { type, _ in sampleCounts[type, default: 0] += 1 }
            }
        }
        #expect(tally.locationCount == locationCount)
        #expect(tally.locationFieldCounts == fieldCounts)
        #expect(tally.sampleCounts == sampleCounts)
        // Heart rate, cadence, power, two temperatures, depth, distance, speed and altitude: all counted.
        #expect(sampleCounts.count == 9)
    }

    @Test("an empty tally names no field and no sample type")
    func emptyTallyHasNoCounts() {
        var tally = PointTally()
        tally.add(PointBatch(workout: UUID(), activityType: .cycling,
                             points: [TrackPoint(latitude: 1, longitude: 2, time: Date(timeIntervalSince1970: 0))]))
        #expect(tally.locationCount == 1)
        #expect(tally.locationFieldCounts.isEmpty)
        #expect(tally.sampleCounts.isEmpty)
    }
}
