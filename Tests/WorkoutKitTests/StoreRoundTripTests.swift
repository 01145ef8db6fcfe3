import Foundation
import Testing
import TestSupport
import WorkoutKit

/// What goes into the store comes out as it went in: a corpus recording imported and then
/// exported gives, in every format, the bytes that writing the recording as read gives, and
/// the JSON lists its per-point values in the order the readers hand them out. These pin
/// the store's behaviour while the way recordings travel into it and out of it changes.
@Suite("Store round trips of corpus recordings")
struct StoreRoundTripTests {
    /// Corpus recordings of each point format: FIT (``fitFiles``), TCX, GPX with extensions.
    static let files = fitFiles + [
        "tcx/garmin-edge705-power-3.6MB.tcx", "tcx/garmin-fr305-four-activities.tcx", "gpx/garmin-connect-run-tpx-hr-cad.gpx",
    ]

    /// Corpus FIT activities of many devices, which `import` streams into the store: rides,
    /// runs, a row, pool swims, a triathlon and multisport files (whose sessions retype the
    /// values streamed, see `FITPointSamplingTests`), developer fields (several developer
    /// indexes), indoor files without positions, records before the first fix, compressed
    /// timestamps, a chained file. The triathlon is the FR920XT's (80 KB): the Fenix 5X's (3 MB,
    /// the same legs) took a fifth of these tests' time in a debug build and adds no other case.
    static let fitFiles = [
        "fit/garmin-edge500-ride.fit", "fit/wahoo-elemnt-ride-devfields.fit",
        "fit/garmin-fenix2-multisport-1MB.fit", "fit/garmin-fr920xt-multisport-multiple-headers.fit",
        "fit/garmin-fr735xt-poolswim-chained.fit", "fit/garmin-fr920xt-lap-swim.FIT", "fit/garmin-fr735xt-rowing-ciq.FIT",
        "fit/stryd-run-developer-types.fit", "fit/stages-m200-ride-multiple-dev-index.fit", "fit/hammerhead-karoo2-ride-devfields.fit",
        "fit/coros-pace2-ride-misaligned-fields.fit", "fit/sigma-rox11-ride.fit", "fit/suunto-run-2020.fit", "fit/zwift-virtual-ride.fit",
        "fit/garmin-edge800-indoor-trainer.fit", "fit/garmin-edge1000-ride-3939576645.fit", "fit/garmin-forerunner10-run.fit",
        "fit/garmin-fr70-compressed-timestamps.fit", "fit/garmin-fenix5-run-tiny.fit",
    ]
    static let formats = ["json", "gpx", "tcx", "csv", "fit"]

    /// What `import` saves from `path`: the recordings a whole read gives with import's options,
    /// with the totals import derives where the file states none.
    static func readForImport(_ path: String) throws -> [WorkoutRecording] {
        let source = try FileByteSource(path: path)
        let reader = try #require(FormatRegistry.standard.reader(named: (path as NSString).pathExtension.lowercased()))
        let context = ReadContext(name: path, options: ReadOptions(skipsBadItems: true))
        let read = try reader.readAll(from: source, context: context)
        return reader.transcribesAStore ? read : read.map(DerivedTotals.applied(to:))
    }

