import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Edits of real recordings, written by our writers and read back by our readers and by peers
/// (Garmin's FIT SDK, gpxpy).
@Suite("Edits of corpus recordings", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct EditCorpusTests {
    /// How many instantaneous values (series values and instantaneous samples: FIT's developer
    /// fields are samples) the recording holds, by type identifier.
    static func valueCounts(_ recording: WorkoutRecording) -> [String: Int] {
        var counts: [String: Int] = [:]
        recording.forEachSample { sample in
            if sample.startDate == sample.endDate { counts[sample.quantityType.identifier, default: 0] += 1 }
        }
        return counts
    }

    static func writer(_ name: String) throws -> any RecordingWriter {
        try #require(FormatRegistry.standard.writer(named: name))
    }

    /// The times gpxpy reads for every track point of the GPX file at `path` (seconds since
    /// 1970), or `nil` when gpxpy is not installed.
    static func gpxpyPointTimes(_ path: String) throws -> [Double]? {
        let script = """
            import sys, json
            try:
                import gpxpy
            except ImportError:
                sys.exit(3)
            gpx = gpxpy.parse(open(sys.argv[1]))
            print(json.dumps([p.time.timestamp() for t in gpx.tracks for s in t.segments for p in s.points]))
            """
        guard let data = try python(script, [path]) else { return nil }
        return try JSONDecoder().decode([Double].self, from: data)
    }

    /// Runs a Python script with `arguments` and returns its standard output, `nil` when python3
    /// or the module the script imports is missing (the caller then skips its peer check).
    static func python(_ script: String, _ arguments: [String]) throws -> Data? {
        try PythonPeer.run(script, arguments)
    }

    /// What Garmin's SDK reads from FIT files: per file, its errors, its record count and its
    /// sessions' total timer time; `nil` when the SDK is not installed.
    static func garminSDK(_ paths: [String]) throws -> [(errors: [String], records: Int, timerTime: Double)]? {
        let script = """
            import sys, json
            try:
                from garmin_fit_sdk import Decoder, Stream
            except ImportError:
                sys.exit(3)
            out = []
            for path in sys.argv[1:]:
                messages, errors = Decoder(Stream.from_file(path)).read()
                out.append({"errors": [str(e) for e in errors], "records": len(messages.get("record_mesgs", [])),
                            "timer": sum(s.get("total_timer_time", 0) for s in messages.get("session_mesgs", []))})
            print(json.dumps(out))
            """
        guard let data = try python(script, paths) else { return nil }
        struct File: Decodable { let errors: [String]; let records: Int; let timer: Double }
        return try JSONDecoder().decode([File].self, from: data).map { ($0.errors, $0.records, $0.timer) }
    }

    @Test("a FIT ride with developer fields split in three: every series value (developer fields too) in one part, as written and read back, and Garmin's SDK decodes each part and their combination")
    func splitFITWithDeveloperFields() throws {
        let dir = try TemporaryDirectory()
        let pipeline = EditPipeline()
        let ride = try pipeline.read(.file(try Fixtures.corpus("fit/hammerhead-karoo2-ride-devfields.fit")))
        let counts = Self.valueCounts(ride)
        #expect(counts.keys.contains { $0.hasPrefix("WKQuantityTypeIdentifierDeveloper.") })
        let start = ride.workout.startDate
        let span = ride.workout.endDate.timeIntervalSince(start)
        // Whole seconds, as FIT holds times.
        let parts = try RecordingEditor.split(ride, at: [start.addingTimeInterval((span / 3).rounded()),
                                                         start.addingTimeInterval((2 * span / 3).rounded())], name: "ride")
        #expect(parts.count == 3)
        var partCounts: [String: Int] = [:]
        for part in parts { partCounts.merge(Self.valueCounts(part.recording), uniquingKeysWith: +) }
        #expect(partCounts == counts)
        #expect(parts.reduce(0) { $0 + $1.recording.locationCount } == ride.locationCount)

        let fit = try Self.writer("fit")
        let paths = EditPipeline.partPaths(of: .file("ride.fit"), count: 3, in: dir.path("parts"), writer: fit)
        try FileManager.default.createDirectory(atPath: dir.path("parts"), withIntermediateDirectories: true)
        for (part, path) in zip(parts, paths) { try pipeline.write([part], with: fit, to: .file(path)) }
        let readBack = try paths.map { try pipeline.read(.file($0)) }
        var backCounts: [String: Int] = [:]
        for part in readBack { backCounts.merge(Self.valueCounts(part), uniquingKeysWith: +) }
        let original = Self.valueCounts(try pipeline.read(.file(try {
            let whole = dir.path("whole.fit")
            try pipeline.write([EditedRecording(recording: ride)], with: fit, to: .file(whole))
            return whole
        }())))
        #expect(backCounts == original, "the parts written and read back hold what the whole written and read back holds")

        let combined = try RecordingEditor.combine(readBack, names: paths)
        let combinedPath = dir.path("combined.fit")
        try pipeline.write([combined], with: fit, to: .file(combinedPath))
        #expect(Self.valueCounts(try pipeline.read(.file(combinedPath))) == original)
        guard let decoded = try Self.garminSDK(paths + [combinedPath, dir.path("whole.fit")]) else { return }
        #expect(decoded.allSatisfy { $0.errors.isEmpty }, "\(decoded.map { $0.errors })")
        #expect(decoded[0..<3].reduce(0) { $0 + $1.records } == decoded[4].records)
        #expect(decoded[3].records == decoded[4].records)
        // The combination's timer time is the parts' sum.
        #expect(abs(decoded[3].timerTime - decoded[0..<3].reduce(0) { $0 + $1.timerTime }) < 0.01)
    }

    @Test("a TCX run of three laps split at its laps: one lap a part, every trackpoint in one part, each part's energy its lap's")
    func splitTCXAtLaps() throws {
        let run = try EditPipeline().read(.file(try Fixtures.corpus("tcx/garmin-fr410-run-hr-3laps.tcx")))
        let laps = run.workout.events(ofType: .lap)
        try #require(laps.count == 3)
        let parts = try RecordingEditor.splitAtLaps(run, name: "run")
        #expect(parts.count == 3)
        #expect(parts.map { $0.recording.workout.events(ofType: .lap).count } == [1, 1, 1])
        #expect(parts.reduce(0) { $0 + $1.recording.series.valueCount } == run.series.valueCount)
        #expect(parts.reduce(0) { $0 + $1.recording.locationCount } == run.locationCount)
        let lapEnergy = run.separateSamples.filter { $0.quantityType == .activeEnergyBurned }.map(\.quantity.value)
        if lapEnergy.count == 3, run.workout.totalEnergyBurned != nil {
            #expect(parts.map { $0.recording.workout.totalEnergyBurned?.value } == lapEnergy)
        }
        // Written as TCX and read back: the same points.
        let dir = try TemporaryDirectory()
        let tcx = try Self.writer("tcx")
        for (index, part) in parts.enumerated() {
            let path = dir.path("run-\(index + 1).tcx")
            try EditPipeline().write([part], with: tcx, to: .file(path))
            #expect(try EditPipeline().read(.file(path)).locationCount == part.recording.locationCount)
        }
    }

    @Test("a GPX trimmed by five minutes at each end: gpxpy reads exactly the points between the ends")
    func trimGPXReadByGpxpy() throws {
        let dir = try TemporaryDirectory()
        let pipeline = EditPipeline()
        let ride = try pipeline.read(.file(try Fixtures.corpus("gpx/strava-ride-power.gpx")))
        let trimmed = try RecordingEditor.trim(ride, skippingStart: 300, skippingEnd: 300, name: "ride")
        let (from, to) = (ride.workout.startDate.addingTimeInterval(300), ride.workout.endDate.addingTimeInterval(-300))
        let expected = ride.routes.flatMap(\.locations).filter { $0.timestamp >= from && $0.timestamp <= to }
        #expect(trimmed.recording.locationCount == expected.count)
        let path = dir.path("trimmed.gpx")
        try pipeline.write([trimmed], with: try Self.writer("gpx"), to: .file(path))
        #expect(try pipeline.read(.file(path)).routes.flatMap(\.locations).map(\.timestamp) == expected.map(\.timestamp))
        guard let times = try Self.gpxpyPointTimes(path) else { return }
        #expect(times.count == expected.count)
        #expect(zip(times, expected).allSatisfy { abs($0 - $1.timestamp.timeIntervalSince1970) < 0.001 })
    }
}
