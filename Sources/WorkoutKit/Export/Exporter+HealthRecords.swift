import Foundation
import WorkoutFormats
import WorkoutModel
import WorkoutStore

extension ExportOptions {
    /// Whether the records outside workouts (Apple Health's quantity and category samples,
    /// correlations, activity summaries) go with the export, where the format holds them: when
    /// no workout, course or activity type is named. ``since`` and ``until`` select them by
    /// start as they select workouts (a summary by its day, from midnight UTC).
    var selectsHealthRecords: Bool {
        workoutIDs.isEmpty && courseIDs.isEmpty && activityType == nil
    }

    /// Whether a record starting at `start` is within ``since`` and ``until``.
    func includesRecord(startingAt start: Date) -> Bool {
        if let since, start < since { return false }
        if let until, start >= until { return false }
        return true
    }

    /// Whether an activity summary's day (from midnight UTC) is within ``since`` and ``until``.
    func includes(_ summary: ActivitySummary) -> Bool {
        guard since != nil || until != nil else { return true }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let start = calendar.date(from: summary.dateComponents) else { return false }
        return includesRecord(startingAt: start)
    }
}

extension Exporter {
    /// Hands the selected records outside workouts to a writer session, a batch at a time.
    func writeHealthRecords(into session: any StandaloneSampleWriting) throws {
        try forEachSelectedHealthRecordBatch(
            samples: { try session.write(standaloneSamples: $0) }, categorySamples: { try session.write(categorySamples: $0) },
            correlations: { try session.write(correlations: $0) }, activitySummaries: { try session.write(activitySummaries: $0) })
    }

    /// Whether the store holds any record outside workouts that the options select.
    func hasSelectedHealthRecords() throws -> Bool {
        struct Found: Error {}
        do {
            try forEachSelectedHealthRecordBatch(
                samples: { _ in throw Found() }, categorySamples: { _ in throw Found() }, correlations: { _ in throw Found() },
                activitySummaries: { _ in throw Found() })
        } catch is Found {
            return true
        }
        return false
    }

    /// Reads the records outside workouts in batches, keeping those within the options'
    /// dates; an empty batch is not handed out.
    private func forEachSelectedHealthRecordBatch(
        samples: ([QuantitySample]) throws -> Void, categorySamples: ([CategorySample]) throws -> Void,
        correlations: ([Correlation]) throws -> Void, activitySummaries: ([ActivitySummary]) throws -> Void
    ) throws {
        let options = self.options
        func hand<T>(_ batch: [T], _ keep: (T) -> Bool, to body: ([T]) throws -> Void) throws {
            let kept = options.since == nil && options.until == nil ? batch : batch.filter(keep)
            if !kept.isEmpty { try body(kept) }
        }
        try store.forEachStandaloneSampleBatch { try hand($0, { options.includesRecord(startingAt: $0.startDate) }, to: samples) }
        try store.forEachCategorySampleBatch { try hand($0, { options.includesRecord(startingAt: $0.startDate) }, to: categorySamples) }
        try store.forEachCorrelationBatch { try hand($0, { options.includesRecord(startingAt: $0.startDate) }, to: correlations) }
        try store.forEachActivitySummaryBatch { try hand($0, options.includes, to: activitySummaries) }
    }
}
