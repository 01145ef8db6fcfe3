import Foundation
import RouteProcessing
import WorkoutModel

/// A workout's route positions projected in a local tangent plane, in metres east and north of
/// the middle of their bounding box, each route a run of its own (no line between routes).
struct RouteTrace {
    struct Point {
        var time: Double
        var east: Double
        var north: Double
        var speed: Double?
    }

    /// One array of points per route with positions.
    var runs: [[Point]] = []
    var minEast = 0.0, maxEast = 0.0, minNorth = 0.0, maxNorth = 0.0

    var isEmpty: Bool { runs.isEmpty }

    init(recording: WorkoutRecording) {
        let valid = recording.routes.map { $0.locations.filter(\.hasValidCoordinate) }.filter { !$0.isEmpty }
        guard let firstRun = valid.first, let first = firstRun.first else { return }
        var south = first.latitude, north = first.latitude
        // Longitudes are spanned the short way round from the first one (a route may cross the antimeridian).
        var west = 0.0, east = 0.0
        for location in valid.joined() {
            south = min(south, location.latitude)
            north = max(north, location.latitude)
            let offset = remainder(location.longitude - first.longitude, 360)
            west = min(west, offset)
            east = max(east, offset)
        }
        let plane = LocalTangentPlane(latitude: (south + north) / 2,
                                      longitude: remainder(first.longitude + (west + east) / 2, 360))
        runs = valid.map { locations in
            locations.map { location in
                let projected = plane.project(latitude: location.latitude, longitude: location.longitude)
                return Point(time: location.timestamp.timeIntervalSinceReferenceDate, east: projected.east,
                             north: projected.north, speed: location.speed.flatMap { $0 >= 0 ? $0 : nil })
            }
        }
        let all = runs.joined()
        minEast = all.map(\.east).min() ?? 0
        maxEast = all.map(\.east).max() ?? 0
        minNorth = all.map(\.north).min() ?? 0
        maxNorth = all.map(\.north).max() ?? 0
    }

    /// The point at or just before `time` (the first point before the route starts).
    func point(at time: Double) -> Point? {
        var found: Point?
        for run in runs {
            for point in run {
                if point.time > time { return found ?? point }
                found = point
            }
        }
        return found
    }
}

/// The charts' horizontal axis: seconds since the workout's start, or metres from the start
/// (the distance series, else along the route), from times.
struct Timeline {
    /// The axis in use (time when distance was asked for but the workout has none).
    let axis: PlotOptions.XAxis
    let start: Double
    /// The axis' extent: seconds or metres.
    let extent: Double
    /// For distance: times and cumulative metres, increasing.
    private let distanceTimes: [Double]
    private let distances: [Double]

    init(recording: WorkoutRecording, axis asked: PlotOptions.XAxis) {
        start = recording.workout.startDate.timeIntervalSinceReferenceDate
        let column: WorkoutAnalysis.Column = asked == .distance ? WorkoutAnalysis.distanceColumn(recording) : ([], [])
        if column.times.count >= 2, let last = column.values.last, last > 0 {
            axis = .distance
            distanceTimes = column.times
            distances = column.values
            extent = column.values.max() ?? last
        } else {
            axis = .time
            distanceTimes = []
            distances = []
            extent = max(recording.workout.endDate.timeIntervalSinceReferenceDate - start, 1)
        }
    }

    /// The axis value at `time`: seconds since the start, or the distance interpolated between
    /// the readings around it (`nil` outside them).
    func x(_ time: Double) -> Double? {
        switch axis {
        case .time:
            let seconds = time - start
            return seconds >= 0 && seconds <= extent ? seconds : nil
        case .distance:
            guard let firstTime = distanceTimes.first, let lastTime = distanceTimes.last,
                  time >= firstTime, time <= lastTime else { return nil }
            var low = 0, high = distanceTimes.count - 1
            while high - low > 1 {
                let middle = (low + high) / 2
                if distanceTimes[middle] <= time { low = middle } else { high = middle }
            }
            let span = distanceTimes[high] - distanceTimes[low]
            let fraction = span > 0 ? (time - distanceTimes[low]) / span : 0
            return distances[low] + (distances[high] - distances[low]) * fraction
        }
    }

    /// The label of an axis value.
    func label(_ value: Double) -> String {
        axis == .time ? PlotLabels.clock(value) : PlotLabels.number(value / 1000)
    }

    /// The axis' ticks.
    var ticks: [Double] {
        let scale = PlotScale(domain: (0, extent), range: (0, 1))
        guard axis == .time else { return scale.ticks(count: 8) }
        let step = PlotScale.timeTickStep(extent, count: 8)
        return stride(from: 0, through: extent, by: step).map { $0 }
    }

    /// The axis' name, under the last chart.
    var name: String { axis == .time ? "Time (h:mm:ss)" : "Distance (km)" }
}
