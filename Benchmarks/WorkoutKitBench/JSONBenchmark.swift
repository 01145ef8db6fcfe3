import Foundation
import WorkoutKit

/// `workoutkit-bench json [workouts] [points]`: reads and writes workout JSON Lines in
/// memory and prints MB/s, points/s and peak memory. (No peer tool reads this format.)
func runJSONBenchmark(arguments: [String]) throws {
    let workouts = arguments.first.flatMap(Int.init) ?? 20
    let points = arguments.dropFirst().first.flatMap(Int.init) ?? 10_000
    print("JSON benchmark: \(workouts) workouts x \(points) points (route + heart rate) — \(Bench.machineDescription())")

    let start = Date(timeIntervalSince1970: 1_700_000_000)
    var recordings: [WorkoutRecording] = []
    for w in 0..<workouts {
        let t0 = start.addingTimeInterval(Double(w) * 86_400)
        var route = WorkoutRoute()
        var samples: [QuantitySample] = []
        for i in 0..<points {
            let t = t0.addingTimeInterval(Double(i))
            route.locations.append(Location(timestamp: t, latitude: 52.5 + Double(i) * 1e-5, longitude: 13.4 + Double(i) * 7e-6,
                                            altitude: 34 + Double(i % 50) * 0.1, speed: 3.1))
            samples.append(QuantitySample(type: .heartRate, quantity: Quantity(Double(120 + i % 40), .countPerMinute), start: t, end: t))
        }
        recordings.append(WorkoutRecording(
            workout: Workout(activityType: .running, start: t0, end: t0.addingTimeInterval(Double(points))),
            samples: samples, routes: [route]))
    }

    let sink = DataByteSink()
    try Bench.measure("write", count: workouts * points) { try JSONRecordingWriter().write(recordings, to: sink) }
    let read = try Bench.measure("read", count: workouts * points, bytes: sink.bytes.count) {
        var read = 0
        try JSONRecordingReader().read(from: DataByteSource(sink.bytes), context: ReadContext(name: "bench.json")) { recording in
            read += recording.locationCount
        }
        return read
    }
    precondition(read == workouts * points, "the benchmark read back a different number of points")
    print(String(format: "  size %.1f MB", Double(sink.bytes.count) / 1e6))
}
