import Foundation
import Testing
import TestSupport
import WorkoutKit

/// A corpus ride cut into what two devices would have recorded (a GPS-only GPX and a heart
/// rate-only FIT, written by our writers), merged back, and read by Garmin's FIT SDK and gpxpy.
@Suite("Merge of a corpus ride cut in two", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct MergeCorpusTests {
    /// The Edge 500 ride (GPS, heart rate, cadence, temperature).
    static func ride() throws -> WorkoutRecording {
        try EditPipeline().read(.file(try Fixtures.corpus("fit/garmin-edge500-ride.fit")))
    }

    /// The ride cut in two and written: a GPX of its positions (and the series of `gpsKeeps`),
    /// a FIT of its heart rate alone.
    static func cut(_ ride: WorkoutRecording, into dir: TemporaryDirectory,
                    gpsKeeps: Set<QuantityType> = []) throws -> (gps: String, heartRate: String) {
        var gps = ride
        gps.series = ride.series.compactMapValues { series, time, value in gpsKeeps.contains(series.quantityType) ? (time, value) : nil }
        gps.separateSamples = []
        var strap = ride
        strap.routes = []
        strap.waypoints = []
        strap.separateSamples = []
        strap.series = ride.series.compactMapValues { series, time, value in series.quantityType == .heartRate ? (time, value) : nil }
        let paths = (gps: dir.path("phone.gpx"), heartRate: dir.path("strap.fit"))
        try EditPipeline().write([EditedRecording(recording: gps)], with: try EditCorpusTests.writer("gpx"), to: .file(paths.gps))
        try EditPipeline().write([EditedRecording(recording: strap)], with: try EditCorpusTests.writer("fit"), to: .file(paths.heartRate))
        return paths
    }

    /// Each FIT record with a position, in order, as Garmin's FIT SDK reads it: its time
    /// (whole seconds since 1970) and heart rate; `nil` when the SDK is missing or fails.
    static func positionedRecords(ofFIT path: String) throws -> [[Int?]]? {
        let script = """
            import sys, json
            try:
                from garmin_fit_sdk import Decoder, Stream
            except ImportError:
                sys.exit(3)
            messages, errors = Decoder(Stream.from_file(sys.argv[1])).read()
            if errors: sys.exit(4)
            print(json.dumps([[int(r["timestamp"].timestamp()), r.get("heart_rate")] for r in messages["record_mesgs"]
                              if r.get("position_lat") is not None]))
            """
        return try EditCorpusTests.python(script, [path]).map { try JSONDecoder().decode([[Int?]].self, from: $0) }
    }

    /// Each GPX track point, in order, as gpxpy reads it: its time (whole seconds since 1970)
    /// and heart rate; `nil` when gpxpy is missing or fails.
    static func trackPoints(ofGPX path: String) throws -> [[Int?]]? {
        let script = """
            import sys, json
            try:
                import gpxpy
            except ImportError:
                sys.exit(3)
            gpx = gpxpy.parse(open(sys.argv[1]))
            def hr(point):
                for extension in point.extensions:
                    for element in extension.iter():
                        if element.tag.endswith("}hr"): return int(element.text)
                return None
            print(json.dumps([[int(round(p.time.timestamp())), hr(p)] for t in gpx.tracks for s in t.segments for p in s.points]))
            """
        return try EditCorpusTests.python(script, [path]).map { try JSONDecoder().decode([[Int?]].self, from: $0) }
    }

    /// How many times hold more than one of `records` (time first).
    static func sharedSeconds(_ records: [[Int?]]) -> Int {
        Dictionary(grouping: records.compactMap { $0.first ?? nil }, by: { $0 }).values.count(where: { $0.count > 1 })
    }

    @Test("a GPS-only GPX and a heart-rate-only FIT cut from one ride, merged and written as FIT and GPX: Garmin's SDK and gpxpy read the original heart rate at every position, the 15 seconds with two positions included")
    func mergeGivesBackTheHeartRateAtEveryPosition() throws {
        let dir = try TemporaryDirectory()
        let ride = try Self.ride()
        let original = try #require(try Self.positionedRecords(ofFIT: try Fixtures.corpus("fit/garmin-edge500-ride.fit")),
                                    "Garmin's FIT SDK could not read the ride (is Scripts/setup.sh's Python environment installed?)")
        try #require(original.count == ride.locationCount && original.count > 1_000)
        // The device logged twice in 15 seconds: the k-th position of such a second has the k-th heart rate.
        #expect(Self.sharedSeconds(original) == 15)
        let (gpsPath, strapPath) = try Self.cut(ride, into: dir)
        let pipeline = EditPipeline()
        let gps = try pipeline.read(.file(gpsPath)), strap = try pipeline.read(.file(strapPath))
        #expect(gps.series.allSatisfy { $0.quantityType != .heartRate })
        #expect(strap.locationCount == 0)

        let merged = try RecordingEditor.merge([strap, gps], names: [strapPath, gpsPath])
        #expect(merged.edited.recording.locationCount == ride.locationCount)
        #expect(merged.taken == [MergedType(recording: 0, quantityType: .heartRate,
                                            valueCount: original.count(where: { $0[1] != nil }), sampleCount: 0)])
        let fitPath = dir.path("merged.fit"), gpxPath = dir.path("merged.gpx")
        try pipeline.write([merged.edited], with: try EditCorpusTests.writer("fit"), to: .file(fitPath))
        try pipeline.write([merged.edited], with: try EditCorpusTests.writer("gpx"), to: .file(gpxPath))
        #expect(try pipeline.read(.file(fitPath)).locationCount == ride.locationCount)

        // Position by position, in order: the time and the heart rate of the original's record.
        for (peer, positions) in [("Garmin's FIT SDK", try Self.positionedRecords(ofFIT: fitPath)),
                                  ("gpxpy", try Self.trackPoints(ofGPX: gpxPath))] {
            guard let positions else {
                Issue.record("\(peer) could not read the merged file (is Scripts/setup.sh's Python environment installed?)")
                continue
            }
            #expect(positions.count == original.count, "\(peer): every position written")
            let differing = zip(positions, original).filter { $0.0 != $0.1 }
            #expect(differing.isEmpty, "\(peer): \(differing.count) positions whose time or heart rate differ, first \(differing.prefix(3))")
        }
    }
}
