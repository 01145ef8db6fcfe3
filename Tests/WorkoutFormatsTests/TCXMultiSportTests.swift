import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

private let gpsbabelPath = ["/usr/bin/gpsbabel", "/usr/local/bin/gpsbabel"].first { FileManager.default.isExecutableFile(atPath: $0) }

/// A multisport workout written to TCX is one `Activity` (GPSBabel and most TCX readers
/// follow `Activities/Activity` only, and read no point of a `MultiSportSession`): what that
/// loses of the legs is named, exactly.
@Suite("TCX: multisport workouts as one Activity")
struct TCXMultiSportTests {
    static let files = ["fit/garmin-fenix5x-triathlon-3MB.fit", "fit/garmin-fr920xt-multisport-multiple-headers.fit",
                        "fit/garmin-fenix2-multisport-1MB.fit"]

    /// How many samples of each type a recording holds.
    private static func typeCounts(_ recording: WorkoutRecording) -> [QuantityType: Int] {
        var counts: [QuantityType: Int] = [:]
        recording.forEachSample { counts[$0.quantityType, default: 0] += 1 }
        return counts
    }

    @Test("the legs are named (types, times, totals, metadata), and every value read back as another type is counted: the counts are the read-back differences",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)), arguments: files)
    func legsAndRetypedValuesAreNamedExactly(_ file: String) throws {
        let recording = try #require(try readCorpus(FITRecordingReader(), file).recordings.first)
        let legs = recording.workout.activities
        #expect(legs.count > 1)
        let capabilities = TCXRecordingWriter().capabilities
        let losses = LossReport.losses(writing: recording, as: capabilities)
        var legTypes: [String] = []
        for leg in legs where !legTypes.contains(leg.activityType.name) { legTypes.append(leg.activityType.name) }
        #expect(losses.contains("\(legs.count) multisport activities (written as one workout: the legs' types "
            + legTypes.joined(separator: ", ") + ", times, totals and metadata)"), "\(losses)")

        let back = try TCXRecordingReader().readAll(
            from: DataByteSource(try writeAll(TCXRecordingWriter(), [recording])), context: ReadContext(name: "out.tcx"))
        #expect(back.count == 1)
        let before = Self.typeCounts(recording), after = Self.typeCounts(try #require(back.first))
        // Each "N X samples (read back as Y)": N values of X became Y's.
        var moved: [QuantityType: Int] = [:]
        for loss in losses {
            guard let range = loss.range(of: " samples (read back as ") ?? loss.range(of: " sample (read back as ") else { continue }
            let words = loss[..<range.lowerBound].split(separator: " ")
            let count = try #require(Int(words[0]))
            let from = try #require(QuantityType.allKnown.first { $0.shortName == words[1] })
            let to = try #require(QuantityType.allKnown.first { $0.shortName == loss[range.upperBound...].dropLast() })
            #expect(before[from] == count, "\(loss)")
            moved[from, default: 0] -= count
            moved[to, default: 0] += count
        }
        for type in Set(before.keys).union(after.keys) where capabilities.sampleTypes?.contains(type) ?? true {
            // Types whose values the writer leaves out for another reason are named as such already.
            guard after[type] != nil || moved[type] != nil || before[type] == nil else { continue }
            #expect((before[type] ?? 0) + (moved[type] ?? 0) == after[type] ?? 0, "\(file): \(type.shortName)")
        }
    }

    @Test("GPSBabel reads every point of a multisport workout written to TCX",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)),
          .enabled(if: gpsbabelPath != nil, "GPSBabel is not installed"))
    func gpsbabelReadsEveryPoint() throws {
        let recording = try #require(try readCorpus(FITRecordingReader(), "fit/garmin-fr920xt-multisport-multiple-headers.fit").recordings.first)
        let directory = try TemporaryDirectory()
        let path = directory.path("multisport.tcx")
        try Data(try writeAll(TCXRecordingWriter(), [recording])).write(to: URL(fileURLWithPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(gpsbabelPath))
        process.arguments = ["-t", "-i", "gtrnctr", "-f", path, "-o", "unicsv,utc=0", "-F", "-"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let rows = output.split(whereSeparator: \.isNewline).dropFirst()
        let positioned = recording.routes.flatMap(\.locations).filter(\.hasValidCoordinate).count
        let withPosition = rows.filter { row in
            let cells = row.split(separator: ",", omittingEmptySubsequences: false)
            return cells.count > 2 && Double(cells[1]) != nil && Double(cells[2]) != nil
        }
        #expect(positioned > 0 && withPosition.count == positioned, "\(withPosition.count) points, \(positioned) locations")
    }

    @Test("the corpus file of four Activities reads as four workouts, and written back reads as four again",
          .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
    func fourActivitiesStayFourWorkouts() throws {
        let recordings = try readCorpus(TCXRecordingReader(), "tcx/garmin-fr305-four-activities.tcx").recordings
        #expect(recordings.count == 4)
        let back = try TCXRecordingReader().readAll(
            from: DataByteSource(try writeAll(TCXRecordingWriter(), recordings)), context: ReadContext(name: "out.tcx"))
        #expect(back.map(\.workout.startDate) == recordings.map(\.workout.startDate))
    }
}
