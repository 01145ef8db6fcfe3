import FITCodec
import FITProfile
import Foundation
import WorkoutModel

extension FITRecordingReader {
    /// The workout a FIT file's sessions make: its activity type and activities, as the
    /// whole read settles them (the same ``FITActivityBuilder``), from a pass in which the
    /// decoder hands out only `file_id`, `sport` and `session` messages and walks over the
    /// rest by the sizes their definitions give.
    ///
    /// A FIT file writes its sessions after its records, so a stream learns a record's
    /// sample types only at the file's end; a consumer that can open the input again
    /// learns them first from this pass (see ``FITPointSampling``). `nil` when the pass
    /// finds no session (a file cut before its session message), the file is not an
    /// activity, or the pass cannot follow it (the reader proper then says what is wrong).
    ///
    /// The pass leaves out the file's CRC, which was most of its cost: the reader proper
    /// checks it. A wrong CRC stops a lenient read at the end of its file, so it can change
    /// the sessions read only in a chain of files: a chain is read again with its CRCs
    /// checked, and the pass then stops where the reader stops. (Of a single file whose CRC
    /// is wrong, the workout is not marked partial; nothing reads that mark of it.)
    func sessionsWorkout(opening open: () throws -> any ByteSource) -> Workout? {
        guard let pass = sessionsPass(over: open, checksFileCRC: false) else { return nil }
        return pass.fileCount > 1 ? sessionsPass(over: open, checksFileCRC: true)?.workout : pass.workout
    }

    /// One pass over the sessions, with the number of files (of a chain) it met (internal for the tests).
    func sessionsPass(over open: () throws -> any ByteSource, checksFileCRC: Bool) -> (workout: Workout?, fileCount: Int)? {
        let decoder = FITDecoder(mode: .lenient, checksFileCRC: checksFileCRC) { definition in
            [FITMessageNumber.fileId, FITMessageNumber.sport, FITMessageNumber.session].contains(definition.globalMessageNumber)
        }
        let sessions = SessionsStream()
        // Its warnings are the whole read's to give: this context keeps them to itself.
        var builder = FITActivityBuilder(context: ReadContext(name: "", options: ReadOptions(lenient: true)), stream: sessions)
        do {
            try decoder.decodeMessages(from: try open()) { try builder.add($0) }
            try builder.finish(partial: decoder.isPartial)
        } catch {
            return nil
        }
        return (sessions.workout, decoder.fileCount)
    }
}

/// Keeps the workout of the rest a ``FITActivityBuilder`` hands out, and nothing else.
private final class SessionsStream: RecordingStream {
    var workout: Workout?

    func points(_ batch: PointBatch) throws {}
    func endWorkout(_ rest: WorkoutRecording) throws { workout = rest.workout }
    func course(_ course: Course) throws {}
}
