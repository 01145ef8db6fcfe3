import Testing
@testable import WorkoutFormats
import WorkoutModel

/// Documents that end before their elements are closed (a download or a copy broken
/// off) are reported as cut short, naming the innermost open element and the line where
/// the file ends, instead of libxml2's "Extra content at the end of the document".
@Suite("XML documents cut short")
struct XMLTruncationTests {
    private let gpxHead = """
        <?xml version="1.0" encoding="UTF-8"?>
        <gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">
         <trk><trkseg>
          <trkpt lat="46.0" lon="14.0"><time>2024-05-01T07:30:00Z</time></trkpt>
          <trkpt lat="46.001" lon="14.001"><time>2024-05-01T07:30:01Z</time></trkpt>
          <trkpt lat="46.002" lon="14.002">
        """

    private func readGPX(_ text: String, _ options: ReadOptions = ReadOptions()) throws -> ([WorkoutRecording], ReadContext) {
        let context = ReadContext(name: "cut.gpx", options: options)
        return (try GPXRecordingReader().readAll(from: DataByteSource(Array(text.utf8)), context: context), context)
    }

    private func error(of read: () throws -> Void) -> String? {
        do {
            try read()
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("a GPX cut inside a point names <trkpt>, the line where it ends, and --lenient")
    func gpxCutInsidePoint() {
        let message = error { _ = try readGPX(gpxHead) }
        #expect(message == "cut.gpx: line 6, column 36: the file ends inside <trkpt> (it is cut short); --lenient keeps what came before")
    }

    @Test("a GPX cut inside a value names the innermost open element")
    func gpxCutInsideValue() {
        let message = error { _ = try readGPX(gpxHead + "\n   <ele>31") }
        #expect(message?.hasSuffix("the file ends inside <ele> (it is cut short); --lenient keeps what came before") == true, "\(message ?? "")")
    }

    @Test("a GPX cut inside a start tag names the element the tag was in")
    func gpxCutInsideStartTag() {
        let message = error { _ = try readGPX(gpxHead + "</trkpt>\n  <trkpt lat=\"46.0") }
        #expect(message?.contains("the file ends inside <trkseg> (it is cut short)") == true, "\(message ?? "")")
    }

    @Test("with --lenient, the cut is a warning and the points before it are kept, marked partial")
    func gpxCutReadLeniently() throws {
        let (recordings, context) = try readGPX(gpxHead, ReadOptions(lenient: true))
        let recording = try #require(recordings.first)
        #expect(recording.locationCount == 2)
        #expect(recording.workout.metadata[MetadataKey.partialRecording] == .bool(true))
        #expect(context.warnings == ["line 6, column 36: the file ends inside <trkpt> (it is cut short); what came before it was kept"])
    }

    @Test("an import skipping bad items names the cut as the part of the file left out")
    func gpxCutSkipped() throws {
        let (recordings, context) = try readGPX(gpxHead, ReadOptions(skipsBadItems: true))
        #expect(recordings.isEmpty)
        #expect(context.skipped.named.first?.description.contains("the file ends inside <trkpt> (it is cut short)") == true,
                "\(context.skipped.named.map(\.description))")
    }

    @Test("a TCX cut inside a trackpoint names <Trackpoint>")
    func tcxCutInsideTrackpoint() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <TrainingCenterDatabase xmlns="http://www.garmin.com/xmlschemas/TrainingCenterDatabase/v2">
             <Activities><Activity Sport="Running"><Id>2024-05-01T07:30:00Z</Id>
              <Lap StartTime="2024-05-01T07:30:00Z"><TotalTimeSeconds>60</TotalTimeSeconds><DistanceMeters>100</DistanceMeters>
               <Track><Trackpoint><Time>2024-05-01T07:30:00Z</Time>
            """
        let message = error {
            _ = try TCXRecordingReader().readAll(from: DataByteSource(Array(text.utf8)), context: ReadContext(name: "cut.tcx"))
        }
        #expect(message == "cut.tcx: line 5, column 56: the file ends inside <Trackpoint> (it is cut short); --lenient keeps what came before")
    }

    @Test("an Apple Health export.xml cut inside a workout names <Workout>, without the GPX and TCX advice")
    func appleHealthCutInsideWorkout() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <HealthData locale="en_US">
             <Workout workoutActivityType="HKWorkoutActivityTypeRunning" startDate="2024-05-01 07:30:00 +0000" endDate="2024-05-01 08:00:00 +0000">
              <MetadataEntry key="HKTimeZone" value="UTC"/>
            """
        let message = error {
            try AppleHealthReader().readItems(from: DataByteSource(Array(text.utf8)), context: ReadContext(name: "export.xml")) { _ in }
        }
        #expect(message == "export.xml: line 4, column 48: the file ends inside <Workout> (it is cut short)")
    }

    @Test("XML that is complete but not well-formed keeps libxml2's description")
    func completeButMalformed() {
        let message = error { _ = try readGPX("<gpx>\n <trk></gpx>") }
        #expect(message?.contains("cut short") == false, "\(message ?? "")")
    }
}
