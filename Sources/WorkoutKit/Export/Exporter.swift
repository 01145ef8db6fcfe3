import Foundation
import WorkoutModel
import WorkoutStore

/// Writes workouts (and courses) from a store in a format: the `export` pipeline.
///
/// An export of everything carries every course too, where the format holds courses (else
/// each is named as lost); ``ExportOptions/courseIDs`` selects courses by ID.
///
/// The output is standard output, one file, or a directory with one file per workout
/// (named like `2024-05-01T0730-running-6f1c2a9b.gpx`); a format whose one output holds a
/// whole export (``/WorkoutFormats/RecordingWriter/wholeExportFileName``, Apple Health) writes that one
/// archive into the directory, and an export of everything then carries the samples outside
/// workouts too. Workouts are fetched one at a time, so memory never holds the whole store;
/// for GPX, TCX and FIT a workout's points are read from the store as they are written, so
/// memory holds a chunk of them (``/WorkoutStore/WorkoutStore/readWorkout(_:valueTypes:storedValueTypes:_:)``),
/// and for JSON its samples and locations (``/WorkoutStore/WorkoutStore/readWorkoutContent(_:_:)``).
/// With a ``ExportOptions/privacy`` filter, points (and JSON's locations) are read without the
/// positions it withholds, after passes over them that find the track's hidden ends and count
/// what is withheld. The track is the workout's routes one after the other, as for a whole
/// recording; for GPX, TCX, FIT and CSV, whose points are gathered by time, a workout whose
/// routes in that order go back in time (one starting before the one before it ended) is
/// read whole with hidden ends.
///
/// The records outside workouts (Apple Health's) go with an export that names no workout,
/// course or activity type, in the formats that hold them (Apple Health, JSON), selected by
/// ``ExportOptions/since`` and ``ExportOptions/until`` as workouts are; into a directory, a
/// format written one file per workout puts them in one more file, `health-records.json`.
///
/// The exporter never prints: what the format cannot hold is reported through
/// ``OutputEvent/loss(_:)`` as each workout is written, and returned in the ``ExportOutcome``.
public struct Exporter {
    public let store: WorkoutStore
    public let options: ExportOptions

    public init(store: WorkoutStore, options: ExportOptions) {
        self.store = store
        self.options = options
    }

    /// Writes the selected workouts into `target`, calling `progress` with how many of them
    /// are written and how many there are after each one (a format that needs a first pass
    /// over the workouts, or `strict`, goes through them again: the count starts over).
    ///
    /// - Throws: the store's errors for an ID that names no workout or several,
    ///   ``PipelineError/noMatchingWorkout``, ``PipelineError/oneWorkoutPerFile(format:count:)``,
    ///   ``PipelineError/deletedDuringExport(_:)``, ``PipelineError/outputIsTheStore(_:)``, the writer's ``/WorkoutFormats/FormatError``s
    ///   (``/WorkoutFormats/FormatError/wouldLoseData(file:format:losses:)`` when strict).
    @discardableResult
    public func export(
        to target: OutputTarget, events: (OutputEvent) -> Void = { _ in },
        progress: (_ written: Int, _ total: Int) -> Void = { _, _ in }
    ) throws -> ExportOutcome {
        let writer = options.writer
        if case .file(let path) = target, Self.isSameFile(path, store.path) { throw PipelineError.outputIsTheStore(path) }
        let uuids = options.selectsOnlyCourses ? []
            : options.workoutIDs.isEmpty ? nil : try options.workoutIDs.map { try store.resolveWorkoutID($0) }
        let summaries = try store.workouts(WorkoutQuery(
            activityType: options.activityType, since: options.since, until: options.until, uuids: uuids))
        let courseIDs = options.selectsEverything ? try store.courses().map(\.uuid)
            : try options.courseIDs.map { try store.resolveCourseID($0) }
        let courses = try courseIDs.map { uuid in
            guard let course = try store.course(for: uuid) else { throw PipelineError.deletedDuringExport(uuid) }
            return course
        }
        // The records outside workouts (Apple Health's) go with an export that names no workout,
        // where the format holds them; an Apple Health export is written even when it holds none.
        var holdsStandaloneSamples = options.selectsHealthRecords && writer.holdsHealthRecords
        if holdsStandaloneSamples, writer.wholeExportFileName == nil {
            holdsStandaloneSamples = try hasSelectedHealthRecords()
        }
        guard !summaries.isEmpty || !courses.isEmpty || holdsStandaloneSamples else { throw PipelineError.noMatchingWorkout }
        var target = target
        if let archiveName = writer.wholeExportFileName, case .directory(let directory) = target {
            // One archive holds every workout.
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            target = .file((directory as NSString).appendingPathComponent(archiveName))
        }
        var losses: [LossNotice] = []
        try withoutActuallyEscaping(events) { events in
            var destination = RecordingOutput(writer: writer, target: target, strict: options.strict, fileNames: options.fileNames) { notice in
                losses.append(notice)
                events(.loss(notice))
            }
            destination.privacy = options.privacy
            destination.reportWithheld = { events(.withheld($0)) }
            let store = self.store
            let standaloneSamples: StandaloneSampleSource? = holdsStandaloneSamples ? writeHealthRecords : nil
            // Formats whose writers take a workout's points after the rest of it (GPX, TCX, FIT,
            // the CSV point table of a workout without developer fields), or its samples and
            // locations (JSON), get them from the store chunk by chunk, without the positions a
            // privacy filter withholds; the others (Apple Health) and an older route version
            // get each workout whole.
            let wholeWorkouts = options.routeVersion != nil
            let pointWriter = wholeWorkouts ? nil : writer as? any TrackPointWriter
            let writesContent = !wholeWorkouts && writer is any RecordingContentWriter
            try destination.write(count: summaries.count, courses: courses, standaloneSamples: standaloneSamples) { index, body in
                defer { progress(index + 1, summaries.count) }
                if writesContent {
                    return try store.withOutputContent(summaries[index].workout.uuid, privacy: options.privacy, body)
                }
                try store.withOutputWorkout(summaries[index].workout.uuid, streamingTo: pointWriter, privacy: options.privacy) { item in
                    guard case .whole(let recording) = item else { return try body(item) }
                    try body(.whole(try withRouteVersion(of: recording)))
                }
            }
        }
        let keptCourses = writer.capabilities.courses ? courses.count : 0
        return ExportOutcome(workouts: summaries.count, courses: keptCourses, standaloneSamples: holdsStandaloneSamples,
                             losses: losses)
    }

    /// The recording with its route replaced by the version ``ExportOptions/routeVersion``
    /// names (unchanged when it names none).
    private func withRouteVersion(of recording: WorkoutRecording) throws -> WorkoutRecording {
        guard let routeVersion = options.routeVersion else { return recording }
        var result = recording
        result.routes = [try store.route(workout: recording.workout.uuid, version: routeVersion)]
        return result
    }

    /// Whether two paths name one file (the same device and inode), following links.
    private static func isSameFile(_ first: String, _ second: String) -> Bool {
        var a = stat(), b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}
