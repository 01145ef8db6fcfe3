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
}
