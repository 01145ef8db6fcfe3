import Foundation
import WorkoutModel

/// The streamed point values whose sample type a multisport workout's legs settle (cadence,
/// power, a speed without a position), kept by time while the legs are not yet known
/// (``PointBatch/typesSettleAtEnd``: a FIT file's sessions come after its records), so that
/// ``LossReport`` can type them as the whole recording does once the workout has ended.
/// Nine bytes a point that has such a value; kept only for a format that holds no legs.
struct LegTypedValues: Sendable {
    private var times: [Date] = []
    /// By point: bit 0 a cadence, bit 1 a power, bit 2 a speed.
    private var columns: [UInt8] = []

    mutating func add(_ point: TrackPoint, at time: Date) {
        var bits: UInt8 = 0
        if point.cadence != nil { bits |= 1 }
        if point.power != nil { bits |= 2 }
        if point.sampleValue(.speed) != nil { bits |= 4 }
        guard bits != 0 else { return }
        times.append(time)
        columns.append(bits)
    }

    var isEmpty: Bool { times.isEmpty }

    /// Calls `body` with the type of each value in the whole recording of `workout`: that of
    /// the activity in force at its time, as a FIT file's records are typed
    /// (``FITRecordTypes``; a swimmer's cadence has none and is not handed out).
    func forEachType(in workout: Workout, _ body: (QuantityType) -> Void) {
        let types = workout.activities.map { FITRecordTypes($0.activityType) }
        let own = FITRecordTypes(workout.activityType)
        for (time, bits) in zip(times, columns) {
            let settled = types.isEmpty ? own : types[FITRecordTypes.activityIndex(at: time, in: workout.activities)]
            if bits & 1 != 0, let cadence = settled.cadence { body(cadence) }
            if bits & 2 != 0 { body(settled.power) }
            if bits & 4 != 0 { body(settled.speed) }
        }
    }
}
