import Foundation
import Testing
import TestSupport
import WorkoutFormats
import WorkoutModel

@Suite("TCX writer")
struct TCXWriterTests {
    /// TCX files whose content a TCX writer cannot give back as read: the course comes back
    /// as an Activity (its name and timeless laps have no place there), and the COROS swim's
    /// second lap repeats every trackpoint of the first with the same times (written back,
    /// each time belongs to one lap).
    static let activityFiles = TCXReaderTests.files.filter {
        $0 != "garmin-training-center-course.tcx" && $0 != "coros-openwater-swim.tcx"
    }

    @Test("TCX → TCX keeps everything the model holds (same content digest)",
          .enabled(if: Corpus.isAvailable, corpusMissing), arguments: activityFiles)
    func roundTripKeepsContent(_ name: String) throws {
        let (original, _) = try readCorpus(TCXRecordingReader(), "tcx/\(name)")
        let bytes = try writeAll(TCXRecordingWriter(), original)
        let again = try TCXRecordingReader().readAll(from: DataByteSource(bytes), context: ReadContext(name: "out.tcx"))
        #expect(again.count == original.count)
        for (before, after) in zip(original, again) {
            #expect(before.contentDigest == after.contentDigest, "\(name): \(differences(before, after))")
        }
    }

    @Test("the written TCX is valid against Training Center Database v2",
          .enabled(if: Corpus.isAvailable, corpusMissing), .enabled(if: xmllintPath != nil, xmllintMissing),
          arguments: TCXReaderTests.files)
    func outputIsSchemaValid(_ name: String) throws {
        let (recordings, _) = try readCorpus(TCXRecordingReader(), "tcx/\(name)")
        let bytes = try writeAll(TCXRecordingWriter(), recordings)
        let errors = try schemaErrors(bytes, schema: try schemaPath("TrainingCenterDatabasev2.xsd"))
        #expect(errors == nil, "\(name): \(errors ?? "")")
    }

    @Test("GPX → TCX is valid TCX", .enabled(if: Corpus.isAvailable, corpusMissing),
          .enabled(if: xmllintPath != nil, xmllintMissing), arguments: GPXReaderTests.goodFiles)
    func gpxAsTCXIsSchemaValid(_ name: String) throws {
        let (recordings, _) = try readCorpus(GPXRecordingReader(), "gpx/\(name)")
        let bytes = try writeAll(TCXRecordingWriter(), recordings)
        let errors = try schemaErrors(bytes, schema: try schemaPath("TrainingCenterDatabasev2.xsd"))
        #expect(errors == nil, "\(name): \(errors ?? "")")
    }

    @Test("a lap's calories come from its energy samples, else from the workout's total by lap time")
    func lapCaloriesAreNeverAFakeZero() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        let workout = Workout(
            activityType: .running, start: start, end: start.addingTimeInterval(600), duration: 600,
            totalEnergyBurned: Quantity(100, .kilocalorie),
            events: [WorkoutEvent(type: .lap, date: start, duration: 300),
                     WorkoutEvent(type: .lap, date: start.addingTimeInterval(300), duration: 300)])
        let energy = QuantitySample(type: .activeEnergyBurned, quantity: Quantity(30, .kilocalorie),
                                    start: start, end: start.addingTimeInterval(300))
        let text = String(decoding: try writeAll(TCXRecordingWriter(), [WorkoutRecording(workout: workout, samples: [energy])]),
                          as: UTF8.self)
        #expect(text.contains("<Calories>30</Calories>"))
        #expect(text.contains("<Calories>50</Calories>"))
        #expect(!text.contains("<Calories>0</Calories>"))
    }
}
