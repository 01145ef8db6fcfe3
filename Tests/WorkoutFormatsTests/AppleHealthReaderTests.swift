import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

@Suite("Apple Health export reading")
struct AppleHealthReaderTests {
    /// Reads every item of an export document given as text.
    private func items(_ xml: String, context: ReadContext = ReadContext(name: "export.xml"))
        throws -> (recordings: [WorkoutRecording], samples: [QuantitySample]) {
        var recordings: [WorkoutRecording] = [], samples: [QuantitySample] = []
        try AppleHealthReader().readItems(from: DataByteSource(Array(xml.utf8)), context: context) { item in
            switch item {
            case .recording(let recording): recordings.append(recording)
            case .samples(let batch): samples += batch
            case .categorySamples, .correlations, .activitySummaries: break
            case .course: Issue.record("an Apple Health export holds no course")
            }
        }
        return (recordings, samples)
    }

    private static let modernWorkout = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord)*)>
        <!ATTLIST HealthData locale CDATA #REQUIRED>
        ]>
        <HealthData locale="en_GB">
         <ExportDate value="2024-02-01 09:00:00 +0100"/>
         <Record type="HKQuantityTypeIdentifierStepCount" sourceName="iPhone" unit="count" startDate="2024-01-15 09:00:00 +0100" endDate="2024-01-15 09:10:00 +0100" value="812"/>
         <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Watch" startDate="2024-01-15 01:00:00 +0100" endDate="2024-01-15 02:00:00 +0100" value="HKCategoryValueSleepAnalysisAsleepCore"/>
         <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Cuff" startDate="2024-01-15 08:00:00 +0100" endDate="2024-01-15 08:00:00 +0100">
          <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Cuff" unit="mmHg" startDate="2024-01-15 08:00:00 +0100" endDate="2024-01-15 08:00:00 +0100" value="120"/>
         </Correlation>
         <Workout workoutActivityType="HKWorkoutActivityTypeCycling" duration="60" durationUnit="min" sourceName="Watch" sourceVersion="10.2" device="&lt;&lt;HKDevice: 0x1&gt;, name:Apple Watch, manufacturer:Apple Inc., model:Watch, hardware:Watch6,2, software:10.2&gt;" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 11:05:00 +0100">
          <MetadataEntry key="HKIndoorWorkout" value="0"/>
          <MetadataEntry key="HKWeatherTemperature" value="41 degF"/>
          <WorkoutEvent type="HKWorkoutEventTypePause" date="2024-01-15 10:30:00 +0100" duration="0" durationUnit="min"/>
          <WorkoutEvent type="HKWorkoutEventTypeResume" date="2024-01-15 10:35:00 +0100"/>
          <WorkoutEvent type="HKWorkoutEventTypeSegment" date="2024-01-15 10:00:00 +0100" duration="10" durationUnit="min"/>
          <WorkoutActivity uuid="6F1C5E2A-1111-4222-8333-944455556666" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 11:05:00 +0100" duration="60" durationUnit="min">
           <MetadataEntry key="HKIndoorWorkout" value="0"/>
          </WorkoutActivity>
          <WorkoutStatistics type="HKQuantityTypeIdentifierActiveEnergyBurned" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 11:05:00 +0100" sum="512.5" unit="kcal"/>
          <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceCycling" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 11:05:00 +0100" sum="25.3" unit="km"/>
          <WorkoutStatistics type="HKQuantityTypeIdentifierHeartRate" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 11:05:00 +0100" average="141" minimum="90" maximum="172" unit="count/min"/>
          <WorkoutRoute sourceName="Watch" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 11:05:00 +0100">
           <MetadataEntry key="HKMetadataKeySyncVersion" value="2"/>
           <MetadataEntry key="HKMetadataKeySyncIdentifier" value="ROUTE-1"/>
           <Location date="2024-01-15 10:00:01 +0100" latitude="52.5" longitude="13.4" altitude="34" horizontalAccuracy="3" verticalAccuracy="2" course="-1" speed="5.5"/>
          </WorkoutRoute>
         </Workout>
        </HealthData>
        """

    @Test("A workout with metadata, events, statistics, an activity and a route; records as samples")
    func readsModernExport() throws {
        let context = ReadContext(name: "export.xml")
        let (recordings, samples) = try items(Self.modernWorkout, context: context)
        let recording = try #require(recordings.first)
        let workout = recording.workout
        #expect(recordings.count == 1)
        #expect(workout.activityType == .cycling)
        #expect(workout.startDate == Timestamp.date("2024-01-15T09:00:00Z"))
        #expect(workout.duration == 3600)
        #expect(workout.totalEnergyBurned == Quantity(512.5, .kilocalorie))
        #expect(workout.totalDistance == Quantity(25.3, .kilometer))
        #expect(workout.source.name == "Watch")
        #expect(workout.device == Device(name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch",
                                         hardwareVersion: "Watch6,2", softwareVersion: "10.2"))
        #expect(workout.metadata["HKIndoorWorkout"] == .integer(0))
        #expect(workout.metadata["HKWeatherTemperature"] == .quantity(Quantity(41, .degreeFahrenheit)))
        #expect(workout.metadata["WKStatistics.HKQuantityTypeIdentifierHeartRate.maximum"] == .quantity(Quantity(172, .countPerMinute)))
        #expect(workout.syncIdentifier == "Watch|HKWorkoutActivityTypeCycling|2024-01-15T09:00:00.000Z")
        #expect(workout.events.map(\.type) == [.pause, .resume, .segment])
        #expect(workout.events[2].duration == 600)
        #expect(workout.activities.map(\.uuid.uuidString) == ["6F1C5E2A-1111-4222-8333-944455556666"])
        #expect(workout.activities.first?.activityType == .cycling)
        let route = try #require(recording.routes.first)
        #expect(route.syncIdentifier == "ROUTE-1")
        #expect(route.syncVersion == 2)
        #expect(route.locations.count == 1)
        #expect(route.locations.first?.course == nil)
        #expect(route.locations.first?.speed == 5.5)

        #expect(samples.count == 1)
        #expect(samples.first?.quantityType == .stepCount)
        #expect(samples.first?.quantity == Quantity(812, .count))
        #expect(samples.first?.source?.name == "iPhone")
        #expect(context.warnings.isEmpty, "\(context.warnings)")
    }

    @Test("A category record, a correlation with its record, a type the model does not list and an activity summary are read")
    func readsEveryRecordKind() throws {
        let context = ReadContext(name: "export.xml")
        let xml = Self.modernWorkout.replacingOccurrences(of: "</HealthData>", with: """
             <Record type="HKQuantityTypeIdentifierEnvironmentalAudioExposure" sourceName="iPhone" unit="dBASPL" startDate="2024-01-15 12:00:00 +0100" endDate="2024-01-15 12:30:00 +0100" value="61.5"/>
             <Record type="HKCategoryTypeIdentifierMindfulSession" sourceName="Watch" startDate="2024-01-15 13:00:00 +0100" endDate="2024-01-15 13:10:00 +0100" value="HKCategoryValueNotApplicable">
              <MetadataEntry key="HKTimeZone" value="Europe/Berlin"/>
             </Record>
             <Record type="HKCategoryTypeIdentifierSleepAnalysis" sourceName="Watch" startDate="2024-01-15 02:00:00 +0100" endDate="2024-01-15 03:00:00 +0100" value="HKCategoryValueSleepAnalysisNapping"/>
             <ActivitySummary dateComponents="2024-01-15" activeEnergyBurned="512.5" activeEnergyBurnedGoal="600" activeEnergyBurnedUnit="kJ" appleExerciseTime="65" appleExerciseTimeGoal="30" appleStandHours="9" appleStandHoursGoal="12"/>
            </HealthData>
            """)
        var categories: [CategorySample] = [], correlations: [Correlation] = [], summaries: [ActivitySummary] = []
        var samples: [QuantitySample] = []
        try AppleHealthReader().readItems(from: DataByteSource(Array(xml.utf8)), context: context) { item in
            switch item {
            case .recording: break
            case .samples(let batch): samples += batch
            case .categorySamples(let batch): categories += batch
            case .correlations(let batch): correlations += batch
            case .activitySummaries(let batch): summaries += batch
            case .course: Issue.record("an Apple Health export holds no course")
            }
        }
        #expect(categories.map(\.categoryType.identifier) == ["HKCategoryTypeIdentifierSleepAnalysis", "HKCategoryTypeIdentifierMindfulSession"])
        #expect(categories.map(\.value) == [3, 0])
        #expect(categories[0].categoryType.valueSet == .sleepAnalysis)
        #expect(categories[0].startDate == Timestamp.date("2024-01-15T00:00:00Z"))
        #expect(categories[1].metadata["HKTimeZone"] == .string("Europe/Berlin"))
        #expect(categories[1].uuid == categories[1].contentDerivedUUID)
        let correlation = try #require(correlations.first)
        #expect(correlation.correlationType == "HKCorrelationTypeIdentifierBloodPressure")
        #expect(correlation.source?.name == "Cuff")
        #expect(correlation.objects.map(\.quantityType.identifier) == ["HKQuantityTypeIdentifierBloodPressureSystolic"])
        #expect(correlation.objects.first?.quantity == Quantity(120, QuantityUnit(symbol: "mmHg")))
        let audio = try #require(samples.first { $0.quantityType.identifier.hasSuffix("EnvironmentalAudioExposure") })
        #expect(audio.quantityType.canonicalUnit.symbol == "dBASPL")
        #expect(audio.quantityType.aggregationStyle == .discrete)
        #expect(audio.quantity.value == 61.5)
        let summary = try #require(summaries.first)
        #expect(summary.day == "2024-01-15")
        #expect(summary.activeEnergyBurned == Quantity(512.5, .kilojoule))
        #expect(summary.appleExerciseTime == Quantity(65, .minute))
        #expect(summary.appleMoveTime == nil)
        // The value HealthKit has no name for is named, counted, not read.
        #expect(context.warnings == [
            "1 HKCategoryTypeIdentifierSleepAnalysis records whose value workoutkit does not know ('HKCategoryValueSleepAnalysisNapping') not imported (workoutkit's model has no place for them)",
        ])
    }

    @Test("creationDate and sourceVersion are read on every kind of record, outside the records' identities")
    func readsCreationDateAndSourceVersion() throws {
        let xml = """
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" sourceVersion="10.1" unit="count/min" creationDate="2024-01-15 10:05:00 +0100" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:00:00 +0100" value="70"/>
             <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:00:00 +0100" value="70"/>
             <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" creationDate="yesterday" startDate="2024-01-15 11:00:00 +0100" endDate="2024-01-15 11:00:00 +0100" value="71"/>
             <Record type="HKCategoryTypeIdentifierMindfulSession" sourceName="Watch" sourceVersion="10.2" creationDate="2024-01-16 09:00:00 +0000" startDate="2024-01-15 13:00:00 +0100" endDate="2024-01-15 13:10:00 +0100" value="HKCategoryValueNotApplicable"/>
             <Correlation type="HKCorrelationTypeIdentifierBloodPressure" sourceName="Cuff" sourceVersion="3.0.1" creationDate="2024-01-15 08:01:00 +0100" startDate="2024-01-15 08:00:00 +0100" endDate="2024-01-15 08:00:00 +0100">
              <Record type="HKQuantityTypeIdentifierBloodPressureSystolic" sourceName="Cuff" sourceVersion="3.0.0" unit="mmHg" creationDate="2024-01-15 08:02:00 +0100" startDate="2024-01-15 08:00:00 +0100" endDate="2024-01-15 08:00:00 +0100" value="120"/>
             </Correlation>
            </HealthData>
            """
        let context = ReadContext(name: "export.xml")
        var samples: [QuantitySample] = [], categories: [CategorySample] = [], correlations: [Correlation] = []
        try AppleHealthReader().readItems(from: DataByteSource(Array(xml.utf8)), context: context) { item in
            switch item {
            case .samples(let batch): samples += batch
            case .categorySamples(let batch): categories += batch
            case .correlations(let batch): correlations += batch
            case .recording, .activitySummaries, .course: Issue.record("unexpected \(item)")
            }
        }
        try #require(samples.count == 3 && categories.count == 1 && correlations.count == 1)
        #expect(samples[0].creationDate == Timestamp.date("2024-01-15T09:05:00Z"))
        #expect(samples[0].sourceVersion == "10.1")
        #expect(samples[1].creationDate == nil && samples[1].sourceVersion == nil)
        // Not part of the identity: the same measurement with or without them is the same sample.
        #expect(samples[0].uuid == samples[1].uuid)
        #expect(samples[0] != samples[1])
        // A creationDate that is not a date costs only itself, and is named.
        #expect(samples[2].creationDate == nil && samples[2].quantity.value == 71)
        #expect(context.warnings == ["1 records have a creationDate that is not a date; they were imported without it"])
        #expect(categories[0].creationDate == Timestamp.date("2024-01-16T09:00:00Z"))
        #expect(categories[0].sourceVersion == "10.2")
        var withoutProvenance = categories[0]
        withoutProvenance.creationDate = nil
        withoutProvenance.sourceVersion = nil
        #expect(withoutProvenance.contentDerivedUUID == categories[0].uuid)
        let correlation = correlations[0]
        #expect(correlation.creationDate == Timestamp.date("2024-01-15T07:01:00Z"))
        #expect(correlation.sourceVersion == "3.0.1")
        #expect(correlation.objects.first?.creationDate == Timestamp.date("2024-01-15T07:02:00Z"))
        #expect(correlation.objects.first?.sourceVersion == "3.0.0")
        var bare = correlation
        bare.creationDate = nil
        bare.sourceVersion = nil
        #expect(bare.contentDerivedUUID == correlation.uuid)
    }

    @Test("Records stream in bounded batches")
    func batchesRecords() throws {
        let record = #"<Record type="HKQuantityTypeIdentifierHeartRate" sourceName="W" unit="count/min" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:00:00 +0100" value="70"/>"#
        let xml = "<HealthData>" + String(repeating: record, count: AppleHealthReader.batchSize * 2 + 5) + "</HealthData>"
        var batchSizes: [Int] = []
        try AppleHealthReader().readItems(from: DataByteSource(Array(xml.utf8)), context: ReadContext(name: "x")) { item in
            if case .samples(let batch) = item { batchSizes.append(batch.count) }
        }
        #expect(batchSizes == [AppleHealthReader.batchSize, AppleHealthReader.batchSize, 5])
    }

    @Test("Bad values are errors naming the file, the line and the problem")
    func reportsBadValues() throws {
        let xml = """
            <HealthData>
            <Workout workoutActivityType="HKWorkoutActivityTypeRunning" startDate="yesterday" endDate="2024-01-15 10:00:00 +0100"/>
            </HealthData>
            """
        #expect(throws: FormatError.self) { try items(xml) }
        do { _ = try items(xml) } catch { #expect("\(error)".hasPrefix("export.xml: line 2")); #expect("\(error)".contains("startDate 'yesterday' is not a date")) }
    }

    @Test("The device description is parsed field by field, commas inside values kept")
    func parsesDevice() {
        let device = AppleHealthFormat.device("<<HKDevice: 0x282a45810>, name:Apple Watch, manufacturer:Apple, model:Watch, hardware:Watch2,4, software:4.3.1>")
        #expect(device == Device(name: "Apple Watch", manufacturer: "Apple", model: "Watch", hardwareVersion: "Watch2,4", softwareVersion: "4.3.1"))
        #expect(AppleHealthFormat.device(AppleHealthFormat.deviceText(device!)) == device)
        #expect(AppleHealthFormat.device("nonsense") == nil)
    }

    @Test("The bare pre-iOS 13 export: inline locations, a record, counted summaries", .enabled(if: Corpus.isAvailable, corpusMissing))
    func readsCorpusInlineLocations() throws {
        let url = try #require(Corpus.url("applehealth/healthkit-to-sqlite-inline-locations.xml"))
        let context = ReadContext(name: url.lastPathComponent)
        var recordings: [WorkoutRecording] = [], samples: [QuantitySample] = []
        let source = PeekableByteSource(try FileByteSource(path: url.path))
        #expect(AppleHealthReader().recognizes(prefix: try source.peek(4096)))
        try AppleHealthReader().readItems(from: source, context: context) { item in
            switch item {
            case .recording(let r): recordings.append(r)
            case .samples(let s): samples += s
            case .categorySamples, .correlations, .activitySummaries: break
            case .course: Issue.record("an Apple Health export holds no course")
            }
        }
        let workout = try #require(recordings.first?.workout)
        #expect(recordings.count == 1)
        #expect(workout.activityType == .running)
        #expect(abs(workout.duration - 5.19412346680959 * 60) < 1e-9)
        #expect(workout.totalDistance == Quantity(0.4971749504535062, .mile))
        #expect(workout.metadata["HKTimeZone"] == .string("America/Los_Angeles"))
        #expect(recordings.first?.locationCount == 2)
        #expect(recordings.first?.routes.first?.locations.first?.horizontalAccuracy == 2.40948)
        // BodyMassIndex, a type the model does not list, is read in its record's unit, then the heart rate.
        #expect(samples.map(\.quantityType.identifier) == ["HKQuantityTypeIdentifierBodyMassIndex", "HKQuantityTypeIdentifierHeartRate"])
        #expect(samples.first?.quantity == Quantity(22.5312, .count))
        #expect(samples.first?.quantityType.aggregationStyle == .discrete)
        #expect(samples.first?.metadata["Withings User Identifier"] == .integer(12345))
        #expect(samples.last?.device?.hardwareVersion == "Watch2,4")
        #expect(samples.last?.metadata["HKMetadataKeyHeartRateMotionContext"] == .integer(0))
        #expect(context.warnings.isEmpty, "\(context.warnings)")
    }

    @Test("export.zip: the document found in the archive, its route GPX read from the archive", .enabled(if: Corpus.isAvailable, corpusMissing))
    func readsCorpusZip() throws {
        let url = try #require(Corpus.url("applehealth/healthkit-to-sqlite-export.zip"))
        let archive = try ZipArchive(path: url.path, name: "export.zip")
        let document = try #require(AppleHealthExport().documentEntry(in: archive))
        #expect(document.path == "apple_health_export/export.xml")
        let context = ReadContext(name: archive.displayName(of: document))
        context.openRelatedFile = RelatedFiles.opener(in: archive, beside: document)
        let recordings = try AppleHealthReader().readAll(from: try archive.open(document), context: context)
        let route = try #require(recordings.first?.routes.first)
        #expect(recordings.count == 1)
        #expect(route.locations.count == 3)
        #expect(route.locations.first?.latitude == 37.781672)
        #expect(route.locations.first?.speed == 0.180883)
        #expect(context.warnings.contains("4 records outside workouts were not read here (import reads them)"))
    }

    @Test("A file reference that leaves the export's folder is refused")
    func refusesEscapingFileReference() throws {
        let dir = try TemporaryDirectory()
        let xml = """
            <HealthData><Workout workoutActivityType="HKWorkoutActivityTypeRunning" startDate="2024-01-15 10:00:00 +0100" endDate="2024-01-15 10:30:00 +0100">
            <WorkoutRoute><FileReference path="/../../etc/passwd"/></WorkoutRoute></Workout></HealthData>
            """
        let context = ReadContext(name: "export.xml")
        context.openRelatedFile = RelatedFiles.opener(besideFile: dir.path("export.xml"))
        do {
            _ = try items(xml, context: context)
            Issue.record("an escaping file reference was followed")
        } catch {
            #expect("\(error)".contains("leaves the export's folder; refused"))
        }
    }
}
