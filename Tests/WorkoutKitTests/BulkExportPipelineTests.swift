import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Strava bulk exports, CSV folders, FitCSVTool tables and sample tables through the
/// pipelines, in-process. (Moved from the CLI tests, BulkImportTests.)
@Suite("Importer, Converter and Exporter with Strava exports, CSV and fitcsv")
struct BulkExportPipelineTests {
    static let corpusMissing = Fixtures.corpusMissing

    /// A folder laid out as Strava's bulk export, with corpus recordings as its activities.
    private func makeStravaExport(in dir: TemporaryDirectory) throws -> String {
        let root = dir.url.appendingPathComponent("export_12345")
        let activities = root.appendingPathComponent("activities")
        try FileManager.default.createDirectory(at: activities, withIntermediateDirectories: true)
        for (corpusPath, name) in [("compressed/garmin-edge1030plus-virtual-ride.fit.gz", "14582164182.fit.gz"),
                                   ("compressed/strava-android-run.gpx.gz", "9876543210.gpx.gz"),
                                   ("compressed/garmin-fr945-run.tcx.gz", "1111111111.tcx.gz")] {
            try FileManager.default.copyItem(at: try #require(Corpus.url(corpusPath)), to: activities.appendingPathComponent(name))
        }
        let index = #"""
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Filename,Elapsed Time
            14582164182,"Feb 3, 2024, 6:00:00 PM",Zwift - Watopia,Virtual Ride,"Tempo, then ""easy""",3600,30.1,activities/14582164182.fit.gz,3600
            9876543210,"Mar 1, 2024, 7:00:00 AM",Morning Run,Run,,1800,5.0,activities/9876543210.gpx.gz,1800
            555,"Mar 2, 2024, 7:00:00 AM",Manual entry,Walk,,600,1.0,,600

            """#
        try Data(index.utf8).write(to: root.appendingPathComponent("activities.csv"))
        return root.path
    }

    @Test("A Strava export folder: activities.csv names, types and describes the files it lists, and is not imported itself",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func stravaExportMetadata() throws {
        let dir = try TemporaryDirectory()
        let root = try makeStravaExport(in: dir)
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let result = try Fixtures.importing([root], into: store)
        #expect(result.counts.failed == 0, "\(Fixtures.failures(result))")
        #expect(Fixtures.tally(result) == [3, 0, 0, 0])

        let shown = try Fixtures.summaries(store).map(\.workout)
        #expect(shown.count == 3)
        let ride = try #require(shown.first { $0.metadata[MetadataKey.name] == .string("Zwift - Watopia") })
        #expect(ride.activityType == .cycling)
        #expect(ride.metadata[MetadataKey.notes] == .string("Tempo, then \"easy\""))
        #expect(ride.metadata[MetadataKey.indoorWorkout] == .bool(true))
        let run = try #require(shown.first { $0.metadata[MetadataKey.name] == .string("Morning Run") })
        #expect(run.activityType == .running)
        // The TCX file is not in the list: it keeps what its own file says.
        #expect(shown.filter { $0.metadata[MetadataKey.name] == nil }.count == 1)

        let again = try Fixtures.importing([root], into: store)
        #expect(Fixtures.tally(again) == [0, 3, 0, 0])
    }

    @Test("Importing a folder of CSVs: each imports or fails naming the file and the problem; the rest are kept",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func corpusCSVFolder() throws {
        let dir = try TemporaryDirectory()
        let folder = try #require(Corpus.url("csv")).path
        let report = try Fixtures.importing([folder], into: try WorkoutStore(path: dir.path("s.sqlite")))
        #expect(report.counts.failed > 0)
        let failed = report.outcomes.filter { $0.status == .failed }
        #expect(failed.count == 1)
        #expect(failed.first?.input.hasSuffix("powertap-poweragent.csv") == true)
        #expect(failed.first?.failure?.contains("elapsed minutes") == true)
        #expect(report.outcomes.filter { $0.status == .imported }.count == 7)
    }

    @Test("FIT to fitcsv writes every message, and the CSV converts back to the same FIT workout",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func convertFitToFitCSVAndBack() throws {
        let dir = try TemporaryDirectory()
        let fit = try #require(Corpus.url("fit/wahoo-elemnt-ride-devfields.fit")).path
        let csv = dir.path("ride.csv")
        var events: [OutputEvent] = []
        let toCSV = try ConverterTests.converter(to: "fitcsv").convert(fit, to: .file(csv)) { events.append($0) }
        #expect(toCSV.route == .transcribed)
        #expect(events.isEmpty)  // every message is written: nothing to report lost
        let text = try String(contentsOfFile: csv, encoding: .utf8)
        #expect(text.contains(",field_description,"))
        #expect(text.contains(",developer_data_id,"))
        let reader = try #require(FormatRegistry.standard.reader(named: "json"))
        func viaJSON(_ input: String) throws -> WorkoutRecording {
            let sink = DataByteSink()
            try ConverterTests.converter(to: "json").convert(input, to: .standardOutput(sink))
            return try #require(try reader.readAll(from: DataByteSource(sink.bytes), context: ReadContext(name: input)).first)
        }
        let a = try viaJSON(fit)
        let b = try viaJSON(csv)
        #expect(a.workout.startDate == b.workout.startDate)
        #expect(a.routes.first?.locations.isEmpty == false)
        #expect(a.routes.first?.locations.count == b.routes.first?.locations.count)
        #expect(a.samples.count == b.samples.count)
    }

    @Test("export to fitcsv writes a saved workout as FitCSVTool rows that import back")
    func exportFitCSV() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        #expect(try Fixtures.importing([Fixtures.morningRun], into: store).counts.failed == 0)
        let sink = DataByteSink()
        let exported = try Exporter(store: store, options: ExportOptions(writer: try ExporterTests.writer("fitcsv")))
            .export(to: .standardOutput(sink))
        #expect(exported.workouts == 1)
        #expect(sink.string.hasPrefix("Type,Local Number,Message,Field 1,Value 1,Units 1,"))
        #expect(sink.string.contains("\r\nData,") && sink.string.contains(",session,"))
        try Data(sink.bytes).write(to: dir.url.appendingPathComponent("run.csv"))
        let again = try Fixtures.importing([dir.path("run.csv")], into: try WorkoutStore(path: dir.path("t.sqlite")))
        #expect(again.counts.failed == 0, "\(Fixtures.failures(again))")
        #expect(again.outcomes.first?.status == .imported)
    }
}
