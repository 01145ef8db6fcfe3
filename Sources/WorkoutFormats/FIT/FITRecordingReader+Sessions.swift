import FITCodec
import FITProfile
import Foundation
import WorkoutModel

extension FITRecordingReader {
    /// The workout a FIT file's sessions make: its activity type and activities, as the
    /// whole read settles them (the same ``FITActivityBuilder``), from a pass in which the
    /// decoder hands out only `file_id`, `sport` and `session` messages and skips the rest
    /// by the sizes their definitions give.
    ///
    /// A FIT file writes its sessions after its records, so a stream learns a record's
    /// sample types only at the file's end; a consumer that can open the input again
    /// learns them first from this pass (see ``FITPointSampling``). `nil` when the pass
    /// finds no session (a file cut before its session message), the file is not an
    /// activity, or the pass cannot follow it (the reader proper then says what is wrong).
    func sessionsWorkout(in source: any ByteSource) -> Workout? {
        let decoder = FITDecoder(mode: .lenient) { definition in
            [FITMessageNumber.fileId, FITMessageNumber.sport, FITMessageNumber.session].contains(definition.globalMessageNumber)
        }
        let sessions = SessionsStream()
        // Its warnings are the whole read's to give: this context keeps them to itself.
        var builder = FITActivityBuilder(context: ReadContext(name: "", options: ReadOptions(lenient: true)), stream: sessions)
        do {
            try decoder.decodeMessages(from: source) { try builder.add($0) }
            try builder.finish(partial: decoder.isPartial)
        } catch {
            return nil
        }
        return sessions.workout
    }
}

/// Keeps the workout of the rest a ``FITActivityBuilder`` hands out, and nothing else.
private final class SessionsStream: RecordingStream {
    var workout: Workout?

    func points(_ batch: PointBatch) throws {}
    func endWorkout(_ rest: WorkoutRecording) throws { workout = rest.workout }
    func course(_ course: Course) throws {}
}