    @Test("import then export gives, per format, the bytes of writing the recording as read",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing), arguments: files)
    func importExportGivesTheReadRecordingsBytes(file: String) throws {
        let path = try Fixtures.corpus(file)
        let recordings = try Self.readForImport(path)
        try #require(!recordings.isEmpty)
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let report = try Fixtures.importing([path], into: store)
        #expect(report.outcomes.map(\.status) == Array(repeating: .imported, count: recordings.count))
        let uuids = report.outcomes.compactMap(\.uuid)
        try #require(uuids.count == recordings.count)
        for format in Self.formats {
            let writer = try FormatRegistry.standard.outputWriter(format: format, output: nil, option: "--format")
            for (recording, uuid) in zip(recordings, uuids) {
                let expected = DataByteSink()
                try writer.write([recording], to: expected)
                let exported = DataByteSink()
                try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: [uuid.uuidString]))
                    .export(to: .standardOutput(exported))
                // JSON and CSV name the workout's UUID, which each read makes afresh. Compared as a
                // whole, not by the testing library's element-wise difference, which takes minutes
                // on megabytes; the UUIDs numbered only to name a difference.
                var correspondence = UUIDCorrespondence()
                if format == "json" || format == "csv" ? correspondence.same(exported.bytes, expected.bytes) : exported.bytes == expected.bytes {
                    continue
                }
                let (got, want) = format == "json" || format == "csv"
                    ? (Array(numberingUUIDs(String(decoding: exported.bytes, as: UTF8.self)).utf8),
                       Array(numberingUUIDs(String(decoding: expected.bytes, as: UTF8.self)).utf8))
                    : (exported.bytes, expected.bytes)
                let firstDifference = (0..<min(got.count, want.count)).first { got[$0] != want[$0] } ?? min(got.count, want.count)
                Issue.record("\(file) as \(format): \(got.count) bytes against \(want.count), first difference at byte \(firstDifference): \(String(decoding: got[firstDifference...].prefix(120), as: UTF8.self)) against \(String(decoding: want[firstDifference...].prefix(120), as: UTF8.self))")
            }
        }
    }

    @Test("a file streamed into the store (as read, or from points read ahead) and the same file read whole and saved are one: each new store reports the same changes, and finds the others unchanged",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing),
          arguments: files)
    func streamedAndWholeImportsAgree(file: String) throws {
        let path = try Fixtures.corpus(file)
        // One job streams these formats into the store as it reads them; with two, a file this
        // small has its points read ahead on a reading thread, then streamed into the store.
        let ways = [("streamed", ImportOptions(jobs: 1)), ("read ahead", ImportOptions(jobs: 2)),
                    ("whole", try WholeReading.options(for: path))]
        var changes: [[String]] = []
        for (index, (firstName, first)) in ways.enumerated() {
            // An unchanged import changes nothing, so the next way (the first after the last)
            // compares with this way's recording: around the circle, every way finds every
            // other's the same.
            let dir = try TemporaryDirectory()
            let store = try WorkoutStore(path: dir.path("s.sqlite"))
            let imported = try Fixtures.importing([path], into: store, options: first)
            #expect(!imported.outcomes.isEmpty && imported.outcomes.allSatisfy { $0.status == .imported })
            changes.append(try Self.changes(store))
            let anchor = try store.currentAnchor()
            let (secondName, second) = ways[(index + 1) % ways.count]
            let again = try Fixtures.importing([path], into: store, options: second)
            #expect(again.outcomes.map(\.status) == imported.outcomes.map { _ in .unchanged }, "\(file), \(firstName) then \(secondName)")
            #expect(again.outcomes.map(\.uuid) == imported.outcomes.map(\.uuid))
            #expect(try store.currentAnchor() == anchor, "an unchanged import hands its anchors back")
        }
        // Compared as a whole and named by the first difference: the testing library would print thousands.
        for (index, (name, _)) in ways.enumerated().dropFirst() where changes[index] != changes[0] {
            let first = changes[index].indices.first { $0 >= changes[0].count || changes[index][$0] != changes[0][$0] }
                ?? changes[index].count
            Issue.record("\(file): \(changes[index].count) changes \(name), \(changes[0].count) \(ways[0].0); first difference at \(first): \(changes[index].dropFirst(first).first ?? "none") against \(changes[0].dropFirst(first).first ?? "none")")
        }
    }

    /// The changes an import reports, without the UUIDs each read makes afresh.
    static func changes(_ store: WorkoutStore) throws -> [String] {
        let result = try store.execute(AnchoredObjectQuery())
        return result.added.map { "added \($0.anchor) \($0.kind) \($0.objectType)" }
            + result.deleted.map { "deleted \($0.anchor) \($0.kind) \($0.objectType)" }
    }

    /// The values a streaming read hands out, in order: each point's values in `PointColumn`
    /// order, then the workout's other samples; (type, time, value) each.
    final class ValueOrder: RecordingStream {
        var pointValues: [UUID: [(String, Date, Double)]] = [:]
        var workouts: [(points: [(String, Date, Double)], rest: [(String, Date, Double)])] = []

        func points(_ batch: PointBatch) throws {
            for point in batch.points {
                guard let time = point.time else { continue }
                point.forEachSample(activityType: batch.activityType) { type, value in
                    pointValues[batch.workout, default: []].append((type.identifier, time, value))
                }
            }
        }

        func endWorkout(_ rest: WorkoutRecording) throws {
            workouts.append((pointValues.removeValue(forKey: rest.workout.uuid) ?? [],
                             rest.samples.map { ($0.quantityType.identifier, $0.startDate, $0.quantity.value) }))
        }

        /// Courses hold no values.
        func course(_ course: Course) throws {}
    }

    @Test("the JSON of an imported TCX or GPX lists each point's values in column order, then the rest",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing),
          arguments: ["tcx/garmin-edge705-power-3.6MB.tcx", "gpx/garmin-connect-run-tpx-hr-cad.gpx"])
    func jsonSampleOrderIsPointByPointThenTheRest(file: String) throws {
        let path = try Fixtures.corpus(file)
        let source = try FileByteSource(path: path)
        let reader = try #require(
            FormatRegistry.standard.reader(named: (path as NSString).pathExtension.lowercased()) as? any PointStreamingReader)
        let order = ValueOrder()
        try reader.read(from: source, context: ReadContext(name: path, options: ReadOptions()), into: order)
        try #require(order.workouts.count == 1)
        let expected = order.workouts[0].points + order.workouts[0].rest
        try #require(order.workouts[0].points.count > 100)

        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let uuid = try #require(try Fixtures.importing([path], into: store).outcomes.first?.uuid)
        let exported = DataByteSink()
        let writer = try FormatRegistry.standard.outputWriter(format: "json", output: nil, option: "--format")
        try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: [uuid.uuidString]))
            .export(to: .standardOutput(exported))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(exported.bytes)) as? [String: Any])
        let samples = try #require(object["samples"] as? [[String: Any]])
        #expect(samples.count == expected.count)
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        var mismatches = 0
        var firstMismatch = ""
        for (index, (sample, value)) in zip(samples, expected).enumerated() {
            let type = sample["type"] as? String
            let number = (sample["value"] as? NSNumber)?.doubleValue
            let start = (sample["start"] as? String).flatMap { formatter.date(from: $0) ?? ISO8601DateFormatter().date(from: $0) }
            let sameTime = start.map { abs($0.timeIntervalSince(value.1)) < 0.001 } ?? false
            // Foundation's JSON parser may round a long decimal in its last bit.
            let sameValue = number.map { abs($0 - value.2) <= 1e-12 * max(1, abs(value.2)) } ?? false
            if type != value.0 || !sameValue || !sameTime {
                if mismatches == 0 { firstMismatch = "sample \(index): \(sample) against \(value)" }
                mismatches += 1
            }
        }
        #expect(mismatches == 0, "\(file): \(mismatches) samples out of order, first \(firstMismatch)")
    }
}
