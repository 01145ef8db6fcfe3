import Foundation
import WorkoutFormats
import WorkoutModel

/// A pass over a recording a merge takes series from (not its base): the times and values of
/// the samples of the types asked for that its points hold, in their order, each time moved by
/// the recording's offset; 16 bytes a value, instead of the whole recording.
final class SeriesValuesStream: RecordingStream {
    private let offset: Double
    /// By type: the times (seconds since the reference date) and the values.
    private(set) var values: [QuantityType: (times: [Double], values: [Double])]

    init(types: [QuantityType], offset: Double) {
        self.offset = offset
        values = Dictionary(uniqueKeysWithValues: types.map { ($0, (times: [Double](), values: [Double]())) })
    }

    func points(_ batch: PointBatch) throws {
        for point in batch.points {
            guard let time = point.time?.addingTimeInterval(offset).timeIntervalSinceReferenceDate else { continue }
            point.forEachSample(activityType: batch.activityType) { type, value in
                guard values[type] != nil else { return }
                values[type]?.times.append(time)
                values[type]?.values.append(value)
            }
        }
    }

    func endWorkout(_ rest: WorkoutRecording) throws {}

    func course(_ course: Course) throws {}
}
