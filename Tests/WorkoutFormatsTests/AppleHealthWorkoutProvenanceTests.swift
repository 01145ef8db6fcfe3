import Foundation
import Testing
import TestSupport
@testable import WorkoutFormats
import WorkoutModel

/// A workout's `creationDate`, a `WorkoutRoute`'s own attributes and an HRV record's beats
/// (issue #11: what the round trip lost before), read from an export and written back in
/// Apple's layout.
@Suite("Apple Health workout and route provenance, heartbeat series")
struct AppleHealthWorkoutProvenanceTests {
    /// A phone's route of a watch's workout, its dates not its points' times; a workout without
    /// a creation date; HRV records with beats in four locales' time forms, an empty list, none.
    static let export = """
        <?xml version="1.0" encoding="UTF-8"?>
        <HealthData locale="en_US">
         <ExportDate value="2024-05-02 08:00:00 +0200"/>
         <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Watch" sourceVersion="10.4" unit="ms" creationDate="2024-05-02 00:00:05 +0200" startDate="2024-05-01 23:58:59 +0200" endDate="2024-05-02 00:00:01 +0200" value="45.1937">
          <HeartRateVariabilityMetadataList>
           <InstantaneousBeatsPerMinute bpm="62" time="11:59:00.12 PM"/>
           <InstantaneousBeatsPerMinute bpm="64" time="11:59:00.06 PM"/>
           <InstantaneousBeatsPerMinute bpm="61" time="12:00:01.03 AM"/>
          </HeartRateVariabilityMetadataList>
         </Record>
         <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Watch" unit="ms" startDate="2024-05-01 20:14:05 +0200" endDate="2024-05-01 20:15:06 +0200" value="49.39">
          <HeartRateVariabilityMetadataList>
           <InstantaneousBeatsPerMinute bpm="55" time="20:14:07.68"/>
           <InstantaneousBeatsPerMinute bpm="75" time="08:34:05,10"/>
           <InstantaneousBeatsPerMinute bpm="72" time="3:10:02.11\u{202F}AM"/>
           <InstantaneousBeatsPerMinute bpm="97.5" time="4:17:18.57 pm"/>
          </HeartRateVariabilityMetadataList>
         </Record>
         <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Watch" unit="ms" startDate="2024-05-01 21:00:00 +0200" endDate="2024-05-01 21:01:00 +0200" value="50">
          <HeartRateVariabilityMetadataList>
          </HeartRateVariabilityMetadataList>
         </Record>
         <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Watch" unit="ms" startDate="2024-05-01 22:00:00 +0200" endDate="2024-05-01 22:01:00 +0200" value="51"/>
         <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" sourceName="Watch" sourceVersion="10.4" creationDate="2024-05-01 07:31:10 +0200" startDate="2024-05-01 07:00:00 +0200" endDate="2024-05-01 07:30:00 +0200">
          <WorkoutRoute sourceName="Phone" sourceVersion="17.4.1" device="&lt;&lt;HKDevice: 0x283c1a0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone15,2, software:17.4.1&gt;" creationDate="2024-05-01 07:31:15 +0200" startDate="2024-05-01 06:59:58 +0200" endDate="2024-05-01 07:30:02 +0200">
           <MetadataEntry key="HKMetadataKeySyncVersion" value="2"/>
           <MetadataEntry key="HKMetadataKeySyncIdentifier" value="route-1"/>
           <Location date="2024-05-01 07:00:01 +0200" latitude="52.5" longitude="13.4" altitude="34.5" horizontalAccuracy="3" verticalAccuracy="2" course="-1" speed="2.5"/>
           <Location date="2024-05-01 07:29:59 +0200" latitude="52.51" longitude="13.41" altitude="35" horizontalAccuracy="3" verticalAccuracy="2" course="90" speed="2.6"/>
          </WorkoutRoute>
         </Workout>
         <Workout workoutActivityType="HKWorkoutActivityTypeWalking" duration="20" durationUnit="min" sourceName="Watch" startDate="2024-05-01 18:00:00 +0200" endDate="2024-05-01 18:20:00 +0200">
          <WorkoutRoute sourceName="Watch" startDate="2024-05-01 18:00:00 +0200" endDate="2024-05-01 18:20:00 +0200">
           <Location date="2024-05-01 18:00:05 +0200" latitude="52.5" longitude="13.4"/>
          </WorkoutRoute>
         </Workout>
        </HealthData>
        """

