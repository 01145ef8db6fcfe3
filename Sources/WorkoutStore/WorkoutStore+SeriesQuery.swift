import Foundation
import WorkoutModel

/// The series values of one quantity type in one workout, as HealthKit's
/// `HKQuantitySeriesSampleQuery`: run with ``WorkoutStore/enumerateSeries(_:_:)``.
public struct QuantitySeriesSampleQuery: Sendable {
    public var type: QuantityType
    /// The workout whose series are read.
    public var workout: UUID
    /// The source on whose behalf the query reads: its read authorization for `type` applies.
    public var reader: String?

    public init(type: QuantityType, workout: UUID, reader: String? = nil) {
        self.type = type
        self.workout = workout
        self.reader = reader
    }
}

extension WorkoutStore {
    /// Hands out the workout's series values of the query's type, in the order they were
    /// saved, piece by piece as the store holds them: each piece a ``/WorkoutModel/QuantitySeries`` of at most
    /// 512 values (times and values, in the type's canonical unit, bit for bit as saved),
    /// whose UUID is its first value's and derives the others' (``/WorkoutModel/UUIDGenerator/seriesValue(_:of:)``),
    /// without a source of its own (the workout's), and with a device of its own only when another
    /// device than the workout's recorded it (a series a merge took from another recording). Memory
    /// holds one piece.
    ///
    /// The values are the instantaneous samples the store packs: those without a source
    /// or metadata of their own, of a discrete type, in its canonical unit (a
    /// recording's series, or samples saved separately that are like them). Samples saved with
    /// UUIDs of their own (by an older workoutkit, or separately) come as pieces of one value,
    /// or of as many as follow each other with UUIDs derived from the first's. Other samples
    /// (interval samples, values with metadata, discrete samples over an interval) are not series values: ``execute(_:)-(SampleQuery)`` reads them.
    ///
    /// `body` runs inside a read transaction: it must not call the store.
    ///
    /// - Throws: ``StoreError/unknownWorkout(_:)``, ``StoreError/notAuthorized(source:type:action:)``
    ///   when `reader` may not read the type, or whatever `body` throws.
    public func enumerateSeries(_ query: QuantitySeriesSampleQuery, _ body: (QuantitySeries) throws -> Void) throws {
        try readTransaction { context in
            if let reader = query.reader {
                try context.checkAuthorization(source: reader, type: .quantity(query.type), action: .read)
            }
            let workoutID = try context.workoutID(query.workout)
            guard let typeID = try context.quantityTypeID(query.type) else { return }
            try context.forEachSeriesChunk(where: "c.workout_id = ? AND c.type_id = ?", arguments: [workoutID, typeID]) { chunk, packed in
                let device = try context.device(id: chunk.deviceID)
                var piece = QuantitySeries(uuid: query.workout, type: query.type, device: device)  // empty until a value comes
                for sample in packed {
                    let instantaneous = sample.start == sample.end
                    // A value continues the piece when its UUID is the one the piece derives for it.
                    if !piece.isEmpty, instantaneous, sample.uuid == piece.valueUUID(at: piece.count) {
                        piece.append(sample.value, atStored: sample.start)
                        continue
                    }
                    if !piece.isEmpty { try body(piece) }
                    piece = QuantitySeries(uuid: sample.uuid, type: query.type, device: device)
                    if instantaneous { piece.append(sample.value, atStored: sample.start) }
                }
                if !piece.isEmpty { try body(piece) }
            }
        }
    }
}
