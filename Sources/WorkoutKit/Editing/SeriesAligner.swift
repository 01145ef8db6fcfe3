/// A series' values moved to records, one record at a time in rising order of time, as
/// ``RecordingEditor/align(_:to:device:)`` moves them: each record takes a value of the nearest of the
/// series' times when that is within its sampling interval, the k-th record at a time the k-th
/// value at that nearest time (none when it has fewer). Used over a whole recording's record
/// times and over a streamed merge's points as they pass.
struct SeriesAligner {
    /// The sampling interval: the median step between the series' times (1 s for a series of one time).
    let interval: Double
    /// The series' times, rising (values at one time in their order), and the values in that order.
    private let own: [Double]
    private let values: [Double]
    private var taken: [Bool]
    /// The first of `own` at or after the last time asked for.
    private var next = 0
    /// How many records took a value.
    private(set) var moved = 0

    /// The series of the values `values` at `times` (seconds since the reference date, in any order).
    init(times: [Double], values: [Double]) {
        // Values at one time keep their order: the k-th goes to the k-th record.
        let order = times.indices.sorted { (times[$0], $0) < (times[$1], $1) }
        own = order.map { times[$0] }
        self.values = order.map { values[$0] }
        var steps: [Double] = []
        for (a, b) in zip(own, own.dropFirst()) where b > a { steps.append(b - a) }
        steps.sort()
        interval = steps.isEmpty ? 1 : steps[steps.count / 2]
        taken = [Bool](repeating: false, count: own.count)
    }

    /// The value the record at `time` takes, when it is the record of rank `rank` at that
    /// time (0: the first); `time` must not be earlier than the one asked for before.
    mutating func value(at time: Double, rank: Int) -> Double? {
        while next < own.count && own[next] < time { next += 1 }
        var nearest: Int?
        if next < own.count { nearest = next }
        if next > 0, nearest == nil || time - own[next - 1] < own[next] - time {
            // The value before, unless one at or after is nearer (equal: the later one, at the time itself when there is one).
            nearest = next - 1
        }
        guard let found = nearest, abs(own[found] - time) <= interval else { return nil }
        // Of several values at the nearest time, the one of this record's rank.
        var first = found
        while first > 0 && own[first - 1] == own[found] { first -= 1 }
        let chosen = first + rank
        guard chosen < own.count, own[chosen] == own[found] else { return nil }
        taken[chosen] = true
        moved += 1
        return values[chosen]
    }

    /// How many of the series' values no record took (more values at one time than records at the nearest).
    var missed: Int { taken.count(where: { !$0 }) }
}
