import Foundation
import Testing
import WorkoutModel
@testable import WorkoutFormats

/// ``WorkoutJSON/write(_:content:emit:)`` writes a workout's line from its rest and a
/// ``RecordingContentSource`` in bounded pieces, whatever batches the source hands out.
@Suite("Workout JSON written from a content source")
struct JSONContentSourceTests {
    /// A run of `count` seconds: heart rate each second, a route in two halves' worth of locations.
    static func run(seconds count: Int) -> WorkoutRecording {
        let start = JSONFormatTests.start
        var recording = JSONFormatTests.recording()
        recording.samples += (0..<count).map { second in
            QuantitySample(type: .heartRate, quantity: Quantity(Double(120 + second % 40), .countPerMinute),
                           start: start + Double(second), end: start + Double(second))
        }
        recording.routes.append(WorkoutRoute(locations: (0..<count).map { second in
            Location(timestamp: start + Double(second), latitude: 47 + Double(second) * 1e-5, longitude: 8, altitude: 400)
        }))
        return recording
    }

    @Test("pieces are bounded, and together they are the whole line, however the source batches the locations")
    func piecesAreBoundedAndMakeTheLine() throws {
        let recording = Self.run(seconds: 20_000)
        let batched = RecordingContentSource(
            samples: { body in for sample in recording.samples { try body(sample) } },
            locations: { route, body in
                let locations = recording.routes[route].locations
                for start in stride(from: 0, to: locations.count, by: 1000) {
                    try body(Array(locations[start..<min(start + 1000, locations.count)]))
                }
            })
        var rest = recording
        rest.samples = []
        rest.routes = recording.routes.map { WorkoutRoute(uuid: $0.uuid, syncIdentifier: $0.syncIdentifier, syncVersion: $0.syncVersion) }
        var pieces: [[UInt8]] = []
        try WorkoutJSON.write(rest, content: batched) { pieces.append($0) }
        #expect(pieces.count > 10)
        // A piece ends after the sample or the batch of locations that filled it.
        let largestBatch = 1000 * 200
        #expect(pieces.allSatisfy { $0.count < WorkoutJSON.pieceSize + largestBatch })
        #expect(pieces.dropLast().filter { $0.count < WorkoutJSON.pieceSize }.isEmpty)
        #expect(Array(pieces.joined()) == WorkoutJSON.encode(recording))
    }
}
