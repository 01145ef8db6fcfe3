import Foundation
import WorkoutModel
import WorkoutStore

/// What `workoutkit report` shows of a period, gathered from the store in one pass: the
/// workouts with their analyses, the volume per week and activity type (``TrainingVolume``),
/// and the personal bests per activity type (``PersonalRecords``: best efforts, the
/// mean-maximal power and heart-rate peaks, the longest workouts), the same figures
/// `workoutkit volume --period week` and `workoutkit records` give for the period.
///
/// The gathering is this one type; the page (`PlotRendering`'s `ReportPage`) only lays it out.
public struct TrainingReport: Sendable {
    /// One workout of the period.
    public struct Entry: Sendable {
        public var workout: Workout
        public var analysis: WorkoutAnalysis
    }

    /// The period asked for (`nil` where open).
    public var since: Date?
    public var until: Date?
    /// The time zone of the weeks.
    public var timeZone: TimeZone
    /// The workouts, oldest first.
    public var entries: [Entry]
    /// The volume per ISO week (in ``timeZone``) and activity type.
    public var volume: TrainingVolume
    /// The personal bests per activity type.
    public var records: PersonalRecords

    /// Reads the workouts starting in [`since`, `until`) from `store`, one recording at a time,
    /// and calls `each` with every recording and its analysis (the page draws its picture then).
    ///
    /// - Throws: the store's errors, and whatever `each` throws.
    public init(
        store: WorkoutStore, since: Date?, until: Date?, timeZone: TimeZone, settings: AthleteSettings = AthleteSettings(),
        each: (WorkoutRecording, WorkoutAnalysis) throws -> Void = { _, _ in }
    ) throws {
        var entries: [Entry] = []
        records = try PersonalRecords(store: store, query: WorkoutQuery(since: since, until: until), settings: settings) {
            recording, analysis in
            entries.append(Entry(workout: recording.workout, analysis: analysis))
            try each(recording, analysis)
        }
        volume = TrainingVolume(workouts: entries.map(\.workout), period: .week, timeZone: timeZone)
        self.entries = entries
        self.since = since
        self.until = until
        self.timeZone = timeZone
    }
}
