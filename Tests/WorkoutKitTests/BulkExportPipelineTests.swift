import Foundation
import Testing
import TestSupport
import WorkoutKit

/// Strava bulk exports, CSV folders, FitCSVTool tables and sample tables through the
/// pipelines, in-process. (Moved from the CLI tests, BulkImportTests.)
@Suite("Importer, Converter and Exporter with Strava exports, CSV and fitcsv")
struct BulkExportPipelineTests {
    static let corpusMissing = Fixtures.corpusMissing

    @Test("A Strava export folder: activities.csv names, types and describes the files it lists, and is not imported itself",
          .enabled(if: Corpus.isAvailable, corpusMissing))
    func stravaExportMetadata() throws {
        let dir = try TemporaryDirectory()
        let root = try StravaExportFixture.make(in: dir)
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
