import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// Reading an Apple Health export with ``ReadOptions/skipsBadItems``: the corpus export's
/// document with bad records and workouts written into it.
@Suite("Apple Health export reading that skips bad items",
       .enabled(if: Corpus.isAvailable, Comment(rawValue: Corpus.missingMessage)))
struct AppleHealthSkippingTests {
    /// The corpus document whose workout's locations are inline (no route file needed).
    private func corpusDocument() throws -> String {
        try String(contentsOf: try #require(Corpus.url("applehealth/healthkit-to-sqlite-inline-locations.xml")), encoding: .utf8)
    }

    /// `lines` inserted before the document's workout, which is on line 14.
    private func inserting(_ lines: [String], into xml: String) throws -> String {
        let index = try #require(xml.range(of: "    <Workout"))
        return xml[..<index.lowerBound] + lines.map { $0 + "\n" }.joined() + xml[index.lowerBound...]
    }

    private func read(_ xml: String, skipping: Bool) throws -> (recordings: [WorkoutRecording], samples: [QuantitySample], context: ReadContext) {
        let context = ReadContext(name: "export.xml", options: ReadOptions(skipsBadItems: skipping))
        var recordings: [WorkoutRecording] = [], samples: [QuantitySample] = []
        try AppleHealthReader().readItems(from: DataByteSource(Array(xml.utf8)), context: context) { item in
            switch item {
            case .recording(let recording): recordings.append(recording)
            case .samples(let batch): samples += batch
            case .categorySamples, .correlations, .activitySummaries: break
            case .course: Issue.record("an Apple Health export holds no course")
            }
        }
        return (recordings, samples, context)
    }

    private let steps = #"    <Record type="HKQuantityTypeIdentifierStepCount" unit="count" startDate="2018-09-10 02:00:00 -0700" endDate="2018-09-10 02:10:00 -0700" value="10"/>"#
    private let noValue = #"    <Record type="HKQuantityTypeIdentifierStepCount" unit="count" startDate="2018-09-10 03:00:00 -0700" endDate="2018-09-10 03:10:00 -0700" value="many"/>"#
    private let badWorkout = #"    <Workout workoutActivityType="HKWorkoutActivityTypeWalking" startDate="2018-09-10 05:00:00 -0700" endDate="2018-09-10 04:00:00 -0700"><MetadataEntry key="HKTimeZone" value="UTC"/><WorkoutEvent type="HKWorkoutEventTypePause" date="2018-09-10 05:10:00 -0700"/></Workout>"#

    @Test("A record without a numeric value and a workout ending before it starts are skipped with their lines; the rest is read")
    func badRecordAndWorkoutAreSkipped() throws {
        let xml = try inserting([steps, noValue, badWorkout, steps], into: try corpusDocument())
        let (recordings, samples, context) = try read(xml, skipping: true)
        #expect(recordings.count == 1, "the corpus workout is read")
        #expect(recordings.first?.workout.activityType == .running)
        #expect(recordings.first?.routes.first?.locations.isEmpty == false)
        #expect(samples.filter { $0.quantityType == .stepCount }.count == 2)
        let skipped = context.skipped.named
        #expect(skipped.map(\.kind) == [.record, .workout])
        #expect(skipped.map(\.position) == [.line(15, column: 153), .line(16, column: 138)])
        #expect(skipped.first?.description
            == "export.xml: line 15, column 153: a HKQuantityTypeIdentifierStepCount record has no numeric value; the record was skipped")
        #expect(skipped.last?.reason == "a Workout ends before it starts")
    }

