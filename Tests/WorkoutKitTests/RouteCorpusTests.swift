import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Issue 6 on real recordings: smoothing every route of the corpus succeeds, and the
/// smoothed distance lies between the straight line from the first point to the last
/// (for a route of one segment) and the raw distance. Run over the readers and RouteProcessing directly (no store,
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
                let context = ReadContext(name: name, options: ReadOptions())
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
                    // A route of several segments is measured within them (no step across a
                    // break), so it may be shorter than the line from its first point to its last.
                    let segmented = route.locations.contains(where: \.startsSegment)
                    measured.append(Measured(
                        key: "\(name)#\(index)", straight: segmented ? 0 : Geodesy.distance(first, last),
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
            #expect(route.liesBetween, Comment(rawValue:
                "\(route.key): straight \(route.straight) m, smoothed \(route.smoothed) m, raw \(route.raw) m"))
        }
        let files = Set(all.map { $0.key.prefix { $0 != "#" } })
        #expect(files.count >= 30, "routes found in \(files.count) files; unreadable: \(unreadable)")
    }
}
