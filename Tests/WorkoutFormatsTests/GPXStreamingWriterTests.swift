import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// The GPX writer fed from a stream (points first, each workout's rest at its end) against
/// the GPX writer fed whole recordings.
@Suite("GPX written from a stream")
struct GPXStreamingWriterTests {
    @Test("GPX streamed from corpus GPX, TCX and FIT files is schema-valid, and the whole-recording document where times only go forward",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: xmllintPath != nil, xmllintMissing), arguments: PointStreamTests.corpusFiles)
    func streamedDocumentMatchesWholeDocument(_ url: URL) throws {
        try PointStreamTests.expectStreamedDocument(url, writer: GPXRecordingWriter(), schema: "gpx11-with-garmin.xsd")
    }

    @Test("a streamed workout is written at its end, from points held in a temporary file meanwhile")
    func pointsAreSpooled() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = UUID()
        let output = DataByteSink()
        let session = try GPXRecordingWriter().makeStreamSession(output: output)
        for batch in 0..<3 {
            let points = (0..<PointSpool.batchSize).map { index -> TrackPoint in
                let second = batch * PointSpool.batchSize + index
                var point = TrackPoint(latitude: 45 + Double(second) * 1e-5, longitude: 5,
                                       time: start.addingTimeInterval(Double(second)))
                point.heartRate = Double(100 + second % 50)
                return point
            }
            try session.points(PointBatch(workout: workout, activityType: .cycling, points: points))
        }
        #expect(output.string.isEmpty)
        let end = start.addingTimeInterval(Double(3 * PointSpool.batchSize))
        try session.endWorkout(WorkoutRecording(workout: Workout(
            uuid: workout, activityType: .cycling, start: start, end: end, source: Source(name: "Test"))))
        try session.finish()
        let text = output.string
        #expect(text.components(separatedBy: "<trkpt ").count - 1 == 3 * PointSpool.batchSize)
        #expect(text.contains("<gpxtpx:hr>149</gpxtpx:hr>"))
        #expect(text.hasSuffix("</gpx>\n"))
    }
}
