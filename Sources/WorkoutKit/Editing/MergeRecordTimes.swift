/// The times of the records of a merge's base that the other recordings' values move to
/// (``RecordingEditor/merge(_:names:options:)``), gathered while the base's kept values and its
/// route's locations pass, each of them going forward in time (a stored workout's values in saved
/// order and its locations, ``/WorkoutStore/StoredWorkoutReader/pointsAreTimeOrdered``): a time
/// once per record the writers make at it, as many as the most of the timed locations or of one
/// type's values at that time, as the whole merge counts them. Memory holds a time and a count
/// per distinct time, not the points.
struct MergeRecordTimes {
    /// The values' times, each with the most values of one type at it; the locations' times,
    /// each with how many locations are at it.
    private var valueRuns: [(time: Double, count: Int)] = []
    private var locationRuns: [(time: Double, count: Int)] = []
    /// How many values of each type (by index) are at the last value's time.
    private var counts: [Int]
    /// Whether a value of each type (by index) was added.
    private var hasValues: [Bool]

    /// Times of the values of `typeCount` types (named by index) and of locations.
    init(typeCount: Int) {
        counts = [Int](repeating: 0, count: typeCount)
        hasValues = [Bool](repeating: false, count: typeCount)
    }

    /// Adds a value of the type at `index` at `time` (seconds since the reference date), not
    /// earlier than the last value's.
    mutating func addValue(ofType index: Int, at time: Double) {
        hasValues[index] = true
        if let last = valueRuns.last, last.time == time {
            counts[index] += 1
            valueRuns[valueRuns.count - 1].count = max(last.count, counts[index])
        } else {
            for type in counts.indices { counts[type] = 0 }
            counts[index] = 1
            valueRuns.append((time, 1))
        }
    }

    /// Adds a timed location at `time`, not earlier than the last location's.
    mutating func addLocation(at time: Double) {
        if let last = locationRuns.last, last.time == time {
            locationRuns[locationRuns.count - 1].count += 1
        } else {
            locationRuns.append((time, 1))
        }
    }

    /// Adds the value times of `other` (of the same types, gathered apart: values that go forward
    /// in time after others that did, a FIT file's developer fields saved after its laps), each
    /// time's records the most of either's. `false`, nothing added, where a type has values in
    /// both, whose values at one time would count together.
    mutating func join(_ other: MergeRecordTimes) -> Bool {
        guard !zip(hasValues, other.hasValues).contains(where: { $0 && $1 }) else { return false }
        valueRuns = Self.union(valueRuns, other.valueRuns)
        for index in hasValues.indices where other.hasValues[index] { hasValues[index] = true }
        return true
    }

    /// The record times, rising, each as many times as records are made at it.
    var times: [Double] {
        var times: [Double] = []
        for run in Self.union(valueRuns, locationRuns) { times += repeatElement(run.time, count: run.count) }
        return times
    }

    /// The runs of `first` and `second` (each rising in time) as one: each of their times once,
    /// with the most records either makes at it.
    private static func union(_ first: [(time: Double, count: Int)], _ second: [(time: Double, count: Int)]) -> [(time: Double, count: Int)] {
        var runs: [(time: Double, count: Int)] = []
        runs.reserveCapacity(first.count + second.count)
        var (a, b) = (0, 0)
        while a < first.count || b < second.count {
            let firstTime = a < first.count ? first[a].time : .infinity
            let secondTime = b < second.count ? second[b].time : .infinity
            let time = min(firstTime, secondTime)
            var most = 0
            if firstTime == time {
                most = first[a].count
                a += 1
            }
            if secondTime == time {
                most = max(most, second[b].count)
                b += 1
            }
            runs.append((time, most))
        }
        return runs
    }
}
