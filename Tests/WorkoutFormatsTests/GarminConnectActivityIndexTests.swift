import Foundation
import Testing
@testable import WorkoutFormats
import WorkoutModel

@Suite("Garmin Connect activity summaries")
struct GarminConnectActivityIndexTests {
    private func index(_ json: String) throws -> GarminConnectActivityIndex {
        var index = GarminConnectActivityIndex()
        try index.add(from: DataByteSource(Array(json.utf8)), name: "x_summarizedActivities.json")
        return index
    }

    private func recording(startingAt seconds: Double) -> WorkoutRecording {
        let start = Date(timeIntervalSince1970: seconds)
        return WorkoutRecording(workout: Workout(activityType: .other, start: start, end: start.addingTimeInterval(60)))
    }

    @Test("Activities are found by the id in Garmin's file names, else by their start to the second")
    func matchesByIDThenStart() throws {
        let index = try index("""
            [{"summarizedActivitiesExport":[
              {"activityId":123,"name":"By id","activityType":"road_biking","beginTimestamp":1000000},
              {"activityId":456,"name":"By start","activityType":"open_water_swimming","startTimeGmt":2000400.0}
            ]}]
            """)
        #expect(index.count == 2)
        #expect(index.activity(for: recording(startingAt: 5), entryName: "123_ACTIVITY.fit")?.name == "By id")
        #expect(index.activity(for: recording(startingAt: 5), entryName: "a/123.FIT.gz")?.name == "By id")
        #expect(index.activity(for: recording(startingAt: 2000), entryName: "me@example.com_77.fit")?.name == "By start")
        #expect(index.activity(for: recording(startingAt: 2001), entryName: "me@example.com_77.fit") == nil)
        let annotated = index.annotate(recording(startingAt: 1000), entryName: "upload.fit")
        #expect(annotated.workout.activityType == .cycling)
        #expect(annotated.workout.metadata[MetadataKey.name] == .string("By id"))
        #expect(annotated.workout.metadata[MetadataKey.indoorWorkout] == nil)
    }

    @Test("Garmin's type keys map to HealthKit's; indoor ones mark the workout indoor; unknown keys keep the file's type")
    func mapsTypes() throws {
        #expect(GarminConnectActivityIndex.activityType(forGarminType: "treadmill_running") == .running)
        #expect(GarminConnectActivityIndex.activityType(forGarminType: "lap_swimming") == .swimming)
        #expect(GarminConnectActivityIndex.activityType(forGarminType: "strength_training") == .traditionalStrengthTraining)
        #expect(GarminConnectActivityIndex.activityType(forGarminType: "made_up_sport") == nil)
        let index = try index("""
            [{"summarizedActivitiesExport":[{"activityId":1,"activityType":"virtual_ride","beginTimestamp":0},
                                            {"activityId":2,"activityType":"made_up_sport","beginTimestamp":60000}]}]
            """)
        let virtual = index.annotate(recording(startingAt: 0), entryName: "1_ACTIVITY.fit")
        #expect(virtual.workout.activityType == .cycling)
        #expect(virtual.workout.metadata[MetadataKey.indoorWorkout] == .bool(true))
        #expect(index.annotate(recording(startingAt: 60), entryName: "2.fit").workout.activityType == .other)
    }

    @Test("A file that is not a Garmin summary is an error naming it")
    func refusesOtherJSON() throws {
        for text in ["{\"activities\":[]}", "[1, 2]", "[{\"summarizedActivitiesExport\":", "not json"] {
            #expect(throws: FormatError.self) { _ = try index(text) }
        }
        do {
            _ = try index("[]")
            Issue.record("an empty array was accepted")
        } catch {
            #expect("\(error)".hasPrefix("x_summarizedActivities.json: "))
        }
    }
}
