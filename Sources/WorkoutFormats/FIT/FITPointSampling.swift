import Foundation
import WorkoutModel

/// The sample types of a FIT `record`'s values, which the activity in force at the
/// record's time settles: cadence and power are cycling ones in a cycling activity and
/// running ones otherwise, a swimmer's cadence (strokes per minute, which no cadence type
/// holds) is left out, and speed is a running one on foot. A FIT file writes its sessions
/// (the activities) after its records, so the types are known only at the file's end.
///
/// A class: its types are read for every record, and a value of them copied there retained and
/// released each type's texts (a few hundred instructions a record).
final class FITRecordTypes: Equatable {
    /// `nil` for a swimmer (unless made with a `swimmingCadence`): the record's cadence is left out.
    let cadence: QuantityType?
    let power: QuantityType
    let speed: QuantityType
    /// Whether cadence values are handed out (`cadence` is not `nil`), and as which type:
    /// an optional unwrapped or compared with `nil` for each record copied the type.
    let handsOutCadence: Bool
    private let cadenceType: QuantityType
    /// The types of the values whose type no activity changes, kept here so that a record's
    /// values are handed out without looking up the types' static constants each time.
    private let heartRate = QuantityType.heartRate, distance = QuantityType.distanceFromStart
    private let ambientTemperature = QuantityType.ambientTemperature, altitude = QuantityType.altitude
    /// The number of the first type (heart rate's) that ``forEachNumberedValue(of:_:)`` hands
    /// out; the others follow in the order of its values (``numberCount`` in all).
    private let firstNumber: Int

    /// How many numbers the types of one `FITRecordTypes` take.
    static let numberCount = 7

    /// The types of `activityType`'s records; with `swimmingCadence`, a swimmer's cadence is
    /// handed out as that type instead of left out. `firstNumber`: the number its first type
    /// is handed out with (``forEachNumberedValue(of:_:)``).
    init(_ activityType: WorkoutActivityType, swimmingCadence: QuantityType? = nil, firstNumber: Int = 0) {
        self.firstNumber = firstNumber
        let cycling = activityType == .cycling || activityType == .handCycling
        cadence = activityType == .swimming ? swimmingCadence : cycling ? .cyclingCadence : .runningCadence
        power = cycling ? .cyclingPower : .runningPower
        speed = PointColumn.speed.quantityType(onFoot: PointColumn.isOnFoot(activityType))
        cadenceType = cadence ?? .runningCadence
        handsOutCadence = cadence != nil
    }

    static func == (lhs: FITRecordTypes, rhs: FITRecordTypes) -> Bool {
        lhs.cadence == rhs.cadence && lhs.power == rhs.power && lhs.speed == rhs.speed
    }

    /// Calls `body` with each value of a record's point, in the order of a whole recording's
    /// samples: heart rate, cadence, power, distance, temperature, then speed and altitude
    /// when the point has no position to carry them.
    @inline(__always)
    func forEachValue(of point: TrackPoint, _ body: (QuantityType, Double) throws -> Void) rethrows {
        try forEachNumberedValue(of: point) { try body($1, $2) }
    }

    /// ``forEachValue(of:_:)`` with each type's number: `firstNumber` for heart rate, one more
    /// for each type after it (cadence, power, distance, temperature, speed, altitude).
    @inline(__always)
    func forEachNumberedValue(of point: TrackPoint, _ body: (Int, QuantityType, Double) throws -> Void) rethrows {
        if let value = point.heartRate { try body(firstNumber, heartRate, value) }
        if handsOutCadence, let value = point.cadence { try body(firstNumber + 1, cadenceType, value) }
        if let value = point.power { try body(firstNumber + 2, power, value) }
        if let value = point.distance { try body(firstNumber + 3, distance, value) }
        if let value = point.ambientTemperature { try body(firstNumber + 4, ambientTemperature, value) }
        if let value = point.sampleValue(.speed) { try body(firstNumber + 5, speed, value) }
        if let value = point.sampleValue(.altitude) { try body(firstNumber + 6, altitude, value) }
    }

    /// The warning for `count` cadences of a swimmer's records left out.
    static func swimmingCadenceWarning(_ count: Int) -> String {
        LossReport.counted(count, "cadence") + " of swimming records (strokes per minute, which no cadence type holds) "
            + (count == 1 ? "was" : "were") + " left out"
    }

    /// The index of the activity in force at `time` among `activities` (sorted by start):
    /// the last one begun by then, or the first for a time before them all.
    static func activityIndex(at time: Date, in activities: [WorkoutActivity]) -> Int {
        activities.lastIndex(where: { $0.startDate <= time }) ?? 0
    }

