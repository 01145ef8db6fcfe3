import Foundation
import Testing
import WorkoutModel
@testable import WorkoutFormats

/// The device object's `creationDate` key (contract growth with #11 item 6).
@Suite("Workout JSON: device creation date")
struct JSONDeviceTests {
    private func recording(device: Device?) -> WorkoutRecording {
        let start = Date(timeIntervalSince1970: 1_714_548_600)
        return WorkoutRecording(workout: Workout(
            uuid: UUID(uuidString: "6F1C0000-0000-4000-8000-000000000001")!, activityType: .running, start: start,
            end: start + 600, source: Source(name: "Apple Watch"), device: device))
    }

    private func decode(_ bytes: [UInt8]) throws -> WorkoutRecording {
        try WorkoutJSON.decode(try bytes.withUnsafeBufferPointer { try JSONParser.parse($0) })
    }

    @Test func theCreationDateIsTheDeviceObjectsLastKeyAndReadsBack() throws {
        let device = Device(name: "Apple Watch", manufacturer: "Apple Inc.", model: "Watch", hardwareVersion: "Watch6,2",
                            softwareVersion: "9.1", creationDate: Date(timeIntervalSince1970: 1_672_654_272))
        let bytes = WorkoutJSON.encode(recording(device: device))
        let text = String(decoding: bytes, as: UTF8.self)
        #expect(text.contains(#""device":{"name":"Apple Watch","manufacturer":"Apple Inc.","model":"Watch","hardwareVersion":"Watch6,2","softwareVersion":"9.1","serialNumber":null,"creationDate":"2023-01-02T10:11:12.000Z"}"#))
        #expect(try decode(bytes).workout.device == device)
        #expect(WorkoutJSON.encode(try decode(bytes)) == bytes)
    }

    @Test func aDeviceWithoutOneHasNullAndAnObjectWithoutTheKeyStillReads() throws {
        let bytes = WorkoutJSON.encode(recording(device: Device(name: "Edge 530")))
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""serialNumber":null,"creationDate":null}"#))
        // JSON written before the key existed.
        let older = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: #","creationDate":null"#, with: "")
        #expect(try decode(Array(older.utf8)).workout.device == Device(name: "Edge 530"))
        let wrong = String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: #""creationDate":null"#, with: #""creationDate":"soon""#)
        #expect(throws: (any Error).self) { try decode(Array(wrong.utf8)) }
    }
}
