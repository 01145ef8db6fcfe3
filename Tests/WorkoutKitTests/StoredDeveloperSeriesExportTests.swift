import Foundation
import Testing
import TestSupport
import WorkoutKit

/// The CSV point table's export of stored workouts whose points carry developer series
/// (FIT developer fields): their values come from the store with the points, a chunk at a
/// time, and the output and losses must be those of writing each stored recording whole.
@Suite("CSV export of stored developer series, read from the store with the points")
struct StoredDeveloperSeriesExportTests {
    typealias Fixture = StoredWorkoutExportTests

    /// A run with 40 developer series whose values pair up every way the point table pairs
    /// them: series whose first values come in another order than their names', two values
    /// of one series at one second, values at a second without a location or other value
    /// (records of developer values only), several locations at one second, a value with
    /// metadata, one saved in another unit, one over an interval (no point value), and
    /// series that stop and start again.
    static var manyDeveloperSeries: WorkoutRecording {
        let types = (0..<40).map { ExtraSeries.type(fieldName: "Field \(39 - $0)", unit: $0 % 3 == 0 ? .watt : .percent) }
        var samples: [QuantitySample] = []
        for second in 0..<60 {
            let time = Double(second)
            samples.append(Fixture.sample(.heartRate, 120 + time, at: time))
            for (index, type) in types.enumerated() where second >= index / 2 && (second + index) % 7 != 0 {
                samples.append(Fixture.sample(type, Double(index) * 10 + time / 4, at: time))
            }
        }
        samples += [
            Fixture.sample(types[3], 99, at: 10), Fixture.sample(types[3], 98, at: 10), Fixture.sample(types[5], 97, at: 10),
            Fixture.sample(types[0], 1.5, at: 61.5), Fixture.sample(types[7], 2.5, at: 61.5), Fixture.sample(types[7], 3.5, at: 61.5),
            Fixture.sample(types[1], 55, at: 20, metadata: ["note": .string("calibrated")]),
            Fixture.sample(types[0], 0.25, .kilowatt, at: 30),
            Fixture.sample(types[2], 12, at: 40, until: 50),
        ]
        samples = samples.enumerated().sorted { ($0.element.startDate, $0.offset) < ($1.element.startDate, $1.offset) }.map(\.element)
        var locations = (0..<55).map { Fixture.location(Double($0), 47 + Double($0) * 1e-4, speed: 3) }
        locations.insert(Fixture.location(10, 47.001), at: 11)
        let workout = Workout(activityType: .running, start: Fixture.at(0), end: Fixture.at(62), source: Source(name: "Test Watch"))
        return WorkoutRecording(workout: workout, samples: samples, routes: [WorkoutRoute(locations: locations)])
    }

    /// The CSV writer, its export of `ids` from `store`, and the losses it named.
    private func exported(_ ids: [String], from store: WorkoutStore) throws -> (bytes: [UInt8], losses: [[String]]) {
        let sink = DataByteSink()
        let outcome = try Exporter(store: store, options: ExportOptions(writer: try Fixture.writer("csv"), workoutIDs: ids))
            .export(to: .standardOutput(sink))
        return (sink.bytes, outcome.losses.map(\.losses))
    }