    /// The activity type in force at `time`: the workout's own when it has no activities.
    static func activityType(at time: Date, in workout: Workout) -> WorkoutActivityType {
        workout.activities.isEmpty ? workout.activityType
            : workout.activities[activityIndex(at: time, in: workout.activities)].activityType
    }

    /// The sync identifier of the route of a FIT workout's records.
    static func routeSyncIdentifier(of workout: Workout) -> String? {
        workout.syncIdentifier.map { $0 + "-route" }
    }
}

/// The sampling of a FIT file's records for a consumer that keeps them as they come.
///
/// When a first pass read the file's sessions (``FITRecordingReader/sessionsWorkout(opening:)``),
/// each value is handed out with the types of the activity at its record's time, as the
/// whole recording types it (a swimmer's cadence left out), and nothing is retyped at the
/// end. Otherwise (standard input, read once; a file cut before its sessions) each value is
/// handed out with the types of its batch's activity (the sport the file named before its
/// records, or none; a cadence even for a swimmer), a guess that the sessions at the
/// file's end confirm or correct. It remembers what it guessed, the span of the records'
/// times and whether any gave a cadence, so that ``retyping(for:)`` can tell which.
///
/// The guess stands when every activity the records' times fall in gives the guessed
/// types to the values the records gave (a one-sport file that named its sport first, a
/// ride that did not). Otherwise the values are retyped one by one, by the activity at
/// each one's time: a multisport file whose legs type their values differently (a
/// triathlon's bike and run), a file that names its sport only in its sessions and is not
/// a ride (a run with cadence, a row: the guess without a sport is a ride's types), a swim
/// whose records give a cadence (left out, which moves every later value up).
final class FITPointSampling: PointSampling {
    /// The types of the values, planned from the file's sessions read before its records.
    private let planned: Plan?
    /// The types of the last batch's activity type, and the type its cadence values are handed
    /// out with: a swimmer's too (a cadence guessed away could not be brought back).
    private var current: Guess?
    /// Whether batches came with activity types that type values differently (a `sport`
    /// message after some of the records).
    private var guessesDiffer = false
    private var times: (earliest: Date, latest: Date)?
    /// Which of the values whose type the activity settles the records gave.
    private var gaveCadence = false, gavePower = false, gaveSpeed = false
    /// Cadences of a swim left out: planned, as they come; guessed, as the retyping leaves them
    /// out (those of a swim named before the records never reach the sampling: the reader
    /// leaves them out and names them).
    private var swimmingCadences = 0
    /// The number the next guess's first type is handed out with: each guess's types take
    /// numbers of their own (``FITRecordTypes/numberCount``), after the planned ones'.
    private var nextGuessNumber: Int

    /// `sessions`: the workout the file's sessions make, when a first pass read them.
    init(sessions: Workout? = nil) {
        let plan = sessions.map(Plan.init)
        planned = plan
        nextGuessNumber = plan?.numberCount ?? 0
    }

    func forEachValue(of point: TrackPoint, in batch: PointBatch, _ body: (QuantityType, Double) throws -> Void) rethrows {
        try forEachNumberedValue(of: point, in: batch) { try body($1, $2) }
    }

    /// Numbers each activity's types (planned, or guessed for a batch) apart: a type's values
    /// have one number an activity.
    func forEachNumberedValue(of point: TrackPoint, in batch: PointBatch,
                              _ body: (_ number: Int?, QuantityType, Double) throws -> Void) rethrows {
        if let planned {
            // As the whole recording: a point without a time gives no value.
            guard let time = point.time else { return }
            let types = planned.types(at: time)
            if !types.handsOutCadence, point.cadence != nil { swimmingCadences += 1 }
            try types.forEachNumberedValue(of: point, body)
            return
        }
        if current?.activityType != batch.activityType {
            // A file that names no sport before its records is most often a bike computer's.
            // A swimmer's cadence too: guessed away, it could not be brought back.
            let types = FITRecordTypes(batch.activityType == .other ? .cycling : batch.activityType, swimmingCadence: .runningCadence,
                                       firstNumber: nextGuessNumber)
            nextGuessNumber += FITRecordTypes.numberCount
            if let current, current.types != types { guessesDiffer = true }
            current = Guess(activityType: batch.activityType, types: types)
        }
        if let time = point.time {
            times = times.map { (min($0.earliest, time), max($0.latest, time)) } ?? (time, time)
        }
        if point.cadence != nil { gaveCadence = true }
        if point.power != nil { gavePower = true }
        if point.sampleValue(.speed) != nil { gaveSpeed = true }
        guard let current else { return }
        try current.types.forEachNumberedValue(of: point, body)
    }

