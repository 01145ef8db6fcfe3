import Foundation

/// How the analysis commands (`analyze`, `records`) write distances, durations and numbers.
enum Measure {
    /// `400 m`, `5 km`, `1.609 km`.
    static func distance(_ meters: Double) -> String {
        meters < 1000 ? "\(whole(meters)) m" : "\(fixed(meters / 1000, meters.truncatingRemainder(dividingBy: 1000) == 0 ? 0 : 3)) km"
    }

    /// A standard duration: `5 s`, `20 min`, `1 h 30 min`.
    static func duration(_ seconds: Int) -> String {
        seconds < 60 ? "\(seconds) s" : seconds < 3600 ? "\(seconds / 60) min" : "\(seconds / 3600) h" + (seconds % 3600 == 0 ? "" : " \(seconds % 3600 / 60) min")
    }

    static func whole(_ value: Double) -> String { String(format: "%.0f", value) }
    static func fixed(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
}
