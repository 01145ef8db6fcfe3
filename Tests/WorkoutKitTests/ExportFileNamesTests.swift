import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("ExportFileNames (export --name)")
struct ExportFileNamesTests {
    @Test("an unknown field, a { without }, a / and a pattern without a field are refused by name")
    func badPatternsAreRefused() {
        #expect(throws: ExportFileNameError.unknownField("place", pattern: "{date}-{place}.{ext}")) {
            try ExportFileNames(pattern: "{date}-{place}.{ext}")
        }
        #expect(throws: ExportFileNameError.unclosedField(pattern: "{date")) { try ExportFileNames(pattern: "{date") }
        #expect(throws: ExportFileNameError.slash(pattern: "rides/{date}")) { try ExportFileNames(pattern: "rides/{date}") }
        #expect(throws: ExportFileNameError.noField(pattern: "ride.{ext}")) { try ExportFileNames(pattern: "ride.{ext}") }
        #expect(ExportFileNameError.unknownField("place", pattern: "{place}").description.contains("unknown field {place}"))
    }

    @Test("fields are filled in and made safe; {ext} is added when missing; a name taken gets -2, -3 before its extension")
    func fieldsAndSafeNames() throws {
        let start = try #require(Timestamp.date("2019-04-18T14:12:19.000Z"))
        let uuid = try #require(UUID(uuidString: "6F1C2A9B-0000-4000-8000-000000000001"))
        let workout = Workout(
            uuid: uuid, activityType: .cycling, start: start, end: start.addingTimeInterval(3600), source: Source(name: "Urban Biker"),
            metadata: [MetadataKey.name: .string("Rose X-Lite CRS Force – Do., 18. Apr. 2019, 16:12")])
        let names = try ExportFileNames(pattern: "{date}T{time} {activity}_{name}.{ext}")
        #expect(names.fileName(for: workout, extension: "gpx") == "2019-04-18T1412 cycling_Rose-X-Lite-CRS-Force-Do.-18.-Apr.-2019-16-12.gpx")
        #expect(try ExportFileNames(pattern: "{source}-{id}").fileName(for: workout, extension: "fit") == "Urban-Biker-6f1c2a9b.fit")
        var unnamed = workout
        unnamed.metadata = [MetadataKey.name: .string("../..")]
        #expect(try ExportFileNames(pattern: "{name}").fileName(for: unnamed, extension: "tcx") == "6f1c2a9b.tcx")
        var taken: Set<String> = []
        #expect(ExportFileNames.unique("ride.gpx", taken: &taken) == "ride.gpx")
        #expect(ExportFileNames.unique("Ride.gpx", taken: &taken) == "Ride-2.gpx")
        #expect(ExportFileNames.unique("ride.gpx", taken: &taken) == "ride-3.gpx")
    }

    @Test("a directory export of three corpus rides named {date}-{activity}-{name}: the names expected, each file read by gpxpy with its points; {date} alone gets a suffix",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func directoryExportWithNames() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let report = try Fixtures.importing([
            try Fixtures.corpus("fit/garmin-edge1000-ride-3939576645.fit"), try Fixtures.corpus("gpx/garmin-edge1000-ride-3939576645.gpx"),
            try Fixtures.corpus("gpx/urbanbiker-3-segments-tpx.gpx"),
        ], into: store)
        #expect(report.counts.imported == 3)
        let gpx = try #require(FormatRegistry.standard.writer(named: "gpx"))
        let summaries = try Fixtures.summaries(store)
        let fitID = String(try #require(report.outcomes.first?.uuid).uuidString.prefix(8)).lowercased()
        var options = ExportOptions(writer: gpx)
        options.fileNames = try ExportFileNames(pattern: "{date}-{activity}-{name}.{ext}")
        try Exporter(store: store, options: options).export(to: .directory(dir.path("named")))
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path("named")).sorted()
        #expect(files == [
            "2019-04-18-other-Rose-X-Lite-CRS-Force-Do.-18.-Apr.-2019-16-12.gpx",
            "2019-08-11-cycling-Meylan-Road-Cycling.gpx", "2019-08-11-cycling-\(fitID).gpx",
        ].sorted())
        // gpxpy reads every file, with as many points as the workout's route.
        let script = """
            import sys, json
            try:
                import gpxpy
            except ImportError:
                sys.exit(3)
            print(json.dumps(sorted(sum(len(s.points) for t in gpxpy.parse(open(p)).tracks for s in t.segments) for p in sys.argv[1:])))
            """
        if let data = try EditCorpusTests.python(script, files.map { dir.path("named/" + $0) }) {
            #expect(try JSONDecoder().decode([Int].self, from: data) == summaries.map(\.routeLocationCount).sorted())
        }
        options.fileNames = try ExportFileNames(pattern: "{date}")
        try Exporter(store: store, options: options).export(to: .directory(dir.path("days")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("days")).sorted()
            == ["2019-04-18.gpx", "2019-08-11-2.gpx", "2019-08-11.gpx"])
    }
}
