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
    }

    /// The merge of `inputs` written as `format` by the streamed path and by the whole one
    /// (``EditPipeline/read(_:events:)``, ``RecordingEditor/merge(_:names:options:)``, ``EditPipeline/write(_:with:to:strict:events:)``).
    static func bothWays(_ inputs: [String], _ format: String, options: MergeOptions = MergeOptions()) throws
        -> (streamed: Written, whole: Written) {
        let dir = try TemporaryDirectory()
        let writer = try EditCorpusTests.writer(format)
        let pipeline = EditPipeline()
        let outcome = try #require(try pipeline.writeStreamedMerge(inputs.map { .file($0) }, options: options, with: writer,
                                                                   to: .file(dir.path("streamed.\(format)"))),
                                   "\(inputs) as \(format) streams")
        let merged = try RecordingEditor.merge(try inputs.map { try pipeline.read(.file($0)) }, names: inputs, options: options)
        let losses = try pipeline.write([merged.edited], with: writer, to: .file(dir.path("whole.\(format)")))
        return (Written(bytes: try StreamedEditTests.comparable(dir.path("streamed.\(format)"), format), losses: outcome.losses.map(\.losses),
                        leftOut: outcome.leftOut, taken: outcome.taken, droppedTotals: outcome.droppedTotals),
                Written(bytes: try StreamedEditTests.comparable(dir.path("whole.\(format)"), format), losses: losses.map(\.losses),
                        leftOut: merged.leftOut, taken: merged.taken, droppedTotals: merged.edited.droppedTotals))
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