    /// The workout the file's sessions make, read before its records, and the types of each of
    /// its activities (of the workout itself when it has none). A class: it is read for every
    /// record, and a copy of the workout there retained and released all its texts.
    private final class Plan {
        let workout: Workout
        /// By activity index.
        private let types: [FITRecordTypes]
        /// The types of the last planned value's activity, and the times it spans (its start, the next one's).
        private var current: (types: FITRecordTypes, from: Date, until: Date)?

        init(_ workout: Workout) {
            self.workout = workout
            let activityTypes = workout.activities.isEmpty ? [workout.activityType] : workout.activities.map(\.activityType)
            types = activityTypes.indices.map { FITRecordTypes(activityTypes[$0], firstNumber: $0 * FITRecordTypes.numberCount) }
        }

        /// How many numbers the activities' types take (from 0).
        var numberCount: Int { types.count * FITRecordTypes.numberCount }

        /// The types of the activity at `time` (``FITRecordTypes/activityIndex(at:in:)``),
        /// kept while the records stay inside its span.
        func types(at time: Date) -> FITRecordTypes {
            if let current, current.from <= time, time < current.until { return current.types }
            let activities = workout.activities
            let index = activities.isEmpty ? 0 : FITRecordTypes.activityIndex(at: time, in: activities)
            let from = index == 0 ? Date.distantPast : activities[index].startDate
            let until = index + 1 < activities.count ? activities[index + 1].startDate : .distantFuture
            current = (types[index], from, until)
            return types[index]
        }
    }

    func routeSyncIdentifier(of workout: Workout) -> String? { FITRecordTypes.routeSyncIdentifier(of: workout) }

    /// The types guessed for a batch's activity type. A class: it is read for every
    /// point, and a tuple of the types was copied each time, retaining and releasing each
    /// type's texts (about 250 instructions a point).
    private final class Guess {
        let activityType: WorkoutActivityType
        /// The types handed out, a swimmer's cadence among them.
        let types: FITRecordTypes

        init(activityType: WorkoutActivityType, types: FITRecordTypes) {
            self.activityType = activityType
            self.types = types
        }
    }

    func retyping(for rest: WorkoutRecording) -> ((QuantityType, Date) -> QuantityType?)? {
        let workout = rest.workout
        if let planned {
            // The sessions the records end with are those the first pass read (unless the
            // file changed in between): every value already has its settled type.
            let read = planned.workout
            if read.activityType == workout.activityType, read.activities.map(\.activityType) == workout.activities.map(\.activityType),
               read.activities.map(\.startDate) == workout.activities.map(\.startDate) { return nil }
            return settledTypes(in: workout)
        }
        guard let times, let guessed = current else { return nil }
        let activityTypes: [WorkoutActivityType]
        if workout.activities.isEmpty {
            activityTypes = [workout.activityType]
        } else {
            // Activities are sorted by start: the records' times fall in those from the
            // earliest one's to the latest one's.
            let first = FITRecordTypes.activityIndex(at: times.earliest, in: workout.activities)
            let last = FITRecordTypes.activityIndex(at: times.latest, in: workout.activities)
            activityTypes = workout.activities[first...last].map(\.activityType)
        }
        let guessStands = !guessesDiffer && activityTypes.allSatisfy { activityType in
            let settled = FITRecordTypes(activityType)
            return (!gaveCadence || settled.cadence == guessed.types.cadence)
                && (!gavePower || settled.power == guessed.types.power) && (!gaveSpeed || settled.speed == guessed.types.speed)
        }
        return guessStands ? nil : settledTypes(in: workout)
    }

    /// A swim's cadences left out: those of a planned swim, and those the retyping left out
    /// (ask after it has retyped the values).
    func warnings(for rest: WorkoutRecording) -> [String] {
        swimmingCadences > 0 ? [FITRecordTypes.swimmingCadenceWarning(swimmingCadences)] : []
    }

    /// The type a value handed out as `type` at `time` has in `workout`'s whole recording; a
    /// swimmer's cadence, left out, is counted.
    private func settledTypes(in workout: Workout) -> (QuantityType, Date) -> QuantityType? {
        { [self] type, time in
            let settled = FITRecordTypes(FITRecordTypes.activityType(at: time, in: workout))
            switch type {
            case .cyclingCadence, .runningCadence:
                if settled.cadence == nil { swimmingCadences += 1 }
                return settled.cadence
            case .cyclingPower, .runningPower: return settled.power
            case .cyclingSpeed, .runningSpeed: return settled.speed
            default: return type
            }
        }
    }
}
