import Foundation
import Testing
import TestSupport
import WorkoutKit

/// An export of stored workouts with a privacy filter reads their points from the store
/// while writing them, without the positions withheld, and writes what the whole read writes.
@Suite("Privacy on streamed exports", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct PrivacyStoredExportTests {
    static let inputs = ["fit/garmin-edge500-ride.fit", "gpx/strava-ride-power.gpx", "fit/hammerhead-karoo2-ride-devfields.fit"]

    @Test("a zone and hidden ends: the streamed export writes the bytes, counts and losses of the whole read (an older route version's)",
          arguments: inputs)
    func streamedEqualsWhole(_ name: String) throws {
        let dir = try TemporaryDirectory()
        let input = try Fixtures.corpus(name)
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        try Fixtures.importing([input], into: store)
        let summary = try #require(try Fixtures.summaries(store).first)
        let uuid = summary.workout.uuid.uuidString
        let locations = try #require(try store.recording(for: summary.workout.uuid)).routes.flatMap(\.locations)
        let middle = locations[locations.count / 2]
        let zone = try PrivacyZone(latitude: middle.latitude, longitude: middle.longitude, radius: 300)
        for filter in [try PrivacyFilter(zones: [zone]), try PrivacyFilter(zones: [zone], hiddenEnds: 500)] {
            for format in ["gpx", "tcx", "fit", "csv", "json"] {
                let writer = try FormatRegistry.standard.outputWriter(format: format, output: nil, option: "--format", layout: nil)
                var said: [[WithheldPositions]] = [[], []]
                var losses: [[[String]]] = []
                for (index, version) in [nil, 1].enumerated() {
                    let path = dir.path("\(format)-\(index).\(format)")
                    let outcome = try Exporter(store: store, options: ExportOptions(
                        writer: writer, workoutIDs: [uuid], routeVersion: version, privacy: filter)).export(to: .file(path)) { event in
                            if case .withheld(let notice) = event { said[index].append(notice) }
                        }
                    losses.append(outcome.losses.map(\.losses))
                }
                let streamed = try Data(contentsOf: URL(fileURLWithPath: dir.path("\(format)-0.\(format)")))
                let whole = try Data(contentsOf: URL(fileURLWithPath: dir.path("\(format)-1.\(format)")))
                #expect(streamed == whole, "\(name) as \(format): the same bytes")
                let counts = said.map { $0.map { [$0.positions, $0.waypoints] } }
                #expect(counts[0] == counts[1] && counts[0].count == 1 && (counts[0].first?.first ?? 0) > 0, "\(name) as \(format)")
                #expect(losses[0] == losses[1], "\(name) as \(format)")
            }
        }
    }

    /// A corpus ride's route cut in three, one route after the other (a cut may fall between
    /// two locations of one second), and dealt into two routes in turn, which interleave in
    /// time (so that the track, route after route, goes back in time).
    static func severalRoutes(of name: String) throws -> (cut: WorkoutRecording, dealt: WorkoutRecording) {
        let ride = try EditPipeline().read(.file(try Fixtures.corpus(name)))
        let locations = Array(try #require(ride.routes.first).locations)
        let bounds = [0, locations.count / 3, 2 * locations.count / 3, locations.count]
        var cut = ride
        cut.routes = (0..<3).map { WorkoutRoute(locations: locations[bounds[$0]..<bounds[$0 + 1]]) }
        var dealt = ride
        dealt.routes = (0..<2).map { turn in WorkoutRoute(locations: locations.indices.filter { $0 % 2 == turn }.map { locations[$0] }) }
        return (cut, dealt)
    }

    @Test("a workout of several routes (a corpus ride's route cut in three; dealt into two that interleave in time) exported with a zone, and with hidden ends too, into GPX, TCX, FIT, CSV and JSON: streamed, the bytes, withheld counts and losses of the stored recording written whole with the filter",
          arguments: ["fit/garmin-edge500-ride.fit", "gpx/strava-ride-power.gpx"])
    func severalRoutesStreamedEqualsWhole(_ name: String) throws {
        let (cut, dealt) = try Self.severalRoutes(of: name)
        for (shape, recording) in [("cut", cut), ("dealt", dealt)] {
            let dir = try TemporaryDirectory()
            let store = try WorkoutStore(path: dir.path("s.sqlite"))
            let uuid = try store.save(recording).uuid
            let stored = try #require(try store.recording(for: uuid))
            #expect(stored.routes.count == recording.routes.count)
            let locations = stored.routes.flatMap(\.locations)
            let middle = locations[locations.count / 2]
            let zone = try PrivacyZone(latitude: middle.latitude, longitude: middle.longitude, radius: 300)
            for filter in [try PrivacyFilter(zones: [zone]), try PrivacyFilter(zones: [zone], hiddenEnds: 500)] {
                // Each route goes forward in time, so GPX, TCX, FIT and CSV stream the workout
                // (the routes that interleave too, hidden ends kept by place in the track), with
                // the whole recording's counts.
                let applied = filter.apply(to: stored)
                _ = try store.readWorkout(uuid, valueTypes: TrackPointSource.valueTypes) { reader in
                    #expect(reader.pointsAreTimeOrdered == true)
                    let privacy = try StoredWorkoutPrivacy(reader, privacy: filter)
                    #expect(privacy.withheld.positions == applied.positions && privacy.withheld.waypoints == applied.waypoints,
                            "\(name) \(shape)")
                }
                for format in ["gpx", "tcx", "fit", "csv", "json"] {
                    let writer = try FormatRegistry.standard.outputWriter(format: format, output: nil, option: "--format", layout: nil)
                    var said: [[WithheldPositions]] = [[], []]
                    let paths = [dir.path("exported.\(format)"), dir.path("whole.\(format)")]
                    let outcome = try Exporter(store: store, options: ExportOptions(writer: writer, workoutIDs: [uuid.uuidString], privacy: filter))
                        .export(to: .file(paths[0])) { event in
                            if case .withheld(let notice) = event { said[0].append(notice) }
                        }
                    let losses = try EditPipeline(privacy: filter).write([EditedRecording(recording: stored)], with: writer, to: .file(paths[1])) { event in
                        if case .withheld(let notice) = event { said[1].append(notice) }
                    }
                    let bytes = try paths.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
                    #expect(bytes[0] == bytes[1], "\(name) \(shape) as \(format): the same bytes")
                    let counts = said.map { $0.map { [$0.positions, $0.waypoints] } }
                    #expect(counts[0] == counts[1] && counts[0].count == 1 && (counts[0].first?.first ?? 0) > 0, "\(name) \(shape) as \(format): \(counts)")
                    #expect(outcome.losses.map(\.losses) == losses.map(\.losses), "\(name) \(shape) as \(format)")
                }
            }
        }
    }
}
