import Foundation
import Testing
import TestSupport
import WorkoutKit

/// A conversion with a privacy filter streams points (zones as they pass, hidden ends after
/// two passes over the input), and writes what the whole-read filtered conversion writes.
@Suite("Privacy on streamed conversions", .enabled(if: Corpus.isAvailable, Fixtures.corpusMissing))
struct PrivacyStreamTests {
    /// Corpus recordings and the formats they stream to: the GPX, FIT and TCX readers; the
    /// GPX, TCX and CSV writers, and FIT developer fields as FIT and CSV columns (values with
    /// the points). FIT is written streamed only from a FIT with developer fields. (JSON
    /// carries the reader's random UUIDs: two conversions never give the same bytes.)
    static let cases: [(input: String, format: String)] = [
        ("gpx/strava-ride-power.gpx", "gpx"), ("gpx/strava-ride-power.gpx", "tcx"), ("gpx/strava-ride-power.gpx", "csv"),
        ("fit/garmin-edge500-ride.fit", "gpx"), ("fit/garmin-edge500-ride.fit", "csv"),
        ("fit/hammerhead-karoo2-ride-devfields.fit", "csv"), ("fit/hammerhead-karoo2-ride-devfields.fit", "fit"),
        ("tcx/garmin-fr410-run-hr-3laps.tcx", "gpx"), ("tcx/garmin-fr410-run-hr-3laps.tcx", "tcx"),
    ]

    struct Written {
        var bytes: Data
        var route: ConversionOutcome.Route
        var withheld: [WithheldPositions]
        var losses: [[String]]
    }

    /// Converts `input` with `filter` into a file (streamed where it can) or a directory (each
    /// workout read whole), and what was written and said.
    static func convert(_ input: String, _ format: String, _ filter: PrivacyFilter, whole: Bool, in dir: TemporaryDirectory) throws -> Written {
        let writer = try FormatRegistry.standard.outputWriter(format: format, output: nil, option: "--to", layout: nil)
        let target = dir.path(whole ? "whole-\(format)/" : "streamed.\(format)")
        var withheld: [WithheldPositions] = []
        let outcome = try Converter(options: ConversionOptions(writer: writer, privacy: filter))
            .convert(input, to: whole ? .directory(target) : .file(target)) { event in
                if case .withheld(let notice) = event { withheld.append(notice) }
            }
        var path = target
        if whole {
            let files = try FileManager.default.contentsOfDirectory(atPath: target)
            #expect(files.count == 1)
            path = (target as NSString).appendingPathComponent(try #require(files.first))
        }
        let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        return Written(bytes: bytes, route: outcome.route, withheld: withheld.map { notice in
            var notice = notice
            notice.output = ""
            return notice
        }, losses: outcome.losses.map(\.losses))
    }

    @Test("a zone and hidden ends: the streamed conversion writes the bytes, counts and losses of the whole-read one",
          arguments: cases.indices)
    func streamedEqualsWhole(_ index: Int) throws {
        let (name, format) = Self.cases[index]
        let input = try Fixtures.corpus(name)
        let ride = try EditPipeline().read(.file(input))
        let locations = ride.routes.flatMap(\.locations)
        let middle = locations[locations.count / 2]
        let zone = try PrivacyZone(latitude: middle.latitude, longitude: middle.longitude, radius: 300)
        for filter in [try PrivacyFilter(zones: [zone]), try PrivacyFilter(zones: [zone], hiddenEnds: 500),
                       try PrivacyFilter(hiddenEnds: 100_000)] {
            let dir = try TemporaryDirectory()
            let streamed = try Self.convert(input, format, filter, whole: false, in: dir)
            let whole = try Self.convert(input, format, filter, whole: true, in: dir)
            #expect(streamed.route == .streamed && whole.route == .whole)
            #expect(streamed.withheld == whole.withheld && streamed.withheld.count == 1)
            #expect((streamed.withheld.first?.positions ?? 0) > 0)
            #expect(streamed.losses == whole.losses, "\(name) as \(format)")
            if format == "csv" {
                // Each CSV row begins with its workout's UUID, which the reader makes anew on each read.
                #expect(ConverterTests.blankingWorkouts([UInt8](streamed.bytes)) == ConverterTests.blankingWorkouts([UInt8](whole.bytes)),
                        "\(name) as \(format), \(filter): the same rows")
            } else {
                #expect(streamed.bytes == whole.bytes, "\(name) as \(format), \(filter): the same bytes")
            }
        }
    }

