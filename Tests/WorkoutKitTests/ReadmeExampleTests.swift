import Foundation
import TestSupport
import Testing
import WorkoutKit

/// The README's "Library" example, run as written on files made from the sample recordings,
/// so that the example a newcomer copies compiles and does what it says.
@Suite struct ReadmeExampleTests {
    @Test func theReadmeLibraryExampleRunsOnASampleRide() throws {
        let scratch = try TemporaryDirectory()
        let fit = scratch.path("ride.fit")
        let fitWriter = try FormatRegistry.standard.outputWriter(format: "fit", output: nil, option: "--to")
        try Converter(options: ConversionOptions(writer: fitWriter)).convert(Fixtures.afternoonRide, to: .file(fit))

        // The README's code from here on, with the scratch folder's paths.
        let store = try WorkoutStore(path: scratch.path("workouts.sqlite"))

        let report = try Importer(store: store, options: ImportOptions(jobs: 2)).run([fit, Fixtures.morningRun])
        for outcome in report.outcomes where outcome.status == .failed { Issue.record("\(outcome.failure!)") }
        #expect(report.outcomes.map(\.status) == [.imported, .imported])

        let gpx = try FormatRegistry.standard.outputWriter(format: "gpx", output: nil, option: "--to")
        let conversion = try Converter(options: ConversionOptions(writer: gpx)).convert(fit, to: .file(scratch.path("ride.gpx")))
        #expect(conversion.workouts == 1)
        #expect(!conversion.losses.isEmpty, "GPX holds no laps or totals: the losses come back as data")
        #expect(FileManager.default.fileExists(atPath: scratch.path("ride.gpx")))

        let csv = try FormatRegistry.standard.outputWriter(format: "csv", output: nil, option: "--format")
        let export = try Exporter(store: store, options: ExportOptions(writer: csv, activityType: .cycling))
            .export(to: .directory(scratch.path("out") + "/"))
        #expect(export.workouts == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path("out")).count == 1)

        let heartRate = try store.execute(StatisticsQuery(type: .heartRate, predicate: nil, options: [.discreteAverage, .discreteMax]))
        #expect(heartRate.average != nil && heartRate.maximum != nil)

        let editor = RouteEditor(store: store)
        let saved = try editor.save(try editor.smooth(workout: report.outcomes[0].uuid!.uuidString))
        #expect(saved.version == 2)
    }
}
