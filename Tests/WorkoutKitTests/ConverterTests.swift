import Foundation
import Testing
import TestSupport
import WorkoutKit

@Suite("Converter")
struct ConverterTests {
    static func converter(to format: String, strict: Bool = false, layout: TableLayout? = nil) throws -> Converter {
        Converter(options: ConversionOptions(
            writer: try FormatRegistry.standard.outputWriter(format: format, output: nil, option: "--to", layout: layout),
            strict: strict))
    }

    /// Writes the morning run as FIT (`run.fit`) and its first half (`cut.fit`) into `dir`.
    static func writeCutFIT(in dir: TemporaryDirectory) throws {
        _ = try converter(to: "fit").convert(Fixtures.morningRun, to: .file(dir.path("run.fit")))
        let whole = try Data(contentsOf: URL(fileURLWithPath: dir.path("run.fit")))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: dir.path("cut.fit")))
    }

    @Test("JSON to JSON writes the sample back byte for byte, to the sink given as standard output")
    func jsonRoundTrip() throws {
        let sink = DataByteSink()
        let outcome = try Self.converter(to: "json").convert(Fixtures.morningRun, to: .standardOutput(sink))
        #expect(outcome.route == .whole)
        #expect(outcome.workouts == 1)
        #expect(sink.bytes == [UInt8](try Data(contentsOf: URL(fileURLWithPath: Fixtures.morningRun))))
    }

    @Test("What CSV cannot hold is reported as data; strict refuses with the loss list, writing nothing")
    func lossesAndStrict() throws {
        let dir = try TemporaryDirectory()
        var events: [OutputEvent] = []
        let outcome = try Self.converter(to: "csv").convert(Fixtures.morningRun, to: .file(dir.path("run.csv"))) { events.append($0) }
        let notice = try #require(outcome.losses.first)
        #expect(outcome.losses.count == 1)
        #expect(notice.output == dir.path("run.csv"))
        #expect(notice.format == "csv")
        #expect(notice.losses.starts(with: ["the activity type running (read back as other)", "3 laps", "the total energy burned",
                                            "the total distance", "the device"]))
        #expect(notice.description.hasPrefix(
            "\(dir.path("run.csv")): CSV cannot hold the activity type running (read back as other), 3 laps, the total energy burned, "))
        #expect(notice.description.hasSuffix("they were not written"))
        #expect(events.count == 1)
        let rows = try String(contentsOfFile: dir.path("run.csv"), encoding: .utf8).components(separatedBy: "\r\n")
        #expect(rows.count == 1 + 1801 + 1)

        do {
            try Self.converter(to: "csv", strict: true).convert(Fixtures.morningRun, to: .file(dir.path("strict.csv")))
            Issue.record("strict conversion should refuse")
        } catch let error as FormatError {
            guard case .wouldLoseData(_, let format, let losses) = error else { throw error }
            #expect(format == "csv")
            #expect(losses == notice.losses)
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("strict.csv")))
    }

    @Test("A directory target gets one file per workout, named by start, activity and UUID")
    func directoryTarget() throws {
        let dir = try TemporaryDirectory()
        let outcome = try Self.converter(to: "gpx").convert(Fixtures.morningRun, to: .directory(dir.path("out")))
        #expect(outcome.workouts == 1)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path("out"))
        #expect(names.count == 1)
        #expect(names.first?.hasPrefix("2024-05-01T0730-running-") == true && names.first?.hasSuffix(".gpx") == true)
    }

    @Test("The output writer follows the format, else the file's extension; a layout needs a table")
    func outputWriter() throws {
        let registry = FormatRegistry.standard
        #expect(try registry.outputWriter(format: nil, output: "x.tcx", option: "--to").format.name == "tcx")
        #expect(try registry.outputWriter(format: "CSV", output: nil, option: "--to", layout: .samples).format.name == "csv")
        #expect(throws: PipelineError.layoutNeedsTableOutput) {
            try registry.outputWriter(format: "json", output: nil, option: "--to", layout: .samples)
        }
        #expect(throws: PipelineError.missingOutputFormat(option: "--to", writable: registry.writableFormatNames)) {
            try registry.outputWriter(format: nil, output: nil, option: "--to")
        }
        let unknown = PipelineError.unknownOutputFormat("xyz", option: "--format", writable: ["a", "b"])
        #expect(unknown.isUsageError)
        #expect(unknown.description == "--format: workoutkit does not write 'xyz' (it writes a, b)")
    }

    @Test("A missing input is an error naming it")
    func missingInput() throws {
        #expect(throws: PipelineError.noSuchFile("/nonexistent.gpx")) {
            try Self.converter(to: "gpx").convert("/nonexistent.gpx", to: .standardOutput(DataByteSink()))
        }
    }

    /// A point table's rows (without the header) by workout, in order, each row without
    /// its workout column (every read gives workouts new UUIDs).
    static func workouts(_ table: String) -> [[String]] {
        var order: [Substring] = []
        var rows: [Substring: [String]] = [:]
        for row in table.components(separatedBy: "\r\n").dropFirst() where !row.isEmpty {
            let workout = row.prefix { $0 != "," }
            if rows[workout] == nil { order.append(workout) }
            rows[workout, default: []].append(String(row.drop { $0 != "," }))
        }
        return order.compactMap { rows[$0] }
    }

    // Moved from the CLI tests (StreamingConvertTests.streamedConvertMatchesWholeRecordings).
    @Test("Converting to CSV (streamed) writes what one file per workout (whole recordings) holds, and names the same losses",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing),
          arguments: [("gpx/gpsbabel-2-tracks-10-segments.gpx", 1, 1, 19), ("tcx/garmin-fr305-four-activities.tcx", 4, 0, 0)])
    func streamedConvertMatchesWholeRecordings(_ file: String, workoutCount: Int, courseCount: Int, untimedInTimed: Int) throws {
        let input = try Fixtures.corpus(file)
        let sink = DataByteSink()
        let streamed = try Self.converter(to: "csv").convert(input, to: .standardOutput(sink))
        #expect(streamed.route == .streamed)

        let dir = try TemporaryDirectory()
        let whole = try Self.converter(to: "csv").convert(input, to: .directory(dir.path("out") + "/"))
        #expect(whole.route == .whole)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).sorted()
        // The GPX file's untimed track is a course: rows of their own (a file of its own here).
        #expect(names.count == workoutCount + courseCount)
        let files = try names.map { try String(contentsOfFile: dir.path("out") + "/" + $0, encoding: .utf8) }

        // The directory's files are named by start time; the stream follows the input's order.
        let streamedWorkouts = Self.workouts(sink.string)
        #expect(streamedWorkouts.count == names.count)
        #expect(streamed.workouts == workoutCount && streamed.courses == courseCount)
        // Both keep the points without a time of a timed track in place (rows with an empty
        // time cell): a stream as it reads them, a whole recording in its route.
        let isUntimed = { (row: String) in row.hasPrefix(",,") }
        let untimedRows = streamedWorkouts.filter { !$0.allSatisfy(isUntimed) }.joined().filter(isUntimed)
        #expect(untimedRows.count == untimedInTimed)
        #expect(streamedWorkouts.sorted { $0.lexicographicallyPrecedes($1) }
                == files.flatMap(Self.workouts).sorted { $0.lexicographicallyPrecedes($1) })
        let sentences = { (notices: [LossNotice]) in notices.map { LossReport.sentence($0.losses) }.sorted() }
        #expect(sentences(streamed.losses) == sentences(whole.losses))
        #expect(!streamed.losses.isEmpty)
    }

    @Test("FIT to fitcsv transcribes the file's own messages", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func fitToFitCSV() throws {
        let fit = try #require(Corpus.files(in: "fit", extensions: ["fit"]).first).path
        let sink = DataByteSink()
        let outcome = try Self.converter(to: "fitcsv").convert(fit, to: .standardOutput(sink))
        #expect(outcome.route == .transcribed)
        #expect(sink.string.hasPrefix("Type,Local Number,Message,"))
    }

    @Test("A FIT file cut short, transcribed to fitcsv in a file, fails and leaves no partial file")
    func fitCSVTranscriptionFailureRemovesTheFile() throws {
        let dir = try TemporaryDirectory()
        try Self.writeCutFIT(in: dir)

        #expect(throws: (any Error).self) {
            try Self.converter(to: "fitcsv").convert(dir.path("cut.fit"), to: .file(dir.path("cut.csv")))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("cut.csv")))
    }

    @Test("Converting a file over itself writes the conversion in its place, with the file's permissions")
    func convertingAFileOverItself() throws {
        let dir = try TemporaryDirectory()
        _ = try Self.converter(to: "gpx").convert(Fixtures.morningRun, to: .file(dir.path("run.gpx")))
        _ = try Self.converter(to: "gpx").convert(dir.path("run.gpx"), to: .file(dir.path("copy.gpx")))
        #expect(chmod(dir.path("run.gpx"), 0o600) == 0)

        let outcome = try Self.converter(to: "gpx").convert(dir.path("run.gpx"), to: .file(dir.path("run.gpx")))
        #expect(outcome.workouts == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("run.gpx"))) == Data(contentsOf: URL(fileURLWithPath: dir.path("copy.gpx"))))
        var status = stat()
        #expect(stat(dir.path("run.gpx"), &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("")).sorted() == ["copy.gpx", "run.gpx"])
    }

    @Test("A conversion that fails leaves the file already at its output path as it was, and no temporary file")
    func failedConversionKeepsTheExistingOutput() throws {
        let dir = try TemporaryDirectory()
        try Self.writeCutFIT(in: dir)
        let existing = Data("an older conversion\n".utf8)
        try existing.write(to: URL(fileURLWithPath: dir.path("cut.gpx")))

        #expect(throws: (any Error).self) {
            try Self.converter(to: "gpx").convert(dir.path("cut.fit"), to: .file(dir.path("cut.gpx")))
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("cut.gpx"))) == existing)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path("")).sorted() == ["cut.fit", "cut.gpx", "run.fit"])
    }

    @Test("An output that is not a regular file (/dev/null) is written in place, not replaced")
    func deviceOutputIsWrittenInPlace() throws {
        let outcome = try Self.converter(to: "gpx").convert(Fixtures.morningRun, to: .file("/dev/null"))
        #expect(outcome.workouts == 1)
        var status = stat()
        #expect(stat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
    }

    @Test("A FIT file whose records carry developer fields streams to the CSV point table, which gets their columns; one without streams as before",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func developerFieldsStreamToCSV() throws {
        let sink = DataByteSink()
        let developer = try Self.converter(to: "csv").convert(try Fixtures.corpus("fit/stryd-run-developer-types.fit"), to: .standardOutput(sink))
        #expect(developer.route == .streamed)
        let header = try #require(sink.string.components(separatedBy: "\r\n").first)
        #expect(header == TableLayout.points.csvHeader
                + ",Developer.Form Power [W],Developer.Leg Spring Stiffness [KN/m],Developer.Distance [m],Developer.Speed [m/s]")
        #expect(!developer.losses.flatMap(\.losses).contains { $0.contains("Developer.") })

        let plain = DataByteSink()
        let streamed = try Self.converter(to: "csv").convert(try Fixtures.corpus("fit/garmin-edge500-ride.fit"), to: .standardOutput(plain))
        #expect(streamed.route == .streamed)
        #expect(plain.string.hasPrefix(TableLayout.points.csvHeader + "\r\n"))
    }

    /// The point table with each row's workout UUID (random at each read) blanked.
    static func blankingWorkouts(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n").enumerated().map { index, line in
            index == 0 || line.count < 36 ? line : "WORKOUT" + line.dropFirst(36)
        }.joined(separator: "\r\n")
    }

    @Test("FIT with developer fields on records to CSV and to FIT: streamed, the bytes and losses of the whole read (one file per workout)",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing),
          arguments: ["fit/stryd-run-developer-types.fit", "fit/hammerhead-karoo2-ride-devfields.fit", "fit/garmin-fr735xt-rowing-ciq.FIT",
                      "fit/garmin-fenix5x-triathlon-3MB.fit", "compressed/tacx-neo-edge1030-indoor.fit.zip"])
    func developerFieldsStreamedAsWhole(_ file: String) throws {
        let input = try Fixtures.corpus(file)
        for format in ["csv", "fit"] {
            let dir = try TemporaryDirectory()
            let streamed = try Self.converter(to: format).convert(input, to: .file(dir.path("streamed." + format)))
            #expect(streamed.route == .streamed)
            let whole = try Self.converter(to: format).convert(input, to: .directory(dir.path("whole") + "/"))
            #expect(whole.route == .whole)
            let names = try FileManager.default.contentsOfDirectory(atPath: dir.path("whole"))
            #expect(names.count == 1)
            let wholeBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir.path("whole") + "/" + (names.first ?? ""))))
            let streamedBytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir.path("streamed." + format))))
            if format == "csv" {
                #expect(Self.blankingWorkouts(streamedBytes) == Self.blankingWorkouts(wholeBytes))
            } else {
                #expect(streamedBytes == wholeBytes)
            }
            let sentences = { (notices: [LossNotice]) in notices.map { LossReport.sentence($0.losses) }.sorted() }
            #expect(sentences(streamed.losses) == sentences(whole.losses))
        }
    }

    /// Converts `input` to FIT into a file (streamed where it can be) and into a directory (read
    /// whole), expects the same bytes and losses, and returns the file's route; `nil` when
    /// both refuse the input, with the same error.
    private static func fitStreamedOrWhole(_ input: String) throws -> ConversionOutcome.Route? {
        let dir = try TemporaryDirectory()
        let streamedResult = Result { try converter(to: "fit").convert(input, to: .file(dir.path("streamed.fit"))) }
        let wholeResult = Result { try converter(to: "fit").convert(input, to: .directory(dir.path("whole") + "/")) }
        if case .failure(let wholeError) = wholeResult {
            guard case .failure(let streamedError) = streamedResult else {
                Issue.record("\(input): read whole it fails (\(wholeError)), streamed it does not")
                return nil
            }
            #expect("\(streamedError)" == "\(wholeError)")
            #expect(!FileManager.default.fileExists(atPath: dir.path("streamed.fit")))
            return nil
        }
        let whole = try wholeResult.get()
        #expect(whole.route == .whole)
        let names = try FileManager.default.contentsOfDirectory(atPath: dir.path("whole"))
        guard names.count == 1 else {
            // Several workouts (or a workout and courses): refused for one file, nothing written.
            #expect(throws: PipelineError.self, "\(input)") { try streamedResult.get() }
            #expect(!FileManager.default.fileExists(atPath: dir.path("streamed.fit")))
            return nil
        }
        let streamed = try streamedResult.get()
        let wholeBytes = try Data(contentsOf: URL(fileURLWithPath: dir.path("whole") + "/" + (names.first ?? "")))
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("streamed.fit"))) == wholeBytes, "\(input)")
        let sentences = { (notices: [LossNotice]) in notices.map { LossReport.sentence($0.losses) }.sorted() }
        #expect(sentences(streamed.losses) == sentences(whole.losses), "\(input)")
        #expect(streamed.warnings == whole.warnings, "\(input)")
        return streamed.route
    }

    @Test("Every corpus GPX, TCX and FIT recording to FIT: streamed where its points go forward in time with their sport known, else read whole, the bytes, losses and warnings of the whole read either way",
          .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
    func recordingsToFITStreamWhereExact() throws {
        var routes: [String: ConversionOutcome.Route] = [:]
        for folder in ["gpx", "tcx", "fit"] {
            for url in Corpus.files(in: folder, extensions: [folder]) {
                routes[url.lastPathComponent] = try Self.fitStreamedOrWhole(url.path)
            }
        }
        // Rides and runs that go forward in time stream; records of one second read whole.
        #expect(routes["garmin-edge500-ride.fit"] == .streamed)
        #expect(routes.values.filter { $0 == .streamed }.count >= routes.count / 2, "\(routes)")
        #expect(routes.values.contains(.whole), "\(routes)")
    }

    @Test("A GPX without a track converted into a file is refused as holding no workout, and leaves no file", arguments: ["csv", "gpx", "tcx", "fit"])
    func inputWithoutWorkoutLeavesNoFile(_ format: String) throws {
        let dir = try TemporaryDirectory()
        let gpx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><metadata><name>nothing</name></metadata></gpx>
            """
        try Data(gpx.utf8).write(to: URL(fileURLWithPath: dir.path("empty.gpx")))
        #expect(throws: PipelineError.noWorkout(input: dir.path("empty.gpx"))) {
            try Self.converter(to: format).convert(dir.path("empty.gpx"), to: .file(dir.path("out." + format)))
        }
        #expect(!FileManager.default.fileExists(atPath: dir.path("out." + format)))
    }

    @Test("A GPX whose points go back in time converts to FIT read whole, as its points would be paired otherwise")
    func pointsGoingBackInTimeReadWholeForFIT() throws {
        let dir = try TemporaryDirectory()
        let gpx = """
            <?xml version="1.0" encoding="UTF-8"?>
            <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>
            <trkpt lat="47.0" lon="8.0"><time>2024-05-01T07:30:00Z</time></trkpt>
            <trkpt lat="47.0001" lon="8.0"><time>2024-05-01T07:30:02Z</time></trkpt>
            <trkpt lat="47.0002" lon="8.0"><time>2024-05-01T07:30:01Z</time></trkpt>
            <trkpt lat="47.0003" lon="8.0"><time>2024-05-01T07:30:03Z</time></trkpt>
            </trkseg></trk></gpx>
            """
        try Data(gpx.utf8).write(to: URL(fileURLWithPath: dir.path("back.gpx")))
        #expect(try Self.fitStreamedOrWhole(dir.path("back.gpx")) == .whole)
    }
}
