import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

/// What both GPX and TCX hold of a recording: per located point its time, position and
/// altitude with heart rate, cadence and power at that time; the activity (as TCX's
/// three sports); the source; and pauses.
private struct SharedContent: Equatable {
    struct Point: Equatable {
        var time: Date, latitude: Double, longitude: Double, altitude: Double?
        var heartRate: Double?, cadence: Double?, power: Double?
    }
    var sport: String
    var source: String
    var points: [Point]
    var pauses: [Date]

    init(_ recording: WorkoutRecording) {
        func values(_ types: [QuantityType]) -> [Date: Double] {
            var result: [Date: Double] = [:]
            for sample in recording.samples where types.contains(sample.quantityType) && result[sample.startDate] == nil {
                result[sample.startDate] = sample.quantity.value
            }
            return result
        }
        let heartRate = values([.heartRate])
        let cadence = values([.cyclingCadence, .runningCadence])
        let power = values([.cyclingPower, .runningPower])
        var seen = Set<Date>()
        points = recording.routes.flatMap(\.locations).map { location in
            let first = seen.insert(location.timestamp).inserted
            return Point(time: location.timestamp, latitude: location.latitude, longitude: location.longitude,
                         altitude: location.altitude,
                         heartRate: first ? heartRate[location.timestamp] : nil,
                         cadence: first ? cadence[location.timestamp] : nil,
                         power: first ? power[location.timestamp] : nil)
        }
        switch recording.workout.activityType {
        case .running, .walking, .hiking: sport = "Running"
        case .cycling: sport = "Biking"
        default: sport = "Other"
        }
        source = recording.workout.source.name
        pauses = recording.workout.events(ofType: .pause).map(\.date)
    }
}

@Suite("GPX and TCX cross-format round trips")
struct XMLCrossFormatTests {
    /// Timed GPX files (TCX requires a time on every trackpoint).
    static let timedGPXFiles = GPXReaderTests.goodFiles.filter { $0 != "gpsbabel-2-tracks-10-segments.gpx" }

    @Test("GPX → TCX → GPX keeps points, heart rate, cadence, power, activity, source and pauses",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: timedGPXFiles)
    func gpxThroughTCX(_ name: String) throws {
        let (original, _) = try readCorpus(GPXRecordingReader(), "gpx/\(name)")
        let tcx = try writeAll(TCXRecordingWriter(), original)
        let middle = try TCXRecordingReader().readAll(from: DataByteSource(tcx), context: ReadContext(name: "mid.tcx"))
        let gpx = try writeAll(GPXRecordingWriter(), middle)
        let again = try GPXRecordingReader().readAll(from: DataByteSource(gpx), context: ReadContext(name: "out.gpx"))
        #expect(again.map(SharedContent.init) == original.map(SharedContent.init))
    }

    @Test("TCX → GPX → TCX keeps located points, heart rate, cadence, power, activity, source and pauses",
          .enabled(if: Corpus.isAvailable, corpusMissing),
          // The COROS swim repeats every point of its first lap in the second (same times),
          // which no writer gives back point for point.
          arguments: TCXReaderTests.files.filter { $0 != "coros-openwater-swim.tcx" })
    func tcxThroughGPX(_ name: String) throws {
        let (original, _) = try readCorpus(TCXRecordingReader(), "tcx/\(name)")
        let gpx = try writeAll(GPXRecordingWriter(), original)
        let middle = try GPXRecordingReader().readAll(from: DataByteSource(gpx), context: ReadContext(name: "mid.gpx"))
        let tcx = try writeAll(TCXRecordingWriter(), middle)
        let again = try TCXRecordingReader().readAll(from: DataByteSource(tcx), context: ReadContext(name: "out.tcx"))
        // GPX holds only located points: a workout with no position at all does not come back.
        let located = original.filter { !$0.routes.isEmpty }
        #expect(again.map(SharedContent.init) == located.map(SharedContent.init))
    }
}
