import Foundation
import WorkoutModel

/// One chart under the route: a quantity over the workout, with the times (seconds since the
/// reference date) and values it is drawn from.
public struct PlotChart: Sendable, Hashable {
    /// The quantities charted, in the order they are drawn.
    public enum Kind: String, Sendable, CaseIterable {
        /// Metres: the route's altitudes, else the altitude series.
        case elevation
        /// Beats per minute.
        case heartRate = "heart rate"
        /// Kilometres per hour, or for activities on foot pace in seconds per kilometre.
        case speed
        /// Watts: cycling power, else running power.
        case power
        /// Revolutions or steps per minute: cycling cadence, else running cadence.
        case cadence
    }

    public var kind: Kind
    /// Whether the values are a pace (seconds per kilometre, drawn faster upwards).
    public var isPace: Bool
    public var times: [Double]
    public var values: [Double]

    /// The chart's title, with its unit.
    public var title: String {
        switch kind {
        case .elevation: return "Elevation (m)"
        case .heartRate: return "Heart rate (bpm)"
        case .speed: return isPace ? "Pace (min/km)" : "Speed (km/h)"
        case .power: return "Power (W)"
        case .cadence: return "Cadence (/min)"
        }
    }

    /// The label of a value on the chart's axis.
    public func label(_ value: Double) -> String {
        isPace ? PlotLabels.clock(value) : PlotLabels.number(value)
    }

    /// Pace below this speed (metres per second, a 16:40 min/km walk) is not drawn: standing
    /// still has no pace.
    static let slowestPacedSpeed = 1.0

    /// The charts a recording has, in ``Kind`` order; kinds it has no value of are left out.
    static func charts(of recording: WorkoutRecording) -> [PlotChart] {
        Kind.allCases.compactMap { kind in
            let column = Self.column(kind, recording)
            guard !column.times.isEmpty else { return nil }
            let isPace = kind == .speed && recording.workout.activityType.isOnFoot
            var chart = PlotChart(kind: kind, isPace: isPace, times: [], values: [])
            for (time, value) in zip(column.times, column.values) where value.isFinite {
                if kind == .speed {
                    if isPace {
                        guard value >= slowestPacedSpeed else { continue }
                        chart.values.append(1000 / value)
                    } else {
                        chart.values.append(value * 3.6)
                    }
                } else {
                    chart.values.append(value)
                }
                chart.times.append(time)
            }
            return chart.times.isEmpty ? nil : chart
        }
    }

    private static func column(_ kind: Kind, _ recording: WorkoutRecording) -> WorkoutAnalysis.Column {
        switch kind {
        case .elevation:
            var along: WorkoutAnalysis.Column = ([], [])
            for route in recording.routes {
                for location in route.locations {
                    guard let altitude = location.altitude else { continue }
                    along.times.append(location.timestamp.timeIntervalSinceReferenceDate)
                    along.values.append(altitude)
                }
            }
            return along.times.isEmpty ? WorkoutAnalysis.column(recording, .altitude) : along
        case .heartRate:
            return WorkoutAnalysis.column(recording, .heartRate)
        case .speed:
            return WorkoutAnalysis.speedColumn(recording)
        case .power:
            let cycling = WorkoutAnalysis.column(recording, .cyclingPower)
            return cycling.times.isEmpty ? WorkoutAnalysis.column(recording, .runningPower) : cycling
        case .cadence:
            let cycling = WorkoutAnalysis.column(recording, .cyclingCadence)
            return cycling.times.isEmpty ? WorkoutAnalysis.column(recording, .runningCadence) : cycling
        }
    }
}

extension WorkoutActivityType {
    /// Whether the activity is on foot, where athletes read pace rather than speed.
    var isOnFoot: Bool {
        [.running, .walking, .hiking].contains(self)
    }
}

/// How the pictures write numbers, times and distances.
enum PlotLabels {
    /// `12`, `2.5`, `0.25`: no more digits than the value needs, at most two decimals.
    static func number(_ value: Double) -> String {
        var text = String(format: "%.2f", value)
        while text.contains("."), text.hasSuffix("0") || text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// `0:45`, `12:30`, `1:05:00` from seconds.
    static func clock(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let hours = total / 3600, minutes = total / 60 % 60, rest = total % 60
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }

    /// `800 m`, `2 km`, `12.5 km` from metres.
    static func distance(_ metres: Double) -> String {
        metres < 1000 ? "\(number(metres)) m" : "\(number(metres / 1000)) km"
    }
}
