import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// `LossReport.summed`: what many workouts written to one output lose, said once.
@Suite("Loss report: summed over the workouts of one output")
struct LossReportSummingTests {
    @Test("Counted losses add up (singular and plural forms, counts after `of`, phrases that go on), metadata keys join, other losses count their recordings, in first-seen order")
    func handValues() {
        let lists = [
            ["the activity type running (read back as other)", "1 pause", "1 lap", "the device",
             "1 ActiveEnergyBurned sample", "metadata WKName, WKOriginalFormat"],
            ["3 pauses", "11 laps", "the altitude of 2 points", "1 event's metadata (WKX)",
             "metadata HKAverageSpeed, WKOriginalFormat", "the device"],
            ["1 lap", "the WKLapTriggerMethod session_end of 2 laps (written as Manual)", "2 track points without a time",
             "4 ActiveEnergyBurned samples", "1 event's metadata (WKX)", "the altitude of 1 point"],
        ]
        #expect(LossReport.summed(lists) == [
            "the activity type running (read back as other) (1 recording)", "4 pauses", "13 laps",
            "the device (2 recordings)", "5 ActiveEnergyBurned samples",
            "metadata HKAverageSpeed, WKName, WKOriginalFormat (2 recordings)", "the altitude of 3 points",
            "2 events' metadata (WKX)", "the WKLapTriggerMethod session_end of 2 laps (written as Manual)",
            "2 track points without a time",
        ])
    }

    @Test("Nouns met only in the singular take their own plural when summed")
    func irregularPlurals() {
        let one = ["1 multisport activity", "the metadata of 1 sample or route", "the milliseconds of 1 point time",
                   "1 waypoint", "the name of 1 waypoint cut to 10"]
        #expect(LossReport.summed([one, one]) == [
            "2 multisport activities", "the metadata of 2 samples and routes", "the milliseconds of 2 point times",
            "2 waypoints", "the name of 2 waypoints cut to 10",
        ])
    }

    @Test("A loss every recording has is named without its recording count (the line says over how many); one some have, with it")
    func lossOfEveryRecording() {
        #expect(LossReport.summed([["the device", "1 lap"], ["the device"]]) == ["the device", "1 lap"])
        #expect(LossReport.summed([["the device"], ["1 lap"], ["the device"]]) == ["the device (2 recordings)", "1 lap"])
    }

    @Test("The losses of one recording are returned as they are, and none for no recording")
    func oneRecording() {
        let losses = ["the device", "1 lap", "metadata WKName"]
        #expect(LossReport.summed([losses]) == losses)
        #expect(LossReport.summed([]).isEmpty)
    }

    /// Corpus recordings with laps, pauses, devices, metadata, sample types and waypoints
    /// that CSV, GPX and TCX do not hold.
    private static let corpusFiles = [
        "tcx/garmin-fr410-run-hr-3laps.tcx", "tcx/garmin-fr305-four-activities.tcx", "fit/garmin-edge500-ride.fit",
        "fit/garmin-fenix2-multisport-1MB.fit", "fit/stryd-run-developer-types.fit", "gpx/gpx11-all-fields.gpx",
        "gpx/gpsbabel-2-tracks-10-segments.gpx",
    ]

    @Test("Every loss the report names for corpus recordings in CSV, GPX and TCX sums: three times the same recording gives three times each count, or the loss as it is (it concerns all three)",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)), arguments: corpusFiles)
    func corpusLossesSum(_ file: String) throws {
        let url = try #require(Corpus.url(file))
        let reader: any RecordingReader = switch url.pathExtension {
        case "tcx": TCXRecordingReader()
        case "fit": FITRecordingReader()
        default: GPXRecordingReader()
        }
        let recordings = try reader.readRecordingsAndCourses(
            from: DataByteSource(Array(try Data(contentsOf: url))), context: ReadContext(name: file)).recordings
        var checked = 0
        for writer in [CSVRecordingWriter(), GPXRecordingWriter(), TCXRecordingWriter()] as [any RecordingWriter] {
            for recording in recordings {
                let losses = LossReport.losses(writing: recording, as: writer.capabilities)
                let summed = LossReport.summed([losses, losses, losses])
                try #require(summed.count == losses.count, "\(file) as \(writer.format.name): \(summed) from \(losses)")
                for (loss, sum) in zip(losses, summed) {
                    let count = Self.count(in: loss)
                    if let count {
                        #expect(Self.count(in: sum) == 3 * count, "\(file) as \(writer.format.name): \(loss) summed to \(sum)")
                    } else {
                        // Every recording of the three has it: the line says "over 3 recordings".
                        #expect(sum == loss, "\(file) as \(writer.format.name): \(loss) summed to \(sum)")
                    }
                    checked += 1
                }
            }
        }
        #expect(checked > 0, "\(file) loses nothing in CSV, GPX or TCX")
    }

    /// The count a loss phrase gives: its first number when the phrase starts with it or has
    /// it right after `of ` (the places ``LossReport`` writes counts).
    private static func count(in loss: String) -> Int? {
        let text: Substring? = loss.first?.isNumber == true ? Substring(loss) : loss.range(of: " of ").map { loss[$0.upperBound...] }
        guard let text, text.first?.isNumber == true else { return nil }
        return Int(text.prefix { $0.isNumber })
    }
}