    static func read(_ xml: String, context: ReadContext = ReadContext(name: "export.xml"))
        throws -> (recordings: [WorkoutRecording], samples: [QuantitySample]) {
        var recordings: [WorkoutRecording] = [], samples: [QuantitySample] = []
        try AppleHealthReader().readItems(from: DataByteSource(Array(xml.utf8)), context: context) { item in
            switch item {
            case .recording(let recording): recordings.append(recording)
            case .samples(let batch): samples += batch
            case .categorySamples, .correlations, .activitySummaries, .course: Issue.record("unexpected \(item)")
            }
        }
        return (recordings, samples)
    }

    @Test("A workout's creationDate is read when it has one, and nil when not")
    func workoutCreationDate() throws {
        let (recordings, _) = try Self.read(Self.export)
        try #require(recordings.count == 2)
        #expect(recordings[0].workout.creationDate == Timestamp.date("2024-05-01T05:31:10Z"))
        #expect(recordings[1].workout.creationDate == nil)
    }

    @Test("A route keeps its own source, version, device, creation date and stated dates, even when they are not its points' times")
    func routeProvenance() throws {
        let (recordings, _) = try Self.read(Self.export)
        let route = try #require(recordings.first?.routes.first)
        #expect(route.source == Source(name: "Phone"))
        #expect(route.sourceVersion == "17.4.1")
        #expect(route.device?.hardwareVersion == "iPhone15,2" && route.device?.softwareVersion == "17.4.1")
        #expect(route.creationDate == Timestamp.date("2024-05-01T05:31:15Z"))
        #expect(route.startDate == Timestamp.date("2024-05-01T04:59:58Z"))
        #expect(route.endDate == Timestamp.date("2024-05-01T05:30:02Z"))
        #expect(route.locations.first?.timestamp != route.startDate && route.locations.last?.timestamp != route.endDate)
        #expect(route.syncIdentifier == "route-1" && route.syncVersion == 2)
        let plain = try #require(recordings.last?.routes.first)
        #expect(plain.source == Source(name: "Watch") && plain.sourceVersion == nil && plain.device == nil && plain.creationDate == nil)
    }

