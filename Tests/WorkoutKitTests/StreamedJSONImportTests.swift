import Foundation
import Testing
import TestSupport
import WorkoutKit

/// workoutkit's JSON imported into the store streamed (a workout's samples saved as the line
/// is read, `StreamedWorkoutSamples`) stores what the whole save of the line stores; a workout
/// the store holds goes the whole way; a bad line leaves nothing of itself.
@Suite("JSON imported streamed into the store")
struct StreamedJSONImportTests {
    /// A corpus ride (about 10,000 samples, mostly series values packed in chunks)
    /// imported from FIT, exported as JSON into `dir`: the file's path and its bytes.
    static func rideJSON(in dir: TemporaryDirectory) throws -> (path: String, bytes: [UInt8]) {
        let store = try WorkoutStore(path: dir.path("fit.sqlite"))
        let imported = try Fixtures.importing([try Fixtures.corpus("fit/garmin-edge1000-ride-3939576645.fit")], into: store)
        let uuid = try #require(imported.outcomes.first?.uuid)
        let bytes = try exportedJSON(store, workoutIDs: [uuid.uuidString])
        let path = dir.path("ride.json")
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, bytes)
    }

    /// `export --format json` of `store` (every workout, or those of `workoutIDs`).
    static func exportedJSON(_ store: WorkoutStore, workoutIDs: [String] = []) throws -> [UInt8] {
        let exported = DataByteSink()
        let writer = try FormatRegistry.standard.outputWriter(format: "json", output: nil, option: "--format")
        try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: workoutIDs)).export(to: .standardOutput(exported))
        return exported.bytes
    }

    /// Saves the recordings a whole read of `path` gives into `store` in one import session,
    /// as `import` saved a JSON file's workouts before they were streamed.
    static func savingWhole(_ path: String, into store: WorkoutStore) throws -> [SaveOutcome] {
        let recordings = try StoreRoundTripTests.readForImport(path)
        return try store.importSession { session in try recordings.map { try session.save($0, versioning: .explicit) } }
    }

    /// Every row of the SQLite store at `path` (``SQLiteDump``), but the time each route was
    /// saved (`routes.created_at`: the clock's at each import).
    static func rows(_ path: String) throws -> [String: [String]] {
        var tables = try SQLiteDump.tables(path: path)
        tables["routes"] = tables["routes"]?.map { row in
            var columns = row.components(separatedBy: " | ")
            guard columns.count > 9, columns[9].hasPrefix("real ") else { return row }
            columns[9] = "created_at"
            return columns.joined(separator: " | ")
        }
        return tables
    }

    @Test("a corpus FIT ride's JSON imported streamed stores what the whole save of its line stores: every row bit for bit (anchors, chunks, hourly statistics), the same JSON back, the same changes",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func streamedImportStoresWhatTheWholeSaveStores() throws {
        let dir = try TemporaryDirectory()
        let ride = try Self.rideJSON(in: dir)
        let streamed = try WorkoutStore(path: dir.path("streamed.sqlite"))
        #expect(try Fixtures.importing([ride.path], into: streamed).outcomes.map(\.status) == [.imported])
        let whole = try WorkoutStore(path: dir.path("whole.sqlite"))
        #expect(try Self.savingWhole(ride.path, into: whole).map(\.status) == [.imported])

        let streamedRows = try Self.rows(dir.path("streamed.sqlite"))
        #expect(streamedRows == (try Self.rows(dir.path("whole.sqlite"))))
        // About 10,000 samples (ten batches of the sink), packed in 20 chunks; a few rows.
        #expect((streamedRows["sample_series"]?.count ?? 0) >= 20 && (streamedRows["samples"]?.count ?? 0) > 0)
        #expect((streamedRows["routes"]?.count ?? 0) == 1 && (streamedRows["hourly_statistics"]?.count ?? 0) > 0)
        #expect(try Self.exportedJSON(streamed) == ride.bytes)
        let streamedChanges = try StoredStreamedEditTests.changes(streamed, after: 0)
        let wholeChanges = try StoredStreamedEditTests.changes(whole, after: 0)
        #expect(streamedChanges.changes == wholeChanges.changes && streamedChanges.anchors == wholeChanges.anchors)
    }

    @Test("the same JSON imported again goes the whole way (the store holds its workout): unchanged, the store as it was; a newer sync version of it replaces it as the whole save does",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func reimportGoesTheWholeWay() throws {
        let dir = try TemporaryDirectory()
        let ride = try Self.rideJSON(in: dir)
        let streamedPath = dir.path("streamed.sqlite"), wholePath = dir.path("whole.sqlite")
        let streamed = try WorkoutStore(path: streamedPath)
        try Fixtures.importing([ride.path], into: streamed)
        let before = try SQLiteDump.tables(path: streamedPath)
        #expect(try Fixtures.importing([ride.path], into: streamed).outcomes.map(\.status) == [.unchanged])
        #expect(try SQLiteDump.tables(path: streamedPath) == before)

        // The workout's next sync version, with another energy total (the same content is unchanged).
        var text = String(decoding: ride.bytes, as: UTF8.self)
        for (old, new) in [("\"syncVersion\":1,", "\"syncVersion\":2,"), ("\"totalEnergyBurned\":{\"value\":", "\"totalEnergyBurned\":{\"value\":1")] {
            let first = try #require(text.range(of: old), "\(old)")
            text.replaceSubrange(first, with: new)
        }
        let newer = dir.path("ride-v2.json")
        try text.write(toFile: newer, atomically: true, encoding: .utf8)
        #expect(try Fixtures.importing([newer], into: streamed).outcomes.map(\.status) == [.replaced])
        let whole = try WorkoutStore(path: wholePath)
        _ = try Self.savingWhole(ride.path, into: whole)
        #expect(try Self.savingWhole(newer, into: whole).map(\.status) == [.replaced])
        #expect(try Self.rows(streamedPath) == Self.rows(wholePath))
    }

    @Test("a line cut in its samples, and one garbled there, after a good line: the input fails naming the line and nothing of it is stored; with --lenient the good line's workout is stored alone, as if the bad line were not there",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func badLineLeavesNothingOfItself() throws {
        let dir = try TemporaryDirectory()
        let ride = try Self.rideJSON(in: dir)
        let good = try Fixtures.bytes(Fixtures.morningRun)
        let onlyGood = dir.path("only-good.sqlite")
        try Fixtures.importing([Fixtures.morningRun], into: try WorkoutStore(path: onlyGood))
        let goodRows = try Self.rows(onlyGood)
        // Cut two thirds of the way (inside its samples, thousands of them already streamed);
        // garbled there: a sample's value is no number.
        let cut = Array(ride.bytes.prefix(ride.bytes.count * 2 / 3))
        #expect(!String(decoding: cut, as: UTF8.self).contains("\"routes\":["))
        let marker = Array("\"value\":".utf8)
        let place = try #require((cut.count - 2000..<cut.count).first { cut[$0...].starts(with: marker) })
        let garbled = Array(ride.bytes[..<(place + marker.count)]) + Array("\"x\"".utf8)
            + Array(ride.bytes[(place + marker.count)...].drop { $0 != UInt8(ascii: ",") })
        for (name, line) in [("cut", cut + [0x0A]), ("garbled", garbled)] {
            let path = dir.path("\(name).json")
            let bytes = (good.last == 0x0A ? good : good + [0x0A]) + line
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            let strictPath = dir.path("\(name)-strict.sqlite"), lenientPath = dir.path("\(name)-lenient.sqlite")
            let strict = try WorkoutStore(path: strictPath)
            let failures = Fixtures.failures(try Fixtures.importing([path], into: strict))
            #expect(failures.count == 1 && failures.allSatisfy { $0.contains("\(name).json") && $0.contains("line 2") }, "\(name): \(failures)")
            #expect(try Fixtures.summaries(strict).isEmpty)
            #expect(try SQLiteDump.tables(path: strictPath)["samples"] == [], "\(name)")
            #expect(try SQLiteDump.tables(path: strictPath)["sample_series"] == [], "\(name)")

            var events: [ImportEvent] = []
            let lenient = try WorkoutStore(path: lenientPath)
            let report = try Fixtures.importing([path], into: lenient, options: ImportOptions(lenient: true), events: &events)
            #expect(report.outcomes.map(\.status) == [.imported], "\(name)")
            #expect(Fixtures.warnings(events).contains { $0.message.contains("line 2") }, "\(name)")
            #expect(try Self.rows(lenientPath) == goodRows, "\(name)")
        }
    }

    @Test("a JSON workout's routes streamed store what the whole save stores: locations without a time before the first timed one (one holding a heart rate), a segment start, the route's own source, device and dates; a second route of several chunks with attributes of its own; a route without locations and one after it (which stay with the rest, in order); a line cut in its first route's locations stores nothing",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func routesStreamedAsTheWholeSaveStoresThem() throws {
        let dir = try TemporaryDirectory()
        let ride = try Self.rideJSON(in: dir)
        var recording = try #require(try StoreRoundTripTests.readForImport(ride.path).first)
        var route = try #require(recording.routes.first)
        #expect(route.locations.count > 2_048, "the ride's route is too short to fill several batches")
        for index in 0..<3 { route.locations[index].hasTime = false }
        route.locations[1].values = [LocationValue(.heartRate, 97)]
        route.locations[200].startsSegment = true
        route.source = Source(name: "Phone", bundleIdentifier: "org.example.phone")
        route.device = Device(name: "Phone", manufacturer: "Example")
        route.startDate = recording.workout.startDate
        route.endDate = recording.workout.endDate
        // The ride's locations twice over, the copy an hour later: more than one chunk (4,096 locations).
        var long = route.locations
        long.append(contentsOf: route.locations.map { location in
            var later = location
            later.timestamp = location.timestamp.addingTimeInterval(3_600)
            return later
        })
        #expect(long.count > 4_096, "the second route fills one chunk")
        let second = WorkoutRoute(uuid: UUIDGenerator.random(), syncIdentifier: "second", syncVersion: 2, locations: long,
                                  metadata: ["HKMetadataKeyExternalUUID": .string("second-route")],
                                  device: Device(name: "Watch", manufacturer: "Example"))
        let empty = WorkoutRoute(uuid: UUIDGenerator.random(), syncIdentifier: "empty", locations: [])
        var last = WorkoutRoute(uuid: UUIDGenerator.random(), syncIdentifier: "last", locations: route.locations.prefix(50))
        last.locations[0].hasTime = true
        recording.routes = [route, second, empty, last]
        let path = dir.path("routes.json")
        try Data(WorkoutJSON.encode(recording) + [0x0A]).write(to: URL(fileURLWithPath: path))

        let streamed = try WorkoutStore(path: dir.path("streamed.sqlite"))
        #expect(try Fixtures.importing([path], into: streamed).outcomes.map(\.status) == [.imported])
        let whole = try WorkoutStore(path: dir.path("whole.sqlite"))
        #expect(try Self.savingWhole(path, into: whole).map(\.status) == [.imported])
        let streamedRows = try Self.rows(dir.path("streamed.sqlite"))
        #expect(streamedRows == (try Self.rows(dir.path("whole.sqlite"))))
        #expect(streamedRows["routes"]?.count == 4)
        #expect((streamedRows["route_chunks"]?.count ?? 0) >= 4)
        #expect(try Self.exportedJSON(streamed) == Array(try Data(contentsOf: URL(fileURLWithPath: path))))

        // Cut in the first route's locations, a thousand of them already handed over.
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        let marker = Array("\"routes\":[".utf8)
        let routes = try #require(bytes.indices.first { bytes[$0...].starts(with: marker) })
        let cut = Array(bytes[..<(routes + (bytes.count - routes) / 2)]) + [0x0A]
        let cutPath = dir.path("cut.json")
        try Data(cut).write(to: URL(fileURLWithPath: cutPath))
        let cutStorePath = dir.path("cut.sqlite")
        let failures = Fixtures.failures(try Fixtures.importing([cutPath], into: try WorkoutStore(path: cutStorePath)))
        #expect(failures.count == 1 && failures.allSatisfy { $0.contains("cut.json") && $0.contains("line 1") }, "\(failures)")
        let cutRows = try SQLiteDump.tables(path: cutStorePath)
        for table in ["workouts", "samples", "sample_series", "routes", "route_chunks"] {
            #expect(cutRows[table] == [], "\(table)")
        }
    }
}
