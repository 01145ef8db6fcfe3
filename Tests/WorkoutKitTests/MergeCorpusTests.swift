import Foundation
import Testing
import TestSupport
import WorkoutKit

/// A corpus ride cut into what two devices would have recorded (a GPS-only GPX and a heart
/// rate-only FIT, written by our writers), merged back, and read by Garmin's FIT SDK and gpxpy.
@Suite("Merge of a corpus ride cut in two", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct MergeCorpusTests {
    /// The Edge 500 ride (GPS, heart rate, cadence, temperature), and its heart rate by whole
    /// second since 1970 at the times of its locations.
    static func ride() throws -> (recording: WorkoutRecording, heartRateAtPositions: [Int: Double]) {
        let ride = try EditPipeline().read(.file(try Fixtures.corpus("fit/garmin-edge500-ride.fit")))
        var heartRate: [Double: Double] = [:]
        ride.series.forEachValue { index, time, value in
            if ride.series[index].quantityType == .heartRate, heartRate[time] == nil { heartRate[time] = value }
        }
        var atPositions: [Int: Double] = [:]
        for location in ride.routes.flatMap(\.locations) {
            if let value = heartRate[location.timestamp.timeIntervalSinceReferenceDate] {
                atPositions[Int(location.timestamp.timeIntervalSince1970.rounded())] = value
            }
        }
        return (ride, atPositions)
    }

    /// The ride cut in two and written: a GPX of its positions alone, a FIT of its heart rate alone.
    static func cut(_ ride: WorkoutRecording, into dir: TemporaryDirectory) throws -> (gps: String, heartRate: String) {
        var gps = ride
        gps.series = RecordingSeries()
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

    @Test("a GPS-only GPX and a heart-rate-only FIT cut from one ride, merged and written as FIT and GPX: Garmin's SDK and gpxpy read the original heart rate at every position")
    func mergeGivesBackTheHeartRateAtEveryPosition() throws {
        let dir = try TemporaryDirectory()
        let (ride, expected) = try Self.ride()
        try #require(expected.count > 1_000)
        let (gpsPath, strapPath) = try Self.cut(ride, into: dir)
        let pipeline = EditPipeline()
        let gps = try pipeline.read(.file(gpsPath)), strap = try pipeline.read(.file(strapPath))
        #expect(gps.series.allSatisfy { $0.quantityType != .heartRate })
        #expect(strap.locationCount == 0)

        let merged = try RecordingEditor.merge([strap, gps], names: [strapPath, gpsPath])
        #expect(merged.edited.recording.locationCount == ride.locationCount)
        let fitPath = dir.path("merged.fit"), gpxPath = dir.path("merged.gpx")
        try pipeline.write([merged.edited], with: try EditCorpusTests.writer("fit"), to: .file(fitPath))
        try pipeline.write([merged.edited], with: try EditCorpusTests.writer("gpx"), to: .file(gpxPath))

        // Our reader first, then the peers: each gives, per position, its time and heart rate.
        let back = try pipeline.read(.file(fitPath))
        #expect(back.locationCount == ride.locationCount)
        let fitScript = """
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
        let gpxScript = """
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
        for (peer, script, path) in [("Garmin's FIT SDK", fitScript, fitPath), ("gpxpy", gpxScript, gpxPath)] {
            guard let data = try EditCorpusTests.python(script, [path]) else {
                Issue.record("\(peer) could not read \(path) (is Scripts/setup.sh's Python environment installed?)")
                continue
            }
            let positions = try JSONDecoder().decode([[Int?]].self, from: data)
            #expect(positions.count == ride.locationCount, "\(peer): every position written")
            // A time with several positions (a device logging twice in a second) takes one value, at
            // its first position: the merge moves one value to each record time (docs/notes/merge.md).
            var matched = 0
            var seen: Set<Int> = []
            for position in positions {
                guard let time = position[0], seen.insert(time).inserted, let original = expected[time] else { continue }
                #expect(position[1].map(Double.init) == original.rounded(), "\(peer): heart rate at \(time)")
                matched += 1
            }
            #expect(matched == expected.count, "\(peer): the original heart rate at every position that had one")
        }
    }
}
