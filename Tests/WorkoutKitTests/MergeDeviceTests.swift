import Foundation
import Testing
import TestSupport
import WorkoutKit

/// A merge names the device that recorded what it took from another recording (the strap's
/// heart rate is the strap's, HealthKit's `HKObject.device`): on the series, in JSON, in the
/// store, and in the loss report of the formats that keep no device per value.
@Suite("Merged series name their device", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct MergeDeviceTests {
    /// The phone's device, given to the GPS-only GPX as read (GPX holds no device).
    static let phone = Device(name: "iPhone", manufacturer: "Apple", model: "iPhone15,2")

    /// The Edge 500 ride cut into a GPS-only GPX (the phone's) and a heart-rate-only FIT by our
    /// writers, read back and merged: the phone's recording, the strap's and the merge.
    static func merged(into dir: TemporaryDirectory) throws
        -> (phone: WorkoutRecording, strap: WorkoutRecording, merged: MergedRecording, paths: (gps: String, heartRate: String)) {
        let paths = try MergeCorpusTests.cut(try MergeCorpusTests.ride(), into: dir)
        let pipeline = EditPipeline()
        var phone = try pipeline.read(.file(paths.gps))
        phone.workout.device = Self.phone
        let strap = try pipeline.read(.file(paths.heartRate))
        let merged = try RecordingEditor.merge([phone, strap], names: [paths.gps, paths.heartRate])
        return (phone, strap, merged, paths)
    }

    @Test("the GPX's positions and the FIT's heart rate merged: the heart rate series names the FIT's device, the workout the phone's; JSON writes and reads it back per sample")
    func mergedSeriesNamesTheStrap() throws {
        let dir = try TemporaryDirectory()
        let (_, strap, merged, _) = try Self.merged(into: dir)
        let strapDevice = try #require(strap.workout.device, "the FIT names its device")
        #expect(strapDevice != Self.phone)
        let recording = merged.edited.recording
        #expect(recording.workout.device == Self.phone)
        let heartRate = try #require(recording.series.first { $0.quantityType == .heartRate })
        #expect(heartRate.device == strapDevice && heartRate.count > 10_000)
        #expect(recording.series.filter { $0.quantityType != .heartRate }.allSatisfy { $0.device == nil })

        // JSON: `device` on every heart rate sample (and on no other), the workout's the phone's.
        let pipeline = EditPipeline()
        let jsonPath = dir.path("merged.json")
        let losses = try pipeline.write([merged.edited], with: try EditCorpusTests.writer("json"), to: .file(jsonPath))
        #expect(!losses.flatMap(\.losses).contains { $0.hasPrefix("the device of") })
        let line = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: jsonPath))) as? [String: Any])
        #expect((line["device"] as? [String: Any])?["name"] as? String == "iPhone")
        let samples = try #require(line["samples"] as? [[String: Any]])
        let named = samples.filter { $0["device"] != nil }
        #expect(named.count == heartRate.count)
        #expect(named.allSatisfy { $0["type"] as? String == QuantityType.heartRate.identifier
            && ($0["device"] as? [String: Any])?["name"] as? String == strapDevice.name })
        let readBack = try pipeline.read(.file(jsonPath))
        #expect(readBack.series.first { $0.quantityType == .heartRate }?.device == strapDevice)
        #expect(readBack.workout.device == Self.phone)
    }

    @Test("written as GPX, TCX, CSV and FIT, the heart rate is written and its device named lost, per value; Garmin's SDK reads the FIT without error")
    func formatsWithoutADevicePerValueNameIt() throws {
        let dir = try TemporaryDirectory()
        let (_, _, merged, _) = try Self.merged(into: dir)
        let count = try #require(merged.edited.recording.series.first { $0.quantityType == .heartRate }).count
        let pipeline = EditPipeline()
        for format in ["gpx", "tcx", "csv", "fit"] {
            let losses = try pipeline.write([merged.edited], with: try EditCorpusTests.writer(format), to: .file(dir.path("merged.\(format)")))
            #expect(losses.flatMap(\.losses).contains("the device of \(count) HeartRate samples"), "\(format): \(losses.map(\.losses))")
        }
        if let decoded = try EditCorpusTests.garminSDK([dir.path("merged.fit")]) {
            #expect(decoded[0].errors.isEmpty && decoded[0].records > 0)
        }
    }

    @Test("the merge saved in a store and read back: the heart rate series keeps the strap, the workout the phone; a JSON export from the store names the strap on each heart rate sample")
    func storeKeepsTheStrap() throws {
        let dir = try TemporaryDirectory()
        let (_, strap, merged, _) = try Self.merged(into: dir)
        let store = try WorkoutStore(path: dir.path("store.sqlite"))
        _ = try store.save(merged.edited.recording)
        let uuid = merged.edited.recording.workout.uuid
        let read = try #require(try store.recording(for: uuid))
        #expect(read == merged.edited.recording)
        #expect(read.workout.device == Self.phone)
        #expect(read.series.first { $0.quantityType == .heartRate }?.device == strap.workout.device)
        // Exported as JSON (the stored workout's content read as it is written), then as GPX
        // (read whole: its values name a device, which a pass of points does not carry).
        let jsonPath = dir.path("export.json")
        try Exporter(store: store, options: ExportOptions(writer: try EditCorpusTests.writer("json"))).export(to: .file(jsonPath))
        let line = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: jsonPath))) as? [String: Any])
        let samples = try #require(line["samples"] as? [[String: Any]])
        let heartRates = read.samples(ofType: .heartRate).count
        #expect(samples.filter { ($0["device"] as? [String: Any])?["name"] as? String == strap.workout.device?.name }.count == heartRates)
        var losses: [String] = []
        try Exporter(store: store, options: ExportOptions(writer: try EditCorpusTests.writer("gpx"))).export(to: .file(dir.path("export.gpx"))) {
            if case .loss(let notice) = $0 { losses += notice.losses }
        }
        #expect(losses.contains("the device of \(heartRates) HeartRate samples"), "\(losses)")
    }

    @Test("the streamed merge names the strap's values lost as the whole merge does: same bytes, same losses, into GPX, FIT, TCX and CSV")
    func streamedMergeNamesTheDeviceAsTheWholeMerge() throws {
        let dir = try TemporaryDirectory()
        let ride = try EditPipeline().read(.file(try Fixtures.corpus("fit/coros-pace2-ride-misaligned-fields.fit")))
        let (gps, strap) = try MergeCorpusTests.cut(ride, into: dir)
        for format in ["gpx", "fit", "tcx", "csv"] {
            let (streamed, whole) = try StreamedMergeTests.bothWays([gps, strap], format)
            #expect(streamed == whole, "merged as \(format)")
            #expect(streamed.losses.flatMap { $0 }.contains { $0.hasPrefix("the device of ") && $0.hasSuffix(" HeartRate samples") },
                    "\(format): \(streamed.losses)")
        }
    }
}
