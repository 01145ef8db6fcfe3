import Foundation
import Testing
import TestSupport
import WorkoutKit

/// A merge of files streams where an edit would (``EditPipeline/writeStreamedMerge(_:options:with:to:strict:events:)``),
/// and writes the bytes, and names the losses and what it left out, of the merge of the whole recordings.
@Suite("Streamed merges", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StreamedMergeTests {
    /// Corpus rides with positions and heart rate whose times all rise, each cut by our writers
    /// into a GPS-only GPX and a heart-rate-only FIT (``MergeCorpusTests/cut(_:into:gpsKeeps:)``).
    static let rides = ["fit/coros-pace2-ride-misaligned-fields.fit", "gpx/strava-ride-power.gpx"]

    struct Written: Equatable {
        var bytes: String
        var losses: [[String]]
        var leftOut: [String]
        var taken: [MergedType]
        var droppedTotals: [String]
        /// The positions each output was said to withhold.
        var withheld: [Int] = []
    }

    /// The merge of `inputs` written as `format` by the streamed path and by the whole one
    /// (``EditPipeline/read(_:events:)``, ``RecordingEditor/merge(_:names:options:)``, ``EditPipeline/write(_:with:to:strict:events:)``).
    /// With `privacy`, the positions said to be withheld too; `keeping` keeps the files in that
    /// directory (`streamed.FORMAT`, `whole.FORMAT`).
    static func bothWays(_ inputs: [String], _ format: String, options: MergeOptions = MergeOptions(), privacy: PrivacyFilter = .none,
                         keeping kept: TemporaryDirectory? = nil) throws -> (streamed: Written, whole: Written) {
        let dir = try kept ?? TemporaryDirectory()
        let writer = try EditCorpusTests.writer(format)
        let pipeline = EditPipeline(privacy: privacy)
        var withheld: [[Int]] = [[], []]
        let outcome = try #require(try pipeline.writeStreamedMerge(inputs.map { .file($0) }, options: options, with: writer,
                                                                   to: .file(dir.path("streamed.\(format)"))) {
            if case .withheld(let notice) = $0 { withheld[0].append(notice.positions) }
        }, "\(inputs) as \(format) streams")
        let merged = try RecordingEditor.merge(try inputs.map { try pipeline.read(.file($0)) }, names: inputs, options: options)
        let losses = try pipeline.write([merged.edited], with: writer, to: .file(dir.path("whole.\(format)"))) {
            if case .withheld(let notice) = $0 { withheld[1].append(notice.positions) }
        }
        return (Written(bytes: try StreamedEditTests.comparable(dir.path("streamed.\(format)"), format), losses: outcome.losses.map(\.losses),
                        leftOut: outcome.leftOut, taken: outcome.taken, droppedTotals: outcome.droppedTotals, withheld: withheld[0]),
                Written(bytes: try StreamedEditTests.comparable(dir.path("whole.\(format)"), format), losses: losses.map(\.losses),
                        leftOut: merged.leftOut, taken: merged.taken, droppedTotals: merged.edited.droppedTotals, withheld: withheld[1]))
    }

    @Test("a ride's GPS-only GPX and heart-rate-only FIT merged, in either order, with --prefer and --offset, into GPX, FIT, TCX and CSV: the streamed merge writes the whole merge's bytes, losses, left-out lines and taken values",
          arguments: rides)
    func mergeStreamedEqualsWhole(_ name: String) throws {
        let dir = try TemporaryDirectory()
        let ride = try EditPipeline().read(.file(try Fixtures.corpus(name)))
        let (gps, strap) = try MergeCorpusTests.cut(ride, into: dir)
        for format in ["gpx", "fit", "tcx", "csv"] {
            let (streamed, whole) = try Self.bothWays([gps, strap], format)
            #expect(streamed == whole, "\(name) merged as \(format)")
            #expect(streamed.taken.first?.quantityType == .heartRate && (streamed.taken.first?.valueCount ?? 0) > 0)
            let (reversed, reversedWhole) = try Self.bothWays([strap, gps], format)
            #expect(reversed == reversedWhole, "\(name) merged in reverse as \(format)")
        }
        // The GPX keeps the ride's heart rate too: the strap's is preferred, the GPX's named as left out.
        let keeping = try TemporaryDirectory()
        let (gpsWithHeartRate, strapAgain) = try MergeCorpusTests.cut(ride, into: keeping, gpsKeeps: [.heartRate])
        let preferred = MergeOptions(typesFrom: [.heartRate: 1])
        let (streamed, whole) = try Self.bothWays([gpsWithHeartRate, strapAgain], "gpx", options: preferred)
        #expect(streamed == whole)
        #expect(streamed.leftOut.contains { $0.contains("its HeartRate series") })
        // The strap's clock 2.5 s late: fewer or other values at the records, the same both ways.
        let (offset, offsetWhole) = try Self.bothWays([gps, strap], "csv", options: MergeOptions(offsets: [1: -2.5]))
        #expect(offset == offsetWhole)
    }

    @Test("merged with hidden ends of 300 m, in either order, into GPX, FIT, TCX and CSV: the streamed merge writes the whole merge's bytes and losses and withholds as many positions; gpxpy reads the GPX's positions from the first 300 m or more from the ride's start to the last 300 m or more from its end",
          arguments: rides)
    func mergeWithHiddenEndsStreams(_ name: String) throws {
        let dir = try TemporaryDirectory()
        let ride = try EditPipeline().read(.file(try Fixtures.corpus(name)))
        let (gps, strap) = try MergeCorpusTests.cut(ride, into: dir)
        let metres = 300.0
        let privacy = try PrivacyFilter(hiddenEnds: metres)
        for format in ["gpx", "fit", "tcx", "csv"] {
            for inputs in [[gps, strap], [strap, gps]] {
                let (streamed, whole) = try Self.bothWays(inputs, format, privacy: privacy, keeping: format == "gpx" ? dir : nil)
                #expect(streamed == whole, "\(name) merged as \(format), \(inputs.map { ($0 as NSString).lastPathComponent })")
                #expect(streamed.withheld.count == 1 && (streamed.withheld.first ?? 0) > 0, "\(streamed.withheld)")
            }
        }
        // The last GPX written (the strap's FIT first): the GPS-only GPX's track without its ends.
        let track = try EditPipeline().read(.file(gps)).routes.flatMap(\.locations)
        let start = try #require(track.first), end = try #require(track.last)
        let leaves = try #require(track.firstIndex { Geodesy.distance(start, $0) >= metres })
        let arrives = try #require(track.lastIndex { Geodesy.distance(end, $0) >= metres })
        guard let read = try Self.positions(ofGPX: dir.path("streamed.gpx")) else { return }
        #expect(read.count == arrives - leaves + 1, "\(read.count) positions, \(leaves)...\(arrives) of \(track.count)")
        for (position, location) in zip(read, track[leaves...arrives]) {
            #expect(abs(position[0] - location.latitude) < 1e-6 && abs(position[1] - location.longitude) < 1e-6)
        }
        let (first, last) = (try #require(read.first), try #require(read.last))
        #expect(Geodesy.distance(latitude1: start.latitude, longitude1: start.longitude, latitude2: first[0], longitude2: first[1]) >= metres - 0.5)
        #expect(Geodesy.distance(latitude1: end.latitude, longitude1: end.longitude, latitude2: last[0], longitude2: last[1]) >= metres - 0.5)
    }

    /// Each GPX track point's latitude and longitude, in order, as gpxpy reads them; `nil`
    /// when gpxpy is missing or fails.
    static func positions(ofGPX path: String) throws -> [[Double]]? {
        let script = """
            import sys, json
            try:
                import gpxpy
            except ImportError:
                sys.exit(3)
            gpx = gpxpy.parse(open(sys.argv[1]))
            print(json.dumps([[p.latitude, p.longitude] for t in gpx.tracks for s in t.segments for p in s.points]))
            """
        return try EditCorpusTests.python(script, [path]).map { try JSONDecoder().decode([[Double]].self, from: $0) }
    }

    @Test("gpxpy and Garmin's SDK read a streamed merge: the whole merge's track points and heart rates, a FIT without error")
    func mergeReadByPeers() throws {
        let dir = try TemporaryDirectory()
        let ride = try EditPipeline().read(.file(try Fixtures.corpus("fit/coros-pace2-ride-misaligned-fields.fit")))
        let (gps, strap) = try MergeCorpusTests.cut(ride, into: dir)
        let pipeline = EditPipeline()
        let merged = try RecordingEditor.merge([try pipeline.read(.file(gps)), try pipeline.read(.file(strap))], names: [gps, strap])
        for format in ["gpx", "fit"] {
            let writer = try EditCorpusTests.writer(format)
            _ = try #require(try pipeline.writeStreamedMerge([.file(gps), .file(strap)], with: writer, to: .file(dir.path("streamed.\(format)"))))
            try pipeline.write([merged.edited], with: writer, to: .file(dir.path("whole.\(format)")))
        }
        if let streamed = try MergeCorpusTests.trackPoints(ofGPX: dir.path("streamed.gpx")) {
            #expect(try MergeCorpusTests.trackPoints(ofGPX: dir.path("whole.gpx")) == streamed)
            #expect(!streamed.isEmpty && streamed.contains { $0.count > 1 && $0[1] != nil })
        }
        if let decoded = try EditCorpusTests.garminSDK([dir.path("streamed.fit"), dir.path("whole.fit")]) {
            #expect(decoded[0].errors.isEmpty && decoded[0].records > 0 && decoded[0].records == decoded[1].records)
        }
    }

    @Test("where the merge must read whole (records sharing a second, as the Edge 500 ride's; into a directory), nothing is written")
    func wholeWhereItCannotStream() throws {
        let dir = try TemporaryDirectory()
        let (gps, strap) = try MergeCorpusTests.cut(try MergeCorpusTests.ride(), into: dir)
        let writer = try EditCorpusTests.writer("gpx")
        #expect(try EditPipeline().writeStreamedMerge([.file(gps), .file(strap)], with: writer, to: .file(dir.path("a.gpx"))) == nil)
        let coros = try TemporaryDirectory()
        let (corosGPS, corosStrap) = try MergeCorpusTests.cut(try EditPipeline().read(.file(try Fixtures.corpus("fit/coros-pace2-ride-misaligned-fields.fit"))),
                                                              into: coros)
        #expect(try EditPipeline().writeStreamedMerge([.file(corosGPS), .file(corosStrap)], with: writer, to: .directory(dir.path("c"))) == nil)
        #expect(!FileManager.default.fileExists(atPath: dir.path("a.gpx")))
    }

    @Test("recordings that do not overlap are refused as the whole merge refuses them, nothing written")
    func refusedAsWhole() throws {
        let dir = try TemporaryDirectory()
        let ride = try EditPipeline().read(.file(try Fixtures.corpus("fit/coros-pace2-ride-misaligned-fields.fit")))
        let (gps, strap) = try MergeCorpusTests.cut(ride, into: dir)
        let late = MergeOptions(offsets: [1: 86_400])
        let pipeline = EditPipeline()
        var wholeError: EditError?
        do {
            _ = try RecordingEditor.merge([try pipeline.read(.file(gps)), try pipeline.read(.file(strap))], names: [gps, strap], options: late)
        } catch let error as EditError {
            wholeError = error
        }
        let expected = try #require(wholeError)
        #expect(throws: expected) {
            try pipeline.writeStreamedMerge([.file(gps), .file(strap)], options: late, with: try EditCorpusTests.writer("gpx"),
                                            to: .file(dir.path("out.gpx")))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("out.gpx")))
    }
}
