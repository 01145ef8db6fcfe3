import Foundation
import WorkoutModel
import WorkoutStore

/// Finds the workouts in a store that are one activity recorded or imported more than once
/// (the same ride from the bike computer's FIT and from Strava's GPX; a run imported from
/// Garmin Connect and from Apple Health), and deletes all but one of each.
///
/// Two stored workouts are one activity when they have the same activity type and the time
/// they share (from start to end) is more than ``minimumOverlap`` of each one's time. A group
/// is one workout to keep and every other workout that is one activity with it. The one kept
/// is the one with the most series (quantity types with samples, and the route), then the
/// most points (samples, series values and route locations), then the earliest start, then
/// the lowest UUID. Groups are formed best first: the best workout not yet in a group takes
/// every other such workout that overlaps it, so every duplicate overlaps the one kept.
public struct DuplicateFinder {
    public let store: WorkoutStore
    /// The share of each workout's time that the other must cover (more than it): 0.5, "most
    /// of both", unless set.
    public var minimumOverlap: Double

    public init(store: WorkoutStore, minimumOverlap: Double = 0.5) {
        self.store = store
        self.minimumOverlap = minimumOverlap
    }

    /// The groups of duplicates in the store, in the order of their kept workouts' starts.
    /// Only the workouts that overlap another of their activity are read beyond their summary.
    public func groups() throws -> [DuplicateGroup] {
        let summaries = try store.workouts(WorkoutQuery()).filter { $0.workout.endDate > $0.workout.startDate }
        let workouts = summaries.map(\.workout)
        var partners: [UUID: [UUID: Double]] = [:]
        // Sorted by start: the workouts that can overlap one begin before it ends.
        for (index, first) in workouts.enumerated() {
            for second in workouts[(index + 1)...] {
                guard second.startDate < first.endDate else { break }
                guard second.activityType == first.activityType, let share = sharedTime(first, second) else { continue }
                partners[first.uuid, default: [:]][second.uuid] = share
                partners[second.uuid, default: [:]][first.uuid] = share
            }
        }
        let byUUID = Dictionary(summaries.map { ($0.workout.uuid, $0) }, uniquingKeysWith: { first, _ in first })
        let ranked = try partners.keys.compactMap { uuid in try byUUID[uuid].map(member) }.sorted { $0.isKept(before: $1) }
        var grouped: Set<UUID> = []
        var groups: [DuplicateGroup] = []
        for keep in ranked where !grouped.contains(keep.uuid) {
            let shares = partners[keep.uuid] ?? [:]
            let duplicates = ranked.filter { shares[$0.uuid] != nil && !grouped.contains($0.uuid) }
            guard !duplicates.isEmpty, let workout = byUUID[keep.uuid]?.workout else { continue }
            grouped.insert(keep.uuid)
            duplicates.forEach { grouped.insert($0.uuid) }
            let least = duplicates.compactMap { shares[$0.uuid] }.min() ?? 1
            groups.append(DuplicateGroup(activityType: workout.activityType, keep: keep, duplicates: duplicates, leastOverlap: least))
        }
        return groups.sorted { ($0.keep.startDate, $0.keep.uuid.uuidString) < ($1.keep.startDate, $1.keep.uuid.uuidString) }
    }

    /// Deletes every group's duplicates, in one transaction (the store keeps tombstones, so
    /// `changes` reports each deleted workout); returns their UUIDs.
    ///
    /// - Throws: ``/WorkoutStore/StoreError/unknownWorkout(_:)`` when one was deleted meanwhile
    ///   (then nothing is deleted).
    @discardableResult
    public func deleteDuplicates(in groups: [DuplicateGroup]) throws -> [UUID] {
        let uuids = groups.flatMap { $0.duplicates.map(\.uuid) }
        if !uuids.isEmpty { try store.delete(workouts: uuids) }
        return uuids
    }

    /// The smaller of the shares of their own time that `first` and `second` share, when
    /// it is more than ``minimumOverlap`` (else `nil`).
    private func sharedTime(_ first: Workout, _ second: Workout) -> Double? {
        let shared = min(first.endDate, second.endDate).timeIntervalSince(max(first.startDate, second.startDate))
        guard shared > 0 else { return nil }
        let share = min(shared / first.endDate.timeIntervalSince(first.startDate),
                        shared / second.endDate.timeIntervalSince(second.startDate))
        return share > minimumOverlap ? share : nil
    }

    /// The workout with its series and points counted by the store.
    private func member(_ summary: WorkoutSummary) throws -> DuplicateGroup.Member {
        let workout = summary.workout
        var series = 0
        var points = 0
        _ = try store.readWorkoutContent(workout.uuid) { content in
            let counts = try content.sampleCounts()
            series = counts.count
            points = counts.reduce(0) { $0 + $1.count }
        }
        let locations = summary.routeLocationCount
        if locations > 0 { series += 1 }
        return DuplicateGroup.Member(
            uuid: workout.uuid, startDate: workout.startDate, endDate: workout.endDate, sourceName: workout.source.name,
            deviceName: workout.device?.name, seriesCount: series, pointCount: points + locations)
    }
}
