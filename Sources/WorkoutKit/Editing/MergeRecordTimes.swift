/// The times of the records of a merge's base that the other recordings' values move to
/// (``RecordingEditor/merge(_:names:options:)``), gathered while the base's kept values and its
/// route's locations pass, the locations going forward in time, the values in saved order: a time
/// once per record the writers make at it, as many as the most of the timed locations or of one
/// type's values at that time, as the whole merge counts them. Values that go back in time from
/// the last begin a run of their own (a stored merge saves the series it takes after the base's;
/// a FIT file's developer fields are saved after its laps), whose records count beside the
/// others', each type's values in one run. Memory holds a time and a count per distinct time,
/// not the points.
struct MergeRecordTimes {
    /// The values' times, each with the most values of one type at it: of the runs before the
    /// current one, joined, and of the current one; the locations' times, each with how many
    /// locations are at it.
    private var valueRuns: [(time: Double, count: Int)] = []
    private var currentRuns: [(time: Double, count: Int)] = []
    private var locationRuns: [(time: Double, count: Int)] = []
    /// How many values of each type (by index) are at the current run's last time.
    private var counts: [Int]
    /// Whether a value of each type (by index) was added in the runs before the current one, and in it.
    private var hasValues: [Bool]
    private var currentHasValues: [Bool]
    /// Whether every type's values went forward in time within one run.
    private var eachTypeInOneRun = true

    /// Times of the values of `typeCount` types (named by index) and of locations.
    init(typeCount: Int) {
        counts = [Int](repeating: 0, count: typeCount)
        hasValues = [Bool](repeating: false, count: typeCount)
        currentHasValues = hasValues
    }

    /// Adds a value of the type at `index` at `time` (seconds since the reference date); one
    /// earlier than the last value's begins a run.
    mutating func addValue(ofType index: Int, at time: Double) {
        if let last = currentRuns.last, time < last.time { endRun() }
        currentHasValues[index] = true
        if let last = currentRuns.last, last.time == time {
            counts[index] += 1
            currentRuns[currentRuns.count - 1].count = max(last.count, counts[index])
        } else {
            for type in counts.indices { counts[type] = 0 }
            counts[index] = 1
            currentRuns.append((time, 1))
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

    /// Joins the current run to those before it: each time's records the most of either's.
    private mutating func endRun() {
        if zip(hasValues, currentHasValues).contains(where: { $0 && $1 }) { eachTypeInOneRun = false }
        valueRuns = Self.union(valueRuns, currentRuns)
        for index in hasValues.indices where currentHasValues[index] { hasValues[index] = true }
        currentRuns = []
        currentHasValues = [Bool](repeating: false, count: hasValues.count)
        for type in counts.indices { counts[type] = 0 }
    }

    /// The record times, rising, each as many times as records are made at it; `nil` where a
    /// type's values went back in time (in two runs, whose values at one time the whole merge
    /// would count together).
    var times: [Double]? {
        var joined = self
        joined.endRun()
        guard joined.eachTypeInOneRun else { return nil }
        var times: [Double] = []
        for run in Self.union(joined.valueRuns, locationRuns) { times += repeatElement(run.time, count: run.count) }
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
