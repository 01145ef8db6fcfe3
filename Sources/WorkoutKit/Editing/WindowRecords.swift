import Foundation
import WorkoutModel

/// The series values and route locations of a recording that one ``EditWindow`` keeps, dealt
/// out to consecutive windows in one pass over the recording (a split's parts), so that cutting
/// a recording into N parts reads each record once instead of N times.
struct WindowRecords {
    /// The series values in the window, in the order added; a later part's distance-from-start
    /// values count from the last one before the window (by time).
    var series: RecordingSeries
    /// The earliest and latest time of ``series``' values, `nil` when it holds none.
    var seriesSpan: (first: Double, last: Double)?
    /// Each route with a location in the window: those locations, in order, its start and end
    /// clipped to the window.
    var routes: [WorkoutRoute]

    /// The records of `recording` in each of `windows` (in time order, none overlapping), in one
    /// pass over its series values and one over its route locations.
    static func dealing(_ recording: WorkoutRecording, into windows: [EditWindow]) -> [WindowRecords] {
        let bases = distanceBases(recording.series, before: windows.map(\.from))
        var spans = [(first: Double, last: Double)?](repeating: nil, count: windows.count)
        let series = recording.series.partitioned(into: windows.count) { one, time, value in
            guard let index = index(of: time, in: windows) else { return nil }
            spans[index] = spans[index].map { (min($0.first, time), max($0.last, time)) } ?? (time, time)
            if let base = bases[index], one.quantityType.identifier == QuantityType.distanceFromStart.identifier {
                return (index, time, value - base)
            }
            return (index, time, value)
        }
        var routes = [[WorkoutRoute]](repeating: [], count: windows.count)
        for route in recording.routes {
            var locations = [RouteLocations](repeating: [], count: windows.count)
            for location in route.locations {
                guard let index = index(of: location.timestamp.timeIntervalSinceReferenceDate, in: windows) else { continue }
                locations[index].append(location)
            }
            for (index, window) in windows.enumerated() where !locations[index].isEmpty {
                var part = route
                part.locations = locations[index]
                part.startDate = route.startDate.map { max($0, Date(timeIntervalSinceReferenceDate: window.from)) }
                part.endDate = route.endDate.map { min($0, Date(timeIntervalSinceReferenceDate: window.until)) }
                routes[index].append(part)
            }
        }
        return windows.indices.map { WindowRecords(series: series[$0], seriesSpan: spans[$0], routes: routes[$0]) }
    }

    /// The index of the window of `windows` (in time order) that holds `time`, `nil` for none.
    static func index(of time: Double, in windows: [EditWindow]) -> Int? {
        // The last window beginning at or before `time`.
        var low = 0, high = windows.count
        while low < high {
            let middle = (low + high) / 2
            if windows[middle].from <= time { low = middle + 1 } else { high = middle }
        }
        guard low > 0, windows[low - 1].contains(time) else { return nil }
        return low - 1
    }

    /// For each of `starts` (in rising order), the last distance-from-start value of `series`
    /// before it (by time; of values at the same time, the last added), from which a part
    /// beginning there counts its distances; `nil` where there is none.
    private static func distanceBases(_ series: RecordingSeries, before starts: [Double]) -> [Double?] {
        // The last value of each stretch between consecutive starts: values before starts[k] are
        // those of the stretches 0...k, and the last of them is the last of the last one holding any.
        var lastInStretch = [(time: Double, value: Double)?](repeating: nil, count: starts.count + 1)
        series.forEachValue { index, time, value in
            guard series[index].quantityType.identifier == QuantityType.distanceFromStart.identifier else { return }
            var low = 0, high = starts.count
            while low < high {
                let middle = (low + high) / 2
                if starts[middle] <= time { low = middle + 1 } else { high = middle }
            }
            if time >= (lastInStretch[low]?.time ?? -.infinity) { lastInStretch[low] = (time, value) }
        }
        var bases: [Double?] = []
        var last: (time: Double, value: Double)?
        for stretch in starts.indices {
            last = lastInStretch[stretch] ?? last
            bases.append(last?.value)
        }
        return bases
    }
}
