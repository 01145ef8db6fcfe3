import Foundation
import Testing
import TestSupport
import WorkoutKit

/// `shift --utc-offset auto`: re-tagging by the time zone a recording states itself.
@Suite("Re-tagging local time by the recording's own time zone")
struct StatedTimeZoneTests {
    @Test("the sample run states Europe/Berlin: re-tagged by it, its times move back two hours (summer time), as with the zone named")
    func zoneOfTheRecording() throws {
        let run = try EditPipeline().read(.file(Fixtures.morningRun))
        #expect(EditTimes.statedZone(of: run)?.identifier == "Europe/Berlin")
        let retagged = try RecordingEditor.retagInStatedZone(run, input: "run.json").recording
        #expect(retagged.workout.startDate == run.workout.startDate.addingTimeInterval(-7200))
        #expect(retagged.workout.endDate == run.workout.endDate.addingTimeInterval(-7200))
        let named = RecordingEditor.retag(run, localTimeIn: try #require(TimeZone(identifier: "Europe/Berlin"))).recording
        #expect(retagged.contentDigest == named.contentDigest)
    }

    @Test("a recording that states no zone is refused, naming it")
    func noZoneRefused() throws {
        var run = try EditPipeline().read(.file(Fixtures.morningRun))
        run.workout.metadata[MetadataKey.timeZone] = nil
        #expect(throws: EditError.noTimeZoneStated(input: "run.json")) {
            try RecordingEditor.retagInStatedZone(run, input: "run.json")
        }
        #expect(EditError.noTimeZoneStated(input: "run.json").description.hasPrefix("run.json: states no time zone"))
    }

    @Test("a GPX whose times all carry +02:00 states GMT+0200: re-tagged by it, its times move back two hours",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func zoneOfAGPXFile() throws {
        let dir = try TemporaryDirectory()
        let text = try String(contentsOfFile: try Fixtures.corpus("gpx/strava-ride-power.gpx"), encoding: .utf8)
        try LocalTimeGPX.rewrite(text, offset: 7200).write(toFile: dir.path("local.gpx"), atomically: true, encoding: .utf8)
        let ride = try EditPipeline().read(.file(dir.path("local.gpx")))
        #expect(EditTimes.statedZone(of: ride)?.secondsFromGMT() == 7200)
        let retagged = try RecordingEditor.retagInStatedZone(ride, input: "local.gpx").recording
        #expect(retagged.workout.startDate == ride.workout.startDate.addingTimeInterval(-7200))
        #expect(retagged.workout.metadata[MetadataKey.timeZone] == ride.workout.metadata[MetadataKey.timeZone])
    }
}
