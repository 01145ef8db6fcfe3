import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("Importer")
struct ImporterTests {
    @Test("A sample imports, then is unchanged; an edited copy replaces it; nothing prints")
    func importedUnchangedReplaced() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let first = try Fixtures.importing([Fixtures.morningRun], into: store)
        #expect(first.outcomes.map(\.status) == [.imported])
        #expect(first.counts == { var c = ImportCounts(); c.imported = 1; return c }())
        #expect(!first.dryRun)
        let again = try Fixtures.importing([Fixtures.morningRun], into: store)
        #expect(again.outcomes.map(\.status) == [.unchanged])
        #expect(again.outcomes.first?.uuid == first.outcomes.first?.uuid)

        // A GPX copy of the run has no sync versions of its own: an edited copy is the next version.
        let gpx = dir.path("run.gpx")
        let writer = try FormatRegistry.standard.outputWriter(format: "gpx", output: nil, option: "--to")
        try Converter(options: ConversionOptions(writer: writer)).convert(Fixtures.morningRun, to: .file(gpx))
        #expect(try Fixtures.importing([gpx], into: store).outcomes.map(\.status) == [.imported])
        let text = try String(contentsOfFile: gpx, encoding: .utf8)
        let edited = try #require(text.range(of: "<ele>")).upperBound
        try (String(text[..<edited]) + "1" + String(text[edited...])).write(toFile: gpx, atomically: true, encoding: .utf8)
        let replaced = try Fixtures.importing([gpx], into: store)
        #expect(replaced.outcomes.map(\.status) == [.replaced])
    }

    @Test("A bad input among good ones fails alone, named, and changes nothing; the others are imported")
    func partialFailure() throws {
        let dir = try TemporaryDirectory()
        try "not json at all\n".write(toFile: dir.path("junk.json"), atomically: true, encoding: .utf8)
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let report = try Fixtures.importing([Fixtures.morningRun, dir.path("junk.json"), Fixtures.afternoonRide], into: store)
        #expect(report.outcomes.map(\.status) == [.imported, .failed, .imported])
        let failure = try #require(report.outcomes[1].failure)
        #expect(failure.contains("junk.json"))
        #expect(report.outcomes[1].uuid == nil)
        #expect(report.counts.failed == 1 && report.counts.imported == 2)
        #expect(try store.workouts(WorkoutQuery()).count == 2)
    }

    @Test("A dry run reports each workout found and saves nothing")
    func dryRun() throws {
        let report = try Fixtures.importing([Fixtures.morningRun, Fixtures.afternoonRide], into: nil)
        #expect(report.dryRun)
        #expect(report.outcomes.map(\.status) == [.found, .found])
        #expect(report.counts.found == 2 && report.counts.workouts == 2)
        guard case .workout(let workout) = report.outcomes[0].subject else {
            Issue.record("a found workout carries the workout")
            return
        }
        #expect(workout.activityType == .running)
    }

    // Moved from the CLI tests (ImportExportTests.directoryImportWithJobs).
    @Test("A directory is walked (hidden files skipped), and jobs > 1 keeps the outcomes and events in input order")
    func directoryImportWithJobs() throws {
        let dir = try TemporaryDirectory()
        let folder = dir.url.appendingPathComponent("in/nested")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.morningRun, toPath: folder.appendingPathComponent("b.json").path)
        try FileManager.default.copyItem(atPath: Fixtures.afternoonRide, toPath: dir.path("in/a.json"))
        try "junk".write(toFile: dir.path("in/.hidden.json"), atomically: true, encoding: .utf8)
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        var events: [ImportEvent] = []
        let report = try Fixtures.importing([dir.path("in")], into: store, options: ImportOptions(jobs: 2), events: &events)
        #expect(report.counts.failed == 0)
        #expect(report.outcomes.map { ($0.input as NSString).lastPathComponent } == ["a.json", "b.json"])

        // The events: the inputs first, then per input its beginning, outcomes and end, in order.
        var order: [String] = []
        for event in events {
            switch event {
            case .inputs(let items): order.append("inputs \(items.count)")
            case .inputBegan(let index): order.append("began \(index)")
            case .outcome(let outcome): order.append("\(outcome.status.rawValue) \((outcome.input as NSString).lastPathComponent)")
            case .inputEnded(let index, let workouts): order.append("ended \(index) \(workouts)")
            case .warning(let file, let message): order.append("warning \(file) \(message)")
            }
        }
        #expect(order == ["inputs 2", "began 0", "imported a.json", "ended 0 1", "began 1", "imported b.json", "ended 1 1"])
    }

    @Test("With jobs > 1, small FIT files are streamed from points read ahead: a truncated one fails alone, naming the file and place, and the store holds what one job leaves",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func truncatedFileAmongFilesReadAhead() throws {
        let dir = try TemporaryDirectory()
        let folder = dir.url.appendingPathComponent("in")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let rides = ["fit/garmin-edge500-ride.fit", "fit/wahoo-elemnt-ride-devfields.fit", "fit/garmin-fenix5x-triathlon-3MB.fit"]
        for (index, ride) in rides.enumerated() {
            try FileManager.default.copyItem(atPath: try Fixtures.corpus(ride), toPath: folder.appendingPathComponent("\(index)-ok.fit").path)
        }
        // Half of a ride: its records stop inside a message.
        let whole = try Data(contentsOf: URL(fileURLWithPath: try Fixtures.corpus(rides[0])))
        try whole.prefix(whole.count / 2).write(to: folder.appendingPathComponent("1-truncated.fit"))

        var results: [(outcomes: [String], digests: [String])] = []
        for jobs in [1, 2, 3] {
            let store = try WorkoutStore(path: dir.path("jobs\(jobs).sqlite"))
            let report = try Fixtures.importing([folder.path], into: store, options: ImportOptions(jobs: jobs))
            let outcomes = report.outcomes.map { "\(($0.input as NSString).lastPathComponent) \($0.status) \($0.failure ?? "")" }
            let digests = try store.workouts(WorkoutQuery()).map { summary in
                try #require(try store.recording(for: summary.workout.uuid)).contentDigest
            }
            results.append((outcomes, digests))
            #expect(report.counts.failed == 1 && report.counts.imported == rides.count, "jobs \(jobs): \(outcomes)")
            let failure = try #require(report.outcomes.first { $0.status == .failed }?.failure)
            #expect(failure.contains("1-truncated.fit") && failure.contains("byte"), "jobs \(jobs): \(failure)")
        }
        for (index, result) in results.enumerated().dropFirst() {
            #expect(result.outcomes == results[0].outcomes, "jobs \(index + 1)")
            #expect(result.digests == results[0].digests, "jobs \(index + 1)")
        }
    }

    @Test("Many inputs read on several threads come out in input order")
    func manyInputsInOrder() throws {
        let dir = try TemporaryDirectory()
        var paths: [String] = []
        for index in 0..<12 {
            let path = dir.path(String(format: "%02d.json", index))
            try FileManager.default.copyItem(atPath: index % 2 == 0 ? Fixtures.morningRun : Fixtures.afternoonRide, toPath: path)
            paths.append(path)
        }
        let report = try Fixtures.importing(paths, into: nil, options: ImportOptions(jobs: 4))
        #expect(report.outcomes.map(\.input) == paths)
    }

    @Test("A missing input is an error before anything is read")
    func missingInput() throws {
        #expect(throws: PipelineError.noSuchFileOrDirectory("/nonexistent/x.gpx")) {
            try Fixtures.importing(["/nonexistent/x.gpx"], into: nil)
        }
        #expect(PipelineError.noSuchFileOrDirectory("x").description == "x: no such file or directory")
    }

    @Test("A sample table adds its samples to the workout it names; again, nothing; an unknown workout fails")
    func sampleTable() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let imported = try Fixtures.importing([Fixtures.morningRun], into: store)
        let workout = try #require(imported.outcomes.first?.uuid).uuidString
        let before = try #require(try Fixtures.summaries(store).first?.heartRateCount)
        let table = """
            workout,uuid,type,start,end,value,unit
            \(workout),0A000000-0000-4000-8000-000000000001,HKQuantityTypeIdentifierHeartRate,2024-05-01T07:40:00.000Z,2024-05-01T07:40:00.000Z,150,count/min
            \(workout),0A000000-0000-4000-8000-000000000002,HKQuantityTypeIdentifierHeartRate,2024-05-01T07:40:01.000Z,2024-05-01T07:40:01.000Z,151,count/min

            """
        try Data(table.utf8).write(to: dir.url.appendingPathComponent("samples.csv"))
        let dry = try Fixtures.importing([dir.path("samples.csv")], into: nil)
        #expect(dry.outcomes.map(\.status) == [.found])
        guard case .samples(let found) = dry.outcomes[0].subject else { Issue.record("samples expected"); return }
        #expect(found == 2)

        let first = try Fixtures.importing([dir.path("samples.csv")], into: store)
        #expect(first.outcomes.map(\.status) == [.imported])
        guard case .samples(let added) = first.outcomes[0].subject else { Issue.record("samples expected"); return }
        #expect(added == 2)
        #expect(first.outcomes[0].uuid?.uuidString == workout)
        let after = try #require(try Fixtures.summaries(store).first?.heartRateCount)
        #expect(after == before + 2)
        let again = try Fixtures.importing([dir.path("samples.csv")], into: store)
        #expect(again.outcomes.map(\.status) == [.unchanged])

        let unknown = table.replacingOccurrences(of: workout, with: "0B000000-0000-4000-8000-000000000009")
        try Data(unknown.utf8).write(to: dir.url.appendingPathComponent("unknown.csv"))
        let failed = try Fixtures.importing([dir.path("unknown.csv")], into: store)
        #expect(failed.outcomes.map(\.status) == [.failed])
        #expect(failed.outcomes[0].failure?.contains("unknown.csv: workout 0B000000-0000-4000-8000-000000000009: ") == true)
    }

    @Test("smooth saves the imported, cleaned and smoothed route versions; an unchanged import smooths nothing again")
    func smoothAfterImport() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let report = try Fixtures.importing([Fixtures.morningRun], into: store, options: ImportOptions(smooth: true))
        let uuid = try #require(report.outcomes.first?.uuid)
        let history = try RouteEditor(store: store).history(workout: uuid.uuidString)
        #expect(history.versions.map(\.version.operation) == ["import", "clean", "smooth"])
        #expect(history.versions.map(\.version.version) == [1, 2, 3])
        try Fixtures.importing([Fixtures.morningRun], into: store, options: ImportOptions(smooth: true))
        #expect(try RouteEditor(store: store).history(workout: uuid.uuidString).versions.count == 3)
    }

    @Test("A Strava export folder: activities.csv names the files it lists and is not an input itself",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func stravaBulkExport() throws {
        let dir = try TemporaryDirectory()
        let root = dir.url.appendingPathComponent("export_1")
        let activities = root.appendingPathComponent("activities")
        try FileManager.default.createDirectory(at: activities, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: try Fixtures.corpus("compressed/strava-android-run.gpx.gz"),
                                         toPath: activities.appendingPathComponent("9876543210.gpx.gz").path)
        let index = """
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance,Filename,Elapsed Time
            9876543210,"Mar 1, 2024, 7:00:00 AM",Morning Run,Run,,1800,5.0,activities/9876543210.gpx.gz,1800

            """
        try Data(index.utf8).write(to: root.appendingPathComponent("activities.csv"))
        let inputs = try ImportInputs([root.path])
        #expect(inputs.items.map { ($0.name as NSString).lastPathComponent } == ["9876543210.gpx.gz"])
        let report = Importer(store: nil).run(inputs)
        guard case .workout(let workout) = try #require(report.outcomes.first).subject else { Issue.record("workout expected"); return }
        #expect(workout.activityType == .running)
        #expect(workout.metadata[MetadataKey.name] == .string("Morning Run"))
    }

    @Test("An Apple Health export streams its workout and records into the store; again, all unchanged",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func appleHealthStreamed() throws {
        let dir = try TemporaryDirectory()
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let export = try Fixtures.corpus("applehealth/healthkit-to-sqlite-export.zip")
        var events: [ImportEvent] = []
        let first = try Fixtures.importing([export], into: store, events: &events)
        #expect(first.outcomes.map(\.status) == [.imported])
        #expect(first.outcomes.first?.input == "\(export):apple_health_export/export.xml")
        // Two records (BodyMassIndex a type the model does not list) and two activity summaries, none left out.
        #expect(first.counts.recordsImported == 4 && first.counts.recordsUnchanged == 0)
        #expect(!events.contains {
            if case .warning(_, let message) = $0 { return message.contains("not imported") }
            return false
        })
        let again = try Fixtures.importing([export], into: store)
        #expect(again.outcomes.map(\.status) == [.unchanged])
        #expect(again.counts.recordsImported == 0 && again.counts.recordsUnchanged == 4)
        let dry = try Fixtures.importing([export], into: nil)
        #expect(dry.outcomes.map(\.status) == [.found])
        #expect(dry.counts.recordsImported == 4)
    }

    @Test("Input sizes come from the files; standard input has none")
    func inputSizes() throws {
        let inputs = try ImportInputs([Fixtures.morningRun, "-"])
        let size = try #require(try FileManager.default.attributesOfItem(atPath: Fixtures.morningRun)[.size] as? NSNumber)
        #expect(inputs.items.map(\.size) == [size.int64Value, 0])
        #expect(inputs.items.map(\.name) == [Fixtures.morningRun, "-"])
    }

    // Moved from the CLI tests (ImportExportTests.malformedFileChangesNothing).
    @Test("A malformed line fails its file with file and line named, and changes nothing")
    func malformedFileChangesNothing() throws {
        let dir = try TemporaryDirectory()
        let good = try String(contentsOfFile: Fixtures.morningRun, encoding: .utf8)
        try (good + "{\"activityType\": oops}\n").write(toFile: dir.path("bad.json"), atomically: true, encoding: .utf8)
        let store = try WorkoutStore(path: dir.path("s.sqlite"))
        let report = try Fixtures.importing([dir.path("bad.json")], into: store)
        let failures = Fixtures.failures(report)
        #expect(report.counts.failed == 1)
        #expect(failures.contains { $0.contains("bad.json: line 2, column 18: unexpected character 'o', expected a value") }, "\(failures)")
        #expect(!failures.contains { $0.contains("Fatal") })
        #expect(try Fixtures.summaries(store).isEmpty)
    }
}

