import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Issue 6 on real recordings: smoothing every route of the corpus succeeds, and the
/// smoothed distance lies between the straight line from the first point to the last
/// and the raw distance. Run over the readers and RouteProcessing directly (no store,
/// no process per file), as `route smooth` computes it.
@Suite("Route smoothing over the corpus")
struct RouteCorpusTests {
    /// One route's distances, in metres.
    private struct Measured {
        /// `folder/file#index`, the index counting the file's routes from 0.
        var key: String
        var straight: Double
        var smoothed: Double
        var raw: Double

        var liesBetween: Bool { straight <= smoothed && smoothed <= raw }
    }

    /// Routes where the smoother breaks the issue's rule today (measured 2026-11-22,
    /// smoothed / raw / straight):
    /// - at corners of sparse or fast tracks, fixes the innovation gate rejects are
    ///   replaced by straight-ahead predictions, and the path overshoots: edge500 ride
    ///   92,991 / 92,857 m and forerunner10 run 10,268 / 10,226 m (both hold with the
    ///   gate off);
    /// - on tracks with a fix every 10 s or more, the smoothed path is slightly longer even
    ///   without the gate: garmin-connect-hr-atemp 1,586.7 / 1,585.0 m, cerknicko track 2
    ///   878.0 / 873.2 m;
    /// - two-fix tracks are pulled together by a few centimetres: cerknicko tracks 3 and 6
    ///   30.26 / 30.28 / 30.28 m and 28.57 / 28.61 / 28.61 m.
    /// A test that finds one of them fixed fails, so that the entry is removed.
    private static let knownViolations: Set<String> = [
        "fit/garmin-edge500-ride.fit#0",
        "fit/garmin-forerunner10-run.fit#0",
        "gpx/garmin-connect-hr-atemp.gpx#0",
        "gpx/gpx10-cerknicko-multitrack-waypoints.gpx#1",
        "gpx/gpx10-cerknicko-multitrack-waypoints.gpx#2",
        "gpx/gpx10-cerknicko-multitrack-waypoints.gpx#5",
    ]

    /// Smooths every route of the folder's files that read; returns the measurements and
    /// the files that did not read.
    private func measure(folder: String, format: String) throws -> (measured: [Measured], unreadable: [String]) {
        let reader = try #require(FormatRegistry.standard.reader(named: format))
        var measured: [Measured] = []
        var unreadable: [String] = []
        for file in Corpus.files(in: folder, extensions: [format]) {
            let name = "\(folder)/\(file.lastPathComponent)"
            let recordings: [WorkoutRecording]
            do {
                let context = ReadContext(name: name, options: ReadOptions(requireTimestamps: true))
                recordings = try reader.readAll(from: try FileByteSource(path: file.path), context: context)
            } catch {
                // The corpus's deliberately broken files do not import, so they have no route to smooth.
                unreadable.append(name)
                continue
            }
            var index = 0
            for recording in recordings {
                for route in recording.routes {
                    defer { index += 1 }
                    let valid = route.locations.filter(\.hasValidCoordinate)
                    guard let first = valid.first, let last = valid.last, valid.count >= 2 else { continue }
                    let smoothed = RouteSmoother.smooth(
                        route.locations,
                        runStarts: RouteSmoother.runStarts(of: route.locations, events: recording.workout.events))
                    #expect(smoothed.count == route.locations.count, "\(name)")
                    measured.append(Measured(
                        key: "\(name)#\(index)", straight: Geodesy.distance(first, last),
                        smoothed: RouteMetrics(locations: smoothed).distance,
                        raw: RouteMetrics(locations: route.locations).distance))
                }
            }
        }
        return (measured, unreadable)
    }

    @Test("every corpus route smooths to a distance between the straight line and the raw path",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func smoothedDistanceLiesBetweenStraightLineAndRaw() throws {
        var all: [Measured] = []
        var unreadable: [String] = []
        for format in ["gpx", "tcx", "fit"] {
            let result = try measure(folder: format, format: format)
            all += result.measured
            unreadable += result.unreadable
        }
        for route in all {
            let message = Comment(rawValue:
                "\(route.key): straight \(route.straight) m, smoothed \(route.smoothed) m, raw \(route.raw) m")
            if Self.knownViolations.contains(route.key) {
                withKnownIssue("RouteSmoother does not keep this route's distance between the bounds (see knownViolations)") {
                    #expect(route.liesBetween, message)
                }
            } else {
                #expect(route.liesBetween, message)
            }
        }
        // Every known violation is still in the corpus, so none is silently skipped.
        #expect(Self.knownViolations.isSubset(of: Set(all.map(\.key))))
        let files = Set(all.map { $0.key.prefix { $0 != "#" } })
        #expect(files.count >= 30, "routes found in \(files.count) files; unreadable: \(unreadable)")
    }
}
