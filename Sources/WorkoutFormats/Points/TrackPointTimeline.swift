import Foundation
import WorkoutModel

/// Where a recording's per-point values go when written as track points: each route
/// location in order with the values recorded at its time, and the times that have
/// values but no location (TCX keeps those as trackpoints without a position).
struct TrackPointTimeline {
    struct Entry {
        var time: Date
        var location: Location?
        var values: PointValues
    }

    let entries: [Entry]

    init(_ recording: WorkoutRecording) {
        var values = PointValues.byTime(recording)
        var entries: [Entry] = []
        for location in recording.routes.flatMap(\.locations) {
            entries.append(Entry(time: location.timestamp, location: location,
                                 values: values.removeValue(forKey: location.timestamp) ?? PointValues()))
        }
        let located = entries.count
        for (time, value) in values { entries.append(Entry(time: time, location: nil, values: value)) }
        if entries.count > located || !entries.isSorted { entries = entries.stableSorted() }
        self.entries = entries
    }
}

private extension Array where Element == TrackPointTimeline.Entry {
    var isSorted: Bool { zip(self, dropFirst()).allSatisfy { $0.time <= $1.time } }

    func stableSorted() -> [Element] {
        enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
    }
}
