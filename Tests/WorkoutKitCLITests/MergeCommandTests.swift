import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("workoutkit merge")
struct MergeCommandTests {
    /// The sample run cut in two, as two devices would have recorded it: `phone.gpx` (its
    /// positions alone, or with `phoneKeepsOtherSamples` its samples other than heart rate too)
    /// and `strap.fit` (its heart rate alone), with the run's heart rate by time.
    static func cutRun(_ dir: TemporaryDirectory,
                       phoneKeepsOtherSamples: Bool = false) throws -> (phone: String, strap: String, heartRate: [String: Double]) {
        let pipeline = EditPipeline()
        let run = try pipeline.read(.file(CLIRunner.sampleFile("morning-run.json")))
        var phone = run
        phone.samples = phoneKeepsOtherSamples ? run.samples.filter { $0.quantityType != .heartRate } : []
        var strap = run
        strap.routes = []
        strap.samples = run.samples(ofType: .heartRate)
        let paths = (phone: dir.path("phone.gpx"), strap: dir.path("strap.fit"))
        try pipeline.write([EditedRecording(recording: phone)], with: try #require(FormatRegistry.standard.writer(named: "gpx")),
                           to: .file(paths.phone))
        try pipeline.write([EditedRecording(recording: strap)], with: try #require(FormatRegistry.standard.writer(named: "fit")),
                           to: .file(paths.strap))
        var heartRate: [String: Double] = [:]
        for sample in run.samples(ofType: .heartRate) { heartRate[Timestamp.string(sample.startDate)] = sample.quantity.value }
        return (paths.phone, paths.strap, heartRate)
    }

    /// Each `trkpt`'s time and heart rate in a GPX.
    static func trackPoints(_ path: String) throws -> [(time: String, heartRate: Double?)] {
        let back = try EditPipeline().read(.file(path))
        var heartRate: [Date: Double] = [:]
        for sample in back.samples(ofType: .heartRate) { heartRate[sample.startDate] = sample.quantity.value }
        return back.routes.flatMap(\.locations).map { (Timestamp.string($0.timestamp), heartRate[$0.timestamp]) }
    }

    @Test("merge of a GPS-only GPX and a heart-rate-only FIT: every point with its heart rate; --offset and --prefer by file name")
    func mergeFiles() throws {
        let dir = try TemporaryDirectory()
        let (phone, strap, heartRate) = try Self.cutRun(dir)
        let merged = try CLIRunner.run(["merge", strap, phone, "-o", dir.path("merged.gpx")])
        #expect(merged.status == 0, "\(merged.stderr)")
        let points = try Self.trackPoints(dir.path("merged.gpx"))
        #expect(points.count == 1801)
        #expect(points.allSatisfy { $0.heartRate != nil && $0.heartRate == heartRate[$0.time] })

        // The strap's clock 5 s slow: --offset corrects it, naming the file by its name alone.
        let slow = dir.path("slow.fit")
        let shifted = try CLIRunner.run(["shift", strap, "--by", "-5", "-o", slow])
        #expect(shifted.status == 0, "\(shifted.stderr)")
        let corrected = try CLIRunner.run(["merge", phone, slow, "--offset", "slow.fit=5", "--prefer", "phone.gpx:positions",
                                           "-o", dir.path("corrected.gpx")])
        #expect(corrected.status == 0, "\(corrected.stderr)")
        #expect(try Self.trackPoints(dir.path("corrected.gpx")).allSatisfy { $0.heartRate == heartRate[$0.time] })
    }

