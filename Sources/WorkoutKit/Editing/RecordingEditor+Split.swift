import Foundation
import WorkoutModel

extension RecordingEditor {
    /// `recording` cut at `times` into consecutive parts: each record in exactly one part (a
    /// record at a cut begins the next part), intervals crossing a cut cut with it, each part's
    /// totals restated (see ``RecordingEditor``). A cut inside a pause ends the part before it
    /// where the pause began and begins the next where it ended. `name` names the input in errors.
    ///
    /// - Throws: ``EditError/timeOutsideRecording(input:what:time:start:end:)`` for a time not
    ///   strictly inside the recording.
    public static func split(_ recording: WorkoutRecording, at times: [Date], name: String) throws -> [EditedRecording] {
        split(recording, in: try splitWindows(of: recording.workout, at: times, name: name))
    }

    /// The parts of `recording` in `windows`, with new identities.
    private static func split(_ recording: WorkoutRecording, in windows: [EditWindow]) -> [EditedRecording] {
        parts(of: recording, in: windows).map { part in
            var part = part
            part.recording = part.recording.renewingIdentities()
            return part
        }
    }

    /// The windows of the parts of `workout` cut at `times` (see ``split(_:at:name:)``), in time order.
    ///
    /// - Throws: ``EditError/timeOutsideRecording(input:what:time:start:end:)`` for a time not
    ///   strictly inside the workout.
    static func splitWindows(of workout: Workout, at times: [Date], intervalsByStart: Bool = false,
                             name: String) throws -> [EditWindow] {
        for time in times where time <= workout.startDate || time >= workout.endDate {
            throw EditError.timeOutsideRecording(input: name, what: "the split time", time: time, start: workout.startDate,
                                                 end: workout.endDate)
        }
        let cuts = Set(times.map(\.timeIntervalSinceReferenceDate)).sorted()
        let bounds = [-Double.infinity] + cuts + [Double.infinity]
        return (0..<bounds.count - 1).map { index in
            EditWindow(from: bounds[index], until: bounds[index + 1], includesUntil: index == bounds.count - 2,
                       intervalsByStart: intervalsByStart)
        }
    }

    /// `recording` cut at every pause of at least `seconds` (see ``split(_:at:name:)``): its
    /// pause events, and its gaps of that long with no record, which the parts take as pauses.
    ///
    /// - Throws: ``EditError/nothingToSplitAt(input:reason:)`` when there is no such pause.
    public static func split(_ recording: WorkoutRecording, atPausesOf seconds: TimeInterval, name: String) throws -> [EditedRecording] {
        let cut = try pauseWindows(of: recording.workout, gaps: gaps(in: recording, longerThan: seconds), seconds: seconds, name: name)
        var paused = recording
        paused.workout = cut.workout
        return split(paused, in: cut.windows)
    }

    /// `workout` with a pause for each of `gaps` (stretches of at least `seconds` without a
    /// record, seconds since the reference date) that no pause covers, and the windows of its
    /// parts cut at every pause of at least `seconds` (see ``split(_:atPausesOf:name:)``).
    ///
    /// - Throws: ``EditError/nothingToSplitAt(input:reason:)`` when there is no such pause.
    static func pauseWindows(of workout: Workout, gaps: [(start: Double, end: Double)], seconds: TimeInterval,
                             name: String) throws -> (workout: Workout, windows: [EditWindow]) {
        let pauses = PausedIntervals(workout)
        var paused = workout
        for gap in gaps where pauses.pausedTime(from: gap.start, to: gap.end) == 0 {
            paused.events += [WorkoutEvent(type: .pause, date: Date(timeIntervalSinceReferenceDate: gap.start)),
                              WorkoutEvent(type: .resume, date: Date(timeIntervalSinceReferenceDate: gap.end))]
        }
        let resumes = PausedIntervals(paused).intervals.filter { $0.end - $0.start >= seconds }
            .map { Date(timeIntervalSinceReferenceDate: $0.end) }
            .filter { $0 > workout.startDate && $0 < workout.endDate }
        guard !resumes.isEmpty else {
            throw EditError.nothingToSplitAt(input: name, reason: "no pause of \(String(format: "%g", seconds)) s or more")
        }
        return (paused, try splitWindows(of: paused, at: resumes, name: name))
    }

    /// `recording` cut where each of its laps after the first begins (see ``split(_:at:name:)``):
    /// each lap, and each interval sample, goes whole into the part its start is in (a lap's
    /// stated time may run a fraction of a second past the next lap's start).
    ///
    /// - Throws: ``EditError/nothingToSplitAt(input:reason:)`` for a recording of fewer than two laps.
    public static func splitAtLaps(_ recording: WorkoutRecording, name: String) throws -> [EditedRecording] {
        split(recording, in: try lapWindows(of: recording.workout, name: name))
    }

    /// The windows of the parts of `workout` cut at its laps (see ``splitAtLaps(_:name:)``), in time order.
    ///
    /// - Throws: ``EditError/nothingToSplitAt(input:reason:)`` for a workout of fewer than two laps.
    static func lapWindows(of workout: Workout, name: String) throws -> [EditWindow] {
        let starts = workout.events(ofType: .lap).map(\.date).filter { $0 > workout.startDate && $0 < workout.endDate }
        guard !starts.isEmpty else { throw EditError.nothingToSplitAt(input: name, reason: "fewer than two laps") }
        return try splitWindows(of: workout, at: starts, intervalsByStart: true, name: name)
    }

    /// The stretches of at least `seconds` with no record (series value or location), from
    /// the record before to the record after.
    private static func gaps(in recording: WorkoutRecording, longerThan seconds: TimeInterval) -> [(start: Double, end: Double)] {
        var times: [Double] = []
        recording.series.forEachValue { _, time, _ in times.append(time) }
        for route in recording.routes { times += route.locations.map { $0.timestamp.timeIntervalSinceReferenceDate } }
        times.sort()
        return zip(times, times.dropFirst()).compactMap { before, after in after - before >= seconds ? (before, after) : nil }
    }
}
