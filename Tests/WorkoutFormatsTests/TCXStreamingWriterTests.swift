import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// The TCX writer fed from a stream (points first, each workout's laps and the rest at its
/// end) against the TCX writer fed whole recordings.
@Suite("TCX written from a stream")
struct TCXStreamingWriterTests {
    @Test("TCX streamed from corpus GPX, TCX and FIT files is schema-valid, and the whole-recording document where times only go forward",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: xmllintPath != nil, xmllintMissing), arguments: PointStreamTests.corpusFiles)
    func streamedDocumentMatchesWholeDocument(_ url: URL) throws {
        try PointStreamTests.expectStreamedDocument(url, writer: TCXRecordingWriter(), schema: "TrainingCenterDatabasev2.xsd")
    }

    /// Three batches of points at one per second: distance readings only in the first
    /// batch, a heart rate without a position every 100th second, and at every 1000th second
    /// a heart-rate-only point followed by two positions at the same time.
    static func batches(workout: UUID, start: Date) -> [PointBatch] {
        (0..<3).map { batch in
            var points: [TrackPoint] = []
            for index in 0..<PointSpool.batchSize {
                let second = batch * PointSpool.batchSize + index
                let time = start.addingTimeInterval(Double(second))
                var point = TrackPoint(latitude: 45 + Double(second) * 1e-5, longitude: 5, time: time)
                point.heartRate = Double(100 + second % 50)
                if batch == 0 { point.distance = Double(second) * 1.1 }
                if second % 100 == 50 {
                    point.latitude = nil
                    point.longitude = nil
                } else if second % 1000 == 0 {
                    var heartRateOnly = TrackPoint(time: time)
                    heartRateOnly.heartRate = 180
                    points.append(heartRateOnly)
                    points.append(point)
                    point.heartRate = nil
                    point.longitude = 5.001
                }
                points.append(point)
            }
            return PointBatch(workout: workout, activityType: .running, points: points)
        }
    }

    @Test("a streamed workout is written at its end: laps get their trackpoints and their distances from the points, as from the whole recording")
    func lapsAreWrittenFromTheSpool() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = UUID()
        let batches = Self.batches(workout: workout, start: start)
        let seconds = Double(3 * PointSpool.batchSize)
        // Laps at 0, 3000 and 9000 s (the second spans the end of the distance readings), a
        // pause from 6000 to 6100 s; no distance samples or total: the points give the distances.
        let lapStarts: [TimeInterval] = [0, 3000, 9000]
        let events = lapStarts.enumerated().map { index, offset in
            WorkoutEvent(type: .lap, date: start.addingTimeInterval(offset),
                         duration: (index + 1 < lapStarts.count ? lapStarts[index + 1] : seconds) - offset)
        } + [WorkoutEvent(type: .pause, date: start.addingTimeInterval(6000)),
             WorkoutEvent(type: .resume, date: start.addingTimeInterval(6100))]
        let rest = WorkoutRecording(workout: Workout(
            uuid: workout, activityType: .running, start: start, end: start.addingTimeInterval(seconds),
            totalEnergyBurned: Quantity(900, .kilocalorie), source: Source(name: "Test"), events: events))

        let streamed = DataByteSink()
        let session = try TCXRecordingWriter().makeStreamSession(output: streamed)
        for batch in batches { try session.points(batch) }
        let beforeEnd = streamed.string
        try session.endWorkout(rest)
        try session.finish()
        #expect(!beforeEnd.contains("<Trackpoint>"))

        var whole: [WorkoutRecording] = []
        let collector = RecordingCollector { item in
            if case .recording(let recording) = item { whole.append(recording) }
        }
        for batch in batches { try collector.points(batch) }
        try collector.endWorkout(rest)
        let wholeOutput = DataByteSink()
        try TCXRecordingWriter().write(whole, to: wholeOutput)

        let text = streamed.string
        #expect(text == wholeOutput.string)
        #expect(text.components(separatedBy: "<Lap ").count - 1 == 3)
        #expect(text.components(separatedBy: "<Track>").count - 1 == 4)
        // One trackpoint per second: the two positions at a 1000th second are two.
        #expect(text.components(separatedBy: "<Trackpoint>").count - 1 == 3 * PointSpool.batchSize + 13)
        // A lap's distance is the span of its readings (1.1 m each second, up to 4095 s), else
        // the length of its positions.
        let lapDistances = text.components(separatedBy: "<Lap ").dropFirst().map { lap in
            lap.components(separatedBy: "<DistanceMeters>")[1].prefix { $0 != "<" }
        }
        #expect(lapDistances.count == 3)
        #expect(lapDistances.first == Substring(XMLOutput.number(2999 * 1.1)))
        #expect(lapDistances.dropFirst().first == Substring(XMLOutput.number(4095 * 1.1 - 3000 * 1.1)))
        #expect(Double(lapDistances.last ?? "").map { $0 > 3000 } == true)
        let errors = try schemaErrors(Array(text.utf8), schema: try schemaPath("TrainingCenterDatabasev2.xsd"))
        #expect(errors == nil, "\(errors ?? "")")
    }

    @Test("the spool's entries are the whole recording's trackpoint timeline where times only go forward")
    func spoolEntriesMatchTimeline() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = UUID()
        let batches = Self.batches(workout: workout, start: start)
        let spool = try PointSpool()
        var whole: [WorkoutRecording] = []
        let collector = RecordingCollector { item in
            if case .recording(let recording) = item { whole.append(recording) }
        }
        for batch in batches {
            try spool.append(batch.points)
            try collector.points(batch)
        }
        try collector.endWorkout(WorkoutRecording(workout: Workout(
            uuid: workout, activityType: .running, start: start, end: start.addingTimeInterval(20_000))))
        let timeline = TrackPointTimeline(try #require(whole.first)).entries
        var entries = spool.entries()
        var index = 0
        while let entry = try entries.next() {
            try #require(index < timeline.count)
            #expect(entry.time == timeline[index].time && entry.location == timeline[index].location
                    && entry.values.heartRate == timeline[index].values.heartRate
                    && entry.values.distance == timeline[index].values.distance, "entry \(index)")
            index += 1
        }
        #expect(index == timeline.count)
        // A second pass gives the same first entry.
        var again = spool.entries()
        #expect(try again.next()?.time == timeline.first?.time)
    }
}
