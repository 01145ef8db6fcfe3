import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

@Suite("Lenient reading of damaged GPX and TCX")
struct XMLLenientReadingTests {
    /// The first `fraction` of a corpus file's bytes, as if the download had broken off.
    func truncated(_ relativePath: String, fraction: Double) throws -> [UInt8] {
        let data = try Data(contentsOf: try #require(Corpus.url(relativePath)))
        return Array(data.prefix(Int(Double(data.count) * fraction)))
    }

    @Test("with --lenient, the undeclared gpxdata: prefix is one warning and the points up to a bad value are read",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func unboundPrefixIsReadLeniently() throws {
        let name = "gpx/broken-mapstogpx-unbound-prefix.gpx"
        let (recordings, context) = try readCorpus(GPXRecordingReader(), name, options: ReadOptions(lenient: true))
        let text = String(decoding: try Data(contentsOf: try #require(Corpus.url(name))), as: UTF8.self)
        let pointCount = text.components(separatedBy: "<trkpt ").count - 1
        #expect(recordings.count == 1)
        // The last point's <gpxx:Temperature> holds "null", not a number: reading stops
        // there, keeping the points before it, marked partial.
        #expect(recordings.first?.locationCount == pointCount - 1)
        #expect(recordings.first?.workout.metadata[MetadataKey.partialRecording] == .bool(true))
        #expect(context.warnings.contains { $0.contains("\"null\", which is not a number") })
        #expect(context.warnings.contains { $0.contains("more namespace errors like the first") })
        #expect(context.warnings.count < 10)
        // The command line prefixes the file's name; a warning never names it again.
        #expect(context.warnings.allSatisfy { !$0.contains("broken-mapstogpx") })
        #expect(recordings.first?.workout.activityType == .running)
        #expect(recordings.first?.samples(ofType: .runningCadence).first?.quantity.value == 43)
        #expect(context.warnings.contains { $0.hasPrefix("line 17, column ") && $0.contains("gpxdata") }, "\(context.warnings)")
    }

    @Test("a GPX cut off half way fails naming the line, and with --lenient keeps the points before the cut",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func truncatedGPX() throws {
        let bytes = try truncated("gpx/strava-ride-power.gpx", fraction: 0.5)
        #expect(throws: FormatError.self) { _ = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "cut.gpx")) }
        let context = ReadContext(name: "cut.gpx", options: ReadOptions(lenient: true))
        let recordings = try GPXRecordingReader().readAll(from: DataByteSource(bytes), context: context)
        let recording = try #require(recordings.first)
        #expect(recording.workout.metadata[MetadataKey.partialRecording] == .bool(true))
        #expect(recording.locationCount > 1000 && recording.locationCount < 3790)
        #expect(context.warnings.contains { $0.hasPrefix("line ") && $0.contains("what came before it was kept") })
    }

    @Test("a TCX cut off in its second activity keeps the first whole and the second marked partial",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func truncatedTCX() throws {
        let bytes = try truncated("tcx/garmin-fr305-four-activities.tcx", fraction: 0.4)
        #expect(throws: FormatError.self) { _ = try TCXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "cut.tcx")) }
        let context = ReadContext(name: "cut.tcx", options: ReadOptions(lenient: true))
        let recordings = try TCXRecordingReader().readAll(from: DataByteSource(bytes), context: context)
        #expect(recordings.count >= 2)
        #expect(recordings.first?.workout.metadata[MetadataKey.partialRecording] == nil)
        #expect(recordings.last?.workout.metadata[MetadataKey.partialRecording] == .bool(true))
    }
}