    @Test("Without skipsBadItems the first bad record fails the document, naming its line")
    func withoutSkippingTheFirstProblemFails() throws {
        let xml = try inserting([steps, noValue, badWorkout], into: try corpusDocument())
        #expect(throws: FormatError.malformed(file: "export.xml", at: .line(15, column: 153),
                                              reason: "a HKQuantityTypeIdentifierStepCount record has no numeric value")) {
            try read(xml, skipping: false)
        }
    }

    @Test("A document cut inside its workout keeps the records before the cut and names the rest as lost")
    func cutDocumentKeepsWhatCameBefore() throws {
        let xml = try inserting([steps, steps.replacingOccurrences(of: "02:", with: "01:")], into: try corpusDocument())
        let cut = String(xml[..<(try #require(xml.range(of: "<Location ", options: .backwards))).lowerBound])
        let (recordings, samples, context) = try read(cut, skipping: true)
        #expect(recordings.isEmpty, "the workout being read when the document broke off is lost")
        #expect(samples.filter { $0.quantityType == .stepCount }.count == 2)
        #expect(context.skipped.named.map(\.kind) == [.remainder])
        #expect(context.skipped.named.first?.description.hasSuffix(
            "the rest of the file cannot be read past this point; what came before it was kept") == true)
    }

    @Test("A bad category record, correlation and activity summary are skipped with their lines; their good neighbours are read")
    func badRecordsOfOtherKindsAreSkipped() throws {
        let sleep = #"    <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="W" startDate="2018-09-10 01:00:00 -0700" endDate="2018-09-10 02:00:00 -0700" value="HKCategoryValueSleepAnalysisInBed"/>"#
        let backwards = sleep.replacingOccurrences(of: "02:00:00", with: "00:30:00")
        let pressure = #"    <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Cuff" startDate="2018-09-10 08:00:00 -0700" endDate="2018-09-10 08:00:00 -0700"><Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Cuff" unit="mmHg" startDate="2018-09-10 08:00:00 -0700" endDate="2018-09-10 08:00:00 -0700" value="X"/></Correlation>"#
        let summary = #"    <ActivitySummary dateComponents="2018-09-10" activeEnergyBurned="300" activeEnergyBurnedUnit="kcal" appleStandHours="8"/>"#
        let badSummary = summary.replacingOccurrences(of: "\"8\"", with: "\"eight\"")
        let xml = try inserting([sleep, backwards, pressure, pressure.replacingOccurrences(of: "\"X\"", with: "\"120\""),
                                 badSummary, summary], into: try corpusDocument())
        let context = ReadContext(name: "export.xml", options: ReadOptions(skipsBadItems: true))
        var categories = 0, correlations = 0, summaries = 0
        try AppleHealthReader().readItems(from: DataByteSource(Array(xml.utf8)), context: context) { item in
            switch item {
            case .categorySamples(let batch): categories += batch.count
            case .correlations(let batch): correlations += batch.count
            case .activitySummaries(let batch): summaries += batch.count
            case .recording, .samples: break
            case .course: Issue.record("an Apple Health export holds no course")
            }
        }
        #expect([categories, correlations, summaries] as [Int] == [1, 1, 3], "one each from the inserted lines, two summaries in the corpus document")
        let skipped = context.skipped.named
        #expect(skipped.map(\.kind) == [.record, .record, .record])
        #expect(skipped.map(\.reason) == [
            "a HKCategoryTypeIdentifierSleepAnalysis record ends before it starts",
            "a HKQuantityTypeIdentifierBloodPressureSystolic record has no numeric value",
            "an ActivitySummary's appleStandHours 'eight' is not a number",
        ])
        #expect(skipped.map(\.position) == [.line(15, column: 188), .line(16, column: 332), .line(18, column: 128)])
    }

    @Test("A document cut inside a category record keeps the category records before it")
    func cutInsideCategoryRecordKeepsTheOnesBefore() throws {
        let sleep = #"    <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="W" startDate="2018-09-10 01:00:00 -0700" endDate="2018-09-10 02:00:00 -0700" value="HKCategoryValueSleepAnalysisInBed"><MetadataEntry key="HKTimeZone" value="UTC"/></Record>"#
        let xml = try inserting([sleep, sleep.replacingOccurrences(of: "01:00", with: "00:00")], into: try corpusDocument())
        let cut = String(xml[..<(try #require(xml.range(of: "</Record>", options: .backwards))).lowerBound])
        let context = ReadContext(name: "export.xml", options: ReadOptions(skipsBadItems: true))
        var categories: [CategorySample] = []
        try AppleHealthReader().readItems(from: DataByteSource(Array(cut.utf8)), context: context) { item in
            if case .categorySamples(let batch) = item { categories += batch }
        }
        #expect(categories.count == 1)
        #expect(categories.first?.uuid == categories.first?.contentDerivedUUID)
        #expect(context.skipped.named.map(\.kind) == [.remainder])
    }

    @Test("Past 20 skipped items the rest are counted by reason, so memory does not grow with them")
    func skippedItemsAreBounded() throws {
        let many = Array(repeating: noValue, count: 5000)
        let (_, _, context) = try read(try inserting(many, into: try corpusDocument()), skipping: true)
        #expect(context.skipped.count == 5000)
        #expect(context.skipped.named.count == SkippedItems.namedLimit)
        #expect(context.skipped.rest.count == 1)
        #expect(context.skipped.restSummary
            == "and 4980 more records skipped: a HKQuantityTypeIdentifierStepCount record has no numeric value (4980)")
    }
}
