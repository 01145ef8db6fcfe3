import Foundation
import Testing
import TestSupport
import WorkoutKit

/// An edit of a file into a file streams where `convert` would (``EditPipeline/writeStreamed(_:edit:with:to:strict:events:)``),
/// and writes the bytes, and names the losses, of the edit of the whole recording.
@Suite("Streamed edits", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct StreamedEditTests {
    /// Corpus recordings and the formats they stream to: those of ``PrivacyStreamTests/cases``
    /// with a FIT ride whose times all rise (the Edge 500 ride has 15 records at a time already
    /// taken, so its edits read whole: ``wholeWhereThePointsDoNotStreamExactly()``), and FIT
    /// written from a FIT file, a GPX and a TCX without developer fields (through the check
    /// `convert` uses for such inputs).
    static let cases = PrivacyStreamTests.cases.map { case_ in
        case_.input == "fit/garmin-edge500-ride.fit" ? (input: "fit/coros-pace2-ride-misaligned-fields.fit", format: case_.format) : case_
    } + [("fit/coros-pace2-ride-misaligned-fields.fit", "fit"), ("gpx/strava-ride-power.gpx", "fit"),
         ("tcx/garmin-fr410-run-hr-3laps.tcx", "fit")]

    struct Written: Equatable {
        var bytes: String
        var losses: [[String]]
        var withheld: [Int]
        var droppedTotals: [String]
    }

    /// `bytes` as compared: a CSV's rows with their workout UUID blanked (an edit makes a new
    /// UUID); any other format as it is (GPX, TCX and FIT do not write the workout's UUID).
    static func comparable(_ path: String, _ format: String) throws -> String {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        return format == "csv" ? ConverterTests.blankingWorkouts(bytes) : bytes.map { String($0, radix: 16) }.joined()
    }

    /// `edit` of `input` written as `format` by the streamed path and by the whole one
    /// (``EditPipeline/read(_:events:)``, ``RecordingEditor``, ``EditPipeline/write(_:with:to:strict:events:)``).
    static func bothWays(_ input: String, _ format: String, _ edit: StreamedEdit, privacy: PrivacyFilter = .none,
                         whole: (WorkoutRecording) throws -> EditedRecording) throws -> (streamed: Written, whole: Written) {
        let dir = try TemporaryDirectory()
        let writer = try EditCorpusTests.writer(format)
        let pipeline = EditPipeline(privacy: privacy)
        var streamedWithheld: [Int] = []
        let outcome = try #require(try pipeline.writeStreamed(.file(input), edit: edit, with: writer, to: .file(dir.path("streamed.\(format)"))) {
            if case .withheld(let notice) = $0 { streamedWithheld.append(notice.positions) }
        }, "\(input) as \(format) streams")
        var wholeWithheld: [Int] = []
        let edited = try whole(try pipeline.read(.file(input)))
        let losses = try pipeline.write([edited], with: writer, to: .file(dir.path("whole.\(format)"))) {
            if case .withheld(let notice) = $0 { wholeWithheld.append(notice.positions) }
        }
        return (Written(bytes: try comparable(dir.path("streamed.\(format)"), format), losses: outcome.losses.map(\.losses),
                        withheld: streamedWithheld, droppedTotals: outcome.droppedTotals),
                Written(bytes: try comparable(dir.path("whole.\(format)"), format), losses: losses.map(\.losses), withheld: wholeWithheld,
                        droppedTotals: edited.droppedTotals))
    }

    @Test("shift by an hour back and by 90.5 s: the streamed edit writes the whole edit's bytes and losses",
          arguments: cases.indices)
    func shiftStreamedEqualsWhole(_ index: Int) throws {
        let (name, format) = Self.cases[index]
        let input = try Fixtures.corpus(name)
        for seconds in [-3600, 90.5] {
            let (streamed, whole) = try Self.bothWays(input, format, .shift(by: seconds)) { RecordingEditor.shift($0, by: seconds) }
            #expect(streamed == whole, "\(name) shifted by \(seconds) s as \(format)")
        }
    }

    @Test("trim by five minutes at each end, and from a third of the way in to the end: the streamed edit writes the whole edit's bytes, losses and left-out totals",
          arguments: cases.indices)
    func trimStreamedEqualsWhole(_ index: Int) throws {
        let (name, format) = Self.cases[index]
        let input = try Fixtures.corpus(name)
        let workout = try EditPipeline().read(.file(input)).workout
        let third = workout.startDate.addingTimeInterval(workout.endDate.timeIntervalSince(workout.startDate) / 3)
        for (from, to) in [(workout.startDate.addingTimeInterval(300), workout.endDate.addingTimeInterval(-300)), (third, nil)] {
            let (streamed, whole) = try Self.bothWays(input, format, .trim { _ in (from, to) }) {
                try RecordingEditor.trim($0, from: from, to: to, name: input)
            }
            #expect(streamed == whole, "\(name) trimmed to \(from)...\(String(describing: to)) as \(format)")
        }
    }

    @Test("a trim with hidden ends streams: the whole edit's bytes and withheld positions (the ends are the trimmed track's, found in passes through the trim)",
          arguments: cases.indices)
    func trimWithHiddenEndsStreams(_ index: Int) throws {
        let (name, format) = Self.cases[index]
        let input = try Fixtures.corpus(name)
        let workout = try EditPipeline().read(.file(input)).workout
        let (from, to) = (workout.startDate.addingTimeInterval(300), workout.endDate.addingTimeInterval(-300))
        let (streamed, whole) = try Self.bothWays(input, format, .trim { _ in (from, to) }, privacy: try PrivacyFilter(hiddenEnds: 200)) {
            try RecordingEditor.trim($0, from: from, to: to, name: input)
        }
        #expect(streamed == whole, "\(name) trimmed with hidden ends as \(format)")
        #expect(streamed.withheld.reduce(0, +) > 0)
    }

    @Test("gpxpy reads a streamed trim with hidden ends: the whole trim's points, fewer than the trim's without them")
    func trimWithHiddenEndsReadByGpxpy() throws {
        let input = try Fixtures.corpus("gpx/strava-ride-power.gpx")
        let workout = try EditPipeline().read(.file(input)).workout
        let (from, to) = (workout.startDate.addingTimeInterval(600), workout.endDate.addingTimeInterval(-600))
        let dir = try TemporaryDirectory()
        let writer = try EditCorpusTests.writer("gpx")
        let hidden = EditPipeline(privacy: try PrivacyFilter(hiddenEnds: 500))
        _ = try #require(try hidden.writeStreamed(.file(input), edit: .trim { _ in (from, to) }, with: writer, to: .file(dir.path("hidden.gpx"))))
        _ = try #require(try EditPipeline().writeStreamed(.file(input), edit: .trim { _ in (from, to) }, with: writer,
                                                        to: .file(dir.path("trimmed.gpx"))))
        try hidden.write([try RecordingEditor.trim(try hidden.read(.file(input)), from: from, to: to, name: input)], with: writer,
                         to: .file(dir.path("whole.gpx")))
        guard let streamed = try EditCorpusTests.gpxpyPointTimes(dir.path("hidden.gpx")),
              let trimmed = try EditCorpusTests.gpxpyPointTimes(dir.path("trimmed.gpx")),
              let whole = try EditCorpusTests.gpxpyPointTimes(dir.path("whole.gpx")) else { return }
        #expect(streamed == whole && !streamed.isEmpty)
        #expect(streamed.count < trimmed.count && streamed.allSatisfy { trimmed.contains($0) })
    }

    @Test("Garmin's SDK reads a streamed trim of a FIT ride without developer fields into FIT: no error, the records and timer time of the whole trim")
    func trimFITWithoutDeveloperFieldsReadByGarminSDK() throws {
        let input = try Fixtures.corpus("fit/coros-pace2-ride-misaligned-fields.fit")
        let ride = try EditPipeline().read(.file(input))
        let (from, to) = (ride.workout.startDate.addingTimeInterval(600), ride.workout.endDate.addingTimeInterval(-600))
        let dir = try TemporaryDirectory()
        let writer = try EditCorpusTests.writer("fit")
        _ = try #require(try EditPipeline().writeStreamed(.file(input), edit: .trim { _ in (from, to) }, with: writer,
                                                        to: .file(dir.path("streamed.fit"))))
        try EditPipeline().write([try RecordingEditor.trim(ride, from: from, to: to, name: input)], with: writer, to: .file(dir.path("whole.fit")))
        guard let decoded = try EditCorpusTests.garminSDK([dir.path("streamed.fit"), dir.path("whole.fit")]) else { return }
        #expect(decoded[0].errors.isEmpty && decoded[0].records > 0)
        #expect(decoded[0].records == decoded[1].records && decoded[0].timerTime == decoded[1].timerTime)
    }

    @Test("a trim's bounds are given the recording's workout; a bound outside it is refused as the whole trim refuses it, nothing written")
    func trimRefusedOutside() throws {
        let input = try Fixtures.corpus("gpx/strava-ride-power.gpx")
        let workout = try EditPipeline().read(.file(input)).workout
        let dir = try TemporaryDirectory()
        var given: Workout?
        let late = workout.endDate.addingTimeInterval(60)
        #expect(throws: EditError.timeOutsideRecording(input: input, what: "the trim's end", time: late, start: workout.startDate,
                                                        end: workout.endDate)) {
            try EditPipeline().writeStreamed(.file(input), edit: .trim { outline in
                given = outline.workout
                return (nil, late)
            }, with: try EditCorpusTests.writer("gpx"), to: .file(dir.path("out.gpx")))
        }
        #expect(given?.startDate == workout.startDate && given?.endDate == workout.endDate && given?.events == workout.events)
        #expect(!FileManager.default.fileExists(atPath: dir.path("out.gpx")))
    }

    @Test("Garmin's SDK reads a streamed trim of a FIT ride with developer fields: no error, the records of the whole trim")
    func trimFITReadByGarminSDK() throws {
        let input = try Fixtures.corpus("fit/hammerhead-karoo2-ride-devfields.fit")
        let ride = try EditPipeline().read(.file(input))
        let (from, to) = (ride.workout.startDate.addingTimeInterval(600), ride.workout.endDate.addingTimeInterval(-600))
        let dir = try TemporaryDirectory()
        let writer = try EditCorpusTests.writer("fit")
        _ = try #require(try EditPipeline().writeStreamed(.file(input), edit: .trim { _ in (from, to) }, with: writer,
                                                        to: .file(dir.path("streamed.fit"))))
        try EditPipeline().write([try RecordingEditor.trim(ride, from: from, to: to, name: input)], with: writer, to: .file(dir.path("whole.fit")))
        guard let decoded = try EditCorpusTests.garminSDK([dir.path("streamed.fit"), dir.path("whole.fit")]) else { return }
        #expect(decoded[0].errors.isEmpty && decoded[0].records > 0)
        #expect(decoded[0].records == decoded[1].records && decoded[0].timerTime == decoded[1].timerTime)
    }

    @Test("--utc-offset: re-tagged in a named zone and in the zone the recording states, the streamed edit writes the whole edit's bytes and losses; a recording that states none is refused, nothing written",
          arguments: [("fit/garmin-edge1000-ride-3939576645.fit", "gpx"), ("fit/coros-pace2-ride-misaligned-fields.fit", "csv"),
                      ("gpx/strava-ride-power.gpx", "tcx")])
    func retagStreamedEqualsWhole(_ name: String, _ format: String) throws {
        let input = try Fixtures.corpus(name)
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let (streamed, whole) = try Self.bothWays(input, format, .retag(in: berlin)) { RecordingEditor.retag($0, localTimeIn: berlin) }
        #expect(streamed == whole, "\(name) re-tagged in Europe/Berlin as \(format)")
        let dir = try TemporaryDirectory()
        let writer = try EditCorpusTests.writer(format)
        guard name.hasSuffix(".fit") else {
            #expect(throws: EditError.noTimeZoneStated(input: input)) {
                try EditPipeline().writeStreamed(.file(input), edit: .retag(in: nil), with: writer, to: .file(dir.path("out.\(format)")))
            }
            #expect(!FileManager.default.fileExists(atPath: dir.path("out.\(format)")))
            return
        }
        let (stated, statedWhole) = try Self.bothWays(input, format, .retag(in: nil)) { try RecordingEditor.retagInStatedZone($0, input: input) }
        #expect(stated == statedWhole, "\(name) re-tagged in its own zone as \(format)")
    }

    @Test("shift with a privacy zone: the zone applies to the moved points as they pass, the same positions withheld")
    func shiftWithZone() throws {
        let input = try Fixtures.corpus("gpx/strava-ride-power.gpx")
        let ride = try EditPipeline().read(.file(input))
        let locations = ride.routes.flatMap(\.locations)
        let middle = locations[locations.count / 2]
        let zone = try PrivacyFilter(zones: [try PrivacyZone(latitude: middle.latitude, longitude: middle.longitude, radius: 300)])
        let (streamed, whole) = try Self.bothWays(input, "gpx", .shift(by: 60), privacy: zone) { RecordingEditor.shift($0, by: 60) }
        #expect(streamed == whole)
        #expect(streamed.withheld.count == 1 && (streamed.withheld.first ?? 0) > 0)
    }

    @Test("gpxpy reads the streamed shift: every point's time the original's plus the shift")
    func shiftReadByGpxpy() throws {
        let input = try Fixtures.corpus("tcx/garmin-fr410-run-hr-3laps.tcx")
        let dir = try TemporaryDirectory()
        let path = dir.path("shifted.gpx")
        _ = try #require(try EditPipeline().writeStreamed(.file(input), edit: .shift(by: -7200), with: try EditCorpusTests.writer("gpx"),
                                                        to: .file(path)))
        let expected = try EditPipeline().read(.file(input)).routes.flatMap(\.locations).map { $0.timestamp.timeIntervalSince1970 - 7200 }
        guard let times = try EditCorpusTests.gpxpyPointTimes(path) else { return }
        #expect(times.count == expected.count && !times.isEmpty)
        #expect(zip(times, expected).allSatisfy { abs($0 - $1) < 0.001 })
    }

    @Test("a file of four workouts is refused as the whole read refuses it, after the same warnings and no loss of its first workout, and nothing is written (a shift into GPX and into FIT)",
          arguments: ["gpx", "fit"])
    func severalWorkoutsRefused(_ format: String) throws {
        let input = try Fixtures.corpus("tcx/garmin-fr305-four-activities.tcx")
        let dir = try TemporaryDirectory()
        var streamedWarnings: [String] = [], wholeWarnings: [String] = []
        var losses = 0
        #expect(throws: EditError.notOneWorkout(input: input, count: 4)) {
            try EditPipeline().writeStreamed(.file(input), edit: .shift(by: 60), with: try EditCorpusTests.writer(format),
                                             to: .file(dir.path("out.\(format)"))) {
                if case .warning(_, let message) = $0 { streamedWarnings.append(message) }
                if case .loss = $0 { losses += 1 }
            }
        }
        #expect(losses == 0)
        #expect(throws: EditError.notOneWorkout(input: input, count: 4)) {
            try EditPipeline().read(.file(input)) { if case .warning(_, let message) = $0 { wholeWarnings.append(message) } }
        }
        #expect(streamedWarnings == wholeWarnings && !wholeWarnings.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir.path("out.\(format)")))
    }

    @Test("where the edit must read whole (FIT into FIT where records share a time), nothing is read or written")
    func wholeWhereItCannotStream() throws {
        let dir = try TemporaryDirectory()
        #expect(try EditPipeline().writeStreamed(.file(try Fixtures.corpus("fit/garmin-edge500-ride.fit")), edit: .shift(by: 1),
                                                 with: try EditCorpusTests.writer("fit"), to: .file(dir.path("c.fit"))) == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).isEmpty)
    }

    @Test("into standard output a shift and a trim stream, writing the whole edit's bytes; a file of four workouts is refused before anything is written")
    func standardOutputStreams() throws {
        let gpx = try Fixtures.corpus("gpx/strava-ride-power.gpx")
        let writer = try EditCorpusTests.writer("gpx")
        let dir = try TemporaryDirectory()
        let ride = try EditPipeline().read(.file(gpx))
        let (from, to) = (ride.workout.startDate.addingTimeInterval(300), ride.workout.endDate.addingTimeInterval(-300))
        for (edit, whole) in [(StreamedEdit.shift(by: 60), RecordingEditor.shift(ride, by: 60)),
                              (.trim { _ in (from, to) }, try RecordingEditor.trim(ride, from: from, to: to, name: gpx))] {
            let sink = DataByteSink()
            let outcome = try #require(try EditPipeline().writeStreamed(.file(gpx), edit: edit, with: writer, to: .standardOutput(sink)))
            let losses = try EditPipeline().write([whole], with: writer, to: .file(dir.path("whole.gpx")))
            #expect(sink.bytes == [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir.path("whole.gpx")))) && !sink.bytes.isEmpty)
            #expect(outcome.losses.map(\.losses) == losses.map(\.losses))
        }
        let four = try Fixtures.corpus("tcx/garmin-fr305-four-activities.tcx")
        let sink = DataByteSink()
        #expect(throws: EditError.notOneWorkout(input: four, count: 4)) {
            try EditPipeline().writeStreamed(.file(four), edit: .shift(by: 60), with: writer, to: .standardOutput(sink))
        }
        #expect(sink.bytes.isEmpty)
    }

    @Test("a shift with hidden ends streams: the whole edit's bytes and withheld positions (the shifted track ends where the input's does)",
          arguments: cases.indices)
    func shiftWithHiddenEndsStreams(_ index: Int) throws {
        let (name, format) = Self.cases[index]
        let input = try Fixtures.corpus(name)
        let (streamed, whole) = try Self.bothWays(input, format, .shift(by: 60), privacy: try PrivacyFilter(hiddenEnds: 200)) {
            RecordingEditor.shift($0, by: 60)
        }
        #expect(streamed == whole, "\(name) shifted with hidden ends as \(format)")
        #expect(streamed.withheld.reduce(0, +) > 0)
    }

    @Test("points that would not stream as the whole recording is read stop the edit, nothing written: two at one time (an open-water swim, the Edge 500 ride), legs of several sports (multisport FIT files), a run whose points were typed as a ride's before its session came")
    func wholeWhereThePointsDoNotStreamExactly() throws {
        let dir = try TemporaryDirectory()
        for (name, format) in [("tcx/coros-openwater-swim.tcx", "gpx"), ("fit/garmin-edge500-ride.fit", "csv"),
                               ("fit/garmin-fenix2-multisport-1MB.fit", "gpx"), ("fit/garmin-fr70-compressed-timestamps.fit", "gpx"),
                               ("fit/garmin-fr920xt-multisport-multiple-headers.fit", "csv")] {
            let input = try Fixtures.corpus(name)
            let writer = try EditCorpusTests.writer(format)
            var events = 0
            #expect(try EditPipeline().writeStreamed(.file(input), edit: .shift(by: 60), with: writer, to: .file(dir.path("s.\(format)"))) { _ in
                events += 1
            } == nil, "\(name)")
            #expect(try EditPipeline().writeStreamed(.file(input), edit: .trim { _ in (nil, nil) }, with: writer,
                                                     to: .file(dir.path("t.\(format)"))) == nil, "\(name)")
            #expect(events == 0)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.url.path).isEmpty)
    }
}
