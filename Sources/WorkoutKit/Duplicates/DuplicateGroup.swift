import Foundation
import WorkoutModel

/// Workouts in a store that are one activity recorded or imported more than once (see
/// ``DuplicateFinder``): the one to keep, and the others.
public struct DuplicateGroup: Sendable, Equatable {
    /// A stored workout of a group, with what the choice of the one to keep counts.
    public struct Member: Sendable, Equatable {
        public var uuid: UUID
        public var startDate: Date
        public var endDate: Date
        /// The workout's source (the app or file format that recorded it), as `list` names it.
        public var sourceName: String
        /// The device that recorded it, when known.
        public var deviceName: String?
        /// How many series it holds: quantity types with samples, and its route when it has
        /// locations.
        public var seriesCount: Int
        /// How many points it holds: samples and series values, and route locations.
        public var pointCount: Int

        public init(uuid: UUID, startDate: Date, endDate: Date, sourceName: String, deviceName: String?,
                    seriesCount: Int, pointCount: Int) {
            self.uuid = uuid
            self.startDate = startDate
            self.endDate = endDate
            self.sourceName = sourceName
            self.deviceName = deviceName
            self.seriesCount = seriesCount
            self.pointCount = pointCount
        }

        /// Whether this member is kept before `other`: more series, then more points, then the
        /// earlier start, then the lower UUID (so that the choice never depends on store order).
        func isKept(before other: Member) -> Bool {
            if seriesCount != other.seriesCount { return seriesCount > other.seriesCount }
            if pointCount != other.pointCount { return pointCount > other.pointCount }
            if startDate != other.startDate { return startDate < other.startDate }
            return uuid.uuidString < other.uuid.uuidString
        }
    }

    /// The activity every member records.
    public var activityType: WorkoutActivityType
    /// The workout to keep.
    public var keep: Member
    /// The others, each overlapping ``keep``; in the order they are kept after it.
    public var duplicates: [Member]
    /// The least share of its own time (start to end) any member shares with ``keep``, or
    /// ``keep`` with it (0.5 to 1).
    public var leastOverlap: Double

    public init(activityType: WorkoutActivityType, keep: Member, duplicates: [Member], leastOverlap: Double) {
        self.activityType = activityType
        self.keep = keep
        self.duplicates = duplicates
        self.leastOverlap = leastOverlap
    }

    /// Why these are one activity and why ``keep`` is kept, in one sentence:
    /// `cycling at 2019-07-13T09:10:00.000Z, 3 workouts overlapping by 98% or more of each; kept: the most series (7; the others 5, 4)`.
    public var reason: String {
        let percent = Int((leastOverlap * 100).rounded(.down))
        let what = "\(activityType.name) at \(Timestamp.string(keep.startDate)), \(duplicates.count + 1) workouts overlapping by \(percent)% or more of each"
        let others = { (values: [Int]) in values.map(String.init).joined(separator: ", ") }
        let why: String
        if duplicates.allSatisfy({ $0.seriesCount < keep.seriesCount }) {
            why = "the most series (\(keep.seriesCount); the others \(others(duplicates.map(\.seriesCount))))"
        } else if duplicates.allSatisfy({ $0.seriesCount < keep.seriesCount || $0.pointCount < keep.pointCount }) {
            why = "the most series (\(keep.seriesCount)), then the most points (\(keep.pointCount); the others \(others(duplicates.map(\.pointCount))))"
        } else {
            why = "as many series and points as another (\(keep.seriesCount), \(keep.pointCount)): the earliest start, then the lowest UUID"
        }
        return "\(what); kept: \(why)"
    }
}