    @Test("HRV records keep their beats, each bpm and time text as the export wrote it; an empty list is kept empty")
    func heartbeats() throws {
        let context = ReadContext(name: "export.xml")
        let (_, samples) = try Self.read(Self.export, context: context)
        try #require(samples.count == 4)
        #expect(samples[0].heartbeats?.beats == [
            .init(beatsPerMinute: 62, time: "11:59:00.12 PM"), .init(beatsPerMinute: 64, time: "11:59:00.06 PM"),
            .init(beatsPerMinute: 61, time: "12:00:01.03 AM"),
        ])
        #expect(samples[1].heartbeats?.beats.map(\.time) == ["20:14:07.68", "08:34:05,10", "3:10:02.11\u{202F}AM", "4:17:18.57 pm"])
        #expect(samples[1].heartbeats?.beats.last?.beatsPerMinute == 97.5)
        #expect(samples[2].heartbeats == HeartbeatSeries(beats: []))
        #expect(samples[3].heartbeats == nil)
        // Not part of the identity: a record read before the beats were kept is the same record.
        var without = samples[0]
        without.heartbeats = nil
        #expect(without.contentDerivedUUID == samples[0].uuid)
        #expect(context.warnings.isEmpty, "\(context.warnings)")
    }

    @Test("A beat without a numeric bpm or a time, and a route date that is not a date, are left out and named")
    func badBeatsAndRouteDates() throws {
        let xml = """
            <HealthData locale="en_US">
             <Record type="HKQuantityTypeIdentifierHeartRateVariabilitySDNN" sourceName="Watch" unit="ms" startDate="2024-05-01 21:00:00 +0200" endDate="2024-05-01 21:01:00 +0200" value="50">
              <HeartRateVariabilityMetadataList>
               <InstantaneousBeatsPerMinute bpm="fast" time="9:00:01.00 PM"/>
               <InstantaneousBeatsPerMinute bpm="60"/>
               <InstantaneousBeatsPerMinute bpm="61" time="9:00:02.00 PM"/>
              </HeartRateVariabilityMetadataList>
             </Record>
             <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="30" durationUnit="min" sourceName="Watch" creationDate="soon" startDate="2024-05-01 07:00:00 +0200" endDate="2024-05-01 07:30:00 +0200">
              <WorkoutRoute sourceName="Watch" startDate="2024-05-01 07:00:00 +0200" endDate="later">
               <Location date="2024-05-01 07:00:01 +0200" latitude="52.5" longitude="13.4"/>
              </WorkoutRoute>
             </Workout>
            </HealthData>
            """
        let context = ReadContext(name: "export.xml")
        let (recordings, samples) = try Self.read(xml, context: context)
        #expect(samples.first?.heartbeats?.beats == [.init(beatsPerMinute: 61, time: "9:00:02.00 PM")])
        #expect(recordings.first?.workout.creationDate == nil)
        #expect(recordings.first?.routes.first?.endDate == nil)
        #expect(recordings.first?.routes.first?.startDate == Timestamp.date("2024-05-01T05:00:00Z"))
        #expect(context.warnings == [
            "2 creationDate, startDate or endDate attributes of workouts or routes are not dates; the workouts and routes were imported without them",
            "2 InstantaneousBeatsPerMinute of heart rate variability records have no numeric bpm or no time; they were left out",
        ])
    }

    @Test("Written back in Apple's layout: the workout's creationDate, the route's attributes and dates, the beats exactly")
    func writtenBack() throws {
        let (recordings, samples) = try Self.read(Self.export)
        let sink = DataByteSink()
        let session = try AppleHealthWriter().makeSession(output: sink)
        for recording in recordings { try session.write(recording) }
        try #require(session as? any StandaloneSampleWriting).write(standaloneSamples: samples)
        try session.finish()
        let archive = try ZipArchive(bytes: sink.bytes, name: "export.zip")
        let entry = try #require(AppleHealthExport().documentEntry(in: archive))
        let text = String(decoding: try archive.open(entry).readAll(), as: UTF8.self)
        #expect(text.contains(#"sourceVersion="10.4" creationDate="2024-05-01 05:31:10 +0000" startDate="2024-05-01 05:00:00 +0000""#))
        #expect(text.contains(#"<WorkoutRoute sourceName="Phone" sourceVersion="17.4.1" device="&lt;&lt;HKDevice: 0x0&gt;, name:iPhone, manufacturer:Apple Inc., model:iPhone, hardware:iPhone15,2, software:17.4.1&gt;" creationDate="2024-05-01 05:31:15 +0000" startDate="2024-05-01 04:59:58 +0000" endDate="2024-05-01 05:30:02 +0000">"#))
        #expect(text.contains("""
              <HeartRateVariabilityMetadataList>
               <InstantaneousBeatsPerMinute bpm="62" time="11:59:00.12 PM"/>
               <InstantaneousBeatsPerMinute bpm="64" time="11:59:00.06 PM"/>
               <InstantaneousBeatsPerMinute bpm="61" time="12:00:01.03 AM"/>
              </HeartRateVariabilityMetadataList>
            """))
        #expect(text.contains(#"<InstantaneousBeatsPerMinute bpm="97.5" time="4:17:18.57 pm"/>"#))
        #expect(text.contains("time=\"3:10:02.11\u{202F}AM\""))
        // The workout without a creation date is written without one.
        let walking = try #require(text.range(of: "HKWorkoutActivityTypeWalking").map { text[$0.lowerBound...] })
        #expect(!walking.prefix(while: { $0 != ">" }).contains("creationDate"))
        // Read back (the route from its GPX file), the same.
        let context = ReadContext(name: "export.zip")
        context.openRelatedFile = RelatedFiles.opener(in: archive, beside: entry)
        var again: (recordings: [WorkoutRecording], samples: [QuantitySample]) = ([], [])
        try AppleHealthReader().readItems(from: try archive.open(entry), context: context) { item in
            switch item {
            case .recording(let recording): again.recordings.append(recording)
            case .samples(let batch): again.samples += batch
            default: Issue.record("unexpected \(item)")
            }
        }
        // Routes have no identity in the export: compared without their UUIDs.
        func anonymous(_ recording: WorkoutRecording) -> [WorkoutRoute] {
            recording.routes.map { var route = $0; route.uuid = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)); return route }
        }
        #expect(again.recordings.map(anonymous) == recordings.map(anonymous))
        #expect(again.samples.map(\.heartbeats) == samples.map(\.heartbeats))
        #expect(again.recordings.map(\.workout.creationDate) == recordings.map(\.workout.creationDate))
        #expect(again.recordings.first?.routes.first?.device == recordings.first?.routes.first?.device)
    }
}
