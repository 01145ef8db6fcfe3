import Foundation
import WorkoutFormats
import WorkoutModel

/// ``StreamedEdit/trim(bounds:)`` as the points pass: the points outside the window are left
/// out, the distance-from-start values of those kept count from the last one before the
/// window (as ``RecordingEditor``'s parts do), and the figures of what is kept are gathered
/// (``StreamedFigures``) for the rest's totals, laps and legs, restated when the workout ends.
/// The points must come in time order, each with a time (``EditPipeline``'s first pass checks);
/// a stored workout's values and locations likewise, one at a time (``kept(_:role:at:)``, ``keeps(_:)``).
struct StreamedTrim: PointStreamEdit {
    let window: EditWindow
    /// The last distance-from-start value before the window, and its time.
    private var base: (time: Double, value: Double)?
    private var figures: StreamedFigures

    /// The trim of the workout `outline` (its recording without the points) to `window`.
    init(_ outline: WorkoutRecording, to window: EditWindow) {
        self.window = window
        figures = StreamedFigures(outline, window: window)
    }

    mutating func edited(_ batch: PointBatch) -> PointBatch {
        batch.keeping { _, point, hasExtraValues in
            guard let time = point.time?.timeIntervalSinceReferenceDate else { return nil }
            guard window.contains(time) else {
                if time < window.from, let distance = point.distance, time >= (base?.time ?? -.infinity) { base = (time, distance) }
                return nil
            }
            var point = point
            if let base, let distance = point.distance { point.distance = distance - base.value }
            figures.add(point, at: time, activityType: batch.activityType, hasExtraValues: hasExtraValues)
            return point
        }
    }

    /// A stored workout's value (``EditPipeline/saveStreamed(_:edit:asNewWorkout:)``: its values and
    /// locations pass one at a time, in the order they were saved, in time order), of a type of
    /// `role`, at `time`, as the trim keeps it (a distance from start counted from the window's
    /// base), or `nil` when it is outside the window.
    mutating func kept(_ value: Double, role: StreamedFigures.ValueRole, at time: Double) -> Double? {
        guard window.contains(time) else {
            if role.isDistance, time < window.from, time >= (base?.time ?? -.infinity) { base = (time, value) }
            return nil
        }
        var kept = value
        if role.isDistance, let base { kept = value - base.value }
        figures.add(kept, role: role, at: time)
        return kept
    }

    /// Whether the trim keeps a stored workout's route location (see ``kept(_:role:at:)``).
    mutating func keeps(_ location: Location) -> Bool {
        let time = location.timestamp.timeIntervalSinceReferenceDate
        guard window.contains(time) else { return false }
        figures.add(location, at: time)
        return true
    }

    func edited(rest: WorkoutRecording) -> EditedRecording {
        var part = RecordingEditor.part(of: rest, in: window, points: figures)
        part.recording = part.recording.renewingIdentities()
        return part
    }
}