    /// Checks that each stored workout is handed out with its developer series among the
    /// points (none left in the rest, the series in the order of their first values), and
    /// that its export, alone and with the others, is the whole write's bytes and losses.
    private func expectStreamedAsWhole(_ uuids: [UUID], in store: WorkoutStore) throws {
        let writer = try Fixture.writer("csv")
        let pointWriter = try #require(writer as? any TrackPointWriter)
        #expect(pointWriter.placesExtraSeries)
        let stored = try uuids.map { try #require(try store.recording(for: $0)) }
        for recording in stored {
            var wholeSeries: [QuantityType] = []
            ExtraSeries.add(recording, to: &wholeSeries)
            #expect(!wholeSeries.isEmpty)
            var takesSource = false
            var order: [QuantityType] = []
            let known = try store.readWorkout(recording.workout.uuid, valueTypes: TrackPointSource.valueTypes,
                                              storedValueTypes: ExtraSeries.contains) { reader in
                takesSource = pointWriter.writesTrackPointSource(for: reader.rest)
                order = try reader.valueTypesInOrderOfFirstValue(where: ExtraSeries.contains)
            }
            #expect(known)
            #expect(takesSource, "no developer value left in the rest")
            #expect(order == wholeSeries)

            let expected = DataByteSink()
            try writer.write([recording], to: expected)
            let got = try exported([recording.workout.uuid.uuidString], from: store)
            #expect(got.bytes == expected.bytes, "\(got.bytes.count) bytes against \(expected.bytes.count)")
            #expect(got.losses == [LossReport.losses(writing: recording, as: writer.capabilities)].filter { !$0.isEmpty })
        }
        guard stored.count > 1 else { return }
        // All in one table: every workout's series has a column from the first row on.
        let ordered = stored.sorted { $0.workout.startDate < $1.workout.startDate }
        var series: [QuantityType] = []
        for recording in ordered { ExtraSeries.add(recording, to: &series) }
        let expected = DataByteSink()
        try #require(writer as? any ExtraSeriesWriter).withExtraSeries(series).write(ordered, to: expected)
        let got = try exported(stored.map(\.workout.uuid.uuidString), from: store)
        #expect(got.bytes == expected.bytes, "\(got.bytes.count) bytes against \(expected.bytes.count)")
        #expect(got.losses == ordered.map { LossReport.losses(writing: $0, as: writer.capabilities) }.filter { !$0.isEmpty })
    }

    @Test("a workout with 40 developer series, a developer ride and a run without any: CSV export streamed is the whole write's bytes and losses")
    func manySeriesStreamedAsWhole() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let outcomes = try store.save([Self.manyDeveloperSeries, Fixture.developerRide(from: 200), Fixture.pairings])
        try expectStreamedAsWhole(outcomes.prefix(2).map(\.uuid), in: store)
        // With a workout without developer series among them, which gets empty developer columns.
        let stored = try outcomes.map { try #require(try store.recording(for: $0.uuid)) }.sorted { $0.workout.startDate < $1.workout.startDate }
        var series: [QuantityType] = []
        for recording in stored { ExtraSeries.add(recording, to: &series) }
        let expected = DataByteSink()
        try #require(try Fixture.writer("csv") as? any ExtraSeriesWriter).withExtraSeries(series).write(stored, to: expected)
        #expect(try exported([], from: store).bytes == expected.bytes)
    }

    @Test("corpus FIT files with developer fields imported (streamed), cut in two and put together again: CSV export streamed is the whole write's bytes and losses",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing),
          arguments: ["stryd-run-developer-types.fit", "hammerhead-karoo2-ride-devfields.fit", "garmin-fr735xt-rowing-ciq.FIT"])
    func corpusStreamedAsWhole(name: String) throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        try Fixtures.importing([try Fixtures.corpus("fit/\(name)")], into: store)
        let imported = try #require(try store.workouts(WorkoutQuery()).first).workout.uuid
        try expectStreamedAsWhole([imported], in: store)

        let recording = try #require(try store.recording(for: imported))
        let middle = recording.workout.startDate.addingTimeInterval(recording.workout.endDate.timeIntervalSince(recording.workout.startDate) / 2)
        let parts = try RecordingEditor.split(recording, at: [middle], name: name).map(\.recording)
        let combined = try RecordingEditor.combine(parts, names: ["first half", "second half"]).recording
        let cut = try RecordingEditor.trim(recording, from: middle, name: name).recording
        let dir2 = try TemporaryDirectory()
        let edited = try WorkoutStore(path: dir2.path("e.sqlite"))
        let outcomes = try edited.save([cut, combined])
        try expectStreamedAsWhole(outcomes.map(\.uuid), in: edited)
    }
}