    @Test("refused, nothing written: recordings that do not overlap (exit 1), an unknown file or type in --prefer or --offset, bad syntax (exit 2)")
    func refusals() throws {
        let dir = try TemporaryDirectory()
        let (phone, strap, _) = try Self.cutRun(dir)
        let out = dir.path("out.gpx")
        let apart = try CLIRunner.run(["merge", phone, strap, "--offset", "\(strap)=2:00:00", "-o", out])
        #expect(apart.status == 1 && lines(apart.stderr).count == 1 && apart.stderr.contains("do not overlap"), "\(apart.stderr)")
        for arguments in [["--prefer", "other.fit:HeartRate"], ["--prefer", "strap.fit:Heart"], ["--prefer", "strap.fit"],
                          ["--offset", "strap.fit=soon"], ["--offset", "nowhere.fit=5"]] {
            let refused = try CLIRunner.run(["merge", phone, strap] + arguments + ["-o", out])
            #expect(refused.status == 2, "\(arguments): \(refused.stderr)")
        }
        let missing = try CLIRunner.run(["merge", phone, strap, "--prefer", "phone.gpx:HeartRate", "-o", out])
        #expect(missing.status == 1 && missing.stderr.contains("holds no HeartRate"), "\(missing.stderr)")
        #expect(try CLIRunner.run(["merge", phone, "-o", out]).status == 2)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test("merge of stored workouts saves the first's next version; --keep a new workout")
    func mergeStoredWorkouts() throws {
        let dir = try TemporaryDirectory()
        let (phone, strap, _) = try Self.cutRun(dir)
        let store = dir.path("s.sqlite")
        for file in [phone, strap] {
            let imported = try CLIRunner.run(["import", file, "--store", store])
            #expect(imported.status == 0, "\(imported.stderr)")
        }
        let listed = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout)
        let ids = listed.compactMap { $0["uuid"] as? String }
        try #require(ids.count == 2)
        let kept = try CLIRunner.run(["merge", ids[0], ids[1], "--keep", "--store", store])
        #expect(kept.status == 0 && kept.stdout.contains("as a new workout beside"), "\(kept.stderr)")
        #expect(try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).count == 3)
        let saved = try CLIRunner.run(["merge", ids[0], ids[1], "--store", store])
        #expect(saved.status == 0 && saved.stdout.contains("as the next version of workout \(ids[0])"), "\(saved.stderr)")
        let after = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", store]).stdout).compactMap { $0["uuid"] as? String }
        #expect(after.count == 3 && after.contains(ids[1]))
    }

    @Test("the strap's heart rate names the strap: merged into GPX, its device is named lost; into JSON, on each heart rate sample, and so after the JSON is imported and shown from the store and the stored workouts merged")
    func mergedHeartRateNamesTheStrap() throws {
        let dir = try TemporaryDirectory()
        let (phone, strap, heartRate) = try Self.cutRun(dir)
        let strapDevice = try #require(try EditPipeline().read(.file(strap)).workout.device?.name)
        let gpx = try CLIRunner.run(["merge", phone, strap, "-o", dir.path("merged.gpx")])
        #expect(gpx.status == 0 && gpx.stderr.contains("the device of \(heartRate.count) HeartRate samples"), "\(gpx.stderr)")

        func strapSamples(_ line: [String: Any]) -> Int {
            (line["samples"] as? [[String: Any]] ?? []).filter {
                $0["type"] as? String == QuantityType.heartRate.identifier && ($0["device"] as? [String: Any])?["name"] as? String == strapDevice
            }.count
        }
        let json = dir.path("merged.json")
        let merged = try CLIRunner.run(["merge", phone, strap, "-o", json])
        #expect(merged.status == 0 && !merged.stderr.contains("the device of"), "\(merged.stderr)")
        let written = try #require(try jsonObjects(String(decoding: try Data(contentsOf: URL(fileURLWithPath: json)), as: UTF8.self)).first)
        #expect(written["device"] is NSNull, "a GPX names no device: the workout's is the phone's, none")
        #expect(strapSamples(written) == heartRate.count)
        let store = dir.path("s.sqlite")
        #expect(try CLIRunner.run(["import", json, "--store", store]).status == 0)
        let shown = try jsonObjects(try CLIRunner.run(["show", try #require(written["uuid"] as? String), "--json", "--store", store]).stdout)
        #expect(strapSamples(try #require(shown.first)) == heartRate.count)

        // The same merge of the two files stored (as `merge` of IDs saves it), shown again.
        let files = dir.path("files.sqlite")
        for file in [phone, strap] { #expect(try CLIRunner.run(["import", file, "--store", files]).status == 0) }
        let ids = try jsonObjects(try CLIRunner.run(["list", "--json", "--store", files]).stdout).compactMap { $0["uuid"] as? String }
        let saved = try CLIRunner.run(["merge"] + ids + ["--keep", "--store", files])
        #expect(saved.status == 0, "\(saved.stderr)")
        let all = try jsonObjects(try CLIRunner.run(["export", "--format", "json", "--store", files]).stdout)
        #expect(all.map(strapSamples).max() == heartRate.count, "the merged workout's heart rate names the strap")
    }
}
