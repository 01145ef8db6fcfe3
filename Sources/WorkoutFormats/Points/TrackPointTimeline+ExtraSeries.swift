import Foundation
import WorkoutModel

extension TrackPointTimeline {
    /// Places the values of `series` (``ExtraSeries``) on `entries` (sorted by time) as the
    /// columns' values are placed: the k-th value of a series at a time goes to the k-th
    /// entry at that time. Values beyond the entries at their time (a FIT record that holds
    /// only developer fields) make entries of their own, without a location.
    static func placingExtraValues(
        of recording: WorkoutRecording, _ series: [QuantityType], on entries: [Entry]
    ) -> (entries: [Entry], extras: [[Double?]]) {
        let column = Dictionary(uniqueKeysWithValues: series.enumerated().map { ($1, $0) })
        // The values at each time, as rows filled column by column.
        var atTime: [Date: [[Double?]]] = [:]
        recording.forEachSample { sample in
            guard sample.startDate == sample.endDate, let index = column[sample.quantityType],
                  let value = try? sample.canonicalValue() else { return }
            var rows = atTime[sample.startDate, default: []]
            if let row = rows.firstIndex(where: { $0[index] == nil }) {
                rows[row][index] = value
            } else {
                var row = [Double?](repeating: nil, count: series.count)
                row[index] = value
                rows.append(row)
            }
            atTime[sample.startDate] = rows
        }
        guard !atTime.isEmpty else { return (entries, []) }
        var placed = entries
        var extras = [[Double?]](repeating: [], count: entries.count)
        var taken: [Date: Int] = [:]
        for index in entries.indices {
            let time = entries[index].time
            let k = taken[time, default: 0]
            taken[time] = k + 1
            if let rows = atTime[time], k < rows.count { extras[index] = rows[k] }
        }
        for (time, rows) in atTime.sorted(by: { $0.key < $1.key }) {
            for row in rows.dropFirst(taken[time] ?? 0) {
                placed.append(Entry(time: time, location: nil, values: PointValues()))
                extras.append(row)
            }
        }
        guard placed.count > entries.count else { return (placed, extras) }
        let order = placed.indices.sorted { (placed[$0].time, $0) < (placed[$1].time, $1) }
        return (order.map { placed[$0] }, order.map { extras[$0] })
    }
}