    @Test("several workouts whose points interleave (a TCX file of four activities): each workout's rows and count are the whole read's")
    func severalWorkouts() throws {
        let input = try Fixtures.corpus("tcx/garmin-fr305-four-activities.tcx")
        let recordings = try TCXRecordingReader().readAll(from: try FileByteSource(path: input),
                                                          context: ReadContext(name: input))
        #expect(recordings.count == 4)
        let first = try #require(recordings.first?.routes.first?.locations.dropFirst(30).first)
        let filter = try PrivacyFilter(zones: [try PrivacyZone(latitude: first.latitude, longitude: first.longitude, radius: 200)],
                                       hiddenEnds: 300)
        let writer = try FormatRegistry.standard.outputWriter(format: "csv", output: nil, option: "--to", layout: nil)
        let dir = try TemporaryDirectory()
        let sink = DataByteSink()
        var streamedCounts: [Int] = []
        let streamed = try Converter(options: ConversionOptions(writer: writer, privacy: filter)).convert(input, to: .standardOutput(sink)) {
            if case .withheld(let notice) = $0 { streamedCounts.append(notice.positions) }
        }
        var wholeCounts: [Int] = []
        let whole = try Converter(options: ConversionOptions(writer: writer, privacy: filter)).convert(input, to: .directory(dir.path("out") + "/")) {
            if case .withheld(let notice) = $0 { wholeCounts.append(notice.positions) }
        }
        #expect(streamed.route == .streamed && whole.route == .whole)
        #expect(streamedCounts.sorted() == wholeCounts.sorted() && streamedCounts.count == 4 && streamedCounts.reduce(0, +) > 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path("out")).map {
            try String(contentsOfFile: dir.path("out") + "/" + $0, encoding: .utf8)
        }
        #expect(ConverterTests.workouts(sink.string).sorted { $0.lexicographicallyPrecedes($1) }
                == files.flatMap(ConverterTests.workouts).sorted { $0.lexicographicallyPrecedes($1) })
    }

    @Test("standard input with hidden ends is copied to a temporary file, then streamed: the bytes of the file converted")
    func standardInputStreamed() throws {
        let input = try Fixtures.corpus("gpx/strava-ride-power.gpx")
        let filter = try PrivacyFilter(hiddenEnds: 300)
        let writer = try FormatRegistry.standard.outputWriter(format: "gpx", output: nil, option: "--to", layout: nil)
        let dir = try TemporaryDirectory()
        let fromFile = try Converter(options: ConversionOptions(writer: writer, privacy: filter)).convert(input, to: .file(dir.path("file.gpx")))
        // The test process's standard input is the file for the conversion (nothing else here reads it).
        let saved = dup(0), file = open(input, O_RDONLY)
        #expect(saved >= 0 && file >= 0)
        dup2(file, 0)
        close(file)
        defer {
            dup2(saved, 0)
            close(saved)
        }
        let fromInput = try Converter(options: ConversionOptions(writer: writer, privacy: filter))
            .convert(InputItem(name: "-", path: nil), to: .file(dir.path("input.gpx")))
        #expect(fromFile.route == .streamed && fromInput.route == .streamed)
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir.path("input.gpx"))) == Data(contentsOf: URL(fileURLWithPath: dir.path("file.gpx"))))
    }
}
